import { manageFieldsOf, type ManageFields } from '../domain/manage-fields';
import { hasVariant, variantFacts } from './kind-names';

// Apart from kind-names.ts: that module is in every page's first chunk (the share viewer's too),
// and the manage page's table brings the domain's edits with it (about 6 KB gzip).

/** What the manage page edits in a variant's content: its manifest line's, else spec.md's table. */
export function manageFieldsFor(kind: string, variant: string): ManageFields {
  return (hasVariant(kind, variant) ? variantFacts(kind, variant).manage : undefined) ?? manageFieldsOf(variant);
}
