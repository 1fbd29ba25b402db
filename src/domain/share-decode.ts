/**
 * Share links carry the site itself (design.md): /s#<data>, where data is the site's kind,
 * variant, template, theme and content as JSON, deflate-raw compressed and base64url-encoded.
 * The fragment never reaches a server. Decoding refuses anything damaged, oversized or
 * malformed; the viewer then validates the content with the kind's own schema.
 *
 * This module is what the share viewer needs to read a link; share.ts makes links (and re-exports this).
 */
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
  /** what the manage page holds beyond the template (issue 35): a logo it has no place for, more pictures */
  x?: { logo?: string; pictures: string[] };
}

/** The extras of a link, or undefined when absent or malformed (the site shows without them). */
function extrasOf(value: unknown): SharePayload['x'] {
  if (!value || typeof value !== 'object') return undefined;
  const { logo, pictures } = value as Record<string, unknown>;
  const list = Array.isArray(pictures) ? pictures.filter((p): p is string => typeof p === 'string' && p !== '').slice(0, 100) : [];
  return { ...(typeof logo === 'string' && logo ? { logo } : {}), pictures: list };
}

/** Format version, the first character of the data: lets a later format coexist. */
export const FORMAT = '1';
/** A decompressed link larger than this is refused (a crafted link cannot eat the visitor's memory). */
const MAX_JSON_BYTES = 2_000_000;

export async function pipeThrough(bytes: Uint8Array, stream: CompressionStream | DecompressionStream, limit = Infinity): Promise<Uint8Array> {
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

function fromBase64Url(text: string): Uint8Array {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) throw new Error('not base64url');
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '==='.slice((text.length + 3) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The payload of a link's fragment, or null when the link is damaged or incomplete. */
export async function decodeShare(fragment: string): Promise<SharePayload | null> {
  const data = fragment.replace(/^#/, '');
  if (!data.startsWith(FORMAT) || data.length < 2) return null;
  try {
    const bytes = await pipeThrough(fromBase64Url(data.slice(1)), new DecompressionStream('deflate-raw'), MAX_JSON_BYTES);
    const value: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!value || typeof value !== 'object') return null;
    const { k, v, t, th, n, c, x } = value as Record<string, unknown>;
    if (typeof k !== 'string' || typeof v !== 'string' || c === undefined || c === null || typeof c !== 'object') return null;
    if ((t !== undefined && typeof t !== 'string') || (th !== undefined && typeof th !== 'string') || (n !== undefined && typeof n !== 'string')) return null;
    return { k, v, t, th, n, c, x: extrasOf(x) };
  } catch {
    return null;
  }
}
