/**
 * localStorage holds about 5 MB. When a mirror write is refused, the mirror writes a reduced
 * projection (every data:image URL replaced by a `brick-image:{id}` reference to a blob in the
 * Dexie `images` table), tells the person, and tries the full projection again at the next
 * flush. Dexie keeps everything either way.
 */
import { imageReference, isImageDataUrl, saveDataUrlImage } from './images';

/** True for every way browsers say "storage full". */
export function isQuotaExceededError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code } = error as { name?: unknown; code?: unknown };
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return true;
  if (code === 22 || code === 1014) return true; // 22: WebKit/Blink legacy code, 1014: old Firefox
  if (name === 'AbortError') {
    const inner = (error as { inner?: unknown; cause?: unknown }).inner ?? (error as { cause?: unknown }).cause;
    return isQuotaExceededError(inner);
  }
  return false;
}

/** A copy of `value` with every image data URL replaced by a reference to its stored blob. */
export async function withImageReferences(value: unknown): Promise<unknown> {
  if (isImageDataUrl(value)) {
    try {
      return imageReference(await saveDataUrlImage(value));
    } catch (error) {
      console.warn('Brick: could not keep an image as a blob; leaving it inline', error);
      return value; // a malformed data URL: better a big value than a dangling reference
    }
  }
  if (Array.isArray(value)) return Promise.all(value.map(withImageReferences));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) out[key] = await withImageReferences(field);
    return out;
  }
  return value;
}

/**
 * Shrinks an image so its longer edge is at most `maxEdge` pixels (JPEG/PNG/WebP keep their type;
 * anything that cannot be decoded here, e.g. in jsdom, comes back unchanged).
 */
export async function resizeImage(file: Blob, maxEdge = 1600): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const scale = Math.min(1, maxEdge / Math.max(bitmap.width, bitmap.height));
    if (scale === 1) return file;
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const type = file.type === 'image/png' || file.type === 'image/webp' ? file.type : 'image/jpeg';
    if (typeof OffscreenCanvas === 'function') {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      return await canvas.convertToBlob({ type, quality: 0.85 });
    }
    if (typeof document !== 'undefined') {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d');
      if (!context) return file;
      context.drawImage(bitmap, 0, 0, width, height);
      return await new Promise<Blob>((resolve) => canvas.toBlob((blob) => resolve(blob ?? file), type, 0.85));
    }
    return file;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

let persistenceRequested: Promise<boolean> | null = null;

/**
 * Asks the browser not to evict Brick's storage under pressure. Asked on a person's first publish
 * (issue 25: not on load; asking before anything is worth keeping gets refused more often), once
 * per page; `again` asks anew ("Protect my data" in /settings).
 */
export function requestPersistence(options: { again?: boolean } = {}): Promise<boolean> {
  if (options.again) persistenceRequested = null;
  persistenceRequested ??= (async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.storage?.persist) return false;
      if (await navigator.storage.persisted?.()) return true;
      return await navigator.storage.persist();
    } catch {
      return false;
    }
  })();
  return persistenceRequested;
}

/** Whether the browser already keeps Brick's storage; null when it does not say. */
export async function storagePersisted(): Promise<boolean | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.persisted) return null;
    return await navigator.storage.persisted();
  } catch {
    return null;
  }
}

export function resetPersistenceRequestForTests(): void {
  persistenceRequested = null;
}

/** Bytes used and available for this origin, when the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  try {
    if (typeof navigator === 'undefined' || !navigator.storage?.estimate) return null;
    const { usage = 0, quota = 0 } = await navigator.storage.estimate();
    return { usage, quota };
  } catch {
    return null;
  }
}
