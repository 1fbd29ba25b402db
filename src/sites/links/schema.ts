import { z } from '../../domain/zod';
import { preprocess, text } from '../../domain/schema-helpers';

/** A link-in-bio page holds at most this many links. */
export const LINKS_MAX = 12;
export const LINKS_BIO_MAX = 160;
export const LINK_LABEL_MAX = 60;

/** The social networks a page can name a handle on, in the order the page shows them. */
export const SOCIALS = [
  { key: 'instagram', label: 'Instagram', url: (handle: string) => `https://instagram.com/${handle}` },
  { key: 'tiktok', label: 'TikTok', url: (handle: string) => `https://www.tiktok.com/@${handle}` },
  { key: 'youtube', label: 'YouTube', url: (handle: string) => `https://www.youtube.com/@${handle}` },
  { key: 'x', label: 'X', url: (handle: string) => `https://x.com/${handle}` },
] as const;

const LinkSchema = z.looseObject({
  id: preprocess((value) => (typeof value === 'number' ? String(value) : value ?? undefined), z._default(z.string(), '')),
  label: text(),
  url: text(),
});
export type LinkItem = z.infer<typeof LinkSchema>;

/** links: a link-in-bio page (issue 24 part 7). Content lives on the site record. */
export const LinksSiteSchema = z.looseObject({
  name: text(),
  avatar: text(),
  bio: text(),
  // More than LINKS_MAX stored (an older copy, another tab): the first twelve are the page.
  links: preprocess((value) => (Array.isArray(value) ? value.slice(0, LINKS_MAX) : undefined), z._default(z.array(LinkSchema), [])),
  socials: preprocess(
    (value) => (value && typeof value === 'object' ? value : undefined),
    z._default(z.looseObject({ instagram: text(), tiktok: text(), youtube: text(), x: text() }), { instagram: '', tiktok: '', youtube: '', x: '' }),
  ),
  templateId: text(),
});
export type LinksSite = z.infer<typeof LinksSiteSchema>;

/** A handle as typed ("@mara.quinn", "mara.quinn") as the part of a profile address, or undefined. */
export function handleOf(typed: unknown): string | undefined {
  if (typeof typed !== 'string') return undefined;
  const handle = typed.trim().replace(/^@/, '');
  return /^[A-Za-z0-9._-]{1,40}$/.test(handle) ? handle : undefined;
}
