/**
 * When storage starts: once per tab, whoever asks first. main.tsx asks at start on pages that
 * show data, and later (see there) on pages that need none; a form that is about to read or
 * write accounts asks before it does, so it never runs ahead of the start-up import.
 */
import { setStorageStatus } from './storage-status';

let started: Promise<void> | null = null;
const OUTBOX_START_DELAY_MS = 1000;

// Each import is its own function so that the handlers below also hear a failure to fetch the
// chunk's CSS: Vite wraps `import(x).then(...)` written in one piece, handlers and all, in its
// preloading of those files, and a preload that failed (the page was left while it loaded) then
// rejected past them: an unhandled rejection, and storage never started in that page.
const storageCode = () => import('../storage/boot');
const outboxCode = () => import('../outbox/start');

/** Opens storage (Dexie, the start-up import, the mirror, the session store), then the outbox. */
export function startStorage(): Promise<void> {
  started ??= storageCode().then(async (storage) => {
    setStorageStatus({ startError: null }); // the code is here: what was said of it no longer holds
    await storage.startStorage();
    // The outbox sends what earlier visits queued; a moment later is as good, and its code
    // then stays out of the way of the first screen. Idle alone is not enough: the main thread is
    // idle while a screen waits for its data, and the outbox's code then came before the screen.
    const startOutbox = () =>
      void outboxCode().then(
        (outbox) => outbox.startOutbox(),
        (error: unknown) => console.warn('Brick: the outbox code could not be loaded', error),
      );
    setTimeout(() => whenIdle(startOutbox), OUTBOX_START_DELAY_MS);
  }, storageCodeFailed);
  return started;
}

/**
 * The storage code could not be loaded: most often the page was left while it loaded (Firefox
 * then rejects the import), else a network that failed before the service worker had it. Said on
 * screen (StorageNotices); the next call, or the device coming back online, tries again.
 */
function storageCodeFailed(error: unknown): void {
  started = null;
  // A screen that painted from the mirror (issue 38) asks only once: try again back online, or
  // when the page that was left while the code loaded is shown again (Back, from the cache).
  const again = (event: Event) => {
    if (event.type === 'pageshow' && !(event as PageTransitionEvent).persisted) return;
    window.removeEventListener('online', again);
    window.removeEventListener('pageshow', again);
    void startStorage();
  };
  window.addEventListener('online', again);
  window.addEventListener('pageshow', again);
  console.warn('Brick: the storage code could not be loaded', error);
  setStorageStatus({ startError: error instanceof Error ? error.message : String(error) });
}

export function whenIdle(task: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: 1500 });
  else setTimeout(task, 200);
}
