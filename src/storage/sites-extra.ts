/**
 * Site repository functions the dashboard and the manage page need beyond src/storage/sites.ts:
 * a user's sites together with whether each is in the public `sites` list, and Unpublish.
 */
import { db, withoutInternals, type StoredSite } from './db';
import { NotFoundError } from './errors';
import { readSitesOfList, type SiteView } from './sites';

export interface UserSiteRow {
  site: SiteView;
  /** In the public `sites` list (spec.md section 4: that is what "published" means on load). */
  listed: boolean;
  /** When this app last wrote the record: lets screens skip re-rendering unchanged cards. */
  updatedAt: number;
}

/** A user's own sites in their list's order, with their published state. */
export function listUserSiteRows(email: string): Promise<UserSiteRow[]> {
  return db.transaction('r', db.users, db.sites, async () => {
    const user = await db.users.where('email').equals(email).first();
    if (!user) return [];
    const sites = await readSitesOfList(user);
    return sites
      .filter((site): site is StoredSite => site !== undefined)
      .map((site) => ({ site: withoutInternals(site), listed: site._listed === 1, updatedAt: site._updatedAt }));
  });
}

/** One site of a user's list, or undefined when the site is not among that user's sites. */
export function getUserSiteRow(email: string, siteId: string): Promise<UserSiteRow | undefined> {
  return db.transaction('r', db.users, db.sites, async () => {
    const user = await db.users.where('email').equals(email).first();
    if (!user || !user.sites.includes(String(siteId))) return undefined;
    const site = await db.sites.get(String(siteId));
    return site && { site: withoutInternals(site), listed: site._listed === 1, updatedAt: site._updatedAt };
  });
}

/**
 * Unpublish (spec.md: "not shown"; Brick's choice): the site leaves the public `sites` list and
 * becomes a draft again (published false). It stays in its owner's list; lastPublished is kept.
 */
export function unpublishSite(siteId: string): Promise<SiteView> {
  const id = String(siteId);
  return db.transaction('rw', db.sites, async () => {
    const existing = await db.sites.get(id);
    if (!existing) throw new NotFoundError(`Site ${id}`);
    const site: StoredSite = { ...existing, published: false, _listed: 0, _updatedAt: Date.now() };
    await db.sites.put(site);
    return withoutInternals(site);
  });
}

