/**
 * The pairing link (issue 36): `{origin}/pair#s={spaceId}&k={secret}&u={server}`. The space and its
 * secret ride in the fragment, which browsers never send, so no server ever logs them. Pure.
 */
import { isSpaceId, isSpaceSecret, routeKey, SYNC_PATH, SYNC_ROUTE_PARAM } from './names';
import { PAIR_PATH } from './pair-path';

export { PAIR_PATH };

export interface Pairing {
  spaceId: string;
  secret: string;
  serverUrl: string;
}

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const base64Url = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * A new sync space (issue 36): a random 128-bit id and a 256-bit secret (src/sync/names.ts says
 * their shapes). Here, not in domain/ids.ts, so that no page's first paint carries it.
 */
export function newSpace(): { spaceId: string; secret: string } {
  return { spaceId: hex(globalThis.crypto.getRandomValues(new Uint8Array(16))), secret: base64Url(globalThis.crypto.getRandomValues(new Uint8Array(32))) };
}


export function pairingLink(origin: string, pairing: Pairing): string {
  const fragment = new URLSearchParams({ s: pairing.spaceId, k: pairing.secret, u: pairing.serverUrl });
  return `${origin}${PAIR_PATH}#${fragment.toString()}`;
}

/** The pairing a link's fragment carries, or null when it is damaged, incomplete or forged. */
export function readPairing(fragment: string): Pairing | null {
  const params = new URLSearchParams(fragment.replace(/^#/, ''));
  const spaceId = params.get('s');
  const secret = params.get('k');
  const serverUrl = params.get('u');
  if (!isSpaceId(spaceId) || !isSpaceSecret(secret) || !serverUrl || !isServerUrl(serverUrl)) return null;
  return { spaceId, secret, serverUrl };
}

/** An address a Brick server can have: http or https, nothing else. */
export function isServerUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.username === '' && url.password === '';
  } catch {
    return false;
  }
}

/** The WebSocket address of a server's sync endpoint for a space's socket, its route key included. */
export function syncSocketUrl(serverUrl: string, spaceId: string): string {
  const url = new URL(serverAddress(serverUrl, SYNC_PATH));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set(SYNC_ROUTE_PARAM, routeKey(spaceId));
  return url.toString();
}

/** An address on the Brick server (`path` under the server's own path, if it has one). */
export function serverAddress(serverUrl: string, path: string): string {
  const url = new URL(serverUrl);
  url.pathname = url.pathname.replace(/\/$/, '') + path;
  url.search = '';
  url.hash = '';
  return url.toString();
}

/**
 * Whether this Brick server served the app now open. Only then is its HTTP side (web addresses,
 * hosted pictures) used: the app's policy lets fetches go to its own origin only.
 */
export function servedThisApp(serverUrl: string): boolean {
  try {
    return new URL(serverUrl).origin === location.origin;
  } catch {
    return false;
  }
}
