import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFreshStorage, readKey, db } from './support';
import { EVERY_KEY, PIXEL, populateEveryKey, snapshotLocalStorage } from './populate';
import { startStorage, stopStorageForTests } from '../../../src/storage/boot';
import { flushMirror, LARGE_FLUSH_CHARS, MAX_WAIT_MS, MIRROR_DELAY_MS, QUIET_MS } from '../../../src/storage/mirror';
import { resetDatabaseForTests } from '../../../src/storage/db';
import { clearChecksumsForTests, lastWriteOf } from '../../../src/storage/checksums';
import { clearCurrentUser } from '../../../src/storage/sessions';
import { deletePreview, readPreview } from '../../../src/storage/previews';
import { upsertBusinessCard } from '../../../src/storage/single-page-records';
import { saveDraft } from '../../../src/storage/drafts';
import { createUser, findUserByEmail, listUsers } from '../../../src/storage/users';
import { listPublishedSites, listSitesOfUser, saveUserSite } from '../../../src/storage/sites';
import { listQuarantine } from '../../../src/storage/quarantine';
import { hashString } from '../../../src/storage/hash';

useFreshStorage();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('mirror', () => {
  it('writes every spec key in the spec shape', async () => {
    await startStorage();
    await populateEveryKey();
    await flushMirror();

    for (const key of EVERY_KEY) expect(localStorage.getItem(key), key).not.toBeNull();

    const users = readKey('users');
    expect(users.map((u: { email: string }) => u.email)).toEqual(['ada@x.io', 'bob@x.io']);
    // A user's list holds site records, as old versions wrote it (Dexie keeps ids).
    expect(users[0].sites).toEqual([expect.objectContaining({ id: 's1', siteId: 's1', logo: PIXEL, theme: 'brick' })]);
    expect(users[0]).not.toHaveProperty('_order');
    expect(readKey('currentUser')).toMatchObject({ email: 'ada@x.io', plan: 'standard', sites: [expect.objectContaining({ id: 's1' })] });
    expect(readKey('adminSession')).toEqual({ email: 'admin@brick.example' });
    expect(readKey('sites').map((s: { id: string }) => s.id)).toEqual(['s2', 's1']);
    expect(readKey('sites')[0]).not.toHaveProperty('_listed');
    expect(readKey('site_pages')[0]).toMatchObject({ id: 'p1', siteId: 's1', slotId: 1, title: 'Slot 1' });
    expect(readKey('site_previews')).toEqual([expect.objectContaining({ id: 'L1', name: 'Cabin' })]);
    expect(readKey('preview_s1')).toMatchObject({ name: 'Studio', testimonials: ['Great'] });
    expect(readKey('business_preview_s2').products).toHaveLength(10);
    expect(readKey('artist_about')).toBe('About Ada');
    expect(readKey('business_cards')).toEqual([expect.objectContaining({ id: '1700000000007', role: 'Creative Director' })]);
    expect(readKey('confetti_shown_ada@x.io')).toBe(true);
    expect(lastWriteOf('users')?.hash).toBe(hashString(localStorage.getItem('users')!));
  });

  it('round trip: Dexie -> localStorage -> a fresh Dexie gives the same data for every key', async () => {
    await startStorage();
    await populateEveryKey();
    await flushMirror();
    const written = snapshotLocalStorage();
    const usersBefore = await listUsers();

    // A new device, or a wiped database: only localStorage is left.
    stopStorageForTests();
    await resetDatabaseForTests();
    await clearChecksumsForTests();
    expect(await db.users.count()).toBe(0);
    await startStorage();
    await flushMirror();

    expect(await listQuarantine()).toEqual([]);
    const parsedValues = (snapshot: Record<string, string>) =>
      Object.fromEntries(Object.entries(snapshot).map(([key, raw]) => [key, JSON.parse(raw)]));
    expect(Object.keys(snapshotLocalStorage()).sort()).toEqual(Object.keys(written).sort());
    expect(parsedValues(snapshotLocalStorage())).toEqual(parsedValues(written));
    expect(snapshotLocalStorage()).toEqual(written); // byte for byte: the mirror's output is a fixed point
    const usersAfter = await listUsers();
    expect(usersAfter.map(({ _order, _updatedAt, ...u }) => u)).toEqual(usersBefore.map(({ _order, _updatedAt, ...u }) => u));
    expect((await listSitesOfUser('ada@x.io')).map((s) => s.id)).toEqual(['s1']);
    expect((await listPublishedSites()).map((s) => s.id)).toEqual(['s2', 's1']);
    expect((await readPreview('business_preview', 's2'))?.products).toHaveLength(10);
  });

  it('removes a key when its record is deleted', async () => {
    await startStorage();
    await populateEveryKey();
    await flushMirror();
    await deletePreview('preview', 's1');
    await clearCurrentUser();
    await flushMirror();
    expect(localStorage.getItem('preview_s1')).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
    expect(localStorage.getItem('site_preview_s1')).not.toBeNull();
  });

  it('never removes a key it did not write', async () => {
    localStorage.setItem('preview_unrelated', 'not json at all');
    await startStorage();
    await flushMirror();
    expect(localStorage.getItem('preview_unrelated')).toBe('not json at all');
  });

  it('flushes on its own about 250 ms after a change', async () => {
    await startStorage();
    await upsertBusinessCard({ id: '1', fullName: 'Sam' });
    expect(readKey('business_cards')).toEqual([]);
    await vi.waitFor(() => expect(readKey('business_cards')).toHaveLength(1), { timeout: MIRROR_DELAY_MS * 8 });
  });

  it('flushes at once on pagehide', async () => {
    await startStorage();
    // As below: with the throttle's timer frozen, only the pagehide flush can write the key.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await saveDraft('artist_email', 'x@y.z');
    window.dispatchEvent(new Event('pagehide'));
    for (let i = 0; i < 500 && readKey('artist_email') !== 'x@y.z'; i++) await new Promise((r) => setImmediate(r));
    expect(readKey('artist_email')).toBe('x@y.z');
    vi.useRealTimers();
  });

  it('flushes at once when the tab becomes hidden', async () => {
    await startStorage();
    // The throttle's timer cannot fire (fake setTimeout, never advanced): only the
    // visibilitychange flush can write the key. Independent of how busy the machine is.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await saveDraft('artist_email', 'hidden@y.z');
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    for (let i = 0; i < 500 && readKey('artist_email') !== 'hidden@y.z'; i++) await new Promise((r) => setImmediate(r));
    expect(readKey('artist_email')).toBe('hidden@y.z');
    visibility.mockRestore();
    vi.useRealTimers();
  });

  it('batches rapid saves: 40 saves in a second rewrite the key at most ~4 times', async () => {
    await startStorage();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 40; i++) {
      await upsertBusinessCard({ id: '1', fullName: `Sam ${'m'.repeat(i)}` });
      await vi.advanceTimersByTimeAsync(25); // 40 keystrokes over one second
    }
    await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS);
    await flushMirror();
    const writes = setItem.mock.calls.filter(([key]) => key === 'business_cards').length;
    expect(writes).toBeGreaterThanOrEqual(2);
    expect(writes).toBeLessThanOrEqual(5);
    expect(readKey('business_cards')[0].fullName).toBe(`Sam ${'m'.repeat(39)}`);
  });

  describe('beside a site with a large gallery (data-URL images)', () => {
    const EMAIL = 'gallery@example.com';
    const image = (i: number) => `data:image/jpeg;base64,${'A'.repeat(200 * 1024)}${i}`;

    /** A user whose first site carries more than LARGE_FLUSH_CHARS, flushed once; then a second site to type in. */
    async function withLargeGallery() {
      await startStorage();
      await createUser({ email: EMAIL, password: 'pw', plan: 'premium' });
      await saveUserSite(EMAIL, { id: 'big', name: 'Gallery', type: 'artist', gallery: [0, 1, 2].map(image) });
      await saveUserSite(EMAIL, { id: 'small', name: 'Notes', type: 'blog', title: 'T' });
      await flushMirror();
      expect(localStorage.getItem('users')!.length).toBeGreaterThan(LARGE_FLUSH_CHARS);
    }
    const usersWrites = (setItem: { mock: { calls: unknown[][] } }) => setItem.mock.calls.filter(([key]) => key === 'users').length;
    const titleInMirror = () => (readKey('users') as Array<{ sites: Array<{ id?: string; title?: string }> }>)[0].sites.find((site) => site.id === 'small')?.title;

    it('waits for a pause in typing before writing the large key again, then writes the last text', async () => {
      await withLargeGallery();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      for (let i = 1; i <= 20; i++) {
        await saveUserSite(EMAIL, { id: 'small', title: `T${'t'.repeat(i)}` });
        await vi.advanceTimersByTimeAsync(100); // typing for two seconds, ten characters a second
      }
      // Small values would have been written 6 times by now; this stall is the one typing must not feel.
      expect(usersWrites(setItem)).toBe(0);
      await vi.advanceTimersByTimeAsync(QUIET_MS);
      await flushMirror();
      expect(usersWrites(setItem)).toBe(1);
      expect(titleInMirror()).toBe(`T${'t'.repeat(20)}`);
    });

    it('does not hold back a small key: a business card typed in beside it is written as usual', async () => {
      await withLargeGallery();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      await upsertBusinessCard({ id: '1', fullName: 'Sam' });
      await vi.advanceTimersByTimeAsync(MIRROR_DELAY_MS);
      await vi.waitFor(() => expect(readKey('business_cards')).toHaveLength(1));
    });

    it('still writes within MAX_WAIT_MS while the typing goes on', async () => {
      await withLargeGallery();
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      const setItem = vi.spyOn(Storage.prototype, 'setItem');
      for (let i = 1; i * 100 <= MAX_WAIT_MS + 500; i++) {
        await saveUserSite(EMAIL, { id: 'small', title: `T${i}` });
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(usersWrites(setItem)).toBe(1);
    });
  });

  it('does not rewrite a key whose value did not change', async () => {
    await startStorage();
    await populateEveryKey();
    await flushMirror();
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    await upsertBusinessCard({ id: '1700000000007', fullName: 'Alex' }); // same content
    await flushMirror();
    expect(setItem.mock.calls.map(([key]) => key)).not.toContain('business_cards');
    expect((await findUserByEmail('ada@x.io'))?.plan).toBe('standard');
  });
});
