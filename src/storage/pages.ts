/** Slot pages (localStorage key `site_pages`). */
import { liveQuery } from 'dexie';
import { BlockSchema, PageSchema, type Block, type Page, type PageType } from '../domain/schemas';
import { idLike } from '../domain/schema-helpers';
import { db, nextOrder, withoutInternals, type OmitKnown } from './db';
import { NotFoundError } from './errors';

export type PageInput = OmitKnown<Page, 'title' | 'blocks'> & { title?: string; blocks?: unknown[] } & Record<string, unknown>;

/** Creates or replaces a page (validated: type, slot 1..5, block types and sections). */
export async function savePage(input: PageInput): Promise<Page> {
  // The id checked as every page's is, before it names the record (a page without one is refused).
  return updatePage(idLike.parse(input.id), () => input);
}

/**
 * Changes a page as stored now: one read, the change, one validated write, in one transaction.
 * The slot editor writes on every keystroke, and a page of 500 blocks costs milliseconds to read.
 */
export function updatePage(pageId: string, change: (stored: Page | undefined) => PageInput): Promise<Page> {
  return db.transaction('rw', db.pages, async () => {
    const existing = await db.pages.get(pageId);
    const page = parseChangedPage({ ...change(existing && withoutInternals(existing)), id: pageId }, existing?.blocks);
    await db.pages.put({ ...page, _order: existing?._order ?? nextOrder(), _updatedAt: Date.now() });
    return page;
  });
}

/**
 * PageSchema.parse, except that a block the change left as it was stored (the very object read,
 * not a copy) is not checked again: it was checked when it was written. A keystroke changes one
 * block of 500, and checking them all cost a millisecond a key.
 */
function parseChangedPage(input: PageInput, stored: readonly Block[] | undefined): Page {
  const kept = new Set<unknown>(stored);
  if (!Array.isArray(input.blocks) || !input.blocks.some((block) => kept.has(block))) return PageSchema.parse(input);
  const blocks = input.blocks.map((block) => (kept.has(block) ? (block as Block) : BlockSchema.parse(block)));
  return { ...PageSchema.parse({ ...input, blocks: [] }), blocks };
}

/** Replaces the blocks of a page (slot editors). */
export function saveBlocks(pageId: string, blocks: Array<Partial<Block>>): Promise<Page> {
  return db.transaction('rw', db.pages, async () => {
    const existing = await db.pages.get(String(pageId));
    if (!existing) throw new NotFoundError(`Page ${pageId}`);
    const page = PageSchema.parse({ ...withoutInternals(existing), blocks });
    await db.pages.put({ ...page, _order: existing._order, _updatedAt: Date.now() });
    return page;
  });
}

/**
 * Calls `changed` after every committed change of a page, in this tab or another, without reading
 * it: the live query reads its key only, so a keystroke's write does not cost a read of 500 blocks
 * here (Dexie re-runs a query whose key range a write touched, values or not). Returns how to stop.
 */
export function watchPage(pageId: string, changed: () => void): () => void {
  let first = true;
  const subscription = liveQuery(() => db.pages.where(':id').equals(pageId).primaryKeys()).subscribe({
    next: () => (first ? (first = false) : changed()),
    error: () => undefined,
  });
  return () => subscription.unsubscribe();
}

export async function getPage(pageId: string): Promise<Page | undefined> {
  const page = await db.pages.get(String(pageId));
  return page && withoutInternals(page);
}

/** Slots 2..5 find the page whose type and slot number match. */
export async function findPageBySlot(type: PageType, slotId: number): Promise<Page | undefined> {
  const page = await db.pages.where('[type+slotId]').equals([type, slotId]).first();
  return page && withoutInternals(page);
}

export async function listPagesOfSite(siteId: string): Promise<Page[]> {
  const pages = await db.pages.where('siteId').equals(String(siteId)).sortBy('_order');
  return pages.map(withoutInternals);
}
