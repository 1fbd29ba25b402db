/**
 * Reading untyped stored content (a legacy localStorage value, a preview row, a list item) as
 * text: a string as it is, a number or boolean written out, anything else (missing, an object, a
 * list) as ''. Never "[object Object]" on a page or in a file name.
 */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return '';
}

/** A value's fields when it is a plain object (not a list), else none: for reading untyped items. */
export function fieldsOf(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** `Array.isArray` that keeps the items `unknown` (it would make them `any`). */
export const isList = (value: unknown): value is unknown[] => Array.isArray(value);
