/**
 * Versions of a site (issue 25): every publish keeps one, editing keeps the site as it was before
 * (at most one per 10 minutes), and a Restore keeps the content it replaces, so a restore can be
 * undone. The last 20 of each site are kept, the oldest dropped. Dexie only, never mirrored.
 *
 * Functions without their own transaction run inside their caller's, which must include
 * `db.versions` and `db.sites`.
 */
import { artistToPreviewData, toArtistContent } from '../domain/publishing-kinds';
import { siteNameOf } from '../sites/resolve';
import { db, withoutInternals, type VersionRow } from './db';
import { NotFoundError } from './errors';
import { savePreview } from './previews';
import type { SiteRecord } from '../domain/schemas';

const VERSIONS_KEPT = 20;
const EDIT_VERSION_EVERY_MS = 10 * 60 * 1000;

/** What a version is about: publication fields and internals are not content. */
const NOT_CONTENT = new Set(['published', 'lastPublished', 'owner', 'email']);
function contentOf(site: Record<string, unknown>): string {
  return JSON.stringify(Object.keys(site).filter((key) => !NOT_CONTENT.has(key) && !key.startsWith('_')).sort().map((key) => [key, site[key]]));
}

async function newestOf(siteId: string): Promise<VersionRow | undefined> {
  return db.versions.where('[siteId+at]').between([siteId, -Infinity], [siteId, Infinity]).last();
}

/** Keeps the stored site as a version (inside the caller's transaction). Same content as the newest: nothing. */
export async function keepVersion(siteId: string, reason: VersionRow['reason'], at = Date.now()): Promise<void> {
  const stored = await db.sites.get(siteId);
  if (!stored) return;
  const site = withoutInternals(stored) as Record<string, unknown>;
  const newest = await newestOf(siteId);
  if (reason === 'edit' && newest && at - newest.at < EDIT_VERSION_EVERY_MS) return;
  if (newest && reason !== 'restore' && contentOf(newest.site) === contentOf(site)) return;
  await db.versions.add({ siteId, at: Math.max(at, (newest?.at ?? 0) + 1), reason, site });
  const all = await db.versions.where('[siteId+at]').between([siteId, -Infinity], [siteId, Infinity]).primaryKeys();
  if (all.length > VERSIONS_KEPT) await db.versions.bulkDelete(all.slice(0, all.length - VERSIONS_KEPT));
}

export interface SiteVersion {
  id: number;
  at: number;
  reason: VersionRow['reason'];
  /** The site's name or title in that version. */
  label: string;
}

/** A site's versions, newest first. For live queries. */
export async function listVersions(siteId: string): Promise<SiteVersion[]> {
  const rows = await db.versions.where('[siteId+at]').between([siteId, -Infinity], [siteId, Infinity]).reverse().toArray();
  return rows.map((row) => ({
    id: row.id!,
    at: row.at,
    reason: row.reason,
    label: siteNameOf(row.site as SiteRecord),
  }));
}

/**
 * The site as a "Restore" of a version makes it: the version's content, its published state and
 * owner as they are now. The content it replaces is kept as a version first. Runs inside the
 * caller's transaction (see restoreSiteVersion in edits.ts, which writes it everywhere).
 */
export async function versionToRestore(siteId: string, versionId: number): Promise<Record<string, unknown>> {
  const version = await db.versions.get(versionId);
  const stored = await db.sites.get(siteId);
  if (!version || version.siteId !== siteId || !stored) throw new NotFoundError(`Version ${versionId} of site ${siteId}`);
  await keepVersion(siteId, 'restore');
  const { published, lastPublished, owner, email } = stored as unknown as Record<string, unknown>;
  return { ...version.site, id: stored.id, siteId: stored.id, published, lastPublished, owner, ...(email !== undefined ? { email } : {}) };
}

/** A restored site with no owner on record (older data): the record itself, and its showcase preview. */
export async function putRestoredSite(siteId: string, restored: Record<string, unknown>): Promise<void> {
  const stored = await db.sites.get(siteId);
  if (!stored) throw new NotFoundError(`Site ${siteId}`);
  await db.sites.put({ ...(restored as unknown as typeof stored), _order: stored._order, _listed: stored._listed, _updatedAt: Date.now() });
  if (restored.variant === 'variant1' && (await db.previews.get(`preview_${siteId}`))) {
    await savePreview('preview', siteId, artistToPreviewData(toArtistContent(restored), restored.templateId as string | undefined));
  }
}
