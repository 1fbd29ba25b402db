/**
 * The ways into a stored site (issue 28): the editor it was made in ("Edit site"), the page that
 * shows it as published ("View site") and its slot pages. Pure: no React, no storage.
 */
import { LAYOUTS, editorPath, type LayoutVariant } from './layouts';
import { SITE_TYPES_OF_PAGE, slotPath } from './slots';
import { PAGE_TYPES, SLOT_NUMBERS, type PageType } from './vocabulary';

interface StoredSiteLike {
  id?: string | number | null;
  siteId?: string | number | null;
  type: string;
}

const idOf = (site: StoredSiteLike) => String(site.siteId ?? site.id ?? '');

/**
 * Where "Edit site" goes for a site rendered by `variant` (resolveSite): a layout site opens its
 * layout editor, every other editor-made or wizard-made site its editor at /builder/{type}/{id}
 * (the artist editors, the single-page builders, the wizard's content). A site with only the
 * manage page's fields has no other editor: null.
 */
export function editPathFor(site: StoredSiteLike, variant: string): string | null {
  const id = idOf(site);
  if (!id || variant === 'managed') return null;
  if (variant in LAYOUTS) return editorPath(variant as LayoutVariant, id);
  return `/builder/${encodeURIComponent(site.type)}/${encodeURIComponent(id)}`;
}

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
