/**
 * Backup and restore (issue 25). `makeBackup` gathers everything of the logged-in person into a
 * `.brick` file (backup-format.ts); `restoreBackup` reads one on any device, in ONE transaction,
 * and never overwrites: what is not here is added, what is here and identical is skipped, what
 * differs is added as a copy named "{name} (restored)". A damaged, foreign or too-new file, or one
 * that would not fit, changes nothing.
 *
 * The drafts, RSVPs and single-page records are this device's (spec.md section 3 gives them no
 * owner): a backup holds all of them, and the RSVPs of the person's own sites.
 */
import { newId } from '../domain/ids';
import { siteNameOf } from '../sites/resolve';
import type { SiteRecord } from '../domain/schemas';
import { BACKUP_TOO_BIG, restoredCopyName } from '../domain/ownership-messages';
import {
  BACKUP_FORMAT, BACKUP_VERSION, readBackup, writeBackup, type Backup, type BackupImage,
} from './backup-format';
import { db, nextOrder, withoutInternals, type ImageRow, type StoredPage, type StoredSite } from './db';
import { blobToDataUrl, dataUrlToBlob, IMAGE_REFERENCE_PREFIX } from './images';
import { previewRowKey } from './previews';
import { rsvpKey } from './rsvps';
import { freshSiteId, readSitesOfList } from './sites';
import { storageEstimate } from './quota';
import { textOf } from '../domain/text';

const LAST_BACKUP_KEY = 'lastBackupAt';

const SINGLE_TABLES = ['businessCards', 'blogPosts', 'eventPromos'] as const;
type SingleTable = (typeof SINGLE_TABLES)[number];
/** The field that names a single-page record (its dashboard name). */
const NAME_FIELD: Record<SingleTable, string> = { businessCards: 'fullName', blogPosts: 'title', eventPromos: 'eventName' };

const ALL_TABLES = () => [
  db.users, db.sites, db.recycleBin, db.pages, db.previews, db.drafts, db.businessCards, db.blogPosts, db.eventPromos,
  db.images, db.versions, db.meta,
];

/** Every `brick-image:{id}` reference inside a value. */
function imageReferencesIn(value: unknown, found: Set<string>): Set<string> {
  if (typeof value === 'string') {
    if (value.startsWith(IMAGE_REFERENCE_PREFIX)) found.add(value.slice(IMAGE_REFERENCE_PREFIX.length));
  } else if (Array.isArray(value)) {
    for (const item of value) imageReferencesIn(item, found);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) imageReferencesIn(item, found);
  }
  return found;
}

type Snapshot = Omit<Backup, 'images'> & { imageRows: ImageRow[] };

/** Everything of one person as stored now, read in one transaction. */
function snapshot(email: string, now: Date): Promise<Snapshot> {
  return db.transaction('r', ALL_TABLES(), async () => {
    const user = await db.users.where('email').equals(email).first();
    const ids = user?.sites ?? [];
    const sites = (await db.sites.bulkGet(ids)).filter((site): site is StoredSite => site !== undefined);
    const siteIds = new Set(sites.map((site) => site.id));
    const pages = (await db.pages.where('siteId').anyOf([...siteIds]).sortBy('_order')).map((page) => withoutInternals(page));
    const previews = (await db.previews.where('id').anyOf([...siteIds]).sortBy('_order')).map((row) => ({ kind: row.kind, id: row.id, data: row.data }));
    const ownRsvps = new Set([...siteIds].map(rsvpKey));
    const drafts = (await db.drafts.toArray())
      .filter((row) => !row.key.startsWith('rsvps_') || ownRsvps.has(row.key))
      .map((row) => ({ key: row.key, value: row.value, updatedAt: row._updatedAt }));
    const records = {
      businessCards: (await db.businessCards.orderBy('_order').toArray()).map((row) => withoutInternals(row) as Record<string, unknown>),
      blogPosts: (await db.blogPosts.orderBy('_order').toArray()).map((row) => withoutInternals(row) as Record<string, unknown>),
      eventPromos: (await db.eventPromos.orderBy('_order').toArray()).map((row) => withoutInternals(row) as Record<string, unknown>),
    };
    const versions = (await db.versions.where('siteId').anyOf([...siteIds]).toArray()).map(({ id: _id, ...version }) => version);
    const body = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: now.toISOString(),
      owner: email,
      profile: { name: user?.name ?? null },
      sites: sites.map((site) => ({ site: withoutInternals(site), listed: site._listed === 1 })),
      pages: pages as Record<string, unknown>[],
      previews,
      drafts,
      records,
      versions,
    } satisfies Omit<Backup, 'images'>;
    const wanted = imageReferencesIn(body, new Set());
    const imageRows = (await db.images.bulkGet([...wanted])).filter((row): row is ImageRow => row !== undefined);
    return { ...body, imageRows };
  });
}

