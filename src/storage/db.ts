/**
 * The one Dexie database, 'brick'. Dexie is the source of truth; localStorage is a mirror of it
 * (mirror.ts) kept in the shapes spec.md section 3 names.
 *
 * Adding version 2 (never edit version 1 once shipped; people have data in it):
 *
 *   db.version(2)
 *     .stores({ sites: '&id, _order, owner, type, _listed, updatedBy' })   // only changed tables
 *     .upgrade(async (tx) => {
 *       await tx.table('sites').toCollection().modify((site) => { site.updatedBy ??= site.owner; });
 *     });
 *
 * Declare it right after version(1) below, keep the same table names, and add a unit test that
 * opens a version-1 database with data, then the new code, and checks the upgrade. A tab still
 * running version 1 receives `versionchange`; boot.ts closes it and shows "Brick was updated in
 * another tab" with a Reload button.
 *
 * Internal fields start with an underscore and never reach localStorage:
 *   _order      keeps list order (the spec's keys are ordered lists)
 *   _updatedAt  when this app last wrote the record (legacy-import.ts uses it to keep newer data)
 *   _listed     1 when a site appears in the public `sites` list (published), else 0
 */
import Dexie, { type Table } from 'dexie';
import { changeFeed } from './change-feed';
import { giveWayWhenPutAway } from './transactions-in-flight';
import type {
  AdminSession, BlogPost, BusinessCard, CurrentUserSession, EventPromo, Page, SiteRecord, User,
} from '../domain/schemas';

import type { DraftPart } from './draft-sites';

// The name lives with the presence check, which must not load Dexie to know it.
import { DATABASE_NAME } from './presence';

export { DATABASE_NAME };

/**
 * Omit that works on zod's loose-object types: the built-in Omit collapses a type with an index
 * signature to the signature alone, losing every known field.
 */
export type OmitKnown<T, K extends PropertyKey> = { [P in keyof T as P extends K ? never : P]: T[P] };

export interface Internal {
  _order: number;
  _updatedAt: number;
}

/** A user as Dexie keeps it: the site list holds site ids; records live in `sites`. */
export type StoredUser = OmitKnown<User, 'sites'> & { sites: string[] } & Internal;
export type StoredSite = SiteRecord & Internal & { _listed: 0 | 1 };
export type StoredPage = Page & Internal;
export type StoredBusinessCard = BusinessCard & Internal;
export type StoredBlogPost = BlogPost & Internal;
export type StoredEventPromo = EventPromo & Internal;

export type SessionRow =
  | { key: 'currentUser'; value: OmitKnown<CurrentUserSession, 'sites'> & { sites: string[] }; _updatedAt: number }
  | { key: 'adminSession'; value: AdminSession; _updatedAt: number };

/** preview_{id}, site_preview_{id}, business_preview_{id}, and entries of the site_previews list. */
export type PreviewKind = 'preview' | 'site_preview' | 'business_preview' | 'site_previews';
export interface PreviewRow extends Internal {
  /** preview_12 / site_preview_12 / business_preview_12, or site_previews#12 for list entries. */
  key: string;
  kind: PreviewKind;
  id: string;
  data: Record<string, unknown>;
}

/** One row per draft key (business_form, artistForm, user_profile, onboarding_step3, ...). */
export interface DraftRow {
  key: string;
  value: unknown;
  _updatedAt: number;
}

/** Per-user flags mirrored to their own key (confetti_shown_{email}). */
export interface FlagRow {
  key: string;
  value: unknown;
  _updatedAt: number;
}

/** A deleted site; not one of the spec's keys, so it lives in Dexie only. */
export interface RecycleBinRow {
  siteId: string;
  name: string;
  type: SiteRecord['type'];
  site: StoredSite;
  owner?: string;
  deletedAt: number;
  _order: number;
  /** A deleted draft (issue 25): the rows it was made of; `site` is then only its picture. */
  draft?: DraftPart[];
}

export interface QuarantineRow {
  id?: number;
  /** The localStorage key the value came from. */
  key: string;
  /** The raw localStorage value, untouched. */
  raw: string;
  reason: string;
  rawHash: string;
  quarantinedAt: number;
}

