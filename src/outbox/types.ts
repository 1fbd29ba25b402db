/**
 * The shape of an outbox row (Dexie table `outbox`, declared loosely in src/storage/db.ts).
 * One row is one thing to deliver once: an image upload or an e-mail.
 */
import type { IndexableType } from 'dexie';

export type OutboxKind = 'image' | 'email';
export type OutboxStatus = 'pending' | 'sending' | 'done' | 'failed';

export interface ImagePayload {
  /** The blob in db.images. */
  imageId: string;
  /** The data URL that was put in the record; replaced by value with the hosted address. */
  localUrl: string;
  fileName: string;
}

export interface EmailPayload {
  templateId: string;
  params: Record<string, string>;
}

/** Where the record holding the image lives: `db.table(table).get(key)`. */
export interface OutboxTarget {
  table: string;
  key: IndexableType;
}

interface RowBase {
  id: string;
  /** One e-mail per event (`welcome:{email}`, `payment:{orderId}`), one upload per image (`image:{imageId}`). */
  idempotencyKey: string;
  status: OutboxStatus;
  /** Sends started so far (a claim counts as an attempt). */
  attempts: number;
  /** Not sent before this time (ms since epoch). */
  nextAttemptAt: number;
  lastError: string | null;
  /** HTTP status of the last failure; 0 for a network error. */
  lastStatus: number | null;
  createdAt: number;
  updatedAt: number;
  /** Set while `sending`: which claim owns the row and since when (the lease). */
  claimId: string | null;
  claimedAt: number | null;
  /** Set when `done`; done rows are pruned after a while. */
  doneAt: number | null;
}

export type ImageItem = RowBase & {
  kind: 'image';
  payload: ImagePayload;
  target: OutboxTarget;
  /** The image host's secure_url, once uploaded. */
  hostedUrl: string | null;
};

export type EmailItem = RowBase & {
  kind: 'email';
  payload: EmailPayload;
};

export type OutboxItem = ImageItem | EmailItem;
