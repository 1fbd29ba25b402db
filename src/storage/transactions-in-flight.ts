/**
 * The page's IndexedDB transactions under way, abandoned when the page is put away.
 *
 * WebKit suspends a page that goes into its back-forward cache with whatever IndexedDB transactions
 * it has under way, and those transactions then neither commit nor abort until the page is
 * evicted or restored. Another page's transaction over the same tables waits behind them: the next
 * page showed an empty dashboard, or an editor stuck on "Saving…", for as long as the smoke waited
 * (WebKitGTK 2.50, the cross-engine smoke of issue 29; WebKit bugs 315804 and 324058 describe the
 * same wait). So a page that is put away aborts what it has under way:
 *
 * - Reads (a Dexie middleware). What a page being left mostly has under way are reads: the new
 *   page's first writes reach it (Dexie's BroadcastChannel) while it still runs, and its live
 *   queries and mirror flush read again just before it is cached. Aborting them loses nothing:
 *   Dexie's live queries ignore an AbortError and all run again when the page is shown again, and
 *   so does the mirror's flush (page-locks.ts).
 * - Writes made by `db.transaction` (every use case's). An aborted transaction writes nothing, so
 *   it is simply run again, whole, once the page is back: its caller waits as it would have on the
 *   suspended transaction, and the patch applies to the records as stored then. A page that never
 *   comes back loses the write as it would have anyway; typed text is in the edit journal.
 *   Single-request writes outside `db.transaction` (device facts, pictures) are left to finish.
 * - Everything the mirror's checksums store (idb-keyval) has under way, reads and writes: the
 *   mirror's flush is abandoned with the page anyway (page-locks.ts), keeps in memory only what
 *   was recorded, and writes and records everything again when the page is back (checksums.ts).
 */
import Dexie, { type DBCore, type Middleware, type Transaction } from 'dexie';
import type { UseStore } from 'idb-keyval';
import { onPagePutAway, untilPageIsBack } from './page-locks';

const underWay = new Set<IDBTransaction>();
/** Writes aborted as the page was put away: their `db.transaction` runs them again once it is back. */
const abandonedWrites = new WeakSet<IDBTransaction>();
let watching = false;

function track(transaction: unknown): void {
  if (typeof IDBTransaction === 'undefined' || !(transaction instanceof IDBTransaction)) return;
  if (!watching) {
    watching = true; // from the first transaction on, each time the page is put away
    onPagePutAway(abortUnderWay);
  }
  const done = () => underWay.delete(transaction);
  underWay.add(transaction);
  // Not on 'error': a failed request may leave its transaction going (an abort follows if it ends it).
  transaction.addEventListener('complete', done);
  transaction.addEventListener('abort', done);
}

/** Aborts every transaction of this page that has not finished. */
function abortUnderWay(): void {
  for (const transaction of underWay) {
    try {
      transaction.abort();
      if (transaction.mode !== 'readonly') abandonedWrites.add(transaction);
    } catch {
      // It finished meanwhile: nothing to abort.
    }
  }
  underWay.clear();
}

/** A Dexie middleware that keeps the list of this page's read transactions under way. */
const readsInFlight: Middleware<DBCore> = {
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

/** An idb-keyval store whose transactions, reads and writes, are aborted when the page is put away. */
export const withTransactionsInFlight =
  (store: UseStore): UseStore =>
  (mode, callback) =>
    store(mode, (objectStore) => {
      track(objectStore.transaction);
      return callback(objectStore);
    });

type Scope = (transaction: Transaction) => unknown;
type RunTransaction = (...args: unknown[]) => Promise<unknown>;

const isWrite = (mode: unknown) => mode === 'readwrite' || (typeof mode === 'string' && mode.startsWith('rw'));

/**
 * Makes `db` give way when the page is put away: its reads under way are aborted, and a write
 * under way in `db.transaction` is aborted and run again once the page is back. A transaction
 * inside another is part of it, and runs again with it.
 */
export function giveWayWhenPutAway(db: Dexie): void {
  db.use(readsInFlight);
  const run = db.transaction.bind(db) as unknown as RunTransaction;
  const again: RunTransaction = (...args) => {
    if (Dexie.currentTransaction || !isWrite(args[0])) return run(...args);
    const scope = args.at(-1) as Scope;
    let current: IDBTransaction | undefined;
    // An async function, as most scopes are: Dexie keeps its zone across the scope's native awaits.
    const tracked = async (transaction: Transaction) => {
      current = transaction.idbtrans;
      track(current);
      return await scope(transaction);
    };
    const attempt = (): Promise<unknown> =>
      run(...args.slice(0, -1), tracked).catch(async (error: unknown) => {
        if (!current || !abandonedWrites.has(current)) throw error;
        await untilPageIsBack();
        return attempt();
      });
    return Dexie.Promise.resolve(attempt());
  };
  db.transaction = again as unknown as typeof db.transaction;
}
