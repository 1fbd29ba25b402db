import type { PublishFacts } from '../../sites/manifest';
import type { SiteType } from '../../domain/vocabulary';
import type { SiteView as StoredSite } from '../../storage/sites';
import type { ManageExtras } from '../../sites/ManageExtras';
import { showAs } from '../../sites/resolve';

export interface Published {
  content: unknown;
  extras?: ManageExtras;
  name?: string;
  templateId?: string;
  theme?: 'light' | 'dark' | 'brick';
}

/**
 * What /publish/{variant}/{id} shows, from the records read (from Dexie, or at first paint from
 * the localStorage mirror): the store from business_preview_{id}; the others from the site record.
 */
export function publishedFrom(kind: SiteType, variant: string, publish: PublishFacts, site: StoredSite | undefined, store: unknown): Published | null {
  if (publish.from === 'business-preview') {
    if (!store) return null;
    // The site record (when on this device) may carry a template or theme the store uses.
    const beside = site?.type === kind ? showAs(site, variant) : null;
    return { content: store, extras: beside?.extras, name: beside?.name, templateId: (site as { templateId?: string } | undefined)?.templateId, theme: site?.theme };
  }
  if (!site || site.type !== kind) return null;
  // The site as this page's variant shows it, with the manage page's fields (issue 35).
  return { ...showAs(site, variant), templateId: (site as { templateId?: string }).templateId, theme: site.theme };
}
