/**
 * What the mirror last wrote to each localStorage key (a hash, the time, the hashes of the values
 * before it), kept in a small idb-keyval store ('brick-mirror' / 'checksums'), separate from the
 * Dexie database so that a Dexie upgrade never touches it. An in-memory copy answers reads
 * synchronously.
 */
import { withPageLock } from './page-locks';
import { withTransactionsInFlight } from './transactions-in-flight';
import { clear, createStore, delMany, entries, getMany, setMany, type UseStore } from 'idb-keyval';

/** What the mirror wrote to a key: its hash, and when it read Dexie for that value. */
export interface MirrorWrite {
  hash: string;
  /**
   * When the mirror read Dexie for the value (just before its read transaction): every change
   * stamped at or before it is in the value. Not the time of the write itself: a change committed
   * between the read and the write would pass for mirrored when it is not.
   */
  writtenAt: number;
}

export interface LastWrite extends MirrorWrite {
  /** The hashes of the key's earlier mirror values, newest first (at most EARLIER_KEPT). */
  earlier?: string[];
}

/**
 * How many earlier values of a key are remembered. A tab's copy of localStorage can lag behind
 * another tab's writes (Chromium keeps one copy per renderer and syncs them by messages), while
 * the checksum store, in IndexedDB, is already up to date: the start-up import would then read
 * one of the mirror's own earlier values under the newest checksum. Knowing the earlier hashes,
 * it tells such a value from a hand edit. The mirror writes a key at most 4 times a second per tab.
 * (A hand edit that puts back one of those very values is taken for the mirror's: Dexie's is kept.)
 */
const EARLIER_KEPT = 32;

let store: UseStore | null = null;
const cache = new Map<string, LastWrite>();

function checksumStore(): UseStore {
  store ??= withTransactionsInFlight(createStore('brick-mirror', 'checksums'));
  return store;
}

/**
 * Every tab runs a mirror, and all of them write the same localStorage keys and record their
 * writes here. Unserialised, a tab that read its snapshot before another tab's edit could write
 * it after that tab wrote the newer one, with the newer one's checksum recorded last: the next
 * start took the older value for a hand edit made after that checksum and imported it over the
 * newer record (issue 13: the last typed characters lost). So a mirror flush (read Dexie, write
 * localStorage, record here) and the start-up import hold this lock, shared by the origin's tabs,
 * by the rules of page-locks.ts (never held by a page that is put away; a page that waits too long
 * goes on). Without Web Locks (browsers before 2022) each tab still runs its own flushes one at a time.
 */
const MIRROR_LOCK = 'brick-mirror';
export const withMirrorLock = <T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> => withPageLock(MIRROR_LOCK, work);

export async function loadChecksums(): Promise<void> {
  cache.clear();
  for (const [key, value] of await entries<string, LastWrite>(checksumStore())) cache.set(key, value);
}

export const lastWriteOf = (key: string): LastWrite | undefined => cache.get(key);

/** Whether `hash` is a value the mirror wrote to `key`: the last one or one of those before it. */
export function wroteByMirror(key: string, hash: string): boolean {
  const last = cache.get(key);
  return last !== undefined && (last.hash === hash || (last.earlier?.includes(hash) ?? false));
}
export const keysWrittenByMirror = (): string[] => [...cache.keys()];

/** Records a flush's writes. Called under the mirror lock, so no other tab records meanwhile. */
export async function recordWrites(written: Array<[string, MirrorWrite]>, removed: string[]): Promise<void> {
  if (written.length) {
    // Other tabs record too: each key's history goes on from what is stored, not from this tab's copy.
    const stored = await getMany<LastWrite | undefined>(written.map(([key]) => key), checksumStore()).catch(() => []);
    const records = written.map(([key, write], index): [string, LastWrite] => {
      const before = stored[index] ?? cache.get(key);
      const earlier = before ? [before.hash, ...(before.earlier ?? [])].filter((hash) => hash !== write.hash) : [];
      return [key, { ...write, earlier: [...new Set(earlier)].slice(0, EARLIER_KEPT) }];
    });
    await setMany(records, checksumStore());
    // Only once stored: a write abandoned with the page leaves the keys unrecorded here too, so
    // the flush when the page is back writes and records them again.
    for (const [key, value] of records) cache.set(key, value);
  }
  if (removed.length) await delMany(removed, checksumStore());
  for (const key of removed) cache.delete(key);
}

export async function clearChecksumsForTests(): Promise<void> {
  cache.clear();
  await clear(checksumStore());
}
