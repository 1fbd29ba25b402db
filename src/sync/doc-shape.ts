/**
 * How Brick's records live in a Yjs document: the one definition of the shape, imported by the
 * app's sync binding and by the Brick server, so both read and write the same thing.
 *
 *   doc.getMap('records')             one entry per record, keyed `${table}/${primaryKey}`
 *     a JSON object  → Y.Map          one entry per field; nested objects are nested Y.Maps, so two
 *                                     devices setting different fields (at any depth) both keep
 *                                     theirs, and on the same field one value wins (Yjs's rule)
 *     a JSON array   → Y.Map          { '~list': 1, [itemKey]: Y.Map { o: order, v: item } }
 *     string, number, boolean, null   stored as they are
 *
 *   '~list'   marks a list. An object's own field whose name starts with '~' is stored with one
 *             more '~' ('~x' → '~~x'), so no object field is ever read as the marker.
 *   itemKey   's:' + id / 'n:' + id for an object item with a string / number `id` (its first
 *             occurrence in the list); 'g:' + a key made once for every other item (strings such
 *             as pictures' data URLs, objects without an id, a second item with the same id).
 *   o         the item's place: a fraction in base-62 digits ('V' is one half), compared as
 *             strings; items sort by (o, itemKey), so a tie is broken the same way everywhere.
 *
 * Why not Y.Array: moving an item of a Y.Array is a delete plus an insert, and two devices moving
 * the same item make two copies (yjs issue 673). Here a move sets one item's `o`; a removal
 * deletes one key; two devices adding pictures add two keys.
 *
 * Items without an id are recognised by their value between a change's before and after (a moved
 * picture is the same picture); one replaced where it stood ('portfolio.2' set to its hosted
 * address) is changed in place, so a move or removal made elsewhere meanwhile still applies.
 *
 * A value is JSON. As in JSON, an object field holding `undefined` is absent and `undefined` in a
 * list reads back as null.
 */
import * as Y from 'yjs';

export type JsonValue = null | boolean | number | string | JsonValue[] | { [field: string]: JsonValue };

/** The root map that holds the records. */
export const RECORDS = 'records';
const LIST = '~list';
const ORDER = 'o';
const VALUE = 'v';
const GENERATED = 'g:';

export const recordsOf = (doc: Y.Doc): Y.Map<unknown> => doc.getMap<unknown>(RECORDS);

/** The key of a record in the doc: 'sites/s1'. A table name has no '/' (a primary key may). */
export function recordKey(table: string, key: string | number): string {
  if (!table || table.includes('/')) throw new Error(`Not a table name: '${table}'`);
  return `${table}/${key}`;
}

/** The table and primary key a record key names (a number key comes back as its text), or null. */
export function parseRecordKey(key: string): { table: string; key: string } | null {
  const slash = key.indexOf('/');
  return slash > 0 ? { table: key.slice(0, slash), key: key.slice(slash + 1) } : null;
}

// ------------------------------------------------------------------------------------ reading

/** The record's JSON value, or undefined when the doc has no such record. */
export function readRecord(doc: Y.Doc, key: string): JsonValue | undefined {
  const records = recordsOf(doc);
  return records.has(key) ? read(records.get(key)) : undefined;
}

/** Every record of the doc, by record key. */
export function readAllRecords(doc: Y.Doc): Map<string, JsonValue> {
  const all = new Map<string, JsonValue>();
  recordsOf(doc).forEach((value, key) => all.set(key, read(value)));
  return all;
}

/**
 * The records that the events of an observeDeep on recordsOf(doc) changed (remote changes the
 * binding pulls into Dexie). It follows each changed type up to its record, so it needs nothing
 * that only exists during the callback.
 */
export function changedRecordKeys(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): Set<string> {
  const keys = new Set<string>();
  for (const event of events) {
    if (isRecords(event.target)) {
      if (event instanceof Y.YMapEvent) for (const key of event.keysChanged as Set<string>) keys.add(key);
      continue;
    }
    const key = recordKeyOf(event.target);
    if (key !== null) keys.add(key);
  }
  return keys;
}

/**
 * The records whose map these events replaced by another map. A device writes a record's map
 * only when the document has none, so this is two devices having written the same record whole at
 * once (both filled a server whose database was emptied): Yjs keeps one of the two maps, and with
 * the other goes everything written inside it. Read during the observeDeep callback.
 */
