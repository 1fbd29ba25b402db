import { Blob as NodeBlob } from 'node:buffer';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useFreshStorage, readKey, db } from './support';
import { startStorage } from '../../../src/storage/boot';
import { flushMirror, degradedMirrorKeys } from '../../../src/storage/mirror';
import { listSite, saveUserSite } from '../../../src/storage/sites';
import { createUser } from '../../../src/storage/users';
import { saveDraft } from '../../../src/storage/drafts';
import { isQuotaExceededError, requestPersistence, resizeImage, storageEstimate, withImageReferences } from '../../../src/storage/quota';
import { dataUrlToBlob, getImage, resolveImageReference, IMAGE_REFERENCE_PREFIX } from '../../../src/storage/images';
import { useStorageStatus } from '../../../src/state/storage-status';

useFreshStorage();
// fake-indexeddb stores values with Node's structuredClone, which cannot clone jsdom's Blob
// (browsers can). Node's own Blob clones, so image tests use it.
beforeEach(() => vi.stubGlobal('Blob', NodeBlob));
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A fake image data URL of roughly `bytes` characters. */
const bigImage = (bytes: number, seed = 'A') => `data:image/png;base64,${seed.repeat(Math.floor((bytes - 22) / 4) * 4)}`;

/** localStorage that refuses writes once the origin would hold more than `limit` characters. */
function limitLocalStorage(initialLimit: number) {
  const state = { limit: initialLimit };
  const realSetItem = Storage.prototype.setItem;
  vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key: string, value: string) {
    let used = 0;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i)!;
      if (k !== key) used += k.length + (this.getItem(k)?.length ?? 0);
    }
    if (used + key.length + value.length > state.limit) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    realSetItem.call(this, key, value);
  });
  return state;
}

describe('quota', () => {
  it('recognises every browser flavour of "storage full"', () => {
    expect(isQuotaExceededError(new DOMException('x', 'QuotaExceededError'))).toBe(true);
    expect(isQuotaExceededError({ name: 'NS_ERROR_DOM_QUOTA_REACHED' })).toBe(true);
    expect(isQuotaExceededError({ name: 'Whatever', code: 22 })).toBe(true);
    expect(isQuotaExceededError({ name: 'AbortError', inner: new DOMException('x', 'QuotaExceededError') })).toBe(true);
    expect(isQuotaExceededError({ name: 'AbortError', cause: { name: 'QuotaExceededError' } })).toBe(true);
    expect(isQuotaExceededError(new DOMException('x', 'AbortError'))).toBe(false);
    expect(isQuotaExceededError(new Error('nope'))).toBe(false);
    expect(isQuotaExceededError(null)).toBe(false);
  });

  it('replaces image data URLs with references to stored blobs', async () => {
    const image = bigImage(200);
    const reduced = (await withImageReferences({ a: image, list: [image, 'text'], n: 1 })) as { a: string; list: string[] };
    expect(reduced.a.startsWith(IMAGE_REFERENCE_PREFIX)).toBe(true);
    expect(reduced.list).toEqual([reduced.a, 'text']);
    const stored = await getImage(reduced.a.slice(IMAGE_REFERENCE_PREFIX.length));
    expect(stored?.type).toBe('image/png');
    expect(stored?.blob.size).toBe(dataUrlToBlob(image).size);
    expect(await db.images.count()).toBe(1); // the same image is stored once
    expect(await resolveImageReference(reduced.a)).toBe(image);
  });

  it('degrades to references when localStorage is full, then recovers when space returns', async () => {
    const logo = bigImage(20_000, 'L');
    const gallery = [bigImage(20_000, 'G'), bigImage(20_000, 'H')];
    const storage = limitLocalStorage(30_000);
    await startStorage();
    await createUser({ email: 'ada@x.io', password: 'pw', plan: 'basic' });
    await saveUserSite('ada@x.io', { siteId: 's1', name: 'Studio', type: 'artist', logo, gallery });
    await flushMirror();

    const users = readKey('users');
    expect(users[0].sites[0].logo.startsWith(IMAGE_REFERENCE_PREFIX)).toBe(true);
    expect(users[0].sites[0].gallery.every((g: string) => g.startsWith(IMAGE_REFERENCE_PREFIX))).toBe(true);
    expect(users[0].sites[0].name).toBe('Studio');
    expect(degradedMirrorKeys()).toContain('users');
    expect(useStorageStatus.getState().quotaDegraded).toBe(true);
    // Dexie keeps the full images.
    expect((await db.sites.get('s1'))?.logo).toBe(logo);

    // Other small keys still get written in full.
    await saveDraft('artist_about', 'hello');
    await flushMirror();
    expect(readKey('artist_about')).toBe('hello');

    storage.limit = Infinity; // space returns
    await flushMirror();
    expect(readKey('users')[0].sites[0].logo).toBe(logo);
    expect(readKey('users')[0].sites[0].gallery).toEqual(gallery);
    expect(useStorageStatus.getState().quotaDegraded).toBe(false);
    expect(degradedMirrorKeys()).toEqual([]);
  });

  it('keeps the old value when even the references do not fit', async () => {
    await startStorage();
    await saveDraft('artist_about', 'first');
    await flushMirror();
    limitLocalStorage(10);
    await saveDraft('artist_about', 'second, much longer than ten characters');
    await flushMirror();
    expect(readKey('artist_about')).toBe('first');
    expect(useStorageStatus.getState().quotaDegraded).toBe(true);
  });

  it('resizeImage returns the original where images cannot be decoded (jsdom)', async () => {
    const blob = new Blob(['abc'], { type: 'image/png' });
    expect(await resizeImage(blob)).toBe(blob);
  });

  it('requests persistence once and reports an estimate when the browser supports it', async () => {
    const persist = vi.fn(async () => true);
    const estimate = vi.fn(async () => ({ usage: 10, quota: 100 }));
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false, estimate } });
    try {
      await requestPersistence();
      await requestPersistence();
      expect(persist).toHaveBeenCalledTimes(1);
      expect(await storageEstimate()).toEqual({ usage: 10, quota: 100 });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('asks for persistence on the first publish, not at start nor on a save (issue 25)', async () => {
    const persist = vi.fn(async () => true);
    vi.stubGlobal('navigator', { ...navigator, storage: { persist, persisted: async () => false } });
    try {
      await startStorage();
      await flushMirror();
      expect(persist).not.toHaveBeenCalled();
      await saveDraft('artist_email', 'a@b.c');
      await flushMirror();
      expect(persist).not.toHaveBeenCalled();
      await listSite({ id: 'p1', name: 'First', type: 'blog' });
      await vi.waitFor(() => expect(persist).toHaveBeenCalledTimes(1));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
