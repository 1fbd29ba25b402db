/**
 * The fixed word lists of spec.md section 3 (site types, page types, block types and sections,
 * templates). Kept apart from the zod schemas so that code which only needs the words, such as
 * the route table in the entry bundle, does not pull the schema library in with them.
 */
/** spec.md's seven kinds, then the kinds Brick added (each one line in src/sites/manifest.ts). */
export const SITE_TYPES = ['artist', 'travel', 'blog', 'event-promo', 'business-card', 'business', 'event', 'links'] as const;
export type SiteType = (typeof SITE_TYPES)[number];
export const THEMES = ['light', 'dark', 'brick'] as const;
export type Theme = (typeof THEMES)[number];

export const PAGE_TYPES = ['artist', 'event', 'blog', 'business'] as const;
export type PageType = (typeof PAGE_TYPES)[number];
export const BLOCK_TYPES = ['logo', 'title', 'description', 'image', 'video', 'navlink', 'text'] as const;
export type BlockType = (typeof BLOCK_TYPES)[number];
export const BLOCK_SECTIONS = ['Header Nav', 'Section 1', 'Section 2', 'Section 3', 'Footer'] as const;
export type BlockSection = (typeof BLOCK_SECTIONS)[number];
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export const SLOT_NUMBERS = [1, 2, 3, 4, 5] as const;