export function replacedRecordKeys(events: readonly Y.YEvent<Y.AbstractType<unknown>>[]): string[] {
  const keys: string[] = [];
  for (const event of events) {
    if (!isRecords(event.target)) continue;
    const records = event.target as Y.Map<unknown>;
    event.changes.keys.forEach((change, key) => {
      if (change.action === 'update' && isMap(change.oldValue) && isMap(records.get(key))) keys.push(key);
    });
  }
  return keys;
}

/**
 * Which map holds a record in the document ("client:clock", its Yjs id), when it is a map: two
 * devices that wrote the same record whole at once each wrote their own, and only one stays.
 */
export function recordMapId(doc: Y.Doc, key: string): string | undefined {
  const map = recordsOf(doc).get(key);
  const item = isMap(map) ? map._item : null;
  return item ? `${item.id.client}:${item.id.clock}` : undefined;
}

/**
 * Whether what was written into the record's map `mapId` (a `recordMapId`) is lost from the
 * document: another map holds the record now, made by a device that had not seen `mapId`, as when
 * two devices wrote the record whole at once and Yjs kept the other. A map set after `mapId` was
 * deleted (a site restored from the bin) was made knowing it: nothing of `mapId` was lost to it.
 * Told apart by the map's origin, the entry at that key its writer had seen last, and that
 * entry's origin in turn.
 */
export function isRecordMapLost(doc: Y.Doc, key: string, mapId: string): boolean {
  const map = recordsOf(doc).get(key);
  const [client, clock] = mapId.split(':').map(Number);
  const holds = (struct: Y.Item | Y.GC) => struct.id.client === client && struct.id.clock <= clock && clock < struct.id.clock + struct.length;
  let entry: Y.Item | Y.GC | null = isMap(map) ? map._item : null;
  if (!entry) return false; // no map holds the record now: nothing to write into
  while (entry instanceof Y.Item) {
    if (holds(entry)) return false;
    const origin: Y.ID | null = entry.origin;
    if (!origin) return true;
    entry = Y.getState(doc.store, origin.client) > origin.clock ? Y.getItem(doc.store, origin) : null;
  }
  return !(entry && holds(entry));
}

const isRecords = (type: Y.AbstractType<unknown>): boolean => type.doc?.share.get(RECORDS) === type;

/** The record a nested type belongs to: climb the parents to the one under the records map. */
function recordKeyOf(type: Y.AbstractType<unknown>): string | null {
  for (let item = type._item; item !== null; ) {
    const parent = item.parent;
    if (!(parent instanceof Y.AbstractType)) return null;
    if (isRecords(parent as Y.AbstractType<unknown>)) return item.parentSub;
    item = (parent as Y.AbstractType<unknown>)._item;
  }
  return null;
}

const isMap = (value: unknown): value is Y.Map<unknown> => value instanceof Y.Map;
const isList = (map: Y.Map<unknown>): boolean => map.has(LIST);
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const storedField = (field: string): string => (field.startsWith('~') ? `~${field}` : field);
const fieldName = (stored: string): string => (stored.startsWith('~~') ? stored.slice(1) : stored);

function read(value: unknown): JsonValue {
  if (!isMap(value)) {
    // A Yjs type this shape never writes (a Y.Array or Y.Text from elsewhere) reads as Yjs's JSON of it.
    return value instanceof Y.AbstractType ? (value.toJSON() as JsonValue) : (value as JsonValue);
  }
  if (isList(value)) return entriesOf(value).map((entry) => read(entry.map.get(VALUE)));
  // fromEntries defines each field, so a field named '__proto__' stays a field.
  return Object.fromEntries([...value.entries()].map(([stored, field]) => [fieldName(stored), read(field)]));
}

interface Entry {
  key: string;
  order: string;
  map: Y.Map<unknown>;
}

