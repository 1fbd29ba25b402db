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
import { loadedKind, rememberKinds } from './kind-loaders';
import { isKnownKind } from './kind-names';

/**
 * The kinds of spec.md, composed eagerly for the editors that bundle them (the single-page
 * builders, the layout editors). What a kind is lives in the manifest (manifest.ts); a kind that
 * is not listed here (a new one) is found once its route has loaded it (withKind), so a new kind
 * needs no line here. Unit tests keep these entries equal to what the manifest's loaders give.
 */
type SpecKind = 'artist' | 'travel' | 'blog' | 'event-promo' | 'business-card' | 'business' | 'event';
export const kinds: Record<SpecKind, SiteKind> & Partial<Record<SiteType, SiteKind>> = {
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
  return variantOf(isKnownKind(kind) ? (kinds[kind] ?? loadedKind(kind)) : undefined, variant);
}
