/** When to try again after a failure that may pass (network, 408, 429, 5xx). */

export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 5 * 60_000;
/** Each delay is spread by up to this fraction either way, so many tabs/devices do not retry in step. */
export const BACKOFF_JITTER = 0.2;

/**
 * Delay before attempt `attempts + 1`, given `attempts` sends so far (1 s, 2 s, 4 s ... 5 min),
 * with jitter; never more than the cap. `random` is injectable for tests.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, attempts - 1);
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.min(exponent, 30));
  const spread = 1 - BACKOFF_JITTER + 2 * BACKOFF_JITTER * random();
  return Math.round(Math.min(BACKOFF_MAX_MS, base * spread));
}
