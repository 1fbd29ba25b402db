/**
 * Making share links (design.md): the format and the reading are in share-decode.ts, which the
 * share viewer loads alone; this module adds what only the app needs, and re-exports that one.
 */
import { isRasterDataUrl } from './safe-url';
import { FORMAT, pipeThrough, type SharePayload } from './share-decode';

export * from './share-decode';

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function encodeShare(payload: SharePayload): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(payload));
  return FORMAT + toBase64Url(await pipeThrough(json, new CompressionStream('deflate-raw')));
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
export const NON_CONTENT_FIELDS = ['owner', 'password', 'pages', 'blocked', '_order', '_updatedAt', '_listed', 'published', 'lastPublished', 'userEmail', 'ownerEmail', 'webAddress'];

export function shareableContent(content: unknown): unknown {
  if (!content || typeof content !== 'object' || Array.isArray(content)) return content;
  const copy: Record<string, unknown> = { ...(content as Record<string, unknown>) };
  for (const field of NON_CONTENT_FIELDS) delete copy[field];
  return copy;
}
