import type { SiteType } from '../domain/schemas';
import type { SiteKind, SiteVariant } from './types';
import { composeKind, variantOf } from './compose';
import { artistKind } from './artist';
import { travelKind } from './travel';
import { blogKind } from './blog';
import { blogLayoutVariants } from './blog-layouts';
import { eventPromoKind } from './event-promo';
import { businessCardKind } from './card';
import { businessKind } from './business';
import { eventKind } from './event';
import { rememberKinds } from './kind-loaders';
import { isKnownKind } from './kind-names';

/**
 * THE registry of site kinds. A route picks a kind, a variant and where its data lives; the
 * variant's View renders it everywhere (preview, publish, dashboard thumbnail, share, export).
 * Adding a kind or a variant is one folder and one line here, one in kind-loaders.ts (which pages
 * showing sites use to load single kinds) and its ids in kind-names.ts; unit tests keep them equal.
 * Only the editors import this whole registry.
 */
export const kinds: Record<SiteType, SiteKind> = {
  artist: composeKind(artistKind),
  travel: composeKind(travelKind),
  blog: composeKind(blogKind, blogLayoutVariants),
  'event-promo': composeKind(eventPromoKind),
  'business-card': composeKind(businessCardKind),
  business: composeKind(businessKind),
  event: composeKind(eventKind),
};
rememberKinds(kinds);

export function findVariant(kind: string, variant: string): SiteVariant | undefined {
  return variantOf(isKnownKind(kind) ? kinds[kind] : undefined, variant);
}
