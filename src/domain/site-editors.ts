/**
 * The ways into a stored site (issue 28): the page that shows it as published ("View site"); "Edit
 * site" and its slot pages are the manifest's (src/sites/variant-routes.ts, slot-pages.ts). Pure.
 */
import { siteIdOf } from './publishing';

interface StoredSiteLike {
  id?: string | number | null;
  siteId?: string | number | null;
  type: string;
}

/** "View site": the page that shows the site as it is published, in its own variant. */
export const viewPathFor = (site: StoredSiteLike): string => `/show/${encodeURIComponent(site.type)}/${encodeURIComponent(siteIdOf(site))}`;
