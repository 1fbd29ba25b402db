/**
 * The mirror: after every committed Dexie change, writes the localStorage keys of spec.md
 * section 3 in the shapes it names (JSON), so data can be read by earlier versions of the
 * product and read back by this one (legacy-import.ts).
 *
 *   localStorage key                  fed by Dexie table(s)
 *   --------------------------------  -------------------------------------------------------
 *   users                             users (+ sites: each user's site ids become site records)
 *   currentUser                       sessions['currentUser'] (+ users, sites for plan/sites)
 *   adminSession                      sessions['adminSession']
 *   sites                             sites where _listed = 1 (published)
 *   site_pages                        pages
 *   site_previews                     previews where kind = 'site_previews' (one row per entry)
 *   preview_{siteId}                  previews where kind = 'preview'
 *   site_preview_{siteId}             previews where kind = 'site_preview'
 *   business_preview_{id}             previews where kind = 'business_preview'
 *   business_form, artistForm,        drafts (one row per key)
 *   user_profile, artist_about,
 *   artist_email, onboarding_step1..7
 *   business_cards                    businessCards
 *   blog_posts                        blogPosts
 *   event_promos                      eventPromos
 *   confetti_shown_{email}            flags
 *   (not mirrored)                    recycleBin, quarantine, images, outbox: no spec key
 *
 * When: Dexie fires `storagemutated` when a transaction commits (in this tab, and via
 * BroadcastChannel for other tabs). We mark the bindings of the changed tables dirty and flush
 * 300 ms after the first change (a throttle, not a debounce: someone typing without pause still
 * gets a write about 3 times a second and never more than 4). When the keys waiting to be written
 * were large at their last flush (a site with a gallery of data-URL images sits in `users` and
 * `sites`: localStorage takes about 150 ms of main thread for 4 MB, in one piece), the flush waits
 * instead for a pause in the changes (QUIET_MS, at most MAX_WAIT_MS): typing then does not stall
 * three times a second. `visibilitychange` to hidden and a `pagehide` that unloads the page flush
 * at once. A page put into the back-forward cache or frozen flushes nothing more (its lock is given
 * up, page-locks.ts); when it comes back, it flushes everything again. A key that already holds the value is not rewritten (the hash of the last write
 * says so cheaply; localStorage itself is compared too, since another tab may have written since).
 *
 * Keys holding quarantined raw data are not written until the person discards it (quarantine.ts).
 * A key whose record was deleted is removed, but only if the mirror wrote it before.
 * When localStorage is full, see quota.ts.
 */
import Dexie from 'dexie';
import { db } from './db';
import { keysWrittenByMirror, lastWriteOf, recordWrites, withMirrorLock, type MirrorWrite } from './checksums';
import { hashString } from './hash';
import { MIRROR_BINDINGS, bindingForKey, bindingsForTable, type MirrorBinding } from './mirror-keys';
import { isKeyHeld } from './quarantine';
import { isQuotaExceededError, withImageReferences } from './quota';
import { PageLeftError, onPageResume } from './page-locks';
import { setStorageStatus } from '../state/storage-status';

export const MIRROR_DELAY_MS = 300; // at most ~3 rewrites of a key a second while someone types (budget: 4)
/** Keys holding more characters than this cost the main thread more than a frame to write. */
export const LARGE_FLUSH_CHARS = 512 * 1024;
/** When the keys to write are that large: how long changes must pause first, and the longest wait. */
export const QUIET_MS = 1000;
export const MAX_WAIT_MS = 5000;
/** How soon to try the full projection again while localStorage is full. */
const QUOTA_RETRY_MS = 30_000;

const dirty = new Set<MirrorBinding>();
/** Keys written as a reduced projection (image references) that still need the full one. */
const degradedKeys = new Set<string>();
let timer: ReturnType<typeof setTimeout> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let flushing: Promise<void> = Promise.resolve();
let running = false;
/** Characters each binding's keys held at its last flush: what flushing it again will cost. */
const lastChars = new Map<MirrorBinding, number>();
/** When the first change still waiting for a flush came (for MAX_WAIT_MS). */
let pendingSince: number | null = null;

