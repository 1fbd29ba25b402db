/**
 * Image uploads (spec.md section 7): a multipart POST {file, upload_preset} to the image host's
 * unsigned upload endpoint; the answer's secure_url replaces the local data URL in the record.
 */
import type { Table } from 'dexie';
import { config } from '../config';
import { readSyncSettings } from '../storage/sync-settings';
import { serverAddress, servedThisApp } from '../sync/pairing';
import { spaceBearer, UPLOAD_PATH } from '../sync/web-address';
import { db } from '../storage/db';
import { IMAGE_REFERENCE_PREFIX } from '../storage/images';
import { safeUrl } from '../domain/safe-url';
import { enqueue, mayRecordDelivery, outboxTable } from './queue';
import { replaceStringsDeep } from './replace';
import { TransportError, parseRetryAfter, type ImageUploadRequest } from './transport';
import type { ImageItem, ImagePayload, OutboxTarget } from './types';

export const imageKey = (imageId: string) => `image:${imageId}`;

/**
 * Queues the upload of an image already stored in db.images, whose data URL `localUrl` is in the
 * record at `target`. One upload per image: enqueueing the same image again is a no-op.
 */
export function enqueueImageUpload(payload: ImagePayload, { table, key }: OutboxTarget): Promise<ImageItem> {
  // Only the table and key: the record's address, whatever else an editor's reference to it carries.
  return enqueue({ kind: 'image', idempotencyKey: imageKey(payload.imageId), payload, target: { table, key } });
}

/** A stalled upload counts as a network error after this long. */
export const UPLOAD_TIMEOUT_MS = 120_000;

interface UploadTarget {
  uploadUrl: string;
  uploadPreset: string;
  /** The Brick server's: the space that may upload there. */
  authorization?: string;
  /** The Brick server's origin: the one plain-http origin whose addresses are taken (a laptop, a LAN). */
  serverOrigin?: string;
}

/**
 * Where a picture goes now: the image host the build was pointed at, or, when none was chosen and
 * sync is on with the Brick server that served the app, that server (issue 37), as its space.
 */
export async function uploadTarget(): Promise<UploadTarget> {
  const { uploadUrl, uploadPreset, chosen } = config().imageHost;
  const sync = chosen ? null : await readSyncSettings();
  if (!sync || sync.paused || !servedThisApp(sync.serverUrl)) return { uploadUrl, uploadPreset };
  return {
    uploadUrl: serverAddress(sync.serverUrl, UPLOAD_PATH),
    uploadPreset,
    authorization: spaceBearer(sync.spaceId, sync.secret),
    serverOrigin: new URL(sync.serverUrl).origin,
  };
}

/** The production transport: XHR rather than fetch, because XHR reports upload progress. */
export async function uploadWithXhr({ blob, fileName, onProgress }: ImageUploadRequest): Promise<{ secureUrl: string }> {
  const { uploadUrl, uploadPreset, authorization, serverOrigin } = await uploadTarget();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uploadUrl);
    if (authorization) xhr.setRequestHeader('Authorization', authorization);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        const secureUrl = secureUrlFrom(xhr.responseText, serverOrigin);
        // A 2xx without an address is most likely a captive portal or proxy page: try again later.
        if (secureUrl) resolve({ secureUrl });
        else reject(new TransportError(502, 'The image host did not return an address'));
        return;
      }
      const reason = errorMessageFrom(xhr.responseText) || xhr.statusText || `HTTP ${xhr.status}`;
      reject(new TransportError(xhr.status, reason, parseRetryAfter(xhr.getResponseHeader('Retry-After'))));
    };
    xhr.onerror = () => reject(new TransportError(0, 'Network Error'));
    xhr.ontimeout = () => reject(new TransportError(0, 'The upload timed out'));
    xhr.onabort = () => reject(new TransportError(0, 'The upload was interrupted'));
    const form = new FormData();
    form.append('file', blob, fileName || 'image');
    form.append('upload_preset', uploadPreset);
    xhr.send(form);
  });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function secureUrlFrom(text: string, serverOrigin?: string): string | null {
  const body = parseJson(text) as { secure_url?: unknown } | null;
  const url = safeUrl(body?.secure_url, 'image');
  if (!url) return null;
  return url.startsWith('https://') || (serverOrigin !== undefined && new URL(url).origin === serverOrigin) ? url : null;
}

function errorMessageFrom(text: string): string | null {
  const body = parseJson(text) as { error?: { message?: unknown } | string } | null;
  const error = body?.error;
  if (typeof error === 'string') return error;
  return typeof error?.message === 'string' ? error.message : null;
}

/**
 * The upload landed: in one transaction, remember the hosted address on the image, swap it into
 * the target record by value, and mark the outbox row done (unless it was discarded meanwhile).
 * Nothing at all is written when the row is done already (safe to run twice) or another tab's
 * claim holds it (mayRecordDelivery): that tab's upload is the one recorded, so the record and the
 * row end with the same address.
 */
export async function completeImageUpload(item: ImageItem, secureUrl: string, now: number): Promise<void> {
  const outbox = outboxTable();
  const targetTable = db.tables.find((table) => table.name === item.target.table);
  const tables = targetTable ? [outbox, db.images, targetTable] : [outbox, db.images];
  await db.transaction('rw', tables, async () => {
    const row = await outbox.get(item.id);
    if (row && !mayRecordDelivery(row, item)) return;
    await db.images.update(item.payload.imageId, { hostedUrl: secureUrl });
    if (targetTable) {
      const record: unknown = await targetTable.get(item.target.key);
      if (record !== undefined) {
        const from = new Set([item.payload.localUrl, `${IMAGE_REFERENCE_PREFIX}${item.payload.imageId}`]);
        const { value, count } = replaceStringsDeep(record, from, secureUrl);
        if (count > 0) {
          // Not an edit: the same picture, now also on the host. _updatedAt keeps the person's last
          // edit, or a draft published before its pictures landed would be listed again as a draft.
          const next = value as Record<string, unknown>;
          // put with the table's own key: tables with inbound keys take it from the record.
          if (targetTable.schema.primKey.keyPath) await targetTable.put(next);
          else await targetTable.put(next, item.target.key);
        }
      }
    }
    if (row) {
      await (outbox as unknown as Table<ImageItem, string>).update(item.id, {
        status: 'done', doneAt: now, updatedAt: now, hostedUrl: secureUrl,
        lastError: null, lastStatus: null, claimId: null, claimedAt: null,
      });
    }
  });
}