/** A list's items in order; what is not an item (the marker, anything malformed) is skipped. */
function entriesOf(list: Y.Map<unknown>): Entry[] {
  const entries: Entry[] = [];
  list.forEach((value, key) => {
    if (key === LIST || !isMap(value) || !value.has(VALUE)) return;
    const order: unknown = value.get(ORDER);
    entries.push({ key, order: typeof order === 'string' ? order : '', map: value });
  });
  return entries.sort((a, b) => compare(a.order, b.order) || compare(a.key, b.key));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

// ------------------------------------------------------------------------------------ writing

/**
 * Writes one local change of a record into the doc: only what differs between `before` and
 * `after` (undefined: the record did not exist / was deleted), in one transaction with `origin`.
 * A field the change did not touch is never written, whatever the doc holds there (another
 * device's newer value stays). Where the change goes:
 *   - an object field: set, deleted, or diffed inside when both sides are objects (or lists);
 *   - a list: items removed (by key), added (between their neighbours as the doc has them now),
 *     moved (only the item's order changes), and changed items diffed inside;
 *   - an item the doc no longer has (another device removed it) stays removed;
 *   - an object or list the doc does not hold (removed, replaced by another kind of value, or
 *     never uploaded) is written whole from `after`; so is a record the doc does not have.
 */
export function applyRecordChange(doc: Y.Doc, key: string, before: unknown, after: unknown, origin?: unknown): void {
  doc.transact(() => write(recordsOf(doc), key, before, after, newWriter(doc)), origin);
}

/** Makes the doc's record equal `value` (the first upload), writing only where it differs. */
export function writeWholeRecord(doc: Y.Doc, key: string, value: unknown, origin?: unknown): void {
  doc.transact(() => write(recordsOf(doc), key, readRecord(doc, key), value, newWriter(doc)), origin);
}

/**
 * Item keys must never meet another device's: like Yjs's own ids, they are made of the doc's
 * client id and its clock when the change began, plus a count within the change.
 */
interface Writer {
  prefix: string;
  made: number;
}

const newWriter = (doc: Y.Doc): Writer => ({
  prefix: `${GENERATED}${doc.clientID.toString(36)}.${Y.getState(doc.store, doc.clientID).toString(36)}.`,
  made: 0,
});

const newKey = (writer: Writer): string => writer.prefix + (writer.made++).toString(36);

/** Object fields and list items by their own keys (a field named '__proto__' is a field). */
const own = (object: Record<string, unknown>, field: string): unknown => (Object.hasOwn(object, field) ? object[field] : undefined);

function write(parent: Y.Map<unknown>, field: string, before: unknown, after: unknown, writer: Writer): void {
  if (after === undefined) {
    if (before !== undefined && parent.has(field)) parent.delete(field);
    return;
  }
  if (before !== undefined && same(before, after)) return;
  const current = parent.get(field);
  if (isMap(current)) {
    // Diff inside what the doc holds, keeping what other devices wrote there; a side of another
    // kind (before was null, after is an object) counts as empty.
    if (Array.isArray(after) && isList(current)) return writeList(current, Array.isArray(before) ? before : [], after, writer);
    if (isObject(after) && !isList(current)) return writeObject(current, isObject(before) ? before : {}, after, writer);
  } else if (current === after) return;
  parent.set(field, toY(after, writer));
}

function writeObject(map: Y.Map<unknown>, before: Record<string, unknown>, after: Record<string, unknown>, writer: Writer): void {
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    write(map, storedField(field), own(before, field), own(after, field), writer);
  }
}

/** A value as the doc stores it (new Y.Maps, filled before they are inserted). */
function toY(value: unknown, writer: Writer): unknown {
  if (Array.isArray(value)) {
    const list = new Y.Map<unknown>();
    list.set(LIST, 1);
    const keys = itemKeys(value);
    const orders = ordersBetween('', null, value.length);
    value.forEach((item, index) => list.set(keys[index] ?? newKey(writer), newEntry(orders[index], item, writer)));
    return list;
  }
  if (isObject(value)) {
    const map = new Y.Map<unknown>();
    for (const [field, fieldValue] of Object.entries(value)) {
      if (fieldValue !== undefined) map.set(storedField(field), toY(fieldValue, writer));
    }
    return map;
  }
  return value === undefined ? null : value;
}

function newEntry(order: string, item: unknown, writer: Writer): Y.Map<unknown> {
  const entry = new Y.Map<unknown>();
  entry.set(ORDER, order);
  entry.set(VALUE, toY(item, writer));
  return entry;
}

/** Each item's key when it has an id ('s:k3', 'n:7'); null for items keyed by a generated key. */
function itemKeys(list: readonly unknown[]): (string | null)[] {
  const seen = new Set<string>();
  return list.map((item) => {
    if (!isObject(item)) return null;
    const id = own(item, 'id');
    const key = typeof id === 'string' ? `s:${id}` : typeof id === 'number' ? `n:${id}` : null;
    if (key === null || seen.has(key)) return null; // a second item with this id: keyed like an item without one
    seen.add(key);
    return key;
  });
}

/** JSON text with sorted fields: equal for equal JSON values. */
function canonical(value: unknown): string {
  const sorted = (_: string, v: unknown): unknown =>
    isObject(v) ? Object.fromEntries(Object.keys(v).sort().map((field) => [field, own(v, field)])) : v;
  return JSON.stringify(value, sorted) ?? 'null';
}

