/**
 * At start, reads the spec's localStorage keys that the mirror did not write (written by an
 * older version of the product, restored from a backup, edited by hand) into Dexie.
 *
 * - A key whose value hashes to what the mirror last wrote is skipped: Dexie already has it.
 * - Each record is validated with zod (src/domain/schemas.ts) and normalised (id/siteId, string
 *   ids, defaults). Valid records are merged by id (email for users).
 * - Merge rule, so newer data written by this app is never clobbered: a record Dexie does not
 *   have is added. A record Dexie has is replaced only when the mirror wrote this key before and
 *   Dexie's copy has not changed since that write (then the localStorage edit is the newer one).
 *   A record missing from the localStorage value is kept (never delete on import).
 * - Invalid JSON or invalid records: the key's raw value goes to quarantine with the reasons and
 *   the key is held (quarantine.ts), so the raw value stays in localStorage as it was. A raw
 *   value already quarantined is not imported again.
 * - Storage full while importing: the value is readable, so it is not quarantined; the key is
 *   held for this session (the mirror must not write over data Dexie does not have yet) and the
 *   next start imports it.
 * - Nothing here throws to the caller: an unexpected failure quarantines that key and goes on.
 */
import type { Table } from 'dexie';
import { z } from '../domain/zod';
import {
  AdminSessionSchema, BlogPostSchema, BusinessCardSchema, CurrentUserSessionSchema, EventPromoSchema,
  PageSchema, SiteRecordSchema, UserSchema, describeZodError, type SiteRecord,
} from '../domain/schemas';
import { newId } from '../domain/ids';
import { db, nextOrder, type Internal, type PreviewKind } from './db';
import { lastWriteOf, loadChecksums, withMirrorLock, wroteByMirror, type LastWrite } from './checksums';
import { hashString } from './hash';
import { DRAFT_SCHEMAS, isDraftKey } from './drafts';
import { CONFETTI_KEY_PREFIX } from './flags';
import { parsePreviewKey } from './mirror-keys';
import { previewRowKey, toPreviewRow, PREVIEW_SCHEMAS } from './previews';
import { holdUntilNextStart, isAlreadyQuarantined, quarantineValue, refreshQuarantineState, releaseDeferredKeys } from './quarantine';
import { isQuotaExceededError } from './quota';
import { PageLeftError } from './page-locks';

interface ImportContext {
  lastWrite: LastWrite | undefined;
  now: number;
}

/** Problems with individual records; empty when everything was imported. */
type Problems = string[];

/** Keys whose old versions stored plain text rather than JSON. */
const PLAIN_TEXT_KEYS = new Set(['artist_about', 'artist_email']);

export interface ImportReport {
  imported: string[];
  skipped: string[];
  quarantined: string[];
}

/**
 * Imports every spec key found in localStorage. Never throws. Holds the mirror's lock, so no
 * other tab is between writing a key and recording its checksum while the keys are compared, and
 * reads the checksums under it, as they are then.
 */
export async function importLegacyData(storage: Storage = localStorage): Promise<ImportReport> {
  for (;;) {
    try {
      return await withMirrorLock(async (signal) => {
        // Without them every key is judged as one no mirror wrote: Dexie's copies are kept.
        await loadChecksums().catch((error) => console.error('Brick: could not read the mirror checksums', error));
        return importUnderLock(storage, signal);
      });
    } catch (error) {
      // Put away mid-import (page-locks.ts): the lock was given up; import again once it is back.
      // Each record merges by the same rules, so what the first try imported is not imported twice.
      if (!(error instanceof PageLeftError)) throw error;
    }
  }
}

async function importUnderLock(storage: Storage, signal: AbortSignal): Promise<ImportReport> {
  const report: ImportReport = { imported: [], skipped: [], quarantined: [] };
  sitesSeenThisRun.clear();
  releaseDeferredKeys();
  let keys: string[] = [];
  try {
    keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
  } catch (error) {
    console.error('Brick: could not list localStorage keys', error);
    return report;
  }
  for (const key of keys) {
    if (signal.aborted) break; // put away: withMirrorLock has given up the lock; the import runs again
    const importer = importerFor(key);
    if (!importer) continue;
    const raw = storage.getItem(key);
    if (raw === null) continue;
    try {
      // A value the mirror wrote is not news, even an earlier one (see EARLIER_KEPT in checksums.ts).
      if (wroteByMirror(key, hashString(raw)) || (await isAlreadyQuarantined(key, raw))) {
        report.skipped.push(key);
        continue;
      }
      const problems = await importKey(key, raw, importer);
      if (problems.length) {
        await quarantineValue(key, raw, problems.join(' | '));
        report.quarantined.push(key);
      } else {
        report.imported.push(key);
      }
    } catch (error) {
      if (isQuotaExceededError(error)) {
        console.warn(`Brick: storage is full; ${key} will be imported at the next start`, error);
        holdUntilNextStart(key);
        report.skipped.push(key);
        continue;
      }
      console.error(`Brick: could not import ${key}`, error);
      await quarantineValue(key, raw, `Could not be imported: ${String(error)}`).catch(() => undefined);
      report.quarantined.push(key);
    }
  }
  await refreshQuarantineState().catch(() => undefined);
  return report;
}