function onStorageMutated(parts: Record<string, unknown>): void {
  if (!running) return;
  const prefix = `idb://${db.name}/`;
  let touched = false;
  for (const part of Object.keys(parts)) {
    if (!part.startsWith(prefix)) continue;
    const table = part.slice(prefix.length).split('/')[0];
    for (const binding of bindingsForTable(table)) {
      dirty.add(binding);
      touched = true;
    }
  }
  if (!touched) return;
  scheduleFlush();
}

function scheduleFlush(): void {
  const now = Date.now();
  pendingSince ??= now;
  let expected = 0;
  for (const binding of dirty) expected += lastChars.get(binding) ?? 0;
  if (expected <= LARGE_FLUSH_CHARS) {
    if (timer === null) timer = setTimeout(flushFromTimer, MIRROR_DELAY_MS);
    return;
  }
  // Large values: every change restarts the wait, until MAX_WAIT_MS after the first.
  if (timer !== null) clearTimeout(timer);
  timer = setTimeout(flushFromTimer, Math.max(0, Math.min(QUIET_MS, pendingSince + MAX_WAIT_MS - now)));
}

function flushFromTimer(): void {
  timer = null;
  void flushMirror();
}

function flushOnLeave(): void {
  if (document.visibilityState === 'hidden') void flushMirror();
}
/** A page going into the back-forward cache is not leaving: its work waits for `pageshow`. */
const flushOnPageHide = (event: PageTransitionEvent) => {
  if (!event.persisted) void flushMirror();
};
let stopWatchingResume: (() => void) | null = null;
function flushEverythingAgain(): void {
  markAllDirty();
  void flushMirror();
}

/** Starts listening for commits. Marks everything dirty so the first flush writes every key. */
export function startMirror(): void {
  if (running) return;
  running = true;
  Dexie.on('storagemutated', onStorageMutated);
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', flushOnPageHide);
    document.addEventListener('visibilitychange', flushOnLeave);
  }
  stopWatchingResume = onPageResume(flushEverythingAgain);
  markAllDirty();
}

export function stopMirror(): void {
  if (!running) return;
  running = false;
  Dexie.on('storagemutated').unsubscribe(onStorageMutated);
  if (typeof window !== 'undefined') {
    window.removeEventListener('pagehide', flushOnPageHide);
    document.removeEventListener('visibilitychange', flushOnLeave);
  }
  stopWatchingResume?.();
  stopWatchingResume = null;
  for (const handle of [timer, retryTimer]) if (handle !== null) clearTimeout(handle);
  timer = retryTimer = null;
  dirty.clear();
  degradedKeys.clear();
  lastChars.clear();
  pendingSince = null;
}

export function markAllDirty(): void {
  for (const binding of MIRROR_BINDINGS) dirty.add(binding);
}

/** Marks the binding of one key dirty (after its quarantine is discarded, for example). */
export function markKeyDirty(key: string): void {
  const binding = bindingForKey(key);
  if (binding) dirty.add(binding);
}

/**
 * Takes a key out of localStorage now, not at the next flush: for a record being deleted that the
 * next page reads before storage starts (issue 38). A page can be left before its flush runs: at
 * once, or while another tab holds the lock. A held (quarantined) key stays as it is.
 */
export function removeKeyNow(key: string): void {
  if (!isKeyHeld(key)) localStorage.removeItem(key);
}

/** Writes every dirty key now. Resolves when localStorage and the checksums are up to date. */
export function flushMirror(): Promise<void> {
  if (timer !== null) {
    clearTimeout(timer);
    timer = null;
  }
  // One flush at a time across tabs: see withMirrorLock (checksums.ts).
  flushing = flushing.then(() => withMirrorLock(flushNow)).catch(reportFlushFailure);
  return flushing;
}

