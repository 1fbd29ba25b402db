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
 * The documents' bases go in the same transaction. A base saved apart from the records it
 * describes can be cut off by a page load: the device would then start with another device's
 * edit stored and a base without it, read the edit as its own, older change, and send it back
 * over that device's newer one.
 */
export async function writeRemoteRecords(records: ReadonlyArray<RemoteWrite>, bases: ReadonlyArray<BaseChange> = []): Promise<void> {
  const writes = records.flatMap(([key, value, held]) => {
    const parsed = parseRecordKey(key);
    const table = parsed && SHARED_TABLES.has(parsed.table) ? tableOf(parsed.table) : undefined;
    return table && parsed ? [{ table, key: parsed.key, value, held }] : [];
  });
  if (writes.length === 0) return saveBases(bases);
  await db.transaction('rw', [...new Set(writes.map((write) => write.table)), ...(bases.length ? [db.meta] : [])], async () => {
    markRemote();
    await saveBases(bases);
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
export async function saveBases(changes: ReadonlyArray<BaseChange>): Promise<void> {
  const kept = changes.filter(([, , value]) => value !== undefined).map(([docKey, key, value]) => ({ key: rowPrefix(docKey) + key, value }));
  const forgotten = changes.filter(([, , value]) => value === undefined).map(([docKey, key]) => rowPrefix(docKey) + key);
  if (kept.length) await db.meta.bulkPut(kept);
  if (forgotten.length) await db.meta.bulkDelete(forgotten);
}

/**
 * A record this device wrote whole into an emptied document (its server's database wiped): the
 * map it wrote, and the record as the server had it before (`theirs`, the `before` of all this
 * device changed since). Another device may have filled the document at once with a map of its
 * own, and Yjs keeps one: if this device's map is the one lost, everything it wrote into it since
 * is lost from the document, its bases too, and goes again into the map that stayed. Kept one row
 * per record (meta `sync-fill:{docKey}|{recordKey}`), so a page load between the two copies
 * meeting and this device hearing of it does not forget what was written (issue 36).
 */
export interface Fill {
  map: string;
  theirs: JsonValue | null;
}

const fillPrefix = (docKey: DocKey) => `sync-fill:${docKey}|`;

/** The records of a document this device filled, and were not yet found replaced. */
export async function readFills(docKey: DocKey): Promise<Map<string, Fill>> {
  const prefix = fillPrefix(docKey);
  const rows = await db.meta.where('key').startsWith(prefix).toArray();
  return new Map(rows.map((row) => [row.key.slice(prefix.length), row.value as Fill]));
}

export async function saveFills(docKey: DocKey, fills: ReadonlyMap<string, Fill>): Promise<void> {
  await db.transaction('rw', db.meta, async () => {
    await db.meta.where('key').startsWith(fillPrefix(docKey)).delete();
    await db.meta.bulkPut([...fills].map(([key, value]) => ({ key: fillPrefix(docKey) + key, value })));
  });
}

export async function forgetFills(docKey: DocKey, keys: Iterable<string>): Promise<void> {
  const rows = [...keys].map((key) => fillPrefix(docKey) + key);
  if (rows.length) await db.meta.bulkDelete(rows);
}
