import { applyEdits, valueAt, type Edit } from '../../domain/edits';
import type { Page, PageType } from '../../domain/schemas';
import { mostRecentSiteId, resolveSlot, type SlotNumber } from '../../domain/slots';
import { journaledTexts, recordKeyOf, textOwed } from '../../storage/edit-journal';
import { mirroredPages, mirroredSitesOf, mirroredUserEmail } from '../../storage/mirror-read';
import { kindsWithPages } from '../../sites/slot-pages';

/**
 * The page a slot route edits as the localStorage mirror last wrote it, so the editor paints (and
 * takes keys) before storage's code is here (issue 38); the same rule as storage's resolution
 * (resolveSlot), on the mirror's copies. Undefined unless the mirror names an existing page: a
 * page still to be created waits for storage. Text a reload cut off before it was stored (the
 * unsaved-text journal, which storage saves again as it starts) is shown as it will be stored.
 */
export function mirroredSlotPage(type: PageType, slot: SlotNumber, querySiteId: string | undefined): Page | undefined {
  const email = mirroredUserEmail();
  if (!email) return undefined;
  const pages = mirroredPages() as unknown as Page[];
  let siteId = querySiteId;
  if (!siteId && slot === 1) siteId = mostRecentSiteId(mirroredSitesOf(email), kindsWithPages(type));
  const pagesOfSite = siteId ? pages.filter((page) => page.siteId === siteId) : [];
  // Storage's [type+slotId] index gives the lowest page id first.
  const pageBySlot = siteId ? undefined : pages.filter((page) => page.type === type && page.slotId === slot).sort((a, b) => (a.id < b.id ? -1 : 1))[0];
  const resolution = resolveSlot({ type, slot, siteId, pagesOfSite, pageBySlot });
  return resolution.kind === 'page' ? withTextOwed(resolution.page) : undefined;
}

function withTextOwed(page: Page): Page {
  const owed: Edit[] = [];
  for (const [path, texts] of Object.entries(journaledTexts(recordKeyOf({ table: 'pages', key: page.id })))) {
    const text = Array.isArray(texts) ? textOwed(texts, valueAt(page, path)) : null;
    if (text !== null) owed.push({ set: path, value: text });
  }
  return owed.length > 0 ? applyEdits(page, owed) : page;
}
