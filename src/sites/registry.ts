import type { SiteType } from '../domain/schemas';
import type { SiteKind, SiteVariant } from './types';
import { artistKind } from './artist';
import { travelKind } from './travel';
import { blogKind } from './blog';
import { blogLayoutVariants } from './blog-layouts';
import { eventPromoKind } from './event-promo';
import { businessCardKind } from './card';
import { businessKind } from './business';
import { eventKind } from './event';
import { managedVariant } from './managed';

/**
 * THE registry of site kinds. A route picks a kind, a variant and where its data lives; the
 * variant's View renders it everywhere (preview, publish, dashboard thumbnail, share, export).
 * Adding a kind or a variant is one folder and one line here.
 */
const withManaged = (kind: SiteKind): SiteKind => ({
  ...kind,
  variants: { ...kind.variants, managed: managedVariant(kind.kind, kind.label) },
});

export const kinds: Record<SiteType, SiteKind> = {
  artist: withManaged(artistKind),
  travel: withManaged(travelKind),
  blog: withManaged({ ...blogKind, variants: { ...blogKind.variants, ...blogLayoutVariants } }),
  'event-promo': withManaged(eventPromoKind),
  'business-card': withManaged(businessCardKind),
  business: withManaged(businessKind),
  event: withManaged(eventKind),
};

export function findVariant(kind: string, variant: string): SiteVariant | undefined {
  return kinds[kind as SiteType]?.variants[variant];
}
