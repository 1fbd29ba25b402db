import { describe, expect, it, vi } from 'vitest';
import { completeImageUpload, enqueueImageUpload, uploadWithXhr } from '../../../src/outbox/image-host';
import { replaceStringsDeep } from '../../../src/outbox/replace';
import { flushOutbox, OutboxFlusher } from '../../../src/outbox/flusher';
import { getItemByKey } from '../../../src/outbox/queue';
import { listDraftSites, markDraftsPublished } from '../../../src/storage/draft-sites';
import { TransportError } from '../../../src/outbox/transport';
import { config } from '../../../src/config';
import { useOutboxStatus } from '../../../src/state/outbox-status';
import { PNG_BYTES, PNG_DATA_URL, clock, db, useOutboxTestEnvironment } from './support';

const DomBlob = Blob; // jsdom's, captured before the tests swap in Node's (jsdom's FormData wants its own)
const env = useOutboxTestEnvironment();

const LOCAL = PNG_DATA_URL;
const OTHER = 'data:image/png;base64,b3RoZXI=';

async function storeImage(id = 'img-1') {
  await db.images.put({ id, blob: new Blob([PNG_BYTES], { type: 'image/png' }), type: 'image/png', width: 1, height: 1 });
}

describe('replaceStringsDeep', () => {
  it('replaces every equal string at any depth, and only those', () => {
    const record = { a: LOCAL, b: [OTHER, LOCAL, { c: LOCAL, d: 'text' }], n: 3, nil: null, [LOCAL]: 'keys stay' };
    const { value, count } = replaceStringsDeep(record, new Set([LOCAL]), 'https://h/x.png');
    expect(count).toBe(3);
    expect(value).toEqual({ a: 'https://h/x.png', b: [OTHER, 'https://h/x.png', { c: 'https://h/x.png', d: 'text' }], n: 3, nil: null, [LOCAL]: 'keys stay' });
    expect(record.a).toBe(LOCAL); // the input is not changed
  });

  it('returns the same object when nothing matches', () => {
    const record = { a: [1, 2, { b: 'x' }] };
    const { value, count } = replaceStringsDeep(record, new Set([LOCAL]), 'y');
    expect(count).toBe(0);
    expect(value).toBe(record);
  });
});

