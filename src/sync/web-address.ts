/**
 * What the app and the Brick server agree on for web addresses and hosted pictures (issue 37):
 * the paths, the shape of a slug, how a space proves itself over HTTP. Pure TypeScript, compiled
 * by both builds, like names.ts.
 *
 * - `GET /p/{slug}`: a published site's page (the site's static download), or 404 "Site not found.".
 * - `PUT /api/sites/{siteId}/page` {slug, exact, html}: publishes or updates the site's page;
 *   answers {slug}. `DELETE` on the same path takes it down (its slug stays the site's).
 * - `POST /api/pictures`: the image-host contract of spec.md section 7 (multipart `file` and
 *   `upload_preset`, answer `{ secure_url }`); `GET /pictures/{sha256}` serves a stored picture.
 * Writes carry `Authorization: Bearer {spaceId}.{secret}`: only a paired space publishes or uploads.
 */
// With .js, as Node's module resolution wants (the server's build compiles this file too).
import { SITE_NOT_FOUND } from '../domain/not-found-messages.js';
import { isSpaceId, isSpaceSecret, SYNC_PATH } from './names.js';

export const WEB_ADDRESS_PREFIX = '/p/';
export const PICTURES_PREFIX = '/pictures/';
export const UPLOAD_PATH = '/api/pictures';
/**
 * The Brick server's own addresses: never the app's. The service worker leaves them to the
 * network (a web address opened in the owner's browser is the page, not the app shell).
 * Workbox tests a navigation's path and query together, so /sync may carry its route key.
 */
export const SERVER_PATHS: readonly RegExp[] = [/^\/p\//, /^\/api\//, /^\/pictures\//, new RegExp(`^${SYNC_PATH}(?:\\?|$)`)];

export const sitePagePath = (siteId: string) => `/api/sites/${encodeURIComponent(siteId)}/page`;
/** The path of a site's page API, or null: `/api/sites/{siteId}/page`. */
export function siteIdOfPagePath(path: string): string | null {
  const match = /^\/api\/sites\/([A-Za-z0-9_-]{1,100})\/page$/.exec(path);
  return match ? match[1] : null;
}

/** A slug: 1 to 60 lowercase letters, digits and single hyphens, starting and ending with a letter or digit. */
export const SLUG_MAX = 60;
const SLUG = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,59}$/;

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG.test(value);
}

/** The slug a name suggests: accents dropped, anything else a hyphen, cut at a word; "site" for a name with none. */
export function slugOf(name: string): string {
  const plain = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  const cut = plain.length > SLUG_MAX ? plain.slice(0, SLUG_MAX).replace(/-[^-]*$/, '') || plain.slice(0, SLUG_MAX) : plain;
  const slug = cut.replace(/-+$/g, '');
  return isSlug(slug) ? slug : 'site';
}

/** The n-th other slug for a taken one: `name-2`, `name-3`…, kept within SLUG_MAX. */
export function numberedSlug(slug: string, n: number): string {
  const suffix = `-${n}`;
  return `${slug.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}

export const spaceBearer = (spaceId: string, secret: string) => `Bearer ${spaceId}.${secret}`;

/** The space a request's Authorization header names, with its secret; null when it names none. */
export function parseSpaceBearer(header: string | undefined): { spaceId: string; secret: string } | null {
  const match = /^Bearer ([0-9a-f]{32})\.([A-Za-z0-9_-]{43})$/.exec(header?.trim() ?? '');
  if (!match || !isSpaceId(match[1]) || !isSpaceSecret(match[2])) return null;
  return { spaceId: match[1], secret: match[2] };
}

/** The raster pictures the server hosts, by the type their first bytes show (never what the upload claims). */
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

/** A picture's type from its first bytes; null for anything else (SVG, HTML, text…). */
export function sniffPictureType(bytes: Uint8Array): PictureType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  const ascii = (at: number, text: string) => [...text].every((char, i) => bytes[at + i] === char.charCodeAt(0));
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftypavif') || ascii(4, 'ftypavis')) return 'image/avif';
  return null;
}

/** What the page API and the upload answer when they refuse: one spelling each. */
export const WEB_ADDRESS_MESSAGES = {
  notPaired: 'Only a paired space may do this: turn on sync first.',
  notAPicture: 'Only pictures can be uploaded (PNG, JPEG, GIF, WebP or AVIF).',
  pictureTooLarge: (max: number) => `This picture is over the server's limit of ${Math.round(max / 1024 / 1024)} MB.`,
  slugTaken: 'That address is taken. Try another.',
  badSlug: 'An address is 1 to 60 lowercase letters, digits and hyphens.',
  siteNotFound: SITE_NOT_FOUND,
} as const;