function reportFlushFailure(error: unknown): void {
  // Put away mid-flush: the flush on `pageshow` writes everything. A browser that refuses the lock
  // to a page being unloaded (WebKit): the next page's first flush writes everything.
  if (error instanceof PageLeftError) return;
  if (error instanceof DOMException && error.name === 'AbortError' && document.visibilityState === 'hidden') {
    console.info('Brick: the mirror flush was refused as the page went away; the next page writes it');
    return;
  }
  console.error('Brick: mirror flush failed', error);
}

async function flushNow(signal: AbortSignal): Promise<void> {
  for (const key of degradedKeys) markKeyDirty(key);
  const bindings = [...dirty];
  dirty.clear();
  pendingSince = null;
  if (bindings.length === 0 || !db.isOpen()) return;

  const tables = [...new Set(bindings.flatMap((binding) => binding.tables))];
  // A change stamped before this moment was made in a readwrite transaction created before our read,
  // which IndexedDB lets finish first: it is in the projections.
  const readAt = Date.now();
  const projections = await db.transaction('r', tables, async () => await Promise.all(bindings.map((binding) => binding.project())));
  if (signal.aborted) {
    // Put away while reading: what was read may be stale by the time the page is back.
    for (const binding of bindings) dirty.add(binding);
    return;
  }

  const written: Array<[string, MirrorWrite]> = [];
  const removed: string[] = [];
  for (const [index, binding] of bindings.entries()) {
    const projection = projections[index];
    let serialised = 0;
    for (const [key, value] of projection) {
      if (isKeyHeld(key)) continue;
      const json = JSON.stringify(value);
      serialised += json.length;
      const result = await writeKey(key, value, json, readAt);
      if (result) written.push([key, result]);
    }
    lastChars.set(binding, serialised);
    for (const key of keysWrittenByMirror()) {
      if (binding.owns(key) && !projection.has(key) && !isKeyHeld(key)) {
        localStorage.removeItem(key);
        degradedKeys.delete(key);
        removed.push(key);
      }
    }
  }
  await recordWrites(written, removed);
  setStorageStatus({ quotaDegraded: degradedKeys.size > 0 });
  scheduleQuotaRetry();
}

/** Whether this tab last wrote `json` to the key and the key still holds it (tabs share localStorage). */
const alreadyStored = (key: string, json: string, hash: string) => lastWriteOf(key)?.hash === hash && localStorage.getItem(key) === json;

/** Writes one key; returns what was written, or null when nothing was (unchanged or refused). */
async function writeKey(key: string, value: unknown, json: string, readAt: number): Promise<MirrorWrite | null> {
  const hash = hashString(json);
  if (alreadyStored(key, json, hash) && !degradedKeys.has(key)) return null;
  try {
    localStorage.setItem(key, json);
    degradedKeys.delete(key);
    return { hash, writtenAt: readAt };
  } catch (error) {
    if (!isQuotaExceededError(error)) {
      console.error(`Brick: could not write ${key} to localStorage`, error);
      return null;
    }
  }
  degradedKeys.add(key);
  const reduced = JSON.stringify(await withImageReferences(value));
  const reducedHash = hashString(reduced);
  if (alreadyStored(key, reduced, reducedHash)) return null;
  try {
    localStorage.setItem(key, reduced);
    return { hash: reducedHash, writtenAt: readAt };
  } catch (error) {
    // Even the references do not fit: the previous value stays; Dexie has the data.
    if (!isQuotaExceededError(error)) console.error(`Brick: could not write ${key} to localStorage`, error);
    return null;
  }
}

function scheduleQuotaRetry(): void {
  if (degradedKeys.size === 0 || retryTimer !== null || !running) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void flushMirror();
  }, QUOTA_RETRY_MS);
}

/** For tests: which keys currently hold a reduced projection. */
export const degradedMirrorKeys = (): string[] => [...degradedKeys];
