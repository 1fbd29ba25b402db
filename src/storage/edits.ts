/**
 * The one write path for editor content (issue 22; design.md, "Edits are patches"). An editor
 * never writes the record it shows: it sends the edits a change made (src/domain/edits.ts), and
 * `editContent` applies them, in one transaction, to the record as it is stored now. Edits to one
 * record are applied in the order they were made; text is journaled first (edit-journal.ts) so a
 * reload right after a keystroke keeps it. Editors read with `readContent` in a live query, so
 * every tab shows every writer's change.
 */
import type { Table } from 'dexie';
import { applyEdits, isTextSet, valueAt, type Edit } from '../domain/edits';
import { storePreviewOf } from '../domain/layouts';
import { isEditorVariant, layoutSiteRecord } from '../sites/variant-routes';
import { artistToPreviewData, GALLERY_SITE_NAME, toArtistContent } from '../domain/publishing-kinds';
import type { GalleryItem } from '../domain/schemas';
import { db } from './db';
import { readDraft, saveDraft, type DraftKey } from './drafts';
import { keepVersion, putRestoredSite, versionToRestore } from './versions';
import { forgetText, journalKeeps, readJournal, recordKeyOf, rememberText, textOwed } from './edit-journal';
import { getPage, savePage, updatePage, type PageInput } from './pages';
import { readPreview, savePreview } from './previews';
import { singlePageBuilderOf } from '../sites/single-page-builders';
import { isPreviewData, resolveSite } from '../sites/resolve';
import type { SiteRecord } from '../domain/schemas';
import { getSite, saveUserSite, type SiteInput } from './sites';
import {
  getBlogPost, getBusinessCard, getEventPromo, upsertBlogPost, upsertBusinessCard, upsertEventPromo,
} from './single-page-records';
import { textOf } from '../domain/text';

export type Content = Record<string, unknown>;

/** Where a piece of editor content is stored (also the outbox's target for its images). */
export type ContentRef =
  /**
   * A site record. `variant`, for a site an editor of that variant edits: a layout editor's site
   * (its record fields and business forms follow each edit), or an artist showcase ('variant1',
   * whose preview_{id} follows). 'everywhere': the manage page's edits, which keep every copy of
   * the content the site's View renders in step (preview rows, a builder's record, business forms).
   */
  | { table: 'sites'; key: string; owner: string; variant?: string }
  | { table: 'drafts'; key: DraftKey }
  | { table: 'businessCards' | 'blogPosts' | 'eventPromos'; key: string }
  | { table: 'pages'; key: string };

interface Store {
  tables(): Table[];
  read(ref: ContentRef): Promise<Content | undefined>;
  write(ref: ContentRef, next: Content): Promise<unknown>;
  /** Read, change and write in one go, where the store can do it with one read (read, then write, otherwise). */
  update?(ref: ContentRef, change: (stored: Content | undefined) => Content): Promise<Content>;
}

const single = (get: (id: string) => Promise<unknown>, upsert: (record: Content & { id: string }) => Promise<unknown>): Store => ({
  tables: () => [db.businessCards, db.blogPosts, db.eventPromos],
  read: async (ref) => (await get(ref.key)) as Content | undefined,
  write: (ref, next) => upsert({ ...next, id: ref.key }),
});

/** A layout editor's business site also keeps business_form (and the store, business_preview). */
async function writeLayoutForms(record: Content): Promise<void> {
  if (record.type !== 'business') return;
  if (record.variant === 'business2') await savePreview('business_preview', String(record.id), storePreviewOf(record));
  const { id: _id, siteId: _siteId, type: _type, owner: _owner, pages: _pages, ...form } = record;
  await saveDraft('business_form', form);
}

const PREVIEW_COPIES = ['preview', 'site_preview', 'site_previews', 'business_preview'] as const;

/**
 * A site record edited on the manage page (issue 28): saved, then every other place its View's
 * content is kept is brought in step, so previews, show and publish pages, the builder it was
 * made in and the share link all say the same: a layout site's forms, an artist site's
 * preview_{id}, a builder's own record, a wizard site's preview rows.
 */
