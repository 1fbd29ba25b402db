/** Slot pages (localStorage key `site_pages`). */
import { PageSchema, type Block, type Page, type PageType } from '../domain/schemas';
import { db, nextOrder, withoutInternals, type OmitKnown } from './db';
import { NotFoundError } from './errors';

export type PageInput = OmitKnown<Page, 'title' | 'blocks'> & { title?: string; blocks?: unknown[] } & Record<string, unknown>;

/** Creates or replaces a page (validated: type, slot 1..5, block types and sections). */
export function savePage(input: PageInput): Promise<Page> {
  return db.transaction('rw', db.pages, async () => {
    const page = PageSchema.parse(input);
    const existing = await db.pages.get(page.id);
    await db.pages.put({ ...page, _order: existing?._order ?? nextOrder(), _updatedAt: Date.now() });
    return page;
  });
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
