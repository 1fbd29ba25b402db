import type { PreviewKind } from '../../storage/db';
import { readPreview } from '../../storage/previews';
import { getSite, isSiteListed, type SiteView as StoredSiteView } from '../../storage/sites';

export interface LoadedPreview {
  /** The preview data (or, for editor-made sites, the site record holding its content). */
  data: Record<string, unknown>;
  site?: StoredSiteView;
  /** spec.md section 4: published = the id is in the published `sites` list. */
  published: boolean;
  /** No preview data was stored: `data` is the site record (an editor-made site). */
  fromSite: boolean;
}

/**
 * Looks for a site's preview data in each place it may be (preview_{id}, site_preview_{id},
 * business_preview_{id}, then the site's previewData, then the site record itself).
 * Resolves to null when nothing is stored, so the screen can say so instead of loading forever.
 */
export async function loadPreview(id: string, sources: readonly PreviewKind[]): Promise<LoadedPreview | null> {
  const site = await getSite(id);
  let data: Record<string, unknown> | undefined;
  for (const kind of sources) {
    data = await readPreview(kind, id);
    if (data) break;
  }
  data ??= site?.previewData as Record<string, unknown> | undefined;
  const fromSite = !data && !!site;
  data ??= site as Record<string, unknown> | undefined;
  if (!data) return null;
  return { data, site, published: await isSiteListed(id), fromSite };
}
