import { safeUrl } from './safe-url';

/**
 * What a page of a site says about itself to search engines, link previews and the browser tab
 * (the downloaded site's <head>): a short description, a picture and an icon, read from the
 * fields the kinds have in common. No kind is named: a field a kind lacks is simply not there.
 */
export interface SiteDetails {
  description?: string;
  /** A hosted (https) picture for link previews: a local copy cannot be fetched by anyone else. */
  image?: string;
  /** The site's logo, hosted or a local copy (the file carries it). */
  icon?: string;
}

/** Text fields that describe a whole site, best first. */
const DESCRIBING = ['tagline', 'description', 'summary', 'intro', 'about', 'bio', 'highlights', 'content', 'content1', 'role', 'title'];
/** Picture fields, the most telling first; lists give their first picture. */
const PICTURES = ['heroImage', 'image', 'banner', 'headerImage', 'highlightImage', 'headerBg', 'profileImage', 'galleryImage', 'portfolio', 'images', 'portfolioImages', 'gallery', 'galleryItems', 'products', 'logo'];

export const DESCRIPTION_MAX = 160;
/** What a browser tab and a search result show of a title. */
export const TITLE_MAX = 70;

const asRecord = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/** One line of at most `max` characters, cut at a word where it can be. */
export function shortLine(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The pictures a field holds: a string, or a list of strings or of items with an `image`. */
function picturesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === 'string' ? [item] : picturesIn(asRecord(item).image)));
  return [];
}

const isHosted = (url: string | undefined): url is string => !!url && url.startsWith('https:');

export function siteDetails(content: unknown): SiteDetails {
  const fields = asRecord(content);
  const text = DESCRIBING.map((key) => fields[key]).find((value): value is string => typeof value === 'string' && value.trim() !== '');
  const image = PICTURES.flatMap((key) => picturesIn(fields[key])).map((url) => safeUrl(url, 'image')).find(isHosted);
  const icon = typeof fields.logo === 'string' ? safeUrl(fields.logo, 'image') : undefined;
  return {
    ...(text ? { description: shortLine(text, DESCRIPTION_MAX) } : {}),
    ...(image ? { image } : {}),
    ...(icon ? { icon } : {}),
  };
}
