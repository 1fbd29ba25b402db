/**
 * The page's IndexedDB reads under way, abandoned when the page is put away.
 *
 * WebKit suspends a page that goes into its back-forward cache with whatever IndexedDB transactions
 * it has under way, and those transactions then neither commit nor abort until the page is
 * evicted or restored. Another page's transaction over the same tables waits behind them: the next
 * page showed an empty dashboard, or an editor stuck on "Saving…", for as long as the smoke waited
 * (WebKitGTK 2.50, the cross-engine smoke of issue 29; WebKit bugs 315804 and 324058 describe the
 * same wait). What a page put away mostly has under way are reads: the new page's first writes
 * reach the page being left (Dexie's BroadcastChannel) while it still runs, and its live queries
 * and mirror flush read again just before it is cached. Aborting them loses nothing: Dexie's live
 * queries ignore an AbortError and all run again when the page is shown again, and so does the
 * mirror's flush (page-locks.ts). Writes are left to finish: aborting one would drop a change.
 */
import type { DBCore, Middleware } from 'dexie';
import type { UseStore } from 'idb-keyval';
import { onPagePutAway } from './page-locks';

const readsUnderWay = new Set<IDBTransaction>();
let watching = false;

function track(transaction: unknown): void {
  if (typeof IDBTransaction === 'undefined' || !(transaction instanceof IDBTransaction)) return;
  if (!watching) {
    watching = true; // from the first read on, each time the page is put away
    onPagePutAway(abortReadsUnderWay);
  }
  const done = () => readsUnderWay.delete(transaction);
  readsUnderWay.add(transaction);
  // Not on 'error': a failed request may leave its transaction going (an abort follows if it ends it).
  transaction.addEventListener('complete', done);
  transaction.addEventListener('abort', done);
}

/** Aborts every read transaction of this page that has not finished. */
function abortReadsUnderWay(): void {
  for (const transaction of readsUnderWay) {
    try {
      transaction.abort();
    } catch {
      // It finished meanwhile: nothing to abort.
    }
  }
  readsUnderWay.clear();
}

/** A Dexie middleware that keeps the list of this page's read transactions under way. */
export const readsInFlight: Middleware<DBCore> = {
  stack: 'dbcore',
  name: 'readsInFlight',
  create: (down) => ({
    ...down,
    transaction(stores, mode, options) {
      const transaction = down.transaction(stores, mode, options);
      if (mode === 'readonly') track(transaction);
      return transaction;
    },
  }),
};

/** The same for an idb-keyval store (the mirror's checksums, checksums.ts). */
export const withReadsInFlight =
  (store: UseStore): UseStore =>
  (mode, callback) =>
    store(mode, (objectStore) => {
      if (mode === 'readonly') track(objectStore.transaction);
      return callback(objectStore);
    });
