import type { SiteType } from '../domain/vocabulary';
import type { KindDefinition, SiteKind, SiteVariant } from './types';
import { managedVariant } from './managed';
import { KIND_LABELS } from './kind-names';

/**
 * A kind as the registry holds it: its folder's variants, each named by its key, its label from
 * the manifest, and the 'managed' variant every kind shares. kind-loaders.ts builds every kind
 * with this, so a variant cannot name another kind or variant than the one it is filed under.
 */
export function composeKind(kind: SiteType, definition: KindDefinition): SiteKind {
  const label = KIND_LABELS[kind];
  const variants: Record<string, SiteVariant> = {};
  for (const [variant, entry] of Object.entries(definition.variants)) variants[variant] = { ...entry, kind, variant };
  return { kind, label, variants: { ...variants, managed: managedVariant(kind, label) } };
}

/** A kind's variant by name; a name like "constructor" from a tampered link finds nothing. */
export function variantOf(kind: SiteKind | undefined, variant: string): SiteVariant | undefined {
  return kind && Object.hasOwn(kind.variants, variant) ? kind.variants[variant] : undefined;
}
