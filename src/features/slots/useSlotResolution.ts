import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Page, PageType } from '../../domain/schemas';
import type { SlotNumber } from '../../domain/slots';
import { useSession } from '../../state/session';
import { loadWhenOnline } from '../../state/load-code';
import { mirroredSlotPage } from './mirror-slot';

export type SlotState =
  | { status: 'loading' }
  | { status: 'unresolved' }
  | { status: 'failed' }
  /**
   * `stored`: the page as storage holds it; else the localStorage mirror's copy, while storage
   * opens, or (`codeMissing`) while the code that reads storage is still to come after it failed
   * to load (offline before the service worker held it).
   */
  | { status: 'ready'; page: Page; stored: boolean; codeMissing?: boolean };

/**
 * Finds (or creates, the first time) the page a slot route edits (slot-reads.ts, with storage).
 * The site comes from ?siteId=, else (slot 1) the person's most recent site of this type. While
 * storage opens, the mirror's copy of an existing page is shown (mirror-slot.ts, issue 38).
 */
export function useSlotResolution(type: PageType, slot: SlotNumber): SlotState {
  const [params] = useSearchParams();
  const querySiteId = params.get('siteId')?.trim() || undefined;
  const ready = useSession((s) => s.ready);
  const email = useSession((s) => s.currentUser?.email);
  const [stored, setStored] = useState<SlotState>({ status: 'loading' });
  const [codeMissing, setCodeMissing] = useState(false);
  const mirrored = useMemo(() => {
    try {
      return mirroredSlotPage(type, slot, querySiteId);
    } catch {
      return undefined; // a mirror it cannot read: storage answers
    }
  }, [type, slot, querySiteId]);

  useEffect(() => {
    if (!ready) return;
    let cancelled = false;
    setStored({ status: 'loading' });
    loadWhenOnline(() => import('./slot-reads'), () => !cancelled && setCodeMissing(true))
      .then((reads) => reads.resolveStoredSlot(type, slot, querySiteId, email))
      .then(
        (next) => !cancelled && setStored(next),
        () => !cancelled && setStored({ status: 'failed' }),
      );
    return () => {
      cancelled = true;
    };
  }, [ready, email, querySiteId, type, slot]);

  return stored.status === 'loading' && mirrored ? { status: 'ready', page: mirrored, stored: false, codeMissing } : stored;
}
