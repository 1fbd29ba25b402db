/**
 * The one gate for every URL a person typed (design.md, "Rules of the house"): links may be
 * http, https, mailto or tel; images may also be raster image data URLs. Anything else
 * (javascript:, data:text/html, SVG data, vbscript:, obfuscated variants) becomes undefined,
 * so React renders no href/src at all.
 */
export type UrlUse = 'link' | 'image';

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_PROTOCOLS = new Set(['http:', 'https:']);
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=\s]+$/i;

/** A picture kept in a record as a well-formed raster data URL (a local copy, not yet hosted). */
export const isRasterDataUrl = (value: string) => RASTER_DATA_URL.test(value);

export function safeUrl(raw: unknown, use: UrlUse = 'link'): string | undefined {
  if (typeof raw !== 'string') return undefined;
  // Judge what the browser would see: it trims leading and trailing control characters and
  // spaces, and drops tabs and newlines anywhere ("java\tscript:" is javascript:).
  // eslint-disable-next-line no-control-regex -- control characters are what this strips
  const value = raw.replace(/^[\u0000-\u0020\u007f-\u009f]+|[\u0000-\u0020\u007f-\u009f]+$/g, '').replace(/[\t\n\r]/g, '');
  if (value === '') return undefined;
  if (use === 'image' && value.slice(0, 5).toLowerCase() === 'data:') {
    return RASTER_DATA_URL.test(value) ? value : undefined;
  }
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    // Not absolute. A bare domain someone typed ("example.com") is meant as a web address.
    if (use === 'link' && /^[\w-]+(\.[\w-]+)+(\/\S*)?$/.test(value)) return `https://${value}`;
    return undefined;
  }
  const allowed = use === 'image' ? IMAGE_PROTOCOLS : LINK_PROTOCOLS;
  return allowed.has(parsed.protocol) ? parsed.href : undefined;
}

/** A link for an e-mail address typed as plain text. */
export const mailtoUrl = (email: string | null | undefined) =>
  email && /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/.test(email.trim()) ? safeUrl(`mailto:${email.trim()}`) : undefined;

/** A link for a phone number typed as plain text. */
export const telUrl = (phone: string | null | undefined) => {
  const digits = phone?.replace(/[^\d+]/g, '') ?? '';
  return digits.length >= 3 ? safeUrl(`tel:${digits}`) : undefined;
};
