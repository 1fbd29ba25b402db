/**
 * The device's side of sync (issue 36): Dexie stays the source of truth. What other devices
 * changed is written here in one transaction, marked remote so it is not sent back, like any other
 * writer of the write path; and each record's last value known to be in step with the server (its
 * base) is kept, so that after a reload or time offline only what changed here since is sent.
 */
import { db, type VersionRow } from '../../storage/db';
import { sharedRecord, sitesOfUser, versionOfKey } from './routing';
import { markRemote, SHARED_TABLES } from '../../storage/change-feed';
import { parseRecordKey, sameJson, type JsonValue } from '../doc-shape';
import type { DocKey } from '../names';

type Row = Record<string, unknown>;

const tableOf = (name: string) => db.tables.find((table) => table.name === name);

/** Every shared record of this device, by record key. */
export async function readLocalRecords(): Promise<Map<string, { table: string; row: Row }>> {
  const found = new Map<string, { table: string; row: Row }>();
  for (const name of SHARED_TABLES) {
    const table = tableOf(name);
    if (!table) continue;
    const keyPath = table.schema.primKey.keyPath as string;
    for (const row of (await table.toArray()) as Row[]) {
      const shared = sharedRecord(name, String(row[keyPath]), row);
      found.set(shared.key, { table: name, row: shared.value });
    }
  }
  return found;
}

/** The ids of a person's sites on this device: their list, the sites they own, their bin. */
export async function ownSiteIds(owner: string): Promise<Set<string>> {
  const user = await db.users.where('email').equals(owner).first();
  const owned = await db.sites.where('owner').equals(owner).primaryKeys();
  const binned = await db.recycleBin.where('owner').equals(owner).primaryKeys();
  return new Set([...sitesOfUser(user as Row | undefined), ...owned, ...binned].map(String));
}

/**
 * A record as a document says it is now, and what this device held when that was read (the base
 * the change is against), when known.
 */
export type RemoteWrite = [key: string, value: JsonValue | undefined, held?: JsonValue];

/** Two records (or record values) as equal as JSON says, fields in any order: absent and null are the same. */
export const same = sameJson;
export const isRow = (value: unknown): value is Row => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The fields `after` changes from `before`, on `current`: another device's change, patched onto the
 * record as stored now. Inside an object field that all three hold, field by field again, so a
 * change made here to one of its fields stays beside the other device's change to another.
 */
export function withChangedFields(current: Row, before: Row, after: Row): Row {
  const next = { ...current };
  for (const field of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const [was, now, here] = [before[field], after[field], current[field]];
    if (same(was, now)) continue;
    if (isRow(was) && isRow(now) && isRow(here)) next[field] = withChangedFields(here, was, now);
    else if (now === undefined) delete next[field];
    else next[field] = now;
  }
  return next;
}

/**
 * Writes what the documents say of these records, in one transaction marked remote, on the
 * records as stored now: a record this device changed since it was read (a keystroke while the
 * document was read) gets only the fields the other device changed, so the change made here
 * stays (and is sent on its own). A record the document no longer has is deleted. A row that
 * cannot be written (an account this device already has under another id) is left as it is
 * here, and said in the console.
 *
 * The documents' bases and anchors go in the same transaction. A base saved apart from the
 * records it describes can be cut off by a page load: the device would then start with another
 * device's edit stored and a base without it, read the edit as its own, older change, and send it
 * back over that device's newer one.
 */
export async function writeRemoteRecords(records: ReadonlyArray<RemoteWrite>, bases: ReadonlyArray<BaseChange> = [], anchors: ReadonlyArray<AnchorChange> = []): Promise<void> {
  const writes = records.flatMap(([key, value, held]) => {
    const parsed = parseRecordKey(key);
    const table = parsed && SHARED_TABLES.has(parsed.table) ? tableOf(parsed.table) : undefined;
    return table && parsed ? [{ table, key: parsed.key, value, held }] : [];
  });
  if (writes.length === 0) return saveSyncState(bases, anchors);
  await db.transaction('rw', [...new Set(writes.map((write) => write.table)), ...(bases.length || anchors.length ? [db.meta] : [])], async () => {
    markRemote();
    await saveSyncState(bases, anchors);
    for (const { table, key, value, held } of writes) {
      try {
        if (table.name === 'versions') await writeVersion(key, value);
        else if (value === undefined || value === null || typeof value !== 'object') await table.delete(key);
        else {
          const current: unknown = isRow(held) ? await table.get(key) : undefined;
          await table.put(isRow(current) && isRow(held) && isRow(value) && !same(current, held) ? withChangedFields(current, held, value) : value);
        }
      } catch (error) {
        console.warn(`Brick sync: ${table.name} ${key} from another device was not written here`, error);
      }
    }
  });
}