async function writeEverywhere(key: string, owner: string, next: Content): Promise<Content> {
  const { kind, variant } = resolveSite(next as SiteRecord);
  const layout = isEditorVariant(variant) ? variant : null;
  const builder = singlePageBuilderOf(kind, variant);
  const record = layout ? layoutSiteRecord(next, layout, key, owner) : { ...next, id: key };
  const saved = (await saveUserSite(owner, record as SiteInput)) as Content;
  if (layout) await writeLayoutForms(saved);
  else if (variant === 'variant1') await savePreview('preview', key, artistPreviewOf(saved));
  else if (variant === 'variant2' && (await readPreview('preview', key))) await savePreview('preview', key, galleryPreviewOf(saved));
  else if (builder) {
    const { id: _id, siteId: _siteId, type: _type, owner: _owner, pages: _pages, variant: _variant, published: _p, lastPublished: _l, name: _name, theme: _theme, ...content } = saved;
    await STORES[builder.table].write({ table: builder.table, key }, content);
  } else if (isPreviewData(kind, variant) && saved.previewData && typeof saved.previewData === 'object') {
    for (const kind of PREVIEW_COPIES) {
      if (await readPreview(kind, key)) await savePreview(kind, key, { ...(saved.previewData as Content), id: key });
    }
  }
  return saved;
}

const PLAIN_TEXT_DRAFTS = new Set<string>(['artist_about', 'artist_email']);

const STORES: Record<ContentRef['table'], Store> = {
  sites: {
    tables: () => [db.sites, db.users, db.previews, db.drafts, db.businessCards, db.blogPosts, db.eventPromos, db.versions],
    read: (ref) => getSite(ref.key),
    async write(ref, next) {
      if (ref.table !== 'sites') return;
      // Editing keeps the site as it was before, at most once per 10 minutes (issue 25).
      await keepVersion(ref.key, 'edit');
      if (ref.variant === 'everywhere') return writeEverywhere(ref.key, ref.owner, next);
      const layout = isEditorVariant(ref.variant) ? ref.variant! : null;
      const record = layout ? layoutSiteRecord(next, layout, ref.key, ref.owner) : { ...next, id: ref.key };
      const saved = (await saveUserSite(ref.owner, record as SiteInput)) as Content;
      if (layout) await writeLayoutForms(saved);
      if (ref.variant === 'variant1') await savePreview('preview', ref.key, artistPreviewOf(saved));
      return saved;
    },
  },
  drafts: {
    tables: () => [db.drafts],
    async read(ref) {
      const value = await readDraft(ref.key as DraftKey);
      if (value === undefined) return undefined;
      if (PLAIN_TEXT_DRAFTS.has(ref.key)) return { value };
      // artistForm was once the gallery list itself (spec.md section 3).
      return Array.isArray(value) ? { gallery: value } : (value as Content);
    },
    // artist_about and artist_email hold plain text: editors see it as { value } and edit 'value'.
    write: (ref, next) => saveDraft(ref.key as DraftKey, (PLAIN_TEXT_DRAFTS.has(ref.key) ? textOf(next.value) : next) as never),
  },
  businessCards: single(getBusinessCard, upsertBusinessCard),
  blogPosts: single(getBlogPost, upsertBlogPost),
  eventPromos: single(getEventPromo, upsertEventPromo),
  pages: {
    tables: () => [db.pages],
    read: (ref) => getPage(ref.key),
    write: (ref, next) => savePage({ ...next, id: ref.key } as PageInput),
    update: (ref, change) => updatePage(ref.key, (stored) => change(stored) as PageInput),
  },
};

export { recordKeyOf };

function refOf(recordKey: string): ContentRef | null {
  try {
    const [table, key, owner, variant] = JSON.parse(recordKey) as [ContentRef['table'], string, string | null, string | null];
    if (!(table in STORES) || typeof key !== 'string') return null;
    if (table === 'sites') return owner ? { table, key, owner, ...(variant && (isEditorVariant(variant) || variant === 'variant1' || variant === 'everywhere') ? { variant } : {}) } : null;
    return { table, key } as ContentRef;
  } catch {
    return null;
  }
}

/** The content as stored now (undefined before its first edit). For live queries. */
export function readContent(ref: ContentRef): Promise<Content | undefined> {
  return STORES[ref.table].read(ref);
}

export interface EditOptions {
  /** What the record starts from when it is not stored yet (an editor's defaults). */
  initial?: () => Content;
  /** The text each text edit replaces (what the field showed), for the journal: path -> text. */
  before?: Record<string, string>;
  /**
   * Keystrokes of a long editor (the slot editor): journaled at once, written once typing
   * pauses (TYPING_PAUSE_MS without another keystroke to the record, at most TYPING_MAX_WAIT_MS
   * after the first), every keystroke since in one transaction. Reading and writing a page of
   * 500 blocks for each key cost more than the key itself; a reload meanwhile loses nothing (the
   * journal). Any other edit of the record, editsSettled (Save, publish) and leaving the page
   * write them at once.
   */
  typing?: boolean;
}

