/**
 * Small zod building blocks shared by the entity schemas.
 *
 * Old data (written by earlier versions of the product) is uneven: fields go missing, a field
 * is sometimes null, ids are sometimes numbers. The helpers below are lenient about *absence*
 * (missing or null means "use the default") and strict about *types* (a number where text
 * belongs is an error, so the record is quarantined rather than silently mangled).
 */
import { z } from 'zod';

const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** Text; missing or null becomes `fallback`. */
export const text = (fallback = '') => z.preprocess(nullToUndefined, z.string().default(fallback));

/** Text with a maximum length (spec.md section 5); missing or null becomes `fallback`. */
export const limitedText = (max: number, fallback = '') =>
  z.preprocess(nullToUndefined, z.string().max(max).default(fallback));

/** A boolean; missing or null becomes `fallback`. */
export const flag = (fallback = false) => z.preprocess(nullToUndefined, z.boolean().default(fallback));

/** Text that may be stored as null on purpose (spec.md section 5: untoggled contact entries). */
export const nullableText = () => z.string().nullable().default(null);

/** An id: string or number in old data, always a non-empty string once parsed. */
export const idLike = z
  .union([z.string().min(1), z.number().finite()])
  .transform((value) => String(value));

/** A list of image URLs (data URLs or hosted URLs); missing or null is an empty list. */
export const imageList = () => z.preprocess(nullToUndefined, z.array(z.string()).default([]));

/** Pads with `filler` or trims so the list has exactly `size` entries. */
export function toExactLength<T>(items: T[], size: number, filler: () => T): T[] {
  const out = items.slice(0, size);
  while (out.length < size) out.push(filler());
  return out;
}

/** YYYY-MM-DD in local time, what a date input shows. */
export function todayAsDateInput(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