export interface ImageRow {
  id: string;
  blob: Blob;
  type: string;
  width: number;
  height: number;
  hostedUrl?: string;
}

/** Declared here for the outbox work; its shape is owned by src/outbox. */
export interface OutboxRow {
  id: string;
  idempotencyKey: string;
  status: string;
  nextAttemptAt: number;
  createdAt: number;
  [field: string]: unknown;
}

/**
 * A kept version of a site (issue 25): the site record as it was, written on publish, on leaving
 * an editor after changes, and before a Restore. Dexie only; never mirrored.
 */
export interface VersionRow {
  id?: number;
  siteId: string;
  at: number;
  reason: 'publish' | 'edit' | 'restore';
  site: Record<string, unknown>;
}

/** Small Dexie-only facts about this device's data: last backup time, drafts published. */
export interface MetaRow {
  key: string;
  value: unknown;
}

export class BrickDatabase extends Dexie {
  users!: Table<StoredUser, string>;
  sessions!: Table<SessionRow, string>;
  sites!: Table<StoredSite, string>;
  recycleBin!: Table<RecycleBinRow, string>;
  pages!: Table<StoredPage, string>;
  previews!: Table<PreviewRow, string>;
  drafts!: Table<DraftRow, string>;
  businessCards!: Table<StoredBusinessCard, string>;
  blogPosts!: Table<StoredBlogPost, string>;
  eventPromos!: Table<StoredEventPromo, string>;
  flags!: Table<FlagRow, string>;
  quarantine!: Table<QuarantineRow, number>;
  images!: Table<ImageRow, string>;
  outbox!: Table<OutboxRow, string>;
  versions!: Table<VersionRow, number>;
  meta!: Table<MetaRow, string>;

  constructor(name = DATABASE_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    // Version 2 only adds tables (issue 25): nothing stored in version 1 changes shape.
    this.version(2).stores(SCHEMA_V2_ADDED);
    // What this device's writers commit, for sync (issue 36); idle while sync is off.
    this.use(changeFeed);
    // What is under way when the page goes into the back-forward cache is aborted; writes run again
    // when it is back (transactions-in-flight.ts).
    giveWayWhenPutAway(this);
  }
}

const SCHEMA_V1 = {
  users: '&id, &email, _order',
  sessions: '&key',
  sites: '&id, _order, owner, type, _listed',
  recycleBin: '&siteId, _order, owner',
  pages: '&id, _order, siteId, [type+slotId]',
  previews: '&key, kind, id, _order',
  drafts: '&key',
  businessCards: '&id, _order',
  blogPosts: '&id, _order',
  eventPromos: '&id, _order',
  flags: '&key',
  quarantine: '++id, key, rawHash',
  images: '&id, hostedUrl',
  outbox: '&id, &idempotencyKey, status, nextAttemptAt, createdAt',
} as const;

/** Tables added by version 2: site versions and device facts (issue 25). */
const SCHEMA_V2_ADDED = {
  versions: '++id, siteId, [siteId+at]',
  meta: '&key',
} as const;

export const SCHEMA_V2 = { ...SCHEMA_V1, ...SCHEMA_V2_ADDED } as const;

export type TableName = keyof typeof SCHEMA_V2;

export const db = new BrickDatabase();

let lastOrder = 0;
/** A strictly increasing number for `_order`, so new records go to the end of their list. */
export function nextOrder(): number {
  lastOrder = Math.max(lastOrder + 1, Date.now() * 1000);
  return lastOrder;
}

const INTERNAL_FIELDS = ['_order', '_updatedAt', '_listed'] as const;

/** The record without Dexie-only fields: what screens and localStorage see. */
export function withoutInternals<T extends object>(record: T): OmitKnown<T, '_order' | '_updatedAt' | '_listed'> {
  const copy: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const field of INTERNAL_FIELDS) delete copy[field];
  return copy as OmitKnown<T, '_order' | '_updatedAt' | '_listed'>;
}

/** Deletes and reopens the database so each test starts empty. */
export async function resetDatabaseForTests(): Promise<void> {
  db.close();
  await Dexie.delete(DATABASE_NAME);
  await db.open();
}
