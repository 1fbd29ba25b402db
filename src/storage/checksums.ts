/**
 * What the mirror last wrote to each localStorage key: a hash and the time, kept in a small
 * idb-keyval store ('brick-mirror' / 'checksums'), separate from the Dexie database so that a
 * Dexie upgrade never touches it. An in-memory copy answers reads synchronously.
 */
import { clear, createStore, delMany, entries, setMany, type UseStore } from 'idb-keyval';

export interface LastWrite {
  hash: string;
  writtenAt: number;
}

let store: UseStore | null = null;
const cache = new Map<string, LastWrite>();

function checksumStore(): UseStore {
  store ??= createStore('brick-mirror', 'checksums');
  return store;
}

/**
 * Every tab runs a mirror, and all of them write the same localStorage keys and record their
 * writes here. Unserialised, a tab that read its snapshot before another tab's edit could write
 * it after that tab wrote the newer one, with the newer one's checksum recorded last: the next
 * start took the older value for a hand edit made after that checksum and imported it over the
 * newer record (issue 13: the last typed characters lost). So a mirror flush (read Dexie, write
 * localStorage, record here) and the start-up import hold this lock, shared by the origin's tabs.
 * Without Web Locks (browsers before 2022) each tab still runs its own flushes one at a time.
 */
export async function withMirrorLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return typeof locks?.request === 'function' ? await locks.request(MIRROR_LOCK, work) : await work();
}
const MIRROR_LOCK = 'brick-mirror';

export async function loadChecksums(): Promise<void> {
  cache.clear();
  for (const [key, value] of await entries<string, LastWrite>(checksumStore())) cache.set(key, value);
}

export const lastWriteOf = (key: string): LastWrite | undefined => cache.get(key);
export const keysWrittenByMirror = (): string[] => [...cache.keys()];

export async function recordWrites(written: Array<[string, LastWrite]>, removed: string[]): Promise<void> {
  for (const [key, value] of written) cache.set(key, value);
  for (const key of removed) cache.delete(key);
  if (written.length) await setMany(written, checksumStore());
  if (removed.length) await delMany(removed, checksumStore());
}

export async function clearChecksumsForTests(): Promise<void> {
  cache.clear();
  await clear(checksumStore());
}
