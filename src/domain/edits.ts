/**
 * Edits: what an editor changed, never the whole record it shows (issue 22). Storage applies a
 * list of edits to the record as it is stored at that moment (src/storage/edits.ts), so writers
 * that overlap (typing, an image still being read, the outbox's hosted address, another tab) each
 * change only what they touched.
 *
 * A path names a field with dots: 'title', 'contact.email', 'portfolio.2' (a place in a list of
 * strings), 'services.@k3.name' (the item of `services` whose `id` is 'k3': lists of objects keep
 * stable item ids, so two tabs editing different items, or one reordering while another types,
 * both keep their change).
 */
import { newId } from './ids';
import { textOf } from './text';

export type Edit =
  /**
   * Sets the field at `path`; with `ifNow`, only where it holds that value now. A picture's hosted
   * address is such a set: it replaces the picture's data URL, and a Remove or another picture
   * stored meanwhile stands. With `shown`, `path` is an item of a list kept by place (a business's
   * services) as its editor showed it: see placeNow.
   */
  | { set: string; value: unknown; ifNow?: string; shown?: PlaceShown }
  /** Sets the field at `path` only where nothing is stored there yet (a list's default items). */
  | { init: string; value: unknown }
  /** Adds `item` to the list at `list` (at `index`, else at the end); objects get an id. */
  | { add: string; item: unknown; index?: number }
  /**
   * Removes the item with this id (objects) or at this index (strings) from the list. A removal by
   * place says how its editor showed the list (`shown`): where another removal or a move (another
   * tab, another device, a second press) was stored first, it removes that item where it is now,
   * and stands down where it is gone rather than remove the item that took its place (placeNow).
   */
  | { remove: string; at: string | number; shown?: PlaceShown }
  /** Moves the item with this id (or at this index, `shown` as for a removal) to `to`. */
  | { move: string; at: string | number; to: number; shown?: PlaceShown };

/**
 * An item of a list kept by place as its editor showed it: its value, the list's length, and, of
 * the items equal to it, how many there were and how many came before it (placeShown).
 */
export interface PlaceShown {
  item: unknown;
  ofLength: number;
  copies: number;
  nth: number;
}

/** How the list `shown` shows its item at `index` (`item`, where the editor shows typed text there). */
export function placeShown(shown: readonly unknown[], index: number, item: unknown = shown[index]): PlaceShown {
  const equal = (other: unknown, at: number) => (at === index ? true : other === item);
  return { item, ofLength: shown.length, copies: shown.filter(equal).length, nth: shown.slice(0, index).filter(equal).length };
}

