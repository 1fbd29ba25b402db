import type { SiteVariant } from './types';
import { variantOf } from './compose';
import { UnknownKindError } from './kind-names';
import { useKind } from './useKind';

/**
 * A variant's registry entry for an editor: undefined until its kind's code arrives (the route
 * usually fetched it with the screen: withKind), then the entry. A kind or variant the manifest
 * does not have is a typed error (UnknownKindError), never a silent default.
 */
export function useVariant(kind: string, variant: string): SiteVariant | undefined {
  const entry = useKind(kind);
  if (entry === undefined) return undefined;
  const found = variantOf(entry ?? undefined, variant);
  if (!found) throw new UnknownKindError(kind, variant);
  return found;
}
