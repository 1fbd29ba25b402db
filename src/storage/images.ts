/**
 * Image blobs (Dexie table `images`). Images arrive as data URLs (spec.md section 7); keeping
 * them as blobs lets the mirror replace big data URLs with short references when localStorage
 * is full, and lets the outbox upload them later.
 */
import { newId } from '../domain/ids';
import { db, type ImageRow } from './db';
import { hashString } from './hash';

/** What the mirror writes in place of a data URL when localStorage is full. */
export const IMAGE_REFERENCE_PREFIX = 'brick-image:';
export const imageReference = (imageId: string) => `${IMAGE_REFERENCE_PREFIX}${imageId}`;
export const isImageDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('data:image/');

/** Decodes a data URL to a Blob without fetch (works in jsdom and workers alike). */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const header = dataUrl.slice(5, comma); // after "data:"
  const body = dataUrl.slice(comma + 1);
  const type = header.split(';')[0] || 'application/octet-stream';
  if (header.endsWith(';base64')) {
    const binary = atob(body);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return new Blob([bytes], { type });
  }
  return new Blob([decodeURIComponent(body)], { type });
}

export async function blobToDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000; // String.fromCharCode takes a bounded number of arguments
  for (let i = 0; i < bytes.length; i += CHUNK) binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

async function measure(blob: Blob): Promise<{ width: number; height: number }> {
  if (typeof createImageBitmap !== 'function') return { width: 0, height: 0 };
  try {
    const bitmap = await createImageBitmap(blob);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return { width: 0, height: 0 }; // not decodable here (or jsdom): size unknown
  }
}

/** Stores a blob and returns its new id. */
export async function saveImage(blob: Blob): Promise<string> {
  const id = newId();
  const size = await measure(blob);
  await db.images.put({ id, blob, type: blob.type, ...size });
  return id;
}

/** Stores the image of a data URL once; the id is derived from its content. */
export async function saveDataUrlImage(dataUrl: string): Promise<string> {
  const id = `dataurl-${hashString(dataUrl)}`;
  if (!(await db.images.get(id))) {
    const blob = dataUrlToBlob(dataUrl);
    const size = await measure(blob);
    await db.images.put({ id, blob, type: blob.type, ...size });
  }
  return id;
}

export function getImage(id: string): Promise<ImageRow | undefined> {
  return db.images.get(id);
}

/** Turns a `brick-image:{id}` reference back into something an <img> can show. */
export async function resolveImageReference(value: string): Promise<string> {
  if (!value.startsWith(IMAGE_REFERENCE_PREFIX)) return value;
  const image = await getImage(value.slice(IMAGE_REFERENCE_PREFIX.length));
  if (!image) return '';
  return image.hostedUrl ?? blobToDataUrl(image.blob);
}
