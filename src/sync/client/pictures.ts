/**
 * Pictures still only on a device travel on their own (issue 36): a site's document names each by
 * the sha256 of its bytes (`brick-picture:{hash}`), and the bytes go once, in an immutable
 * document `image:{hash}` of their own. Records on the device keep their data URLs (spec.md's
 * shapes); the swap happens at the document's edge, both ways.
 */
import type { JsonValue } from '../doc-shape';

export const PICTURE_REF = 'brick-picture:';
const DATA_URL = /^data:(image\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/=]+)$/i;

export interface Picture {
  hash: string;
  type: string;
  bytes: Uint8Array;
}

/** Known pictures of this session, both ways, so a record typed into is not hashed again on every key. */
const byDataUrl = new Map<string, string>();
const byHash = new Map<string, string>();

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

function decode(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function encode(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The data URL of a picture's bytes (what the device's records hold). */
export const dataUrlOf = (picture: Pick<Picture, 'type' | 'bytes'>) => `data:${picture.type};base64,${encode(picture.bytes)}`;

function walk(value: unknown, visit: (text: string) => void): void {
  if (typeof value === 'string') visit(value);
  else if (Array.isArray(value)) value.forEach((item) => walk(item, visit));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => walk(item, visit));
}

function replace(value: unknown, swap: (text: string) => string): unknown {
  if (typeof value === 'string') return swap(value);
  if (Array.isArray(value)) return value.map((item) => replace(item, swap));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replace(item, swap)]));
  return value;
}

/**
 * The record as its document holds it: every data URL picture replaced by its reference, and the
 * pictures it met (for `image:{hash}` documents).
 */
export async function withPictureRefs(value: unknown): Promise<{ value: JsonValue | undefined; pictures: Picture[] }> {
  if (value === undefined) return { value: undefined, pictures: [] };
  const pictures: Picture[] = [];
  const found: string[] = [];
  walk(value, (text) => {
    if (DATA_URL.test(text)) found.push(text);
  });
  for (const url of new Set(found)) {
    const [, type, base64] = DATA_URL.exec(url)!;
    const known = byDataUrl.get(url);
    const bytes = decode(base64);
    const hash = known ?? (await sha256Hex(bytes));
    byDataUrl.set(url, hash);
    byHash.set(hash, url);
    pictures.push({ hash, type: type.toLowerCase(), bytes });
  }
  return { value: replace(value, (text) => (byDataUrl.has(text) ? `${PICTURE_REF}${byDataUrl.get(text)}` : text)) as JsonValue, pictures };
}

/** The hashes a document's record refers to. */
export function pictureRefsIn(value: unknown): string[] {
  const hashes = new Set<string>();
  walk(value, (text) => {
    if (text.startsWith(PICTURE_REF)) hashes.add(text.slice(PICTURE_REF.length));
  });
  return [...hashes];
}

/** Remembers a picture that came from another device. */
export function rememberPicture(picture: Pick<Picture, 'hash' | 'type' | 'bytes'>): void {
  const url = dataUrlOf(picture);
  byHash.set(picture.hash, url);
  byDataUrl.set(url, picture.hash);
}

export const isKnownPicture = (hash: string) => byHash.has(hash);

/** The record as the device keeps it: references back to data URLs (all of them must be known). */
export function withDataUrls(value: JsonValue | undefined): JsonValue | undefined {
  if (value === undefined) return undefined;
  return replace(value, (text) => (text.startsWith(PICTURE_REF) ? (byHash.get(text.slice(PICTURE_REF.length)) ?? text) : text)) as JsonValue;
}
