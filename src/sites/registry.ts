import type { SiteType } from '../domain/schemas';
import type { SiteKind, SiteVariant } from './types';
import { businessCardKind } from './card';

/**
 * THE registry of site kinds. A route picks a kind, a variant and where its data lives; the
 * variant's View renders it everywhere (preview, publish, dashboard thumbnail, share, export).
 * Adding a kind or a variant is one folder and one line here.
 */
export const kinds: Partial<Record<SiteType, SiteKind>> = {
  'business-card': businessCardKind,
};

export function findVariant(kind: string, variant: string): SiteVariant | undefined {
  return kinds[kind as SiteType]?.variants[variant];
}

export function variantOrThrow(kind: SiteType, variant: string): SiteVariant {
  const found = findVariant(kind, variant);
  if (!found) throw new Error(`No site variant ${kind}/${variant} in the registry`);
  return found;
}
