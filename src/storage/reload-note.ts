/**
 * A tab's note of when it last loaded itself again to heal (src/state/load-code.ts), in
 * sessionStorage: it outlives the reload, so a page that fails every time does not reload forever.
 */
const KEY = 'brick:reloaded-for-code';

/** True, and noted, when no such reload was noted in the last `everyMs`; false without a way to note it. */
export function mayReloadAgain(everyMs: number): boolean {
  try {
    if (Date.now() - Number(sessionStorage.getItem(KEY)) < everyMs) return false;
    sessionStorage.setItem(KEY, String(Date.now()));
    return true;
  } catch {
    return false;
  }
}
