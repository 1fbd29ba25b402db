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
