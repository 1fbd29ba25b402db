import type { SiteType } from '../domain/vocabulary';
import { KIND_IDS, MANIFEST, type KindFacts, type VariantFacts } from './manifest';
import { MANAGED_FIELDS, PREVIEW_DATA_FIELDS, type ManageFields } from '../domain/manage-fields';

/**
 * What a screen may need to know of a kind without loading its Views and schemas, read from the
 * manifest (manifest.ts): its name for people, the ids of its variants and what each variant
 * owns. A lookup that misses throws `UnknownKindError`: never a silent default to artist.
 */
const KINDS: Record<SiteType, KindFacts> = MANIFEST;

/** A kind or a variant the manifest does not have (a tampered link, an older version's record). */
export class UnknownKindError extends Error {
  readonly kind: string;
  readonly variant?: string;
  constructor(kind: string, variant?: string) {
    super(variant === undefined ? `Brick has no site kind "${kind}"` : `Brick's site kind "${kind}" has no variant "${variant}"`);
    this.name = 'UnknownKindError';
    this.kind = kind;
    this.variant = variant;
  }
}

export const KIND_LABELS = Object.fromEntries(KIND_IDS.map((kind) => [kind, KINDS[kind].label])) as Record<SiteType, string>;

/** Every kind also has 'managed' (compose.ts), the manage page's fields for a site without a variant. */
export const KIND_VARIANTS = Object.fromEntries(
  KIND_IDS.map((kind) => [kind, [...Object.keys(KINDS[kind].variants), 'managed']]),
) as unknown as Record<SiteType, readonly string[]>;

export const isKnownKind = (kind: string): kind is SiteType => Object.hasOwn(KINDS, kind);

/** The human name of a site type ("Artist portfolio", "Blog", ...); an unknown type as it is. */
export function kindLabel(type: string): string {
  return isKnownKind(type) ? KIND_LABELS[type] : type;
}

/** Whether the registry has this variant of this kind (a tampered "constructor" has none). */
export const hasVariant = (kind: string, variant: string): boolean => isKnownKind(kind) && KIND_VARIANTS[kind].includes(variant);

/** A kind's manifest entry; throws UnknownKindError for a kind Brick does not have. */
export function kindFacts(kind: string): KindFacts {
  if (!isKnownKind(kind)) throw new UnknownKindError(kind);
  return KINDS[kind];
}

/** A variant's manifest entry ('managed' has none of its own); throws UnknownKindError on a miss. */
export function variantFacts(kind: string, variant: string): VariantFacts {
  const facts = kindFacts(kind);
  if (variant === 'managed') return {};
  if (!Object.hasOwn(facts.variants, variant)) throw new UnknownKindError(kind, variant);
  return facts.variants[variant];
}

/** Every variant of every kind, with its kind: for the route tables and the write path. */
export const ALL_VARIANTS: ReadonlyArray<{ kind: SiteType; variant: string; facts: VariantFacts }> = KIND_IDS.flatMap((kind) =>
  Object.entries(KINDS[kind].variants).map(([variant, facts]) => ({ kind, variant, facts })),
);

/** Kinds people hand out in person: their share link comes with a QR code. */
export const hasQrCode = (kind: string): boolean => isKnownKind(kind) && KINDS[kind].qrCode === true;

/** Which content fields a variant shows as the manage page's (issue 35); 'managed' shows the spec's fields themselves. */
export function manageFieldsOf(kind: string, variant: string): ManageFields {
  if (variant === 'managed') return MANAGED_FIELDS;
  const facts = variantFacts(kind, variant);
  if (facts.manage) return facts.manage;
  if (facts.content === 'preview-data') return PREVIEW_DATA_FIELDS;
  throw new UnknownKindError(kind, variant);
}
