import type { SiteType } from '../domain/vocabulary';
import type { KindDefinition, SiteKind, SiteVariant } from './types';
import { composeKind, variantOf } from './compose';
import { isKnownKind } from './kind-names';
import { KIND_IDS, MANIFEST } from './manifest';

/**
 * The registry one kind at a time, from the manifest's loaders (manifest.ts). A page that shows
 * sites (preview, publish, show, dashboard, share link) downloads the Views and schemas of the
 * kinds it shows, not all of them; the share viewer knows which kind a link carries only once it
 * has decoded it.
 */
export const KIND_LOADERS = Object.fromEntries(
  KIND_IDS.map((kind) => [kind, () => MANIFEST[kind].load().then((definition: KindDefinition) => composeKind(kind, definition))]),
) as Record<SiteType, () => Promise<SiteKind>>;

const loaded = new Map<SiteType, SiteKind>();
const loading = new Map<SiteType, Promise<SiteKind>>();

/** A kind already here (loaded by this page), for a render now. */
export const loadedKind = (kind: SiteType): SiteKind | undefined => loaded.get(kind);

/** Loads a kind once per page; a failed load (offline, chunk missing) may be tried again. */
export function loadKind(kind: SiteType): Promise<SiteKind> {
  const known = loaded.get(kind);
  if (known) return Promise.resolve(known);
  let pending = loading.get(kind);
  if (!pending) {
    pending = KIND_LOADERS[kind]().then(
      (entry) => {
        loaded.set(kind, entry);
        return entry;
      },
      (error: unknown) => {
        loading.delete(kind);
        throw error;
      },
    );
    loading.set(kind, pending);
  }
  return pending;
}

export async function loadVariant(kind: string, variant: string): Promise<SiteVariant | undefined> {
  if (!isKnownKind(kind)) return undefined;
  return variantOf(await loadKind(kind), variant);
}