/**
 * The backup file of one person: its name-ready text. `onProgress(done, total)` follows the
 * images being written (the slow part). Records when the backup was made.
 */
export async function makeBackup(email: string, onProgress?: (done: number, total: number) => void, now: Date = new Date()): Promise<string> {
  const { imageRows, ...body } = await snapshot(email, now);
  const images: BackupImage[] = [];
  onProgress?.(0, imageRows.length);
  for (const row of imageRows) {
    images.push({
      id: row.id, type: row.type, width: row.width, height: row.height,
      ...(row.hostedUrl ? { hostedUrl: row.hostedUrl } : {}),
      data: await blobToDataUrl(row.blob),
    });
    onProgress?.(images.length, imageRows.length);
  }
  const text = writeBackup({ ...body, images });
  await db.meta.put({ key: LAST_BACKUP_KEY, value: now.getTime() });
  return text;
}

export interface RestoreCounts {
  added: number;
  copies: number;
  skipped: number;
}
export type RestoreResult = { ok: true; counts: RestoreCounts } | { ok: false; message: string };

/** JSON with sorted keys, for "identical" (a different owner on another device is the same site). */
function canonical(value: unknown, ignore: ReadonlySet<string> = new Set()): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === 'object') {
      return Object.fromEntries(Object.keys(v).filter((k) => !ignore.has(k) && !k.startsWith('_')).sort().map((k) => [k, sort((v as Record<string, unknown>)[k])]));
    }
    return v;
  };
  return JSON.stringify(sort(value));
}
const SITE_IGNORED = new Set(['owner', 'email']);
const sameSite = (a: object, b: object) => canonical(a, SITE_IGNORED) === canonical(b, SITE_IGNORED);

/**
 * Restores a backup file's text for `email`, in one transaction. Nothing changes when the file is
 * not a backup, is too new, is damaged, would not fit, or anything fails while writing.
 */
export async function restoreBackup(email: string, text: string): Promise<RestoreResult> {
  const read = readBackup(text);
  if (!read.ok) return read;
  const { backup } = read;
  // Quota: a restore that would not fit says so before it starts (JSON text is about the size it takes stored).
  const estimate = await storageEstimate();
  if (estimate && estimate.quota > 0 && estimate.quota - estimate.usage < text.length * 2) return { ok: false, message: BACKUP_TOO_BIG };
  // Blobs are made before the transaction: it may await only IndexedDB.
  const blobs = backup.images.map((image) => ({ image, blob: dataUrlToBlob(image.data) }));
  const counts: RestoreCounts = { added: 0, copies: 0, skipped: 0 };

  await db.transaction('rw', ALL_TABLES(), async () => {
    const user = await db.users.where('email').equals(email).first();
    const ownerSites = new Set(user?.sites ?? []);
    const now = Date.now();

    for (const { image, blob } of blobs) {
      if (!(await db.images.get(image.id))) {
        await db.images.put({ id: image.id, blob, type: image.type, width: image.width, height: image.height, ...(image.hostedUrl ? { hostedUrl: image.hostedUrl } : {}) });
      }
    }

    for (const { site, listed } of backup.sites) {
      const id = String(site.id);
      const here = (await db.sites.get(id)) ?? (await db.recycleBin.get(id))?.site;
      if (here && sameSite(withoutInternals(here), site)) {
        counts.skipped += 1;
        continue;
      }
      const newId = here ? await freshSiteId() : id;
      // The copy is told apart by its title, which names it everywhere (issue 35).
      const copyName = here ? restoredCopyName(siteNameOf(site as SiteRecord)) : '';
      const copy = here
        ? { ...site, id: newId, siteId: newId, name: copyName, title: copyName, published: false, owner: email }
        : { ...site, owner: email };
      await db.sites.put({ ...(copy as StoredSite), _order: nextOrder(), _updatedAt: now, _listed: here ? 0 : listed ? 1 : 0 });
      ownerSites.add(newId);
      if (here) counts.copies += 1;
      else counts.added += 1;
      await restoreSiteParts(backup, id, newId);
    }
    if (user) await db.users.put({ ...user, sites: [...ownerSites], name: user.name || backup.profile.name || user.name, _updatedAt: now });

    for (const draft of backup.drafts) {
      if (draft.key.startsWith('rsvps_')) continue; // with their site (restoreSiteParts)
      const here = await db.drafts.get(draft.key);
      if (!here) {
        await db.drafts.put({ key: draft.key, value: draft.value, _updatedAt: draft.updatedAt });
        counts.added += 1;
      } else if (canonical(here.value) === canonical(draft.value)) {
        counts.skipped += 1;
      }
      // A different draft here is this device's newer work: kept, never overwritten.
    }

    for (const table of SINGLE_TABLES) {
      const store = db.table<Record<string, unknown>, string>(table);
      for (const item of backup.records[table]) {
        const id = String(item.id);
        const here = await store.get(id);
        if (here && canonical(withoutInternals(here)) === canonical(item)) {
          counts.skipped += 1;
          continue;
        }
        const newId = here ? await freshSiteId(async (candidate) => store.get(candidate)) : id;
        const field = NAME_FIELD[table];
        const copy = here ? { ...item, id: newId, [field]: restoredCopyName(textOf(item[field])) } : item;
        await store.put({ ...copy, _order: nextOrder(), _updatedAt: now });
        if (here) counts.copies += 1;
        else counts.added += 1;
      }
    }
  });
  return { ok: true, counts };
}