type Importer = { tables: Table[]; run: (key: string, value: unknown, ctx: ImportContext) => Promise<Problems> };

async function importKey(key: string, raw: string, importer: Importer): Promise<Problems> {
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    if (!PLAIN_TEXT_KEYS.has(key) && !key.startsWith(CONFETTI_KEY_PREFIX)) return ['Not valid JSON.'];
    value = raw;
  }
  // Plain text that happens to read as a JSON number or boolean ("1984", "true") is still that text.
  if (PLAIN_TEXT_KEYS.has(key) && (typeof value === 'number' || typeof value === 'boolean')) value = raw;
  if (value === null) return []; // "nothing stored", as old code wrote after logging out
  const ctx: ImportContext = { lastWrite: lastWriteOf(key), now: Date.now() };
  return db.transaction('rw', importer.tables, async () => await importer.run(key, value, ctx));
}

// ------------------------------------------------------------------------------ merge helpers

/** Dexie's copy may be replaced only if it has not changed since the mirror last wrote the key. */
function localStorageIsNewer(existing: { _updatedAt?: number } | undefined, ctx: ImportContext): boolean {
  if (!existing) return true;
  return ctx.lastWrite !== undefined && (existing._updatedAt ?? 0) <= ctx.lastWrite.writtenAt;
}

async function mergeOrdered<T extends object>(table: Table<T & Internal, string>, id: string, record: T, ctx: ImportContext, extra: object = {}) {
  const existing = await table.get(id);
  if (!localStorageIsNewer(existing, ctx)) return;
  await table.put({ ...record, ...extra, _order: existing?._order ?? nextOrder(), _updatedAt: ctx.now });
}

async function eachRecord<S extends z.ZodMiniType>(value: unknown, schema: S, onValid: (record: z.infer<S>) => Promise<void>): Promise<Problems> {
  if (!Array.isArray(value)) return [`Expected a list, found ${typeof value}.`];
  const problems: Problems = [];
  for (const [index, item] of value.entries()) {
    const result = schema.safeParse(item);
    if (result.success) await onValid(result.data);
    else problems.push(`Entry ${index + 1}: ${describeZodError(result.error)}`);
  }
  return problems;
}

async function one<S extends z.ZodMiniType>(value: unknown, schema: S, onValid: (record: z.infer<S>) => Promise<void>): Promise<Problems> {
  const result = schema.safeParse(value);
  if (!result.success) return [describeZodError(result.error)];
  await onValid(result.data);
  return [];
}

/**
 * Sites imported during this run. Old data copies a site into `sites` and into its owner's
 * list, and the copies may differ (the manage page wrote only the user's copy); Dexie keeps one
 * record per id, so copies met in the same run are merged field by field. Only a site whose
 * first copy was imported counts: when Dexie's record was newer, a later copy (in `currentUser`,
 * say) is judged by the same rule and must not write the older text back (issue 13).
 */
const sitesSeenThisRun = new Set<string>();

/** A site found in a user's list, a session or `sites`; `listed` is 1 when found in `sites`. */
async function mergeSite(site: SiteRecord, ctx: ImportContext, owner: string | undefined, listed?: 0 | 1): Promise<string> {
  const existing = await db.sites.get(site.id);
  const withOwner = { ...site, ...(site.owner || !owner ? {} : { owner }) };
  const listedNow: 0 | 1 = listed === 1 || existing?._listed === 1 ? 1 : 0;
  // Met in the `sites` list: its place there is the public list's order.
  const order = (previous: number | undefined) => (listed === 1 || previous === undefined ? nextOrder() : previous);
  if (existing && sitesSeenThisRun.has(site.id)) {
    const merged = { ...existing, ...withOwner, owner: existing.owner ?? withOwner.owner };
    await db.sites.put({ ...merged, _listed: listedNow, _order: order(existing._order) });
  } else if (localStorageIsNewer(existing, ctx)) {
    await db.sites.put({ ...withOwner, _listed: listedNow, _order: order(existing?._order), _updatedAt: ctx.now });
    sitesSeenThisRun.add(site.id);
  } else if (existing && listedNow !== existing._listed) {
    // Dexie's content is newer, but the site was published somewhere: list it.
    await db.sites.put({ ...existing, _listed: listedNow });
  }
  return site.id;
}

async function siteIdsOf(entries: Array<string | SiteRecord>, ctx: ImportContext, owner: string): Promise<string[]> {
  const ids: string[] = [];
  for (const entry of entries) ids.push(typeof entry === 'string' ? entry : await mergeSite(entry, ctx, owner));
  return ids;
}

