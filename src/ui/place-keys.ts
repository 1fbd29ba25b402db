import { useRef } from 'react';

/**
 * React keys for the items of a list kept by place (strings: a business's services, pictures),
 * that follow each item when items before it are removed or moved (by another tab, or another
 * device). Keyed by place, the field of the item being typed into went from the screen with the
 * last row, and the focus and the keys typed next with it.
 *
 * An item keeps its key where it is the same item in the same place; else where one item before
 * held that value (nearest its place); else it is an item typed into: the key of the item in its
 * place, or, where items were removed, of one from as far below as they were (the one it shares
 * the longest beginning with; on a tie the later one: items move up). The rest get new keys.
 */
export function followKeys(before: readonly unknown[], beforeKeys: readonly string[], after: readonly unknown[], newKey: () => string): string[] {
  const keys: (string | undefined)[] = after.map(() => undefined);
  const taken = new Set<number>();
  const take = (index: number, from: number) => {
    keys[index] = beforeKeys[from];
    taken.add(from);
  };
  /** The free item of `before` among `from` that `score` rates highest (the later one on a tie). */
  const best = (from: number[], score: (j: number) => number) =>
    from.filter((j) => !taken.has(j)).reduce((chosen, j) => (chosen < 0 || score(j) >= score(chosen) ? j : chosen), -1);
  const places = before.map((_, j) => j);
  const removed = Math.max(0, before.length - after.length);

  after.forEach((item, index) => {
    if (index < before.length && before[index] === item) take(index, index);
  });
  after.forEach((item, index) => {
    if (keys[index] !== undefined) return;
    const from = best(places.filter((j) => before[j] === item), (j) => -Math.abs(j - index));
    if (from >= 0) take(index, from);
  });
  after.forEach((item, index) => {
    if (keys[index] !== undefined) return;
    const from = best(places.slice(index, index + removed + 1), (j) => sharedStart(before[j], item));
    if (from >= 0) take(index, from);
  });
  return keys.map((key) => key ?? newKey());
}

/** How many characters two strings begin with alike (0 for anything else). */
function sharedStart(a: unknown, b: unknown): number {
  if (typeof a !== 'string' || typeof b !== 'string') return 0;
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/** followKeys across renders: the keys of `items` as shown now. */
export function usePlaceKeys(items: readonly unknown[]): string[] {
  const shown = useRef<{ items: readonly unknown[]; keys: string[]; made: number }>({ items: [], keys: [], made: 0 });
  const last = shown.current;
  // Worked out once per list (a render that brings the same list again keeps its keys).
  if (last.items !== items) {
    const keys = followKeys(last.items, last.keys, items, () => `new-${(last.made += 1)}`);
    shown.current = { items, keys, made: last.made };
  }
  return shown.current.keys;
}
