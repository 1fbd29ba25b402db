import type { SiteType } from '../domain/vocabulary';
import type { SiteKind, SiteVariant } from './types';
import { composeKind, variantOf } from './compose';

/**
 * The registry one kind at a time. The share viewer knows which kind a link carries only once it
 * has decoded it, and a visitor should download that kind's Views and schemas, not all seven.
 */
export const KIND_LOADERS: Record<SiteType, () => Promise<SiteKind>> = {
  artist: () => import('./artist').then((m) => composeKind(m.artistKind)),
  travel: () => import('./travel').then((m) => composeKind(m.travelKind)),
  blog: () =>
    Promise.all([import('./blog'), import('./blog-layouts')]).then(([blog, layouts]) =>
      composeKind(blog.blogKind, layouts.blogLayoutVariants),
    ),
  'event-promo': () => import('./event-promo').then((m) => composeKind(m.eventPromoKind)),
  'business-card': () => import('./card').then((m) => composeKind(m.businessCardKind)),
  business: () => import('./business').then((m) => composeKind(m.businessKind)),
  event: () => import('./event').then((m) => composeKind(m.eventKind)),
};

export async function loadVariant(kind: string, variant: string): Promise<SiteVariant | undefined> {
  if (!Object.hasOwn(KIND_LOADERS, kind)) return undefined;
  return variantOf(await KIND_LOADERS[kind as SiteType](), variant);
}
