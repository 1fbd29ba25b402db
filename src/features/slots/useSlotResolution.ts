import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Page, PageType } from '../../domain/schemas';
import { mostRecentSiteId, resolveSlot, type SlotNumber } from '../../domain/slots';
import { findPageBySlot, listPagesOfSite, savePage } from '../../storage/pages';
import { listSitesOfUser } from '../../storage/sites';
import { useSession } from '../../state/session';
import { kindsWithPages } from '../../sites/slot-pages';

export type SlotState =
  | { status: 'loading' }
  | { status: 'unresolved' }
  | { status: 'failed' }
  | { status: 'ready'; page: Page };

/**
 * Finds (or creates, the first time) the page a slot route edits; the rule is resolveSlot in
 * src/domain/slots.ts. The site comes from ?siteId=, else (slot 1) the person's most recent
 * site of this type.
 */
export function useSlotResolution(type: PageType, slot: SlotNumber): SlotState {
  const [params] = useSearchParams();
  const querySiteId = params.get('siteId')?.trim() || undefined;
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const [state, setState] = useState<SlotState>({ status: 'loading' });

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setState({ status: 'loading' });
    (async () => {
      let siteId = querySiteId;
      if (!siteId && slot === 1 && email) siteId = mostRecentSiteId(await listSitesOfUser(email), kindsWithPages(type));
      const pagesOfSite = siteId ? await listPagesOfSite(siteId) : [];
      const pageBySlot = siteId ? undefined : await findPageBySlot(type, slot);
      const resolution = resolveSlot({ type, slot, siteId, pagesOfSite, pageBySlot });
      if (resolution.kind === 'unresolved') return { status: 'unresolved' } as const;
      const page = resolution.kind === 'create' ? await savePage(resolution.page) : resolution.page;
      return { status: 'ready', page } as const;
    })().then(
      (next) => !cancelled && setState(next),
      () => !cancelled && setState({ status: 'failed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [ready, email, querySiteId, type, slot]);

  return state;
}
