/**
 * What an image field says about its upload (issue 23, item 4): the truth, not always "waiting".
 * Pure: the outbox row's state, whether the device is online, and the time now.
 */

/** The parts of an outbox row this needs (src/outbox/types.ts). */
export interface UploadRowState {
  status: 'pending' | 'sending' | 'done' | 'failed';
  /** Set by a failed attempt; cleared by Retry. */
  lastError: string | null;
  /** Not sent before this time (ms since epoch). */
  nextAttemptAt: number;
}

export type UploadState =
  | { kind: 'waiting' } // offline: "Waiting for a connection"
  | { kind: 'uploading' } // being sent now
  | { kind: 'retrying'; seconds: number } // online, refused for now: "Upload failed, retrying in N s", Retry now
  | { kind: 'failed' } // refused for good (4xx): "Image upload failed.", Try again, Remove
  | { kind: 'none' };

export function uploadState(row: UploadRowState | undefined, online: boolean, now: number): UploadState {
  if (!row || row.status === 'done') return { kind: 'none' };
  if (row.status === 'failed') return { kind: 'failed' };
  if (!online) return { kind: 'waiting' };
  if (row.status === 'sending') return { kind: 'uploading' };
  // Pending while online: queued (about to go) or backing off after a refusal.
  if (row.lastError !== null) return { kind: 'retrying', seconds: Math.max(1, Math.ceil((row.nextAttemptAt - now) / 1000)) };
  return { kind: 'uploading' };
}
