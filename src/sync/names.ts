/**
 * The names the app and the Brick server agree on: where the sync endpoint lives, what a space id
 * and a space secret look like, and how a document is named. Pure TypeScript, no browser or Node
 * API, so the app's build and the server's build (server/tsconfig.json) both compile it.
 *
 * A space is one person's set of documents: a random id (128 bits, 32 lowercase hex characters)
 * and a secret (256 bits, 43 base64url characters without padding). A document's name is
 * `${spaceId}/${docKey}`, so the server can tell from the name alone which space it belongs to.
 */

/** The one path the server accepts WebSockets on (ws://host:port/sync). */
export const SYNC_PATH = '/sync';

/**
 * The query parameter of the sync address that names a space's route: `/sync?route={routeKey}`.
 * A device carries all of its space's documents on one socket, so a load balancer that picks the
 * instance by this key (nginx: `hash $arg_route consistent`, server/README.md) keeps a space's
 * devices on one instance, and each instance applies only its own spaces' edits: that is what lets
 * instances add up. Redis still carries every edit between instances, for the devices a failover
 * or a rebalancing puts elsewhere. The server needs no route key and never trusts one.
 */
export const SYNC_ROUTE_PARAM = 'route';

/**
 * A space's route key: 8 hex characters, the 32-bit FNV-1a hash of its id. The same on every
 * device of the space and stable across versions (a load balancer's choice depends on it); it
 * spreads random ids evenly, and is not the id, so a proxy's access log does not name the space.
 */
export function routeKey(spaceId: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < spaceId.length; i++) {
    hash ^= spaceId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The key of the document holding the account (profile, plan, the list of sites). */
export const ACCOUNT_DOC_KEY = 'account';

const SPACE_ID = /^[0-9a-f]{32}$/;
// 32 random bytes in base64url without padding (43 characters carry 258 bits, enough for 256).
const SPACE_SECRET = /^[A-Za-z0-9_-]{43}$/;
const SITE_ID = /^[A-Za-z0-9_-]{1,100}$/;
const SHA256_HEX = /^[0-9a-f]{64}$/;

export type DocKey = typeof ACCOUNT_DOC_KEY | `site:${string}` | `image:${string}`;

export function isSpaceId(value: unknown): value is string {
  return typeof value === 'string' && SPACE_ID.test(value);
}

export function isSpaceSecret(value: unknown): value is string {
  return typeof value === 'string' && SPACE_SECRET.test(value);
}

export function isDocKey(value: string): value is DocKey {
  if (value === ACCOUNT_DOC_KEY) return true;
  if (value.startsWith('site:')) return SITE_ID.test(value.slice('site:'.length));
  if (value.startsWith('image:')) return SHA256_HEX.test(value.slice('image:'.length));
  return false;
}

export function siteDocKey(siteId: string): DocKey {
  if (!SITE_ID.test(siteId)) throw new Error(`Not a site id a document can be named by: ${JSON.stringify(siteId)}`);
  return `site:${siteId}`;
}

export function imageDocKey(sha256Hex: string): DocKey {
  if (!SHA256_HEX.test(sha256Hex)) throw new Error(`Not a lowercase sha256 hex digest: ${JSON.stringify(sha256Hex)}`);
  return `image:${sha256Hex}`;
}

export function documentName(spaceId: string, docKey: DocKey): string {
  if (!isSpaceId(spaceId)) throw new Error('Not a space id: 32 lowercase hex characters expected');
  if (!isDocKey(docKey)) throw new Error(`Not a document key: ${JSON.stringify(docKey)}`);
  return `${spaceId}/${docKey}`;
}

/** The space and key of a document name, or null for any name Brick never makes. */
export function parseDocumentName(name: string): { spaceId: string; docKey: DocKey } | null {
  const slash = name.indexOf('/');
  if (slash < 0) return null;
  const spaceId = name.slice(0, slash);
  const docKey = name.slice(slash + 1);
  return isSpaceId(spaceId) && isDocKey(docKey) ? { spaceId, docKey } : null;
}