describe('the hosted address replaces the local one', () => {
  it('in the target record, by value, after the upload', async () => {
    await storeImage();
    await db.drafts.put({ key: 'artistForm', value: { avatar: LOCAL, gallery: [OTHER, LOCAL], nested: { hero: { src: LOCAL } } }, _updatedAt: 1 });
    await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'me.png' }, { table: 'drafts', key: 'artistForm' });
    await flushOutbox();
    const hosted = 'https://res.example.com/image%3Aimg-1/1.png';
    expect(await db.drafts.get('artistForm')).toEqual({
      key: 'artistForm',
      value: { avatar: hosted, gallery: [OTHER, hosted], nested: { hero: { src: hosted } } },
      _updatedAt: 1, // the same pictures: not an edit (see the next describe)
    });
    expect((await db.images.get('img-1'))?.hostedUrl).toBe(hosted);
    expect(await getItemByKey('image:img-1')).toMatchObject({ status: 'done', hostedUrl: hosted });
  });

  it('is not an edit: a draft published before its picture landed is not listed as a draft again', async () => {
    await storeImage();
    await db.drafts.put({ key: 'artistForm', value: { name: 'Rosa Stone', logo: LOCAL }, _updatedAt: 1 });
    await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'logo.png' }, { table: 'drafts', key: 'artistForm' });
    expect((await listDraftSites()).map((draft) => draft.name)).toEqual(['Rosa Stone']);
    await markDraftsPublished(['artistForm'], 2); // Publish, while the logo is still being sent
    expect(await listDraftSites()).toEqual([]);
    await flushOutbox();
    expect((await db.drafts.get('artistForm'))?.value).toMatchObject({ logo: expect.stringMatching(/^https:\/\/res\.example\.com\//) });
    expect(await listDraftSites()).toEqual([]);
  });

  it('keeps working when the list was re-ordered meanwhile, and leaves a changed field alone', async () => {
    await storeImage();
    await db.drafts.put({ key: 'form', value: { logo: LOCAL, gallery: [LOCAL, OTHER] }, _updatedAt: 1 });
    await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'a.png' }, { table: 'drafts', key: 'form' });
    // The person re-orders the gallery and picks another logo before the upload lands.
    await db.drafts.put({ key: 'form', value: { logo: OTHER, gallery: [OTHER, LOCAL] }, _updatedAt: 2 });
    await flushOutbox();
    const hosted = 'https://res.example.com/image%3Aimg-1/1.png';
    expect((await db.drafts.get('form'))?.value).toEqual({ logo: OTHER, gallery: [OTHER, hosted] });
  });

  it('replaces a brick-image reference to the same image too', async () => {
    await storeImage('img-2');
    await db.drafts.put({ key: 'k', value: { a: 'brick-image:img-2', b: 'brick-image:img-3' }, _updatedAt: 1 });
    await enqueueImageUpload({ imageId: 'img-2', localUrl: LOCAL, fileName: 'a.png' }, { table: 'drafts', key: 'k' });
    await flushOutbox();
    expect((await db.drafts.get('k'))?.value).toEqual({ a: 'https://res.example.com/image%3Aimg-2/1.png', b: 'brick-image:img-3' });
  });

  it('works on any table (here a site record)', async () => {
    await storeImage();
    await db.table('sites').put({ id: 's1', _order: 1, owner: 'a', type: 'artist', _listed: 0, _updatedAt: 1, content: { avatar: LOCAL } });
    await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'a.png' }, { table: 'sites', key: 's1' });
    await flushOutbox();
    expect((await db.table('sites').get('s1')).content.avatar).toMatch(/^https:\/\/res\.example\.com\//);
  });

  it('completes when the record or even its table is gone', async () => {
    await storeImage();
    await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'a.png' }, { table: 'drafts', key: 'deleted' });
    await storeImage('img-2');
    await enqueueImageUpload({ imageId: 'img-2', localUrl: LOCAL, fileName: 'a.png' }, { table: 'noSuchTable', key: 'x' });
    await flushOutbox();
    expect((await getItemByKey('image:img-1'))?.status).toBe('done');
    expect((await getItemByKey('image:img-2'))?.status).toBe('done');
  });

  it('is safe to record twice', async () => {
    await storeImage();
    await db.drafts.put({ key: 'k', value: { a: LOCAL }, _updatedAt: 1 });
    const row = await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'a.png' }, { table: 'drafts', key: 'k' });
    await completeImageUpload(row, 'https://h/1.png', clock.time);
    await completeImageUpload(row, 'https://h/2.png', clock.time + 1);
    expect((await db.drafts.get('k'))?.value).toEqual({ a: 'https://h/1.png' });
    expect(await getItemByKey('image:img-1')).toMatchObject({ hostedUrl: 'https://h/1.png' });
  });
});

describe('what is uploaded', () => {
  it('the stored blob, with progress in the status store while it goes', async () => {
    await storeImage();
    const seen: (number | undefined)[] = [];
    let received: Blob | undefined;
    const flusher = new OutboxFlusher({
      transports: {
        sendEmail: () => Promise.resolve(),
        uploadImage: async ({ blob, fileName, onProgress }) => {
          received = blob;
          expect(fileName).toBe('cat.png');
          const id = (await getItemByKey('image:img-1'))!.id;
          seen.push(useOutboxStatus.getState().progress[id]);
          onProgress(0.42);
          seen.push(useOutboxStatus.getState().progress[id]);
          return { secureUrl: 'https://h/cat.png' };
        },
      },
    });
    const row = await enqueueImageUpload({ imageId: 'img-1', localUrl: LOCAL, fileName: 'cat.png' }, { table: 'drafts', key: 'x' });
    await flusher.flush();
    expect(seen).toEqual([0, 42]);
    expect(received?.size).toBe(PNG_BYTES.length);
    expect(useOutboxStatus.getState().progress[row.id]).toBeUndefined();
  });

  it('falls back to the data URL when the blob is gone, and fails when neither is there', async () => {
    await enqueueImageUpload({ imageId: 'gone-1', localUrl: LOCAL, fileName: 'a.png' }, { table: 'drafts', key: 'x' });
    await enqueueImageUpload({ imageId: 'gone-2', localUrl: 'https://not-local/x.png', fileName: 'a.png' }, { table: 'drafts', key: 'x' });
    await flushOutbox();
    expect((await getItemByKey('image:gone-1'))?.status).toBe('done');
    expect(await getItemByKey('image:gone-2')).toMatchObject({ status: 'failed', lastStatus: 410 });
    expect(env.transports().calls).toEqual(['image:gone-1']);
  });
});

