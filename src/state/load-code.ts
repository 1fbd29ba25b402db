/** How long a chunk that failed to load waits before the next try, when no `online` event comes first. */
const RETRY_AFTER_MS = 5000;

/**
 * Loads a chunk (`load` is a dynamic import) and, when that fails, tries again once the device is
 * back online or RETRY_AFTER_MS later, until it loads: never rejects. For code a screen fetches
 * after its first paint (issue 38): a network gone before the service worker held the chunk must
 * not leave the screen without it for good. A caller that no longer wants it ignores the answer.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, onFailure?: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn('Brick: some code could not be loaded; trying again when online', error);
    onFailure?.();
    return new Promise<T>((resolve) => {
      const again = () => {
        window.removeEventListener('online', again);
        clearTimeout(timer);
        resolve(loadWhenOnline(load, onFailure));
      };
      const timer = setTimeout(again, RETRY_AFTER_MS);
      window.addEventListener('online', again);
    });
  });
}
