import { slotPath } from '../domain/slots';
import { siteIdOf } from '../domain/publishing';
import { SLOT_NUMBERS, type PageType, type SiteType } from '../domain/vocabulary';
import { isKnownKind, kindFacts } from './kind-names';
import { KIND_IDS } from './manifest';

/**
 * Which slot builder pages a site has (spec.md: /artist, /event, /blog and /business slot1..5),
 * from its kind's `slotPages` in the manifest. For /manage's list of pages, the slot builder's
 * "most recent site" and the full-site preview.
 */

/** The page type of a site's slot pages; a kind that names none (travel, links) has the artist's. */
export function pageTypeOfSite(type: string): PageType {
  return (isKnownKind(type) && kindFacts(type).slotPages) || 'artist';
}

/** The kinds whose sites have this page type's slot pages. */
export const kindsWithPages = (pageType: PageType): SiteType[] =>
  KIND_IDS.filter((kind) => kindFacts(kind).slotPages === pageType);

/** The five slot pages of a site, each with the slot builder's address. */
export function slotPagesOf(site: { id?: string | number | null; siteId?: string | number | null; type: string }): { slot: number; path: string }[] {
  const type = pageTypeOfSite(site.type);
  return SLOT_NUMBERS.map((slot) => ({ slot, path: slotPath(type, slot, siteIdOf(site)) }));
}
