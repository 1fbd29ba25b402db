/**
 * Share links carry the site itself (design.md): /s#<data>, where data is the site's kind,
 * variant, template, theme and content as JSON, deflate-raw compressed and base64url-encoded.
 * The fragment never reaches a server. Decoding refuses anything damaged, oversized or
 * malformed; the viewer then validates the content with the kind's own schema.
 */
import { isRasterDataUrl } from './safe-url';

export interface SharePayload {
  /** site kind, e.g. 'artist' */
  k: string;
  /** registry variant, e.g. 'variant1' */
  v: string;
  /** template id */
  t?: string;
  /** theme */
  th?: string;
  /** name, for the page title */
  n?: string;
  /** content */
  c: unknown;
}

/** Format version, the first character of the data: lets a later format coexist. */
const FORMAT = '1';
/** A decompressed link larger than this is refused (a crafted link cannot eat the visitor's memory). */
const MAX_JSON_BYTES = 2_000_000;

async function pipeThrough(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
  const writer = stream.writable.getWriter();
  void writer.write(bytes as Uint8Array<ArrayBuffer>).then(() => writer.close()).catch(() => undefined);
  const reader = stream.readable.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.length;
    if (size > limit) {
      await reader.cancel();
      throw new Error('share data too large');
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function encodeShare(payload: SharePayload): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return FORMAT + toBase64Url(await pipeThrough(json, new CompressionStream('deflate-raw')));
}

/** The payload of a link's fragment, or null when the link is damaged or incomplete. */
export async function decodeShare(fragment: string): Promise<SharePayload | null> {
  const data = fragment.replace(/^#/, '');
  if (!data.startsWith(FORMAT) || data.length < 2) return null;
  try {
    const bytes = await pipeThrough(fromBase64Url(data.slice(1)), new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!value || typeof value !== 'object') return null;
    const { k, v, t, th, n, c } = value as Record<string, unknown>;
    if (typeof k !== 'string' || typeof v !== 'string' || c === undefined || c === null || typeof c !== 'object') return null;
    if ((t !== undefined && typeof t !== 'string') || (th !== undefined && typeof th !== 'string') || (n !== undefined && typeof n !== 'string')) return null;
    return { k, v, t, th, n, c };
  } catch {
    return null;
  }
}

/** Image addresses in content that are still local (data: URLs): they must upload before sharing. */
export function localImagesIn(content: unknown): string[] {
  const found = new Set<string>();
  const visit = (value: unknown) => {
    if (typeof value === 'string') {
      if (isLocalImage(value)) found.add(value);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  visit(content);
  return [...found];
}

/**
 * An image kept only on this device: a raster data URL or a `brick-image:` reference to a stored
 * blob. Other text that merely starts with "data:" is text, and stays in the link as text.
 */
const isLocalImage = (value: string) => isRasterDataUrl(value) || value.startsWith('brick-image:');

/**
 * The content with every image that is still only on this device left out (an empty string):
 * a link carries hosted addresses only, so it stays short and shows the same on every device.
 */
export function withoutLocalImages<T>(content: T): T {
  const strip = (value: unknown): unknown => {
    if (typeof value === 'string') return isLocalImage(value) ? '' : value;
    if (Array.isArray(value)) return value.map(strip);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, strip(v)]));
    return value;
  };
  return strip(content) as T;
}

/** The fields of a stored site record that are not content (kept out of links to keep them short and private). */
export const NON_CONTENT_FIELDS = ['owner', 'password', 'pages', 'blocked', '_order', '_updatedAt', '_listed', 'published', 'lastPublished', 'userEmail', 'ownerEmail'];

export function shareableContent(content: unknown): unknown {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return content;
  const copy: Record<string, unknown> = { ...(content as Record<string, unknown>) };
  for (const field of NON_CONTENT_FIELDS) delete copy[field];
  return copy;
}