// --------------------------------------------------------------------------------- importers

const importUsers: Importer = {
  tables: [db.users, db.sites],
  run: (_key, value, ctx) =>
    eachRecord(value, UserSchema, async (user) => {
      const existing = await db.users.where('email').equals(user.email).first();
      if (!localStorageIsNewer(existing, ctx)) return;
      const sites = await siteIdsOf(user.sites, ctx, user.email);
      // Keep Dexie's id for a known email; never take over another user's id.
      const id = existing?.id ?? ((await db.users.get(user.id)) ? newId() : user.id);
      await db.users.put({ ...user, id, sites, _order: existing?._order ?? nextOrder(), _updatedAt: ctx.now });
    }),
};

const importCurrentUser: Importer = {
  tables: [db.sessions, db.sites],
  run: (_key, value, ctx) =>
    one(value, CurrentUserSessionSchema, async (session) => {
      const existing = await db.sessions.get('currentUser');
      if (!localStorageIsNewer(existing, ctx)) return;
      const sites = await siteIdsOf(session.sites, ctx, session.email);
      await db.sessions.put({ key: 'currentUser', value: { ...session, sites }, _updatedAt: ctx.now });
    }),
};

const importAdminSession: Importer = {
  tables: [db.sessions],
  run: (_key, value, ctx) =>
    one(value, AdminSessionSchema, async (session) => {
      if (!localStorageIsNewer(await db.sessions.get('adminSession'), ctx)) return;
      await db.sessions.put({ key: 'adminSession', value: session, _updatedAt: ctx.now });
    }),
};

const importSites: Importer = {
  tables: [db.sites],
  run: (_key, value, ctx) =>
    eachRecord(value, SiteRecordSchema, async (site) => {
      await mergeSite(site, ctx, undefined, 1);
    }),
};

const importPages: Importer = {
  tables: [db.pages],
  run: (_key, value, ctx) => eachRecord(value, PageSchema, (page) => mergeOrdered(db.pages, page.id, page, ctx)),
};

async function mergePreview(kind: PreviewKind, id: string, data: Record<string, unknown>, ctx: ImportContext) {
  const existing = await db.previews.get(previewRowKey(kind, id));
  if (!localStorageIsNewer(existing, ctx)) return;
  await db.previews.put({ ...toPreviewRow(kind, id, data, existing), _updatedAt: ctx.now });
}

const importListings: Importer = {
  tables: [db.previews],
  run: (_key, value, ctx) =>
    eachRecord(value, PREVIEW_SCHEMAS.site_previews, (listing) => mergePreview('site_previews', String(listing.id), listing, ctx)),
};

function previewImporter(kind: PreviewKind, id: string): Importer {
  return {
    tables: [db.previews],
    run: (_key, value, ctx) => one(value, PREVIEW_SCHEMAS[kind], (data) => mergePreview(kind, id, data, ctx)),
  };
}

const importDraft: Importer = {
  tables: [db.drafts],
  run: (key, value, ctx) =>
    one(value, DRAFT_SCHEMAS[key as keyof typeof DRAFT_SCHEMAS], async (draft) => {
      if (!localStorageIsNewer(await db.drafts.get(key), ctx)) return;
      await db.drafts.put({ key, value: draft, _updatedAt: ctx.now });
    }),
};

const importFlag: Importer = {
  tables: [db.flags],
  run: async (key, value, ctx) => {
    if (!localStorageIsNewer(await db.flags.get(key), ctx)) return [];
    await db.flags.put({ key, value, _updatedAt: ctx.now });
    return [];
  },
};

function listImporter<S extends z.ZodMiniType<{ id: string }>>(table: () => Table<z.output<S> & Internal, string>, schema: S): Importer {
  return {
    get tables() {
      return [table()];
    },
    run: (_key, value, ctx) => eachRecord(value, schema, (record) => mergeOrdered(table(), record.id, record, ctx)),
  };
}

const STATIC_IMPORTERS: Record<string, Importer> = {
  users: importUsers,
  currentUser: importCurrentUser,
  adminSession: importAdminSession,
  sites: importSites,
  site_pages: importPages,
  site_previews: importListings,
  business_cards: listImporter(() => db.businessCards, BusinessCardSchema),
  blog_posts: listImporter(() => db.blogPosts, BlogPostSchema),
  event_promos: listImporter(() => db.eventPromos, EventPromoSchema),
};

function importerFor(key: string): Importer | undefined {
  if (Object.prototype.hasOwnProperty.call(STATIC_IMPORTERS, key)) return STATIC_IMPORTERS[key];
  if (isDraftKey(key)) return importDraft;
  if (key.startsWith(CONFETTI_KEY_PREFIX)) return importFlag;
  const preview = parsePreviewKey(key);
  return preview ? previewImporter(preview.kind, preview.id) : undefined;
}
