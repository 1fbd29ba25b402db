/**
 * The `.brick` backup file (issue 25): one JSON document, versioned, every part validated with
 * zod on the way in. JSON rather than a zip: no new library, readable by a person, and a
 * truncated or edited file fails to parse as a whole, so a damaged file can never be half-read.
 * Images only on this device travel as data URLs; hosted images stay as their addresses.
 *
 * Reading never throws for a bad file: it returns the one message to show.
 */
import { z } from '../domain/zod';
import { BlogPostSchema, BusinessCardSchema, EventPromoSchema, PageSchema, SiteRecordSchema } from '../domain/schemas';
import { RsvpListSchema } from '../domain/rsvp';
import { NEWER_BACKUP, NOT_A_BACKUP } from '../domain/ownership-messages';
import { DRAFT_SCHEMAS, isDraftKey } from './drafts';
import { PREVIEW_SCHEMAS } from './previews';
import type { PreviewKind } from './db';

export const BACKUP_FORMAT = 'brick-backup';
export const BACKUP_VERSION = 1;
export const BACKUP_EXTENSION = '.brick';

const PREVIEW_KINDS = ['preview', 'site_preview', 'business_preview', 'site_previews'] as const satisfies readonly PreviewKind[];
const record = () => z.record(z.string(), z.unknown());

const SiteEntrySchema = z.object({ site: record(), listed: z.boolean() });
const PreviewEntrySchema = z.object({ kind: z.enum(PREVIEW_KINDS), id: z.string().check(z.minLength(1)), data: record() });
const DraftEntrySchema = z.object({ key: z.string().check(z.minLength(1)), value: z.unknown(), updatedAt: z.number() });
const ImageEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  type: z.string(),
  width: z.number(),
  height: z.number(),
  hostedUrl: z.optional(z.string()),
  data: z.string().check(z.startsWith('data:')),
});
const VersionEntrySchema = z.object({
  siteId: z.string().check(z.minLength(1)),
  at: z.number(),
  reason: z.enum(['publish', 'edit', 'restore']),
  site: record(),
});

/** The file's shape, version 1. Parts are checked again one by one (checkParts) with the app's own schemas. */
const BackupV1Schema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_VERSION),
  createdAt: z.string(),
  owner: z.string(),
  profile: z.object({ name: z.nullable(z.string()) }),
  sites: z.array(SiteEntrySchema),
  pages: z.array(record()),
  previews: z.array(PreviewEntrySchema),
  drafts: z.array(DraftEntrySchema),
  records: z.object({ businessCards: z.array(record()), blogPosts: z.array(record()), eventPromos: z.array(record()) }),
  images: z.array(ImageEntrySchema),
  versions: z.array(VersionEntrySchema),
});

export type Backup = z.infer<typeof BackupV1Schema>;
export type BackupSiteEntry = z.infer<typeof SiteEntrySchema>;
export type BackupImage = z.infer<typeof ImageEntrySchema>;

export type BackupReadResult = { ok: true; backup: Backup } | { ok: false; message: string };

const RECORD_SCHEMAS = { businessCards: BusinessCardSchema, blogPosts: BlogPostSchema, eventPromos: EventPromoSchema } as const;

/** A drafts row of the backup: one of the spec's draft keys, or an event's RSVPs. */
function draftValueValid(key: string, value: unknown): boolean {
  if (key.startsWith('rsvps_')) return RsvpListSchema.safeParse(value).success;
  return isDraftKey(key) && DRAFT_SCHEMAS[key].safeParse(value).success;
}

/** Each part with the schema the app itself stores it under; the parsed (normalized) backup, or null. */
function checkParts(backup: Backup): Backup | null {
  const sites: BackupSiteEntry[] = [];
  for (const entry of backup.sites) {
    const site = SiteRecordSchema.safeParse(entry.site);
    if (!site.success) return null;
    sites.push({ site: site.data, listed: entry.listed });
  }
  const pages: Record<string, unknown>[] = [];
  for (const page of backup.pages) {
    const parsed = PageSchema.safeParse(page);
    if (!parsed.success) return null;
    pages.push(parsed.data);
  }
  const previews: Backup['previews'] = [];
  for (const preview of backup.previews) {
    const data = preview.kind === 'site_previews' ? { ...preview.data, id: preview.id } : preview.data;
    const parsed = PREVIEW_SCHEMAS[preview.kind].safeParse(data);
    if (!parsed.success) return null;
    previews.push({ ...preview, data: parsed.data });
  }
  for (const draft of backup.drafts) if (!draftValueValid(draft.key, draft.value)) return null;
  const records = { businessCards: [], blogPosts: [], eventPromos: [] } as Backup['records'];
  for (const table of Object.keys(RECORD_SCHEMAS) as (keyof typeof RECORD_SCHEMAS)[]) {
    for (const item of backup.records[table]) {
      const parsed = RECORD_SCHEMAS[table].safeParse(item);
      if (!parsed.success) return null;
      records[table].push(parsed.data);
    }
  }
  for (const version of backup.versions) if (!SiteRecordSchema.safeParse(version.site).success) return null;
  if (new Set(sites.map((entry) => String(entry.site.id))).size !== sites.length) return null;
  return { ...backup, sites, pages, previews, records };
}

/** The file's text. */
export function writeBackup(backup: Backup): string {
  return JSON.stringify(backup);
}

/** Reads a file's text: the backup, or what is wrong with it (a message to show). */
export function readBackup(text: string): BackupReadResult {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (typeof raw !== 'object' || raw === null || (raw as { format?: unknown }).format !== BACKUP_FORMAT) {
    return { ok: false, message: NOT_A_BACKUP };
  }
  const version = (raw as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > BACKUP_VERSION) return { ok: false, message: NEWER_BACKUP };
  const shape = BackupV1Schema.safeParse(raw);
  if (!shape.success) return { ok: false, message: NOT_A_BACKUP };
  const backup = checkParts(shape.data);
  return backup ? { ok: true, backup } : { ok: false, message: NOT_A_BACKUP };
}

/** `brick-backup-YYYY-MM-DD.brick`, the day in the person's time zone. */
export function backupFileName(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `brick-backup-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}${BACKUP_EXTENSION}`;
}
