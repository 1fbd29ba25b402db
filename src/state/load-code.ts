import { RETRY_PARAMETER } from './chunk-retry';

/** How long a chunk that failed to load waits before the next try, when no `online` event comes first. */
const RETRY_AFTER_MS = 5000;

/**
 * Loads a chunk (`load` is a dynamic import) and, when that fails, tries again once the device is
 * back online or RETRY_AFTER_MS later, until it loads: never rejects. For code a screen fetches
 * after its first paint (issue 38): a network gone before the service worker held the chunk must
 * not leave the screen without it for good. A caller that no longer wants it ignores the answer.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, onFailure?: () => void, tries = 1): Promise<T> {
  return load().catch((error: unknown) => {
    console.warn('Brick: some code could not be loaded; trying again when online', error);
    onFailure?.();
    return new Promise<T>((resolve) => {
      const again = () => {
        window.removeEventListener('online', again);
        clearTimeout(timer);
        resolve(loadWhenOnline(() => loadAgain(load, error, tries), onFailure, tries + 1));
      };
      const timer = setTimeout(again, RETRY_AFTER_MS);
      window.addEventListener('online', again);
    });
  });
}

/**
 * The same import again; where that fails at once because the engine keeps the failure of a
 * module's fetch for the page's life (Chromium up to at least 150 does; the HTML standard no longer
 * asks it), the module it names at another address of the same file: `?retry=n`, which the
 * service worker answers from its precache like the address itself (sw/sw.ts).
 */
export async function loadAgain<T>(load: () => Promise<T>, failure: unknown, tries: number): Promise<T> {
  try {
    return await load();
  } catch (error) {
    const script = failedScriptOf(error) ?? failedScriptOf(failure);
    if (!script) throw error;
    return (await import(/* @vite-ignore */ `${script}?${RETRY_PARAMETER}=${tries}`)) as T;
  }
}

/**
 * The script of this origin that a dynamic import failed to fetch, where the message names it:
 * Chromium's "Failed to fetch dynamically imported module: <url>", Firefox's "error loading
 * dynamically imported module: <url>".
 */
export function failedScriptOf(error: unknown): string | undefined {
  const named = /(https?:\/\/\S+?\.js)$/.exec(error instanceof Error ? error.message.trim() : '')?.[1];
  if (!named) return undefined;
  try {
    const url = new URL(named);
    return url.origin === window.location.origin ? `${url.origin}${url.pathname}` : undefined;
  } catch {
    return undefined;
  }
}
