import { ALL_VARIANTS, UnknownKindError } from './kind-names';
import type { SinglePageFacts, SinglePageKind } from './manifest';

/**
 * The single-page builders (spec.md section 2) as the manifest lists them: for the builder
 * screen, its routes, the drafts list, share-link copies and the write path. Kept apart from
 * kind-names.ts, which a share link's first chunk carries: a visitor needs none of this.
 */
export type { SinglePageKind } from './manifest';

/** A single-page builder: its kind, its variant and what the manifest says of it. */
export type SinglePageBuilder = SinglePageFacts & { kind: SinglePageKind; variant: string };

/** The single-page builders (spec.md section 2), one per kind that has one. */
export const SINGLE_PAGE_BUILDERS: readonly SinglePageBuilder[] = ALL_VARIANTS.flatMap(({ kind, variant, facts }) =>
  facts.singlePage ? [{ ...facts.singlePage, kind: kind as SinglePageKind, variant }] : [],
);

/** The builder of a site of this kind and variant, if a single-page builder made it. */
export const singlePageBuilderOf = (kind: string, variant: string): SinglePageBuilder | undefined =>
  SINGLE_PAGE_BUILDERS.find((builder) => builder.kind === kind && builder.variant === variant);

/** A kind's single-page builder; throws UnknownKindError when the kind has none. */
export function singlePageBuilder(kind: string): SinglePageBuilder {
  const builder = SINGLE_PAGE_BUILDERS.find((candidate) => candidate.kind === kind);
  if (!builder) throw new UnknownKindError(kind, 'single-page builder');
  return builder;
}

