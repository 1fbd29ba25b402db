import type { SiteKind, SiteVariant } from './types';
import { managedVariant } from './managed';

/**
 * A kind as the registry holds it: its own variants, any variants kept in another folder (the blog
 * layouts), and the 'managed' variant every kind shares. registry.ts and kind-loaders.ts both
 * build kinds with this, so the eager and the lazy registry cannot drift apart.
 */
export function composeKind(kind: SiteKind, extraVariants: Record<string, SiteVariant> = {}): SiteKind {
  return { ...kind, variants: { ...kind.variants, ...extraVariants, managed: managedVariant(kind.kind, kind.label) } };
}

/** A kind's variant by name; a name like "constructor" from a tampered link finds nothing. */
export function variantOf(kind: SiteKind | undefined, variant: string): SiteVariant | undefined {
  return kind && Object.hasOwn(kind.variants, variant) ? kind.variants[variant] : undefined;
}
