/**
 * Small zod building blocks shared by the entity schemas.
 *
 * Old data (written by earlier versions of the product) is uneven: fields go missing, a field
 * is sometimes null, ids are sometimes numbers. The helpers below are lenient about *absence*
 * (missing or null means "use the default") and strict about *types* (a number where text
 * belongs is an error, so the record is quarantined rather than silently mangled).
 */
import { z } from './zod';

/** A schema that maps its input before `S` parses it; a key of it is optional when `S` says so. */
export type ZodMiniPreprocess<S extends z.core.SomeType> = z.ZodMiniType<z.output<S>, unknown, z.core.$ZodPreprocessInternals<S, unknown>>;

/**
 * zod/mini has no preprocess. At run time zod's own preprocess is exactly this pipe (a transform
 * into the schema); the cast only carries over its type, which lets a key with a default be absent.
 */
export const preprocess = <S extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: S): ZodMiniPreprocess<S> =>
  z.pipe(z.transform(fn), schema);

/** For preprocess: a stored null means "absent", so the schema's default applies. */
export const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

/** Text; missing or null becomes `fallback`. */
export const text = (fallback = '') => preprocess(nullToUndefined, z._default(z.string(), fallback));

/** Text that may be absent; a stored null reads as absent. */
export const optionalText = () => preprocess(nullToUndefined, z.optional(z.string()));


/** A boolean; missing or null becomes `fallback`. */
export const flag = (fallback = false) => preprocess(nullToUndefined, z._default(z.boolean(), fallback));

/** Text that may be stored as null on purpose (spec.md section 5: untoggled contact entries). */
export const nullableText = () => z._default(z.nullable(z.string()), null);

/** An id: string or number in old data, always a non-empty string once parsed. */
export const idLike = z.pipe(
  z.union([z.string().check(z.minLength(1)), z.number()]),
  z.transform((value: string | number) => String(value)),
);

/** A list of image URLs (data URLs or hosted URLs); missing or null is an empty list. */
export const imageList = () => preprocess(nullToUndefined, z._default(z.array(z.string()), []));

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
