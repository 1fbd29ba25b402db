/**
 * Uploaded files are checked by content, not only by name or declared type (design.md, "Rules
 * of the house"): JPEG, PNG, GIF and WebP pass; SVG (it can carry script) and anything else do not.
 */

export type RasterType = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';

const ascii = (bytes: Uint8Array, start: number, text: string) =>
  text.split('').every((char, i) => bytes[start + i] === char.charCodeAt(0));

/** The image type the first bytes say, or null. */
export function sniffImageType(bytes: Uint8Array): RasterType | null {
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 6 && (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a'))) return 'image/gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'image/webp';
  return null;
}

async function firstBytes(blob: Blob, count: number): Promise<Uint8Array> {
  const head = blob.slice(0, count);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read.'));
    reader.readAsArrayBuffer(head);
  });
}

/**
 * The file's real raster type, or null when it must be refused: a declared type that is not an
 * image (an empty type is allowed, some pickers send none), any SVG, or content that is not one of
 * the four raster formats whatever its name says.
 */
export async function checkImageFile(file: Blob): Promise<RasterType | null> {
  const declared = file.type.toLowerCase();
  if (declared !== '' && !declared.startsWith('image/')) return null;
  if (declared.includes('svg')) return null;
  try {
    return sniffImageType(await firstBytes(file, 12));
  } catch {
    return null;
  }
}

/** Reads a blob as a base64 data URL of the given type (no FileReader, so any Blob works). */
export async function toDataUrl(blob: Blob, type: string): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) {
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  }
  return `data:${type};base64,${btoa(binary)}`;
}
