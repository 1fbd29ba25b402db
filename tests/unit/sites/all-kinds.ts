import type { SiteType } from '../../../src/domain/vocabulary';
import { variantOf } from '../../../src/sites/compose';
import { isKnownKind } from '../../../src/sites/kind-names';
import { loadKind } from '../../../src/sites/kind-loaders';
import { KIND_IDS } from '../../../src/sites/manifest';
import type { SiteKind, SiteVariant } from '../../../src/sites/types';

/**
 * Every kind of the manifest, loaded through its loader as a page loads it: what a test that
 * walks all kinds and variants renders with. Importing this module waits for them all.
 */
export const kinds = Object.fromEntries(await Promise.all(KIND_IDS.map(async (kind) => [kind, await loadKind(kind)] as const))) as Record<SiteType, SiteKind>;

export const findVariant = (kind: string, variant: string): SiteVariant | undefined => (isKnownKind(kind) ? variantOf(kinds[kind], variant) : undefined);
