/**
 * Replace-by-value: when an upload lands, every string in the record equal to the local data URL
 * (or to its `brick-image:{id}` reference) becomes the hosted address. Matching by value, not by
 * path, keeps working when a list was re-ordered meanwhile, and leaves alone a field the person
 * changed to something else.
 */

const isPlainObject = (value: unknown): value is Record<string, unknown> => {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/** A copy of `value` with each string found in `from` replaced by `to`; `count` says how many. */
export function replaceStringsDeep<T>(value: T, from: ReadonlySet<string>, to: string): { value: T; count: number } {
  let count = 0;
  const walk = (node: unknown): unknown => {
    if (typeof node === 'string') {
      if (from.has(node)) {
        count += 1;
        return to;
      }
      return node;
    }
    if (Array.isArray(node)) {
      let changed = false;
      const next = node.map((item) => {
        const replaced = walk(item);
        if (replaced !== item) changed = true;
        return replaced;
      });
      return changed ? next : node;
    }
    // Blobs, Dates and other class instances are left as they are.
    if (isPlainObject(node)) {
      let changed = false;
      const next: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(node)) {
        const replaced = walk(field);
        if (replaced !== field) changed = true;
        next[key] = replaced;
      }
      return changed ? next : node;
    }
    return node;
  };
  const result = walk(value) as T;
  return { value: result, count };
}
