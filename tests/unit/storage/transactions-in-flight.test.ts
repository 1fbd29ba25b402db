import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, get } from 'idb-keyval';
import { liveQuery } from 'dexie';
import { simulatePageHideForTests, simulatePageShowForTests } from '../../../src/storage/page-locks';
import { BrickDatabase } from '../../../src/storage/db';
import { startStorage, stopStorageForTests } from '../../../src/storage/boot';
import { flushMirror } from '../../../src/storage/mirror';
import { lastWriteOf } from '../../../src/storage/checksums';
import { saveDraft } from '../../../src/storage/drafts';
import { hashString } from '../../../src/storage/hash';
import { db, useFreshStorage } from './support';

useFreshStorage();
let testOver = false;
beforeEach(() => (testOver = false));
afterEach(() => {
  testOver = true; // ends a transaction a test kept open
  simulatePageShowForTests(); // no test leaves the page put away
});

/** The promise's value, or a rejection once `ms` have passed without one. */
const within = <T>(ms: number, promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms))]);

const flag = (key: string, value: unknown) => ({ key, value, _updatedAt: Date.now() });

describe('a page put away (back-forward cache, frozen) with IndexedDB transactions under way', () => {
  it('aborts its reads, so that they hold up no other page (WebKit keeps them open while the page is cached)', async () => {
    await db.flags.put(flag('seen', 1));
    const read = db.transaction('r', db.flags, async () => {
      await db.flags.count();
      simulatePageHideForTests(); // put away while this read is under way
      return db.flags.toArray();
    });
    await expect(read).rejects.toThrow(); // aborted: its next request finds the transaction ended
  });

  it('abandons a write under way, so that it holds up no other page, and makes it once the page is back', async () => {
    let runs = 0;
    const write = db.transaction('rw', db.flags, async () => {
      runs += 1;
      await db.flags.put(flag('typed', runs));
      if (runs > 1) return;
      simulatePageHideForTests(); // put away while this write is under way
      // Suspended, as WebKit keeps it: the transaction stays open while it has requests.
      while (!testOver) await db.flags.get('typed');
    });
    let settled = false;
    write.then(() => (settled = true), () => (settled = true));

    const otherPage = new BrickDatabase(db.name);
    await expect(within(2000, otherPage.flags.put(flag('other page', 1)))).resolves.toBe('other page');
    expect(await otherPage.flags.get('typed')).toBeUndefined(); // nothing of the abandoned write
    expect(settled).toBe(false); // its caller waits, as it would on the suspended transaction

    simulatePageShowForTests(); // Back
    await write;
    expect((await db.flags.get('typed'))?.value).toBe(2); // made once, whole, when the page came back
    expect((await db.flags.toArray()).map((row) => row.key).sort()).toEqual(['other page', 'typed']);
    otherPage.close();
  });

  it('runs again neither a write that failed on its own nor one that finished before the page was put away', async () => {
    let runs = 0;
    const failing = db.transaction('rw', db.flags, async () => {
      runs += 1;
      await db.flags.put(flag('half', runs));
      throw new Error('the use case refused');
    });
    await expect(failing).rejects.toThrow('the use case refused');
    await db.transaction('rw', db.flags, async () => {
      runs += 1;
      await db.flags.put(flag('done', runs));
    });
    simulatePageHideForTests();
    simulatePageShowForTests();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runs).toBe(2);
    expect((await db.flags.toArray()).map((row) => [row.key, row.value])).toEqual([['done', 2]]);
  });

  it('runs a transaction inside another with the outer one, once the page is back', async () => {
    let outerRuns = 0;
    let innerRuns = 0;
    const write = db.transaction('rw', db.flags, async () => {
      outerRuns += 1;
      await db.transaction('rw', db.flags, async () => {
        innerRuns += 1;
        await db.flags.put(flag('inner', innerRuns));
      });
      if (outerRuns > 1) return;
      simulatePageHideForTests();
      while (!testOver) await db.flags.get('inner');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    simulatePageShowForTests();
    await within(2000, write);
    expect([outerRuns, innerRuns]).toEqual([2, 2]);
    expect((await db.flags.get('inner'))?.value).toBe(2);
  });

  it("aborts the mirror's checksum write under way too, and records it once the page is back", async () => {
    await startStorage();
    await flushMirror();
    const otherPage = createStore('brick-mirror', 'checksums');
    const put = IDBObjectStore.prototype.put;
    let checksumPuts = 0;
    const putOnce = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(function (this: IDBObjectStore, ...args) {
      const request = put.apply(this, args);
      if (this.name === 'checksums') {
        checksumPuts += 1;
        putOnce.mockRestore();
        simulatePageHideForTests(); // put away while the checksums are being written
      }
      return request;
    });
    try {
      await saveDraft('artist_email', 'ada@example.com');
      await flushMirror();
      expect(checksumPuts).toBe(1);
      expect(await get('artist_email', otherPage)).toBeUndefined(); // the abandoned write left nothing

      simulatePageShowForTests(); // Back: the mirror flushes everything again
      const written = hashString(localStorage.getItem('artist_email') ?? '');
      await expect.poll(async () => (await get<{ hash: string }>('artist_email', otherPage))?.hash).toBe(written);
      expect(lastWriteOf('artist_email')?.hash).toBe(written);
    } finally {
      stopStorageForTests();
    }
  });

  it('reads again once the page is back: a live query whose read was aborted shows the stored rows and the next change', async () => {
    await db.flags.put(flag('before', 1));
    const seen: unknown[] = [];
    const errors: unknown[] = [];
    let putAwayDuringRead = true;
    const subscription = liveQuery(async () => {
      const reading = db.flags.toArray();
      if (putAwayDuringRead) {
        putAwayDuringRead = false;
        pageTransition('pagehide'); // into the back-forward cache while the live query's first read is under way
      }
      return (await reading).map((row) => row.key).sort();
    }).subscribe({ next: (keys) => seen.push(keys), error: (error) => errors.push(error) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen).toEqual([]); // the aborted read showed nothing
    pageTransition('pageshow'); // Back: Dexie runs every live query again
    await expect.poll(() => seen.at(-1)).toEqual(['before']);
    await db.flags.put(flag('after', 1));
    await expect.poll(() => seen.at(-1)).toEqual(['after', 'before']);
    subscription.unsubscribe();
    expect(errors).toEqual([]); // no error reached the screen
  });
});

/** The event the browser fires as the page goes into its back-forward cache, or comes back from it. */
function pageTransition(type: 'pagehide' | 'pageshow') {
  const event = new Event(type);
  Object.defineProperty(event, 'persisted', { value: true });
  window.dispatchEvent(event);
}
