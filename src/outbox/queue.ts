/**
 * The outbox queue: rows in Dexie (`db.outbox`) that wait to be delivered once. Enqueueing is
 * idempotent by key; the flusher (flusher.ts) does the sending.
 */
import Dexie, { type Table } from 'dexie';
import { db } from '../storage/db';
import { newId } from '../domain/ids';
import { now as clockNow } from './clock';
import type { EmailItem, EmailPayload, ImageItem, ImagePayload, OutboxItem, OutboxTarget } from './types';

/** db.outbox with the outbox's own row type (db.ts declares it loosely). */
export const outboxTable = (): Table<OutboxItem, string> => db.outbox as unknown as Table<OutboxItem, string>;

type EnqueueListener = () => void;
const listeners = new Set<EnqueueListener>();

/** The flusher listens here so a new row is sent at once ("right after a row is added"). */
export function onEnqueued(listener: EnqueueListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let lastCreatedAt = 0;
/** Strictly increasing within a tab, so rows added in the same millisecond keep their order. */
function createdNow(): number {
  lastCreatedAt = Math.max(clockNow(), lastCreatedAt + 1);
  return lastCreatedAt;
}

export type NewImageItem = { kind: 'image'; idempotencyKey: string; payload: ImagePayload; target: OutboxTarget };
export type NewEmailItem = { kind: 'email'; idempotencyKey: string; payload: EmailPayload };

/**
 * Adds a row unless one with the same idempotency key exists (in any state, done included):
 * then it is a no-op and the existing row is returned. Safe across tabs: the key is a unique index.
 */
export async function enqueue(item: NewImageItem): Promise<ImageItem>;
export async function enqueue(item: NewEmailItem): Promise<EmailItem>;
export async function enqueue(item: NewImageItem | NewEmailItem): Promise<OutboxItem> {
  const table = outboxTable();
  const now = clockNow();
  const base = {
    id: newId(),
    status: 'pending' as const,
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    lastStatus: null,
    createdAt: createdNow(),
    updatedAt: now,
    claimId: null,
    claimedAt: null,
    doneAt: null,
  };
  const row: OutboxItem = item.kind === 'image' ? { ...base, ...item, hostedUrl: null } : { ...base, ...item };
  let added = false;
  let result: OutboxItem;
  try {
    result = await db.transaction('rw', table, async () => {
      const existing = await table.where('idempotencyKey').equals(item.idempotencyKey).first();
      if (existing) return existing;
      await table.add(row);
      added = true;
      return row;
    });
  } catch (error) {
    // Another tab added the same key between our read and our write.
    if (error instanceof Dexie.ConstraintError || (error as { name?: string })?.name === 'ConstraintError') {
      const existing = await table.where('idempotencyKey').equals(item.idempotencyKey).first();
      if (existing) return existing;
    }
    throw error;
  }
  if (added) for (const listener of [...listeners]) listener();
  return result;
}

/**
 * Whether a delivery made under `item`'s claim may be recorded on `row` (read in the recording
 * transaction): the claim is still ours, or nobody holds the row (its lease ran out and no tab has
 * taken it yet, so no other send is under way). A row another claim holds is left to that claim:
 * its send may already have started, and recording done now would make it a send after done. The
 * item may then be delivered twice, which is what a lease running out costs (at least once).
 */
export function mayRecordDelivery(row: OutboxItem, item: OutboxItem): boolean {
  return row.status === 'sending' ? row.claimId === item.claimId : row.status === 'pending';
}

export function getItemByKey(idempotencyKey: string): Promise<OutboxItem | undefined> {
  return outboxTable().where('idempotencyKey').equals(idempotencyKey).first();
}

/** Every row, oldest first (for the settings list and tests). */
export function listItems(): Promise<OutboxItem[]> {
  return outboxTable().orderBy('createdAt').toArray();
}

/** A failed (or backing-off) row goes back to pending, due now, with a fresh backoff; the flusher is nudged. */
export async function retryItem(id: string): Promise<void> {
  const now = clockNow();
  const changed = await outboxTable()
    .where('id')
    .equals(id)
    .and((row) => row.status === 'failed' || row.status === 'pending')
    .modify({ status: 'pending', attempts: 0, nextAttemptAt: now, updatedAt: now, lastError: null, lastStatus: null });
  if (changed > 0) for (const listener of [...listeners]) listener();
}

/** Deletes a row: it will not be sent (a send already under way still completes). */
export async function discardItem(id: string): Promise<void> {
  await outboxTable().delete(id);
}