/** Typing's writes wait for a pause this long, and never longer than the other (see `typing`). */
const TYPING_PAUSE_MS = 150;
const TYPING_MAX_WAIT_MS = 400;

/** Keystrokes to one record waiting for a pause in the typing, to be written in one transaction. */
interface TypingBatch {
  edits: Edit[];
  /** Resolves when the batch may be written (the pause came, or it was asked for now). */
  due: Promise<void>;
  /** Another keystroke: the pause starts again (within TYPING_MAX_WAIT_MS of the first). */
  again(): void;
  /** Write now: no keystroke joins it any more. */
  release(): void;
  written?: Promise<Content>;
}

const typingBatches = new Map<string, TypingBatch>();

function waitForPause(record: string): TypingBatch {
  const firstAt = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let due!: () => void;
  const batch: TypingBatch = {
    edits: [],
    due: new Promise<void>((resolve) => (due = resolve)),
    again() {
      clearTimeout(timer);
      timer = setTimeout(batch.release, Math.max(0, Math.min(TYPING_PAUSE_MS, firstAt + TYPING_MAX_WAIT_MS - Date.now())));
    },
    release() {
      clearTimeout(timer);
      if (typingBatches.get(record) === batch) typingBatches.delete(record);
      due();
    },
  };
  typingBatches.set(record, batch);
  batch.again();
  writeTypingWhenLeaving();
  return batch;
}

/** Starts the writes of the typing that waits: for one record, or all of them. */
function releaseTyping(record?: string): void {
  for (const [key, batch] of typingBatches) if (record === undefined || key === record) batch.release();
}

let leavingWatched = false;
/** A page going away (or hidden, which on a phone may be the last moment) writes what waits. */
function writeTypingWhenLeaving(): void {
  if (leavingWatched || typeof window === 'undefined') return;
  leavingWatched = true;
  window.addEventListener('pagehide', () => releaseTyping());
  document.addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && releaseTyping());
}

const queues = new Map<string, Promise<unknown>>();

/**
 * Edits to a record whose write has not started yet (it waits for the write before it): a
 * keystroke that comes meanwhile joins them, so they go in one transaction. One write per keystroke
 * queued up on a slow device (each writes the site and its copies), and another tab showed the
 * last key more than a second after it was typed. Closed once it starts, or when anything else is
 * queued after it, so edits still go in the order they were made.
 */
const queuedEdits = new Map<string, { edits: Edit[]; written: Promise<Content> }>();

/** Runs `work` after every earlier write to the same record (edits to one record go in order). */
function inOrder<T>(record: string, work: () => Promise<T>): Promise<T> {
  const next = (queues.get(record) ?? Promise.resolve()).then(work, work);
  const settled = next.catch(() => undefined);
  queues.set(record, settled);
  void settled.then(() => queues.get(record) === settled && queues.delete(record));
  return next;
}

/** Applies `edits` to the stored record in one transaction; edits to one record go in order. */
export function editContent(ref: ContentRef, edits: readonly Edit[], options: EditOptions = {}): Promise<Content> {
  const record = recordKeyOf(ref);
  // Written now, before any await: a reload a moment from now finds it.
  for (const edit of edits.filter(isTextSet)) rememberText(record, edit.set, options.before?.[edit.set] ?? '', edit.value);
  // Only text the journal keeps may wait: a picture's data URL is written at once.
  const typing = options.typing === true && edits.every((edit) => isTextSet(edit) && journalKeeps(edit.value));
  const waiting = typingBatches.get(record);
  if (typing && waiting?.written) {
    waiting.edits.push(...edits);
    waiting.again();
    return waiting.written;
  }
  releaseTyping(record); // another kind of edit goes after the typing, which need not wait any more
  const queued = queuedEdits.get(record);
  if (!typing && queued) {
    queued.edits.push(...edits);
    return queued.written;
  }
  const batch = typing ? waitForPause(record) : null;
  const all = batch ? batch.edits : [];
  all.push(...edits);
  const written = inOrder(record, async () => {
    if (batch) await batch.due;
    if (queuedEdits.get(record)?.edits === all) queuedEdits.delete(record);
    const saved = await applyEditsNow(ref, all, options.initial);
    for (const edit of all.filter(isTextSet)) forgetText(record, edit.set, edit.value);
    return saved;
  });
  if (batch) {
    batch.written = written;
    queuedEdits.delete(record);
  } else queuedEdits.set(record, { edits: all, written });
  return written;
}

