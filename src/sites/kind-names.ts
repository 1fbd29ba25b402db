import type { SiteType } from '../domain/vocabulary';

/**
 * What a screen may need to know of a kind without loading its Views and schemas: its name for
 * people and the ids of its variants. The dashboard labels cards and resolveSite picks a variant
 * with these; a page then loads only the kinds it shows (kind-loaders.ts). The kinds take their
 * label from here, and a unit test keeps the variant ids equal to the registry's.
 */
export const KIND_LABELS: Record<SiteType, string> = {
  artist: 'Artist portfolio',
  travel: 'Travel page',
  blog: 'Blog',
  'event-promo': 'Event promo',
  'business-card': 'Business card',
  business: 'Business',
  event: 'Event',
};

/** Every kind also has 'managed' (compose.ts), the manage page's fields for a site without a variant. */
export const KIND_VARIANTS: Record<SiteType, readonly string[]> = {
  artist: ['variant1', 'variant2', 'preview', 'managed'],
  travel: ['preview', 'managed'],
  blog: ['post', 'preview', 'blog1', 'blog2', 'managed'],
  'event-promo': ['promo', 'preview', 'managed'],
  'business-card': ['builder', 'card', 'managed'],
  business: ['business1', 'business2', 'preview', 'managed'],
  event: ['event1', 'event2', 'managed'],
};

export const isKnownKind = (kind: string): kind is SiteType => Object.hasOwn(KIND_VARIANTS, kind);

/** The human name of a site type ("Artist portfolio", "Blog", ...); an unknown type as it is. */
export function kindLabel(type: string): string {
  return isKnownKind(type) ? KIND_LABELS[type] : type;
}

/** Whether the registry has this variant of this kind (a tampered "constructor" has none). */
export const hasVariant = (kind: string, variant: string): boolean => isKnownKind(kind) && KIND_VARIANTS[kind].includes(variant);
