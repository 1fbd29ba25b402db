/**
 * The ways into a stored site (issue 28): the page that shows it as published ("View site") and
 * its slot pages ("Edit site" is the manifest's: src/sites/variant-routes.ts). Pure: no React, no storage.
 */
import { SITE_TYPES_OF_PAGE, slotPath } from './slots';
import { PAGE_TYPES, SLOT_NUMBERS, type PageType } from './vocabulary';

interface StoredSiteLike {
  id?: string | number | null;
  siteId?: string | number | null;
  type: string;
}

const idOf = (site: StoredSiteLike) => String(site.siteId ?? site.id ?? '');

/** "View site": the page that shows the site as it is published, in its own variant. */
export const viewPathFor = (site: StoredSiteLike): string => `/show/${encodeURIComponent(site.type)}/${encodeURIComponent(idOf(site))}`;

/** The page type a site's slot pages have (spec.md: artist, event, blog, business); travel has artist's. */
export function pageTypeOfSite(type: string): PageType {
  return PAGE_TYPES.find((pageType) => (SITE_TYPES_OF_PAGE[pageType] as readonly string[]).includes(type)) ?? 'artist';
}

/** The five slot pages of a site, each with the slot builder's address. */
export function slotPagesOf(site: StoredSiteLike): { slot: number; path: string }[] {
  const type = pageTypeOfSite(site.type);
  return SLOT_NUMBERS.map((slot) => ({ slot, path: slotPath(type, slot, idOf(site)) }));
}