/** One field's change from an editor (FieldsEditor's onEdit): `before`, the text a text edit replaces. */
export function editOne(ref: ContentRef, change: Edit, before?: string, initial?: () => Content): Promise<Content> {
  const path = 'set' in change ? change.set : null;
  return editContent(ref, [change], { initial, before: path !== null && before !== undefined ? { [path]: before } : undefined });
}

/** Applies edits to the stored record inside the caller's transaction (or its own); publish.ts reads with it. */
export function applyEditsNow(ref: ContentRef, edits: readonly Edit[], initial?: () => Content): Promise<Content> {
  const store = STORES[ref.table];
  const change = (stored: Content | undefined) => applyEdits(stored ?? initial?.() ?? {}, edits);
  return db.transaction('rw', store.tables(), async () => {
    if (store.update) return store.update(ref, change);
    const next = change(await store.read(ref));
    return ((await store.write(ref, next)) as Content | undefined) ?? next;
  });
}

/** preview_{id} of an artist showcase site: the preview data of its content and look. */
const artistPreviewOf = (record: Content) => artistToPreviewData(toArtistContent(record), record.templateId as string | undefined);

/** The artist gallery's drafts as one: its About, e-mail and items. */
export interface GalleryDraft {
  about: string;
  email: string;
  gallery: GalleryItem[];
}

/** preview_{id} of an artist gallery site. */
export function galleryPreview(name: string, draft: GalleryDraft) {
  return {
    name,
    about: draft.about,
    contact: { email: draft.email || null, phone: null, social: null },
    portfolioImages: draft.gallery.map((item) => item.image ?? '').filter(Boolean).slice(0, 4),
    galleryItems: draft.gallery,
  };
}

const galleryPreviewOf = (record: Content) =>
  galleryPreview(typeof record.name === 'string' && record.name ? record.name : GALLERY_SITE_NAME, {
    about: typeof record.about === 'string' ? record.about : '',
    email: typeof record.email === 'string' ? record.email : '',
    gallery: (Array.isArray(record.galleryItems) ? record.galleryItems : []) as GalleryItem[],
  });

/**
 * "Restore" of a site version (issue 25), in one transaction: the replaced content is kept as a
 * version, and the restored content is written like a manage edit, to the record and every copy
 * its View reads (a wizard site's preview rows, a builder's record, a layout's forms).
 */
export function restoreSiteVersion(siteId: string, versionId: number): Promise<void> {
  return db.transaction('rw', STORES.sites.tables(), async () => {
    const restored = await versionToRestore(siteId, versionId);
    if (typeof restored.owner === 'string' && restored.owner) await writeEverywhere(siteId, restored.owner, restored);
    else await putRestoredSite(siteId, restored);
  });
}

/** Resolves once every edit made so far in this tab is stored (failed ones included). */
export async function editsSettled(): Promise<void> {
  releaseTyping();
  await Promise.all([...queues.values()]);
}

/**
 * At start: the text this tab typed whose writes the last page did not finish is saved again,
 * where the stored value shows that no other tab wrote that field since (edit-journal.ts). Each
 * entry leaves the journal only once its text is stored (or owed no more): a reload during this
 * replay finds it again, and text typed meanwhile (the slot editor takes keys while storage
 * opens, issue 38) stays journaled after it.
 */
export async function replayUnsavedEdits(): Promise<void> {
  for (const [record, fields] of Object.entries(readJournal())) {
    const ref = refOf(record);
    const stored = ref ? await readContent(ref) : undefined;
    const owed: Edit[] = [];
    for (const [path, texts] of Object.entries(fields)) {
      const text = stored && Array.isArray(texts) ? textOwed(texts, valueAt(stored, path)) : null;
      if (text !== null) owed.push({ set: path, value: text });
      else if (Array.isArray(texts)) forgetText(record, path, texts[texts.length - 1]); // nothing owed
    }
    if (!ref || owed.length === 0) continue;
    try {
      await applyEditsNow(ref, owed);
      for (const edit of owed.filter(isTextSet)) forgetText(record, edit.set, edit.value);
    } catch (error) {
      console.error('Brick: could not save typed text again', error);
    }
  }
}
