/**
 * Web Locks that no page can hold hostage (issue 29).
 *
 * Brick serialises two kinds of work across the tabs of an origin with Web Locks: the mirror's
 * flush and start-up import ('brick-mirror') and the outbox's sending ('brick-outbox'). A lock is
 * released only when the work's promise settles, and a page that the browser freezes (Firefox's
 * and Chromium's back-forward cache, Chromium's frozen background tabs) settles nothing: Firefox
 * kept such a page holding 'brick-mirror' for as long as it stayed in the cache, and every new
 * page waited on it with an empty screen. The rules, for every lock Brick takes:
 *
 * 1. A lock is held only for the work itself, never across a `pagehide`.
 * 2. A page that is put away (`pagehide` with `persisted`, or `freeze`) gives up at once what it
 *    holds and what it waits for: the lock's callback returns, so the browser releases the lock
 *    before the page is frozen, and the work's signal is aborted, so the work writes nothing more
 *    when the page comes back. `withPageLock` then rejects with PageLeftError; the work's owner
 *    starts it afresh on `pageshow` / `resume` (onPageResume). A request that was only waiting is
 *    simply made again once the page is back.
 * 3. A page that waits longer than LOCK_WAIT_MS for a lock (the holder is hung, or is a frozen page
 *    of an older Brick) goes on without it, logs it, and says so on screen (storage status
 *    `otherPageStalled`). Going on is safe: a frozen or hung page writes nothing meanwhile, and by
 *    rule 2 a page that comes back writes nothing from the work it was given before it left.
 */
import { setStorageStatus } from '../state/storage-status';

/** How long a page waits for another page's lock before it goes on without it. */
export const LOCK_WAIT_MS = 3000;

/** What `withPageLock` returns when `ifAvailable` was asked and another page holds the lock. */
export const LOCK_BUSY: unique symbol = Symbol('lock busy');

/** The page was put away while it held the lock: its work was abandoned. */
export class PageLeftError extends Error {
  override readonly name = 'PageLeftError';
  constructor() {
    super('The page was put away (back-forward cache or frozen) while it held a lock');
  }
}

export interface PageLockOptions {
  /** Defaults to navigator.locks where it exists; `null` runs the work without a lock. */
  locks?: LockManager | null;
  /** Do not wait: resolve LOCK_BUSY at once when another page holds the lock. */
  ifAvailable?: boolean;
  /** How long to wait before going on without the lock (rule 3). */
  waitMs?: number;
}

// ------------------------------------------------------------------------- the page's lifecycle

let leaving = new AbortController();
let watching = false;
const resumeHandlers = new Set<() => void>();
const putAwayHandlers = new Set<() => void>();
let resumed: { promise: Promise<void>; resolve: () => void } | null = null;

function putAway(): void {
  if (leaving.signal.aborted) return;
  leaving.abort(new PageLeftError());
  for (const handler of putAwayHandlers) handler();
}

function comeBack(): void {
  if (!leaving.signal.aborted) return;
  leaving = new AbortController();
  resumed?.resolve();
  resumed = null;
  for (const handler of resumeHandlers) handler();
}

/** Listens to the Page Lifecycle events once per page. */
function watchPageLifecycle(): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('pagehide', (event) => {
    if (event.persisted) putAway();
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) comeBack();
  });
  document.addEventListener('freeze', putAway);
  document.addEventListener('resume', comeBack);
}

/**
 * Runs `handler` each time the page is put away (into the back-forward cache, or frozen), after the
 * work under its locks was told to stop; it must do what it does at once, as the page may be
 * suspended as soon as the event returns.
 */
export function onPagePutAway(handler: () => void): () => void {
  watchPageLifecycle();
  putAwayHandlers.add(handler);
  return () => putAwayHandlers.delete(handler);
}

/** Runs `handler` each time the page comes back from the back-forward cache or from being frozen. */
export function onPageResume(handler: () => void): () => void {
  watchPageLifecycle();
  resumeHandlers.add(handler);
  return () => resumeHandlers.delete(handler);
}

/** Resolves at once, or when the page comes back if it was put away. */
export function untilPageIsBack(): Promise<void> {
  if (!leaving.signal.aborted) return Promise.resolve();
  if (!resumed) {
    let resolve = () => {};
    const promise = new Promise<void>((done) => (resolve = done));
    resumed = { promise, resolve };
  }
  return resumed.promise;
}

/** For tests: the page is put away / comes back, as the lifecycle events would say. */
export const simulatePageHideForTests = putAway;
export const simulatePageShowForTests = comeBack;

// ------------------------------------------------------------------------------------ the lock

const browserLocks = (): LockManager | null =>
  typeof navigator !== 'undefined' && typeof navigator.locks?.request === 'function' ? navigator.locks : null;

/** The work's outcome, or PageLeftError as soon as the page is put away, whichever comes first. */
async function unlessPutAway<T>(work: Promise<T>, page: AbortSignal): Promise<T> {
  let fail = () => {};
  const leftPage = new Promise<never>((_, reject) => (fail = () => reject(new PageLeftError())));
  page.addEventListener('abort', fail, { once: true });
  try {
    return await Promise.race([work, leftPage]);
  } finally {
    page.removeEventListener('abort', fail);
  }
}

/**
 * Runs `work` holding the Web Lock `name`, by the rules above. `work` gets a signal that is aborted
 * when the page is put away: it must check it before each write it makes after an `await`.
 */
export async function withPageLock<T>(
  name: string,
  work: (signal: AbortSignal) => Promise<T>,
  options?: PageLockOptions & { ifAvailable?: false },
): Promise<T>;
export async function withPageLock<T>(
  name: string,
  work: (signal: AbortSignal) => Promise<T>,
  options: PageLockOptions & { ifAvailable: true },
): Promise<T | typeof LOCK_BUSY>;
export async function withPageLock<T>(
  name: string,
  work: (signal: AbortSignal) => Promise<T>,
  options: PageLockOptions = {},
): Promise<T | typeof LOCK_BUSY> {
  watchPageLifecycle();
  const locks = options.locks === undefined ? browserLocks() : options.locks;
  if (!locks) return await work(leaving.signal);
  for (;;) {
    await untilPageIsBack();
    const page = leaving.signal;
    const waited = new AbortController();
    const stopWaiting = () => waited.abort();
    page.addEventListener('abort', stopWaiting, { once: true });
    const timer = options.ifAvailable ? null : setTimeout(stopWaiting, options.waitMs ?? LOCK_WAIT_MS);
    try {
      const request = options.ifAvailable ? { ifAvailable: true } : { signal: waited.signal };
      return await locks.request(name, request, async (lock) => {
        if (timer !== null) clearTimeout(timer);
        if (!lock) return LOCK_BUSY;
        if (page.aborted) throw new PageLeftError();
        // Returning at once when the page is put away is what releases the lock (rule 2).
        return await unlessPutAway(work(page), page);
      });
    } catch (error) {
      if (error instanceof PageLeftError) throw error;
      if (!waited.signal.aborted) throw error;
      if (page.aborted) continue; // put away while waiting: ask again once the page is back
      console.warn(`Brick: waited ${options.waitMs ?? LOCK_WAIT_MS} ms for the lock "${name}"; going on without it`);
      setStorageStatus({ otherPageStalled: true });
      return await work(page);
    } finally {
      if (timer !== null) clearTimeout(timer);
      page.removeEventListener('abort', stopWaiting);
    }
  }
}
