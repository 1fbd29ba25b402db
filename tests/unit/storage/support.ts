import { beforeEach } from 'vitest';
import { resetStorageForTests } from '../../../src/storage/testing';
import { db } from '../../../src/storage/db';

/** Every storage test starts from a blank first start: empty Dexie, localStorage, checksums. */
export function useFreshStorage() {
  beforeEach(async () => {
    await resetStorageForTests();
  });
}

export const readKey = (key: string) => {
  const raw = localStorage.getItem(key);
  return raw === null ? null : JSON.parse(raw);
};

export { db };
