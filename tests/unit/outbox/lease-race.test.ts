/**
 * Issue 13: without Web Locks the fault schedules rarely saw "sent after recorded done" once the
 * clock had jumped past the 60 s lease while an e-mail was being sent. These tests drive those
 * interleavings by hand: two flushers ("tabs") on one database and no Web Locks, sends that the
 * server answers only when the test says so, and a clock moved past the lease without the renewal
 * timers firing (a laptop that slept, a throttled background tab: the clock jumps, timers run late).
 */
import { describe, expect, it, vi } from 'vitest';
import { LEASE_MS, OutboxFlusher, renewLease } from '../../../src/outbox/flusher';
import { enqueue, getItemByKey } from '../../../src/outbox/queue';
import { enqueueImageUpload, imageKey } from '../../../src/outbox/image-host';
import type { EmailSendRequest, ImageUploadRequest, Transports } from '../../../src/outbox/transport';
import { PNG_BYTES, PNG_DATA_URL, advance, db, manualTimers, useOutboxTestEnvironment } from './support';

useOutboxTestEnvironment();

const KEY = 'welcome:a@x.io';
const email = () => enqueue({ kind: 'email', idempotencyKey: KEY, payload: { templateId: 'tpl', params: { name: 'A' } } });
const row = (key = KEY) => getItemByKey(key);

/** One request a tab has sent; the server acts on it when the test answers it. */
interface Request {
  key: string;
  answer(): Promise<void>;
}

/** The image host and e-mail API both tabs talk to. */
class Server {
  readonly deliveries = new Map<string, number>();
  /** Requests the server acted on while the outbox row already said the item was delivered. */
  readonly sentAfterDone: string[] = [];

  /** A tab's transports: each call waits in `requests` until the test answers it. */
  tab(): Transports & { requests: Request[] } {
    const requests: Request[] = [];
    const send = (key: string) =>
      new Promise<number>((resolve) => {
        requests.push({
          key,
          answer: async () => {
            if ((await getItemByKey(key))?.status === 'done') this.sentAfterDone.push(key);
            const n = (this.deliveries.get(key) ?? 0) + 1;
            this.deliveries.set(key, n);
            resolve(n);
          },
        });
      });
    return {
      requests,
      async sendEmail(request: EmailSendRequest) {
        await send(request.idempotencyKey);
      },
      async uploadImage(request: ImageUploadRequest) {
        const n = await send(request.idempotencyKey);
        return { secureUrl: `https://res.example.com/${encodeURIComponent(request.idempotencyKey)}/${n}.png` };
      },
    };
  }
}

/** A tab without Web Locks whose timers (lease renewals included) only fire when the test says so. */
function openTab(server: Server) {
  const transports = server.tab();
  const timers = manualTimers();
  const flusher = new OutboxFlusher({ locks: null, timers, transports });
  return { flusher, timers, requests: transports.requests };
}

async function storeImageIn(recordKey: string): Promise<string> {
  await db.images.put({ id: 'img-1', blob: new Blob([PNG_BYTES], { type: 'image/png' }), type: 'image/png', width: 1, height: 1 });
  await db.drafts.put({ key: recordKey, value: { picture: PNG_DATA_URL }, _updatedAt: 0 });
  await enqueueImageUpload({ imageId: 'img-1', localUrl: PNG_DATA_URL, fileName: 'a.png' }, { table: 'drafts', key: recordKey });
  return imageKey('img-1');
}

/**
 * Tab A claims the only item and sends it; its renewals do not run for a whole lease (asleep,
 * throttled), so tab B finds the lease run out, takes the row over and sends it too. Returns
 * both tabs with their sends waiting for the test to answer them, and A's claim as it was.
 */
async function secondTabTakesOver(server: Server) {
  const a = openTab(server);
  const b = openTab(server);
  const aFlush = a.flusher.flush();
  await vi.waitFor(() => expect(a.requests).toHaveLength(1));
  const aClaim = await row();
  advance(LEASE_MS);
  const bFlush = b.flusher.flush();
  await vi.waitFor(() => expect(b.requests).toHaveLength(1));
  return { a, b, aFlush, bFlush, aClaim };
}

