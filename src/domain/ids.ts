/**
 * Identifiers. Old data used both uuids (users) and timestamps (cards, posts, promos, sites),
 * sometimes as numbers; route parameters are always strings, so every id is kept as a string.
 */

/** A fresh uuid (users, blocks, images). `crypto.randomUUID` exists in browsers and Node alike. */
export function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * The one way a new site gets its id (spec.md section 3: "A new id comes from the route parameter,
 * else the current timestamp"): the timestamp, bumped while `isTaken` says a record already has it,
 * so a new site never opens (or overwrites) another one made in the same millisecond or imported.
 * Storage supplies `isTaken` (src/storage/sites.ts, freshSiteId).
 */
export async function newSiteId(isTaken: (id: string) => Promise<boolean> | boolean, now: number = Date.now()): Promise<string> {
  let stamp = now;
  while (await isTaken(String(stamp))) stamp += 1;
  return String(stamp);
}