/** Equal as JSON values: fields in any order, a field holding undefined as if absent, and a missing value (undefined) as null. */
export const sameJson = (a: unknown, b: unknown): boolean => a === b || canonical(a) === canonical(b);
const same = sameJson;

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const values = map.get(key);
  if (values) values.push(value);
  else map.set(key, [value]);
}

/**
 * Which item of `before` each item of `after` is (-1: added). Items with an id are the same item
 * when their ids are; others are when their values are equal (so moving a picture moves it), and
 * what is left of them pairs up in place: an item replaced where it stood ('portfolio.2' set to
 * the hosted address of its picture) changes that item, which another device may have moved or
 * removed meanwhile.
 */
function matchItems(before: readonly unknown[], beforeKeys: (string | null)[], after: readonly unknown[], afterKeys: (string | null)[]): number[] {
  const source = after.map(() => -1);
  const taken = before.map(() => false);
  const match = (j: number, i: number | undefined): void => {
    if (i === undefined) return;
    source[j] = i;
    taken[i] = true;
  };
  const byId = new Map<string, number>();
  beforeKeys.forEach((key, i) => {
    if (key !== null) byId.set(key, i);
  });
  afterKeys.forEach((key, j) => {
    if (key !== null) match(j, byId.get(key));
  });

  const byValue = new Map<string, number[]>();
  before.forEach((item, i) => {
    if (beforeKeys[i] === null) push(byValue, canonical(item), i);
  });
  after.forEach((item, j) => {
    if (afterKeys[j] === null) match(j, byValue.get(canonical(item))?.shift());
  });

  // In place: the k-th unmatched item after a given matched item (or the start), on both sides.
  const unmatched = new Map<number, number[]>();
  let anchor = -1;
  before.forEach((_, i) => {
    if (taken[i]) anchor = i;
    else if (beforeKeys[i] === null) push(unmatched, anchor, i);
  });
  anchor = -1;
  after.forEach((_, j) => {
    if (source[j] >= 0) anchor = source[j];
    else if (afterKeys[j] === null) match(j, unmatched.get(anchor)?.shift());
  });
  return source;
}

/** Where each item of `before` is in the doc: its key, or undefined when the doc has it no more. */
function locate(before: readonly unknown[], beforeKeys: (string | null)[], entries: Entry[]): (string | undefined)[] {
  const present = new Set(entries.map((entry) => entry.key));
  const found = beforeKeys.map((key) => (key !== null && present.has(key) ? key : undefined));
  if (beforeKeys.includes(null)) {
    const byValue = new Map<string, string[]>();
    for (const entry of entries) {
      if (entry.key.startsWith(GENERATED)) push(byValue, canonical(read(entry.map.get(VALUE))), entry.key);
    }
    before.forEach((item, i) => {
      if (beforeKeys[i] === null) found[i] = byValue.get(canonical(item))?.shift();
    });
  }
  return found;
}

interface Slot {
  key: string;
  /** null: the item gets a new order (added, moved, or its order is unusable). */
  order: string | null;
  entry?: Y.Map<unknown>;
  item?: unknown;
}

function writeList(list: Y.Map<unknown>, before: readonly unknown[], after: readonly unknown[], writer: Writer): void {
  const entries = entriesOf(list);
  const beforeKeys = itemKeys(before);
  const afterKeys = itemKeys(after);
  const source = matchItems(before, beforeKeys, after, afterKeys);
  const inDoc = locate(before, beforeKeys, entries);

  const kept = new Set(source);
  const removed = new Set(inDoc.filter((key, i): key is string => key !== undefined && !kept.has(i)));
  for (const key of removed) list.delete(key);

  // Each item of `after` as the doc will hold it; undefined: another device removed it, it stays so.
  const keys = after.map((_, j) => (source[j] >= 0 ? inDoc[source[j]] : (afterKeys[j] ?? newKey(writer))));
  after.forEach((item, j) => {
    const entry = keys[j] === undefined ? undefined : list.get(keys[j]);
    if (isMap(entry)) write(entry, VALUE, source[j] >= 0 ? before[source[j]] : undefined, item, writer);
  });

  // Items keep their order unless this change moved them: the longest run of kept items still in
  // the same order stays, the others (and the added ones) are placed anew.
  const stayed = after.map((_, j) => j).filter((j) => source[j] >= 0 && keys[j] !== undefined);
  const stays = new Set(longestIncreasing(stayed.map((j) => source[j])).map((index) => stayed[index]));
  const placed = new Set(after.flatMap((_, j) => (keys[j] !== undefined && !stays.has(j) ? [keys[j]] : [])));

  // The list as the doc holds it (with other devices' items), then each placed item right after
  // the item that comes before it in `after`.
  const slots: Slot[] = entries
    .filter((entry) => !removed.has(entry.key) && !placed.has(entry.key))
    .map((entry) => ({ key: entry.key, order: VALID_ORDER.test(entry.order) ? entry.order : null, entry: entry.map }));
  let previous: string | undefined;
  after.forEach((item, j) => {
    const key = keys[j];
    if (key === undefined) return;
    if (placed.has(key)) {
      const at = previous === undefined ? 0 : slots.findIndex((slot) => slot.key === previous) + 1;
      const entry = list.get(key);
      slots.splice(at, 0, { key, order: null, ...(isMap(entry) ? { entry } : { item }) });
    }
    previous = key;
  });

  const orders = slots.map((slot) => slot.order);
  assignOrders(slots);
  slots.forEach((slot, index) => {
    if (slot.order === orders[index]) return;
    if (slot.entry) slot.entry.set(ORDER, slot.order);
    else list.set(slot.key, newEntry(slot.order!, slot.item, writer));
  });
}