describe('a lease that ran out while its send was under way (no Web Locks)', () => {
  it('the first tab does not record done over the claim the second tab took, so nothing is sent after done', async () => {
    const server = new Server();
    await email();
    const { a, b, aFlush, bFlush } = await secondTabTakesOver(server);

    await a.requests[0].answer();
    await aFlush;
    expect((await row())?.status).toBe('sending'); // still B's: A's answer came under a claim it no longer held
    await b.requests[0].answer();
    await bFlush;

    expect(server.sentAfterDone).toEqual([]);
    expect(await row()).toMatchObject({ status: 'done', attempts: 2, claimId: null });
    expect(server.deliveries.get(KEY)).toBe(2); // at least once: that is what a lease running out costs
  });

  it('for an image, the record ends with the address of the upload that was recorded', async () => {
    const server = new Server();
    const key = await storeImageIn('form');
    const { a, b, aFlush, bFlush } = await secondTabTakesOver(server);
    await a.requests[0].answer();
    await aFlush;
    await b.requests[0].answer();
    await bFlush;

    expect(server.sentAfterDone).toEqual([]);
    const done = await row(key);
    expect(done).toMatchObject({ status: 'done', hostedUrl: `https://res.example.com/${encodeURIComponent(key)}/2.png` });
    expect((await db.drafts.get('form'))?.value).toEqual({ picture: done?.kind === 'image' ? done.hostedUrl : null });
  });

  it("the first tab's late renewal does not stretch the claim the second tab took", async () => {
    const server = new Server();
    await email();
    const { a, b, aFlush, bFlush, aClaim } = await secondTabTakesOver(server);
    const taken = await row();
    advance(1_000);
    await renewLease(aClaim!); // what A's renewal timer runs when it fires late
    expect(await row()).toMatchObject({ claimId: taken?.claimId, claimedAt: taken?.claimedAt });

    await a.requests[0].answer();
    await b.requests[0].answer();
    await Promise.all([aFlush, bFlush]);
    expect(server.sentAfterDone).toEqual([]);
  });

  it('an answer that arrives after the lease ran out but before another tab took the row is still recorded', async () => {
    const server = new Server();
    await email();
    const a = openTab(server);
    let bOnline = false;
    const b = new OutboxFlusher({ locks: null, timers: manualTimers(), transports: server.tab(), isOnline: () => bOnline });

    const aFlush = a.flusher.flush();
    await vi.waitFor(() => expect(a.requests).toHaveLength(1));
    advance(LEASE_MS);
    await b.flush(); // offline: B puts the row back to pending but sends nothing
    expect((await row())?.status).toBe('pending');
    await a.requests[0].answer();
    await aFlush;
    bOnline = true;
    await b.flush();

    expect(await row()).toMatchObject({ status: 'done' });
    expect(server.deliveries.get(KEY)).toBe(1); // recorded, so not sent a second time
  });
});

describe('a claim taken over before its send began (no Web Locks)', () => {
  it('is not sent: only the tab holding the claim sends', async () => {
    const server = new Server();
    const key = await storeImageIn('form');
    const a = openTab(server);
    const b = openTab(server);

    // Reading the image from IndexedDB is slow (a busy disk): hold db.images until we let go.
    let release = false;
    const holding = db.transaction('rw', db.images, async () => {
      while (!release) await db.images.get('nothing');
    });

    let aSettled = false;
    void a.flusher.flush().then(() => (aSettled = true));
    await vi.waitFor(async () => expect((await row(key))?.status).toBe('sending'));
    const aClaim = (await row(key))?.claimId;
    advance(LEASE_MS); // A slept between its claim and its send
    const bFlush = b.flusher.flush();
    await vi.waitFor(async () => expect((await row(key))?.claimId).not.toBe(aClaim));
    release = true;
    await holding;

    // A gets the image first: either it sends with the claim it lost, or it gives up.
    await vi.waitFor(() => expect(aSettled || a.requests.length > 0).toBe(true));
    expect(a.requests).toEqual([]);
    await vi.waitFor(() => expect(b.requests).toHaveLength(1));
    await b.requests[0].answer();
    await bFlush;
    expect(server.deliveries.get(key)).toBe(1);
    expect(await row(key)).toMatchObject({ status: 'done' });
  });
});
