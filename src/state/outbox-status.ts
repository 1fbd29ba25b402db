import { create } from 'zustand';
import { outboxRetrying, outboxSending, outboxWaiting } from '../domain/shell-messages';

/**
 * What the outbox is doing, for the header badge and image fields. No Dexie here: the header is
 * in the entry bundle, and the flusher (loaded with storage) pushes counts and progress in.
 */
export interface KindCounts {
  image: number;
  email: number;
}

export interface OutboxStatusState {
  /** Rows waiting to be sent (pending, including those backing off after a failure). */
  pending: KindCounts;
  /** Rows being sent right now. */
  sending: KindCounts;
  /** Rows that will not be sent without the person (Retry in the outbox list). */
  failed: KindCounts;
  /** Of the pending rows, those backing off after a failed try (the device may well be online). */
  retrying: KindCounts;
  /** Upload progress by outbox row id, 0..100. */
  progress: Record<string, number>;
}

const none = (): KindCounts => ({ image: 0, email: 0 });

export const initialOutboxStatus = (): OutboxStatusState => ({ pending: none(), sending: none(), failed: none(), retrying: none(), progress: {} });

export const useOutboxStatus = create<OutboxStatusState>(() => initialOutboxStatus());

export function setOutboxCounts(counts: Pick<OutboxStatusState, 'pending' | 'sending' | 'failed'> & Partial<Pick<OutboxStatusState, 'retrying'>>): void {
  useOutboxStatus.setState({ retrying: none(), ...counts });
}

export function setUploadProgress(rowId: string, percent: number): void {
  const clamped = Math.max(0, Math.min(100, Math.round(percent)));
  if (useOutboxStatus.getState().progress[rowId] === clamped) return;
  useOutboxStatus.setState((state) => ({ progress: { ...state.progress, [rowId]: clamped } }));
}

export function clearUploadProgress(rowId: string): void {
  if (!(rowId in useOutboxStatus.getState().progress)) return;
  useOutboxStatus.setState((state) => {
    const { [rowId]: _gone, ...rest } = state.progress;
    void _gone;
    return { progress: rest };
  });
}

export function resetOutboxStatusForTests(): void {
  useOutboxStatus.setState(initialOutboxStatus());
}

/**
 * The header badge's words, or null when nothing waits: "2 uploads waiting for a connection"
 * while offline or queued, "Uploading 2 images…" while something is being sent, and
 * "1 upload failed, retrying soon" online when all that waits was refused for now (issue 23).
 */
export function outboxSummary(state: Pick<OutboxStatusState, 'pending' | 'sending'> & Partial<Pick<OutboxStatusState, 'retrying'>>, online: boolean): string | null {
  const images = state.pending.image + state.sending.image;
  const emails = state.pending.email + state.sending.email;
  if (images + emails === 0) return null;
  const retrying = state.retrying ?? none();
  const sendingNow = state.sending.image + state.sending.email > 0;
  if (online && sendingNow) return outboxSending(images, emails);
  if (online && retrying.image + retrying.email === images + emails) return outboxRetrying(images, emails);
  return outboxWaiting(images, emails);
}
