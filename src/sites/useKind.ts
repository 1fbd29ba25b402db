import { useEffect, useState } from 'react';
import type { SiteKind } from './types';
import { isKnownKind } from './kind-names';
import { loadKind, loadedKind } from './kind-loaders';

/**
 * A kind's registry entry for a render: at once when it is already here, otherwise undefined
 * until its code arrives (then the component renders again). null for a kind that does not exist.
 * A load that fails is thrown to the route's error boundary, as a screen's own chunk would be.
 */
export function useKind(kind: string): SiteKind | null | undefined {
  const known = isKnownKind(kind);
  const entry = known ? loadedKind(kind) : null;
  const [, setArrived] = useState<SiteKind | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (!known || entry) return;
    let live = true;
    loadKind(kind).then(
      (arrived) => live && setArrived(arrived),
      (error: unknown) => live && setFailure(error),
    );
    return () => {
      live = false;
    };
  }, [kind, known, entry]);
  if (failure) throw failure instanceof Error ? failure : new Error('The code of this kind of site could not be loaded.', { cause: failure });
  return entry;
}
