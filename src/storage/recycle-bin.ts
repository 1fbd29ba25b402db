/**
 * The recycle bin (spec.md section 2, /recycle-bin). spec.md names no localStorage key for it,
 * so it lives in Dexie only and is not mirrored.
 */
import type { RecycleBinEntry } from '../domain/schemas';
import { siteNameOf } from '../sites/resolve';
import { db, nextOrder, withoutInternals } from './db';
import { NotFoundError } from './errors';
import { removeFromEveryUsersList } from './sites';
import { restoreDraftParts } from './draft-sites';

/** Moves a site out of sites and its owner's list into the bin. Pages and previews stay. */
export function moveToRecycleBin(siteId: string): Promise<RecycleBinEntry> {
  const id = String(siteId);
  return db.transaction('rw', db.sites, db.users, db.recycleBin, async () => {
    const site = await db.sites.get(id);
    if (!site) throw new NotFoundError(`Site ${id}`);
    const entry = { siteId: id, name: siteNameOf(site), type: site.type };
    await db.recycleBin.put({ ...entry, site, owner: site.owner, deletedAt: Date.now(), _order: nextOrder() });
    await db.sites.delete(id);
    await removeFromEveryUsersList(id);
    return entry;
  });
}

/** Returns a site to sites (listed as before) and to its owner's list. */
export function restoreFromRecycleBin(siteId: string): Promise<void> {
  const id = String(siteId);
  return db.transaction('rw', [db.sites, db.users, db.recycleBin, db.drafts, db.businessCards, db.blogPosts, db.eventPromos], async () => {
    const row = await db.recycleBin.get(id);
    if (!row) throw new NotFoundError(`Deleted site ${id}`);
    if (row.draft) {
      await restoreDraftParts(row.draft);
      await db.recycleBin.delete(id);
      return;
    }
    await db.sites.put({ ...row.site, _updatedAt: Date.now() });
    if (row.owner) {
      const user = await db.users.where('email').equals(row.owner).first();
      if (user && !user.sites.includes(id)) {
        await db.users.put({ ...user, sites: [...user.sites, id], _updatedAt: Date.now() });
      }
    }
    await db.recycleBin.delete(id);
  });
}

/** "Delete Forever": the bin entry, its pages and its previews go for good. */
export function deleteForever(siteId: string): Promise<void> {
  const id = String(siteId);
  return db.transaction('rw', db.recycleBin, db.pages, db.previews, db.versions, async () => {
    await db.recycleBin.delete(id);
    await db.versions.where('siteId').equals(id).delete();
    await db.pages.where('siteId').equals(id).delete();
    await db.previews.where('id').equals(id).delete();
  });
}

/** Bin entries of one owner (or all when no email is given), oldest deletion first. */
export async function listRecycleBin(ownerEmail?: string): Promise<RecycleBinEntry[]> {
  const rows = await db.recycleBin.orderBy('_order').toArray();
  return rows
    .filter((row) => ownerEmail === undefined || row.owner === ownerEmail)
    .map((row) => ({ siteId: row.siteId, name: row.name, type: row.type }));
}

/** The full deleted site, for the bin's Preview button. */
export async function getDeletedSite(siteId: string) {
  const row = await db.recycleBin.get(String(siteId));
  return row && withoutInternals(row.site);
}