type Container = Record<string, unknown> | unknown[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Gives every object item of a list an `id`, keeping the ones it has. */
export function withItemIds(list: unknown[]): unknown[] {
  let changed = false;
  const next = list.map((item) => {
    if (!isObject(item) || typeof item.id === 'string' || typeof item.id === 'number') return item;
    changed = true;
    return { ...item, id: newId() };
  });
  return changed ? next : list;
}

/** Where `segment` points in `list`: an index, '@id' (an item's id) or -1 when it is not there. */
function indexIn(list: unknown[], segment: string | number): number {
  if (typeof segment === 'number') return segment >= 0 && segment < list.length ? segment : -1;
  if (segment.startsWith('@')) {
    const id = segment.slice(1);
    return list.findIndex((item) => isObject(item) && item.id !== undefined && textOf(item.id) === id);
  }
  return /^\d+$/.test(segment) ? Number(segment) : -1;
}

const copyOf = (value: unknown, nextSegment: string): Container => {
  if (Array.isArray(value)) return [...(value as unknown[])];
  if (isObject(value)) return { ...value };
  return /^\d+$/.test(nextSegment) ? [] : {};
};

/**
 * A copy of `record` with `change` made to what `path` names (creating the objects on the way);
 * returns `record` itself when the path leads to a list item that is not there (removed meanwhile:
 * the change has nothing left to apply to).
 */
function updateAt<T>(record: T, path: string[], change: (current: unknown) => unknown): T {
  const [head, ...rest] = path;
  const container = copyOf(record, head);
  let index: string | number = head;
  if (Array.isArray(container)) {
    index = indexIn(container, head);
    if (index < 0 || (head.startsWith('@') && index >= container.length)) return record;
  }
  const current = (container as Record<string | number, unknown>)[index];
  const next = rest.length ? updateAt(current, rest, change) : change(current);
  if (rest.length && next === current && current !== undefined) return record;
  (container as Record<string | number, unknown>)[index] = next;
  return container as T;
}

const listAt = (value: unknown): unknown[] => (Array.isArray(value) ? withItemIds(value) : []);

/** How a path names the item at `index` of a list: by its id when it has one ('@k3'), else by place. */
export const itemSegment = (item: unknown, index: number): string =>
  isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? `@${item.id}` : String(index);

/** Which item an add/remove/move names: its id when it has one, else its place. */
export const itemRef = (item: unknown, index: number): string | number =>
  isObject(item) && (typeof item.id === 'string' || typeof item.id === 'number') ? String(item.id) : index;

/**
 * The removal of the item at `index` of `items`, the list at `list` as its editor shows it: by the
 * item's id, or by its place, saying what was shown there (see Edit).
 */
export function itemRemoval(list: string, items: readonly unknown[], index: number): Edit {
  const at = itemRef(items[index], index);
  return typeof at === 'number' ? { remove: list, at, shown: placeShown(items, index) } : { remove: list, at };
}

/** The move of the item at `index` of `items` to `to`, named as itemRemoval names it. */
export function itemMove(list: string, items: readonly unknown[], index: number, to: number): Edit {
  const at = itemRef(items[index], index);
  return typeof at === 'number' ? { move: list, at, to, shown: placeShown(items, index) } : { move: list, at, to };
}

/** The value a path names ('services.@k3.name', 'portfolio.2'), or undefined. */
export function valueAt(record: unknown, path: string): unknown {
  let current = record;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) current = current[indexIn(current, segment)];
    else if (isObject(current)) current = current[segment];
    else return undefined;
  }
  return current;
}

/**
 * A picture field's edit: the picture picked (a data URL), '' on Remove, or, with `replaces`, the
 * hosted address of the picture `replaces` is, set only where the field still holds it.
 */
export const pictureSet = (path: string, next: string | null, replaces?: string): Edit =>
  replaces === undefined ? { set: path, value: next ?? '' } : { set: path, value: next ?? '', ifNow: replaces };

/**
 * Where the item an editor showed at place `at` of `list` is now, or null when it is gone. Another
 * tab (another device, a second press) may have removed or moved items since:
 * - as many items equal to it as were shown: none of them went or changed, and equal items keep
 *   their order, so it is the one with as many equal items before it as were shown;
 * - fewer or more, in a list as long as shown or longer: one of them changed in its place (its
 *   text typed into, its picture's hosted address): the place is still this item's (two tabs
 *   typing into it: the later text wins, as for any field);
 * - fewer in a shorter list: this item or an equal one was removed, which cannot be told apart:
 *   nothing is changed, rather than change the wrong one.
 */
function placeNow(list: unknown, at: number, shown: PlaceShown): number | null {
  if (!Array.isArray(list)) return at;
  const equal = list.flatMap((item, index) => (item === shown.item ? [index] : []));
  if (equal.length === shown.copies) return equal[shown.nth];
  return list.length >= shown.ofLength ? at : null;
}

/** The path of the list item `path` names ('services.2') where it is now (placeNow), or null. */
function itemPathNow(record: unknown, path: string, shown: PlaceShown): string | null {
  const dot = path.lastIndexOf('.');
  const index = placeNow(valueAt(record, path.slice(0, dot)), Number(path.slice(dot + 1)), shown);
  return index === null ? null : `${path.slice(0, dot)}.${index}`;
}