/** A version from another device: the one here of the same site, time and reason, or a new one. */
async function writeVersion(key: string, value: JsonValue | undefined): Promise<void> {
  const named = versionOfKey(key);
  if (!named) return;
  const here = await db.versions.where('[siteId+at]').equals([named.siteId, named.at]).filter((row) => row.reason === named.reason).first();
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    if (here?.id !== undefined) await db.versions.delete(here.id);
    return;
  }
  const row = value as unknown as VersionRow;
  await db.versions.put(here?.id !== undefined ? { ...row, id: here.id } : row);
}

/**
 * A record's base: its value when this device and the server were last in step on it, the
 * `before` of what this device changed since. Kept one row per record (meta
 * `sync-base:{docKey}|{recordKey}`), so keeping one is a small write.
 */
export type BaseChange = readonly [docKey: DocKey, recordKey: string, base: JsonValue | undefined];

/** Where a document's bases were kept before, all in one row: read once, then kept per record. */
const oneRowOf = (docKey: DocKey) => `sync-base:${docKey}`;
const rowPrefix = (docKey: DocKey) => `sync-base:${docKey}|`;

/** The records of a document as they were last in step with the server, on this device. */
export function readBases(docKey: DocKey): Promise<Map<string, JsonValue>> {
  return db.transaction('rw', db.meta, async () => {
    const bases = new Map<string, JsonValue>();
    const oneRow = await db.meta.get(oneRowOf(docKey));
    for (const [key, value] of Object.entries((oneRow?.value as Record<string, JsonValue> | undefined) ?? {})) bases.set(key, value);
    const prefix = rowPrefix(docKey);
    for (const row of await db.meta.where('key').startsWith(prefix).toArray()) bases.set(row.key.slice(prefix.length), row.value as JsonValue);
    if (oneRow) {
      await db.meta.delete(oneRowOf(docKey));
      await saveBases([...bases].map(([key, value]) => [docKey, key, value] as const));
    }
    return bases;
  });
}

/** Keeps records' bases (inside the caller's transaction, when there is one); undefined forgets one. */
export function saveBases(changes: ReadonlyArray<BaseChange>): Promise<void> {
  return saveRows(rowPrefix, changes);
}

/**
 * Where a record's base lives in its document, and what of it came from other devices: the map
 * that holds it (its Yjs id, `recordMapId`) and the record as other devices last sent it (`theirs`,
 * null when none has: this device made it). Two devices that write a record whole at once (both
 * fill a server that lost its database) each write a map of their own, and Yjs keeps one:
 * everything written into the other goes with it. A device that is open hears of it and sends its
 * changes again; one that was closed finds at its next reconcile that its anchor's map was lost,
 * and sends what it changed since `theirs` into the map that stayed (issue 36). Kept one row per
 * record (meta `sync-anchor:{docKey}|{recordKey}`), in the transaction of the base it describes.
 */
export interface Anchor {
  map: string;
  theirs: JsonValue | null;
}

export type AnchorChange = readonly [docKey: DocKey, recordKey: string, anchor: Anchor | undefined];

const anchorPrefix = (docKey: DocKey) => `sync-anchor:${docKey}|`;

/** The anchors of a document's records, as kept on this device. */
export async function readAnchors(docKey: DocKey): Promise<Map<string, Anchor>> {
  const prefix = anchorPrefix(docKey);
  const rows = await db.meta.where('key').startsWith(prefix).toArray();
  return new Map(rows.map((row) => [row.key.slice(prefix.length), row.value as Anchor]));
}

/** Keeps records' bases and anchors together (in the caller's transaction, when there is one). */
export async function saveSyncState(bases: ReadonlyArray<BaseChange>, anchors: ReadonlyArray<AnchorChange>): Promise<void> {
  if (bases.length === 0 && anchors.length === 0) return;
  await db.transaction('rw', db.meta, async () => {
    await saveRows(rowPrefix, bases);
    await saveRows(anchorPrefix, anchors);
  });
}

/** One meta row per record of a document; undefined forgets a record's row. */
async function saveRows<T>(prefixOf: (docKey: DocKey) => string, changes: ReadonlyArray<readonly [DocKey, string, T | undefined]>): Promise<void> {
  const kept = changes.filter(([, , value]) => value !== undefined).map(([docKey, key, value]) => ({ key: prefixOf(docKey) + key, value }));
  const forgotten = changes.filter(([, , value]) => value === undefined).map(([docKey, key]) => prefixOf(docKey) + key);
  if (kept.length) await db.meta.bulkPut(kept);
  if (forgotten.length) await db.meta.bulkDelete(forgotten);
}
