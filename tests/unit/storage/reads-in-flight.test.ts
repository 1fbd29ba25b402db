import { afterEach, describe, expect, it } from 'vitest';
import { liveQuery } from 'dexie';
import { simulatePageHideForTests, simulatePageShowForTests } from '../../../src/storage/page-locks';
import { db, useFreshStorage } from './support';

useFreshStorage();
afterEach(() => simulatePageShowForTests()); // no test leaves the page put away

const flag = (key: string, value: unknown) => ({ key, value, _updatedAt: Date.now() });

describe('a page put away (back-forward cache, frozen) with IndexedDB work under way', () => {
  it('aborts its reads, so that they hold up no other page (WebKit keeps them open while the page is cached)', async () => {
    await db.flags.put(flag('seen', 1));
    const read = db.transaction('r', db.flags, async () => {
      await db.flags.count();
      simulatePageHideForTests(); // put away while this read is under way
      return db.flags.toArray();
    });
    await expect(read).rejects.toThrow(); // aborted: its next request finds the transaction ended
  });

  it('lets its writes finish: what was typed is kept', async () => {
    await db.transaction('rw', db.flags, async () => {
      await db.flags.put(flag('first', 1));
      simulatePageHideForTests();
      await db.flags.put(flag('second', 2));
    });
    expect((await db.flags.toArray()).map((row) => row.key).sort()).toEqual(['first', 'second']);
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