/** A restored site's pages, previews, RSVPs and versions, under the id it has here. Inside restoreBackup's transaction. */
async function restoreSiteParts(backup: Backup, fromId: string, toId: string): Promise<void> {
  const moved = fromId !== toId;
  for (const page of backup.pages) {
    if (String(page.siteId) !== fromId) continue;
    const pageId = moved || (await db.pages.get(String(page.id))) ? newId() : String(page.id);
    await db.pages.put({ ...(page as unknown as StoredPage), id: pageId, siteId: toId, _order: nextOrder(), _updatedAt: Date.now() });
  }
  for (const preview of backup.previews) {
    if (preview.id !== fromId) continue;
    const key = previewRowKey(preview.kind, toId);
    if (await db.previews.get(key)) continue;
    const data = preview.kind === 'site_previews' ? { ...preview.data, id: toId } : preview.data;
    await db.previews.put({ key, kind: preview.kind, id: toId, data, _order: nextOrder(), _updatedAt: Date.now() });
  }
  const rsvps = backup.drafts.find((draft) => draft.key === rsvpKey(fromId));
  if (rsvps && !(await db.drafts.get(rsvpKey(toId)))) await db.drafts.put({ key: rsvpKey(toId), value: rsvps.value, _updatedAt: rsvps.updatedAt });
  for (const version of backup.versions) {
    if (version.siteId !== fromId) continue;
    await db.versions.add({ ...version, siteId: toId, site: { ...version.site, id: toId, siteId: toId } });
  }
}

/** For the dashboard's reminder: when the last backup was made, and whether anything changed since. */
export function backupState(email: string): Promise<{ lastBackupAt: number | null; changedSince: boolean }> {
  return db.transaction('r', [db.meta, db.users, db.sites, db.drafts, db.businessCards, db.blogPosts, db.eventPromos], async () => {
    const value = (await db.meta.get(LAST_BACKUP_KEY))?.value;
    const lastBackupAt = typeof value === 'number' ? value : null;
    const user = await db.users.where('email').equals(email).first();
    const sites = user ? (await readSitesOfList(user)).filter((site) => site !== undefined) : [];
    const stamps = [
      ...sites.map((site) => site._updatedAt),
      ...(await db.drafts.toArray()).map((row) => row._updatedAt),
      ...(await Promise.all(SINGLE_TABLES.map(async (table) => (await db.table(table).toArray()).map((row: { _updatedAt: number }) => row._updatedAt)))).flat(),
    ];
    const lastChange = stamps.length ? Math.max(...stamps) : null;
    return { lastBackupAt, changedSince: lastChange !== null && (lastBackupAt === null || lastChange > lastBackupAt) };
  });
}
