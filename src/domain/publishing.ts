/**
 * Publishing rules of spec.md sections 2 and 4, shared by every screen that publishes or links to
 * a site's preview. Pure: no React, no storage.
 */

/** Anything that carries a site id: a bare id, or a record with id / siteId. */
export type SiteIdLike = string | number | { id?: string | number | null; siteId?: string | number | null };

export function siteIdOf(site: SiteIdLike): string {
  if (typeof site === 'string' || typeof site === 'number') return String(site);
  return String(site.siteId ?? site.id ?? '');
}

// spec.md section 4's list rules ("added to sites only if no site with that id is present"; the
// published flag is "computed on load by looking for the id in sites") run in one place, the
// sites repository (src/storage/sites.ts: listSite, isSiteListed), which keeps the list.

/** "Draft" or "Published": a site is published when it is in the sites list or says so itself. */
export function publicationState(site: { published?: boolean | null }, listed: boolean): 'Published' | 'Draft' {
  return listed || site.published === true ? 'Published' : 'Draft';
}

/**
 * The dashboard card's line under its state. A site can be published with no date recorded (an
 * earlier version, or a path that lists it without one): it must not also say "Not published yet".
 */
export function publicationNote(state: 'Published' | 'Draft', publishedOn: string | null): string {
  if (publishedOn) return `Last published ${publishedOn}`;
  return state === 'Published' ? 'No publication date recorded' : 'Not published yet';
}