describe('uploadWithXhr', () => {
  class FakeXhr {
    static last: FakeXhr | null = null;
    method = '';
    url = '';
    body: FormData | null = null;
    status = 0;
    statusText = '';
    responseText = '';
    timeout = 0;
    headers: Record<string, string> = {};
    requestHeaders: Record<string, string> = {};
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    constructor() {
      FakeXhr.last = this;
    }
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.requestHeaders[name] = value;
    }
    send(body: FormData) {
      this.body = body;
    }
    getResponseHeader(name: string) {
      return this.headers[name.toLowerCase()] ?? null;
    }
    answer(status: number, body: unknown, headers: Record<string, string> = {}) {
      this.status = status;
      this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
      this.headers = headers;
      this.onload?.();
    }
  }

  const request = (onProgress = vi.fn()) => ({ blob: new DomBlob([PNG_BYTES], { type: 'image/png' }), fileName: 'cat.png', idempotencyKey: 'image:x', onProgress });
  /** The request once sent (where it goes is read from storage first: the Brick server when sync is on). */
  async function sent(): Promise<FakeXhr> {
    await vi.waitUntil(() => FakeXhr.last?.body);
    const xhr = FakeXhr.last!;
    FakeXhr.last = null;
    return xhr;
  }

  it('POSTs file and upload_preset as multipart to the configured endpoint and reads secure_url', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const onProgress = vi.fn();
    const result = uploadWithXhr(request(onProgress));
    const xhr = await sent();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(config().imageHost.uploadUrl);
    expect(xhr.requestHeaders).toEqual({});
    expect(xhr.body?.get('upload_preset')).toBe('brick_unsigned_upload');
    expect((xhr.body?.get('file') as File).name).toBe('cat.png');
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    expect(onProgress).toHaveBeenCalledWith(0.25);
    xhr.answer(200, { secure_url: 'https://res.cloudinary.com/brick/image/upload/v1/a.png', public_id: 'a' });
    await expect(result).resolves.toEqual({ secureUrl: 'https://res.cloudinary.com/brick/image/upload/v1/a.png' });
  });

  it('turns answers into TransportErrors the flusher can classify', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const cases: [(x: FakeXhr) => void, number, string][] = [
      [(x) => x.answer(400, { error: { message: 'Upload preset not found' } }), 400, 'Upload preset not found'],
      [(x) => x.answer(429, 'slow down', { 'retry-after': '7' }), 429, 'HTTP 429'],
      [(x) => x.answer(200, '<html>captive portal</html>'), 502, 'The image host did not return an address'],
      [(x) => x.answer(200, { secure_url: 'javascript:alert(1)' }), 502, 'The image host did not return an address'],
      [(x) => x.onerror?.(), 0, 'Network Error'],
      [(x) => x.ontimeout?.(), 0, 'The upload timed out'],
    ];
    for (const [act, status, reason] of cases) {
      const result = uploadWithXhr(request());
      act(await sent());
      const error = (await result.catch((e: unknown) => e)) as TransportError;
      expect(error).toBeInstanceOf(TransportError);
      expect([error.status, error.reason]).toEqual([status, reason]);
      if (status === 429) expect(error.retryAfterMs).toBe(7000);
    }
  });

  it('with sync on and no image host chosen, goes to the Brick server that served the app, as the space, and takes its plain-http addresses only', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const spaceId = 'a'.repeat(32);
    const secret = 'S'.repeat(43);
    const server = location.origin;
    await db.meta.put({ key: 'sync', value: { serverUrl: server, spaceId, secret, owner: 'ada@example.com' } });
    const result = uploadWithXhr(request());
    const xhr = await sent();
    expect(xhr.url).toBe(`${server}/api/pictures`);
    expect(xhr.requestHeaders).toEqual({ Authorization: `Bearer ${spaceId}.${secret}` });
    expect(xhr.body?.get('upload_preset')).toBe('brick_unsigned_upload');
    const hosted = `${server}/pictures/${'0'.repeat(64)}`;
    xhr.answer(200, { secure_url: hosted });
    await expect(result).resolves.toEqual({ secureUrl: hosted });

    const elsewhere = uploadWithXhr(request());
    (await sent()).answer(200, { secure_url: 'http://elsewhere.example/a.png' });
    await expect(elsewhere).rejects.toMatchObject({ status: 502 });

    // A server other than the one that served the app (the app may fetch from its own origin only),
    // and sync turned off: the configured image host again.
    for (const value of [{ serverUrl: 'http://laptop.local:4173', spaceId, secret, owner: null }, { serverUrl: server, spaceId, secret, owner: null, paused: true }]) {
      await db.meta.put({ key: 'sync', value });
      const elsewhereOrOff = uploadWithXhr(request());
      expect((await sent()).url).toBe(config().imageHost.uploadUrl);
      void elsewhereOrOff.catch(() => undefined);
    }
  });
});
