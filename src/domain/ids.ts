/**
 * Identifiers. Old data used both uuids (users) and timestamps (cards, posts, promos, sites),
 * sometimes as numbers; route parameters are always strings, so every id is kept as a string.
 */

/** A fresh uuid (users, blocks, images). `crypto.randomUUID` exists in browsers and Node alike. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/** spec.md section 3: "A new id comes from the route parameter, else the current timestamp." */
export function idFromRouteOrNow(routeId?: string | null, now: number = Date.now()): string {
  return routeId && routeId.trim() !== '' ? routeId : String(now);
}