/** One edit applied to `record` (never mutated). */
export function applyEdit<T>(record: T, edit: Edit): T {
  if ('set' in edit) {
    if (edit.ifNow !== undefined && valueAt(record, edit.set) !== edit.ifNow) return record; // removed or replaced meanwhile
    const path = edit.shown ? itemPathNow(record, edit.set, edit.shown) : edit.set;
    return path === null ? record : updateAt(record, path.split('.'), () => edit.value);
  }
  if ('init' in edit) return updateAt(record, edit.init.split('.'), (current) => (current === undefined ? edit.value : current));
  if ('add' in edit) {
    return updateAt(record, edit.add.split('.'), (current) => {
      const list = [...listAt(current)];
      const [item] = withItemIds([edit.item]);
      list.splice(edit.index ?? list.length, 0, item);
      return list;
    });
  }
  const path = 'remove' in edit ? edit.remove : edit.move;
  const at = edit.shown && typeof edit.at === 'number' ? placeNow(valueAt(record, path), edit.at, edit.shown) : edit.at;
  if (at === null) return record; // removed meanwhile
  // A move by place goes as far as it was meant to from where its item is now.
  const to = 'move' in edit ? edit.to + (typeof at === 'number' && typeof edit.at === 'number' ? at - edit.at : 0) : 0;
  return updateAt(record, path.split('.'), (current) => {
    const list = listAt(current);
    const index = indexIn(list, typeof at === 'number' ? at : `@${at}`);
    if (index < 0) return current; // gone already (another tab removed it)
    const next = [...list];
    const [item] = next.splice(index, 1);
    if ('move' in edit) next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
    return next;
  });
}

/** The edits applied in order. */
export const applyEdits = <T>(record: T, edits: readonly Edit[]): T => edits.reduce(applyEdit, record);

/**
 * The paths whose text an edit sets (what the unsaved-text journal keeps for a reload). Not a
 * conditional set: it is no one's typing, and replayed after a reload it would not be conditional.
 */
export const isTextSet = (edit: Edit): edit is { set: string; value: string } => 'set' in edit && typeof edit.value === 'string' && edit.ifNow === undefined;

/**
 * The edits that turn the list `before` into `after`, for lists of items with ids (slot blocks):
 * removals, additions, each changed field of an item ('blocks.@id.text'), and moves when the order
 * changed. An editor that keeps its own list (the slot editor, with its undo history) sends these
 * instead of the list: another tab's change to another item, or another field, is kept.
 */
export function listEdits<T extends { id: string }>(path: string, before: readonly T[], after: readonly T[]): Edit[] {
  if (before === after) return [];
  const edits: Edit[] = [];
  const fieldEdits = (was: T, item: T) => {
    for (const field of new Set([...Object.keys(was), ...Object.keys(item)])) {
      const [a, b] = [(was as Record<string, unknown>)[field], (item as Record<string, unknown>)[field]];
      if (!Object.is(a, b) && JSON.stringify(a) !== JSON.stringify(b)) edits.push({ set: `${path}.@${item.id}.${field}`, value: b });
    }
  };
  // The same items in the same order (a keystroke): only the changed ones are looked into, with
  // no map of a 500-block page built for each key.
  if (before.length === after.length && after.every((item, index) => item.id === before[index].id)) {
    after.forEach((item, index) => item !== before[index] && fieldEdits(before[index], item));
    return edits;
  }
  const old = new Map(before.map((item) => [item.id, item]));
  const now = new Set(after.map((item) => item.id));
  for (const item of before) if (!now.has(item.id)) edits.push({ remove: path, at: item.id });
  after.forEach((item, index) => {
    const was = old.get(item.id);
    if (!was) return void edits.push({ add: path, item, index });
    if (was !== item) fieldEdits(was, item);
  });
  const kept = before.filter((item) => now.has(item.id)).map((item) => item.id);
  const order = after.filter((item) => old.has(item.id)).map((item) => item.id);
  if (kept.some((id, index) => id !== order[index])) after.forEach((item, index) => edits.push({ move: path, at: item.id, to: index }));
  return edits;
}