/** The positions of a longest strictly increasing subsequence of `values`. */
function longestIncreasing(values: number[]): number[] {
  const tails: number[] = []; // tails[n]: position of the smallest last value of a run of n + 1
  const previous: number[] = [];
  values.forEach((value, position) => {
    let lo = 0;
    let hi = tails.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (values[tails[mid]] < value) lo = mid + 1;
      else hi = mid;
    }
    previous[position] = lo > 0 ? tails[lo - 1] : -1;
    tails[lo] = position;
  });
  const run: number[] = [];
  for (let position = tails.length ? tails[tails.length - 1] : -1; position >= 0; position = previous[position]) run.unshift(position);
  return run;
}

// ------------------------------------------------------------------------------------ orders

/**
 * Orders are fractions 0.d1d2d3... written as their base-62 digits, with no trailing zero so that
 * each fraction has one spelling and string comparison is numeric comparison. '' stands for 0 and
 * null for 1: neither is ever stored.
 */
const DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const VALID_ORDER = /^[0-9A-Za-z]*[1-9A-Za-z]$/;

/** A fraction strictly between a and b (a < b). */
function between(a: string, b: string | null): string {
  if (b !== null) {
    let common = 0;
    while (common < b.length && (a[common] ?? '0') === b[common]) common++;
    if (common > 0) return b.slice(0, common) + between(a.slice(common), b.slice(common));
  }
  const low = a ? DIGITS.indexOf(a[0]) : 0;
  const high = b === null ? DIGITS.length : DIGITS.indexOf(b[0]);
  // Adding at an end (or again and again at one place) is common: step one digit from the
  // neighbour rather than halving the gap, so orders grow one digit per ~30 such additions.
  if (b === null && a) return low + 1 < DIGITS.length ? DIGITS[low + 1] : a[0] + between(a.slice(1), null);
  if (b !== null && !a && high > 1) return DIGITS[high - 1];
  if (high - low > 1) return DIGITS[(low + high) >> 1];
  if (b !== null && b.length > 1) return b[0];
  return DIGITS[low] + between(a.slice(1), null);
}

/** n increasing fractions strictly between a and b, halving the range so they stay short. */
function ordersBetween(a: string, b: string | null, n: number): string[] {
  if (n === 0) return [];
  const middle = between(a, b);
  const left = (n - 1) >> 1;
  return [...ordersBetween(a, middle, left), middle, ...ordersBetween(middle, b, n - 1 - left)];
}

/**
 * Gives every slot without an order one between its neighbours'. Two neighbours can have the same
 * order (two devices inserted at the same place at once; the tie is broken by key): nothing fits
 * strictly between them, so the right one is placed anew as well. That is the one case where a
 * change also reorders an item it did not move.
 */
function assignOrders(slots: Slot[]): void {
  let low = '';
  let start = 0; // first slot of the run waiting for orders
  for (let index = 0; index <= slots.length; index++) {
    const slot = slots[index] as Slot | undefined;
    if (slot && slot.order === null) continue;
    if (slot && index > start && !(low < slot.order!)) {
      slot.order = null;
      continue;
    }
    const orders = ordersBetween(low, slot ? slot.order : null, index - start);
    orders.forEach((order, offset) => (slots[start + offset].order = order));
    if (slot) low = slot.order!;
    start = index + 1;
  }
}
