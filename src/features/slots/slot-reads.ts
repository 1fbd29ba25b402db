import type { PageType } from '../../domain/schemas';
import { mostRecentSiteId, resolveSlot, type SlotNumber } from '../../domain/slots';
import { findPageBySlot, listPagesOfSite, savePage } from '../../storage/pages';
import { listSitesOfUser } from '../../storage/sites';
import { kindsWithPages } from '../../sites/slot-pages';
import type { SlotState } from './useSlotResolution';

/**
 * Finds (or creates, the first time) the page a slot route edits, in storage; the rule is
 * resolveSlot in src/domain/slots.ts. Its own chunk: it brings storage's code (issue 38).
 */
export async function resolveStoredSlot(type: PageType, slot: SlotNumber, querySiteId: string | undefined, email: string | undefined): Promise<SlotState> {
  let siteId = querySiteId;
  if (!siteId && slot === 1 && email) siteId = mostRecentSiteId(await listSitesOfUser(email), kindsWithPages(type));
  const pagesOfSite = siteId ? await listPagesOfSite(siteId) : [];
  const pageBySlot = siteId ? undefined : await findPageBySlot(type, slot);
  const resolution = resolveSlot({ type, slot, siteId, pagesOfSite, pageBySlot });
  if (resolution.kind === 'unresolved') return { status: 'unresolved' };
  const page = resolution.kind === 'create' ? await savePage(resolution.page) : resolution.page;
  return { status: 'ready', page, stored: true };
}
