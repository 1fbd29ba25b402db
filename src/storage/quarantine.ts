/**
 * Values from localStorage that could not be read (bad JSON, wrong types, missing fields).
 * Nothing is dropped: the raw value is kept here and offered as a download.
 *
 * While a key has quarantine rows the mirror does not write that key ("held"), so the raw value
 * stays in localStorage too, where an older version of the app (or a person) can still find it.
 * Discarding the rows releases the key: the next flush writes Dexie's data over it.
 */
import { db, type QuarantineRow } from './db';
import { hashString } from './hash';
import { setStorageStatus } from '../state/storage-status';

const heldKeys = new Set<string>();
/** Readable values that could not be stored yet (storage full): left as they are until the next start imports them. */
const deferredKeys = new Set<string>();

export const isKeyHeld = (key: string) => heldKeys.has(key) || deferredKeys.has(key);

/** Holds a key whose value is fine but could not be imported now; the next start tries again. */
export function holdUntilNextStart(key: string): void {
  deferredKeys.add(key);
}

/** Each start imports afresh: holds of the previous start are released. */
export function releaseDeferredKeys(): void {
  deferredKeys.clear();
}

/** Reloads the set of held keys and the count the notice shows. */
export async function refreshQuarantineState(): Promise<void> {
  const rows = await db.quarantine.toArray();
  heldKeys.clear();
  for (const row of rows) heldKeys.add(row.key);
  setStorageStatus({ quarantinedCount: rows.length });
}

export async function isAlreadyQuarantined(key: string, raw: string): Promise<boolean> {
  const rawHash = hashString(raw);
  return (await db.quarantine.where('rawHash').equals(rawHash).filter((row) => row.key === key).count()) > 0;
}

/** Keeps a raw value; the same key and raw value is kept once. */
export async function quarantineValue(key: string, raw: string, reason: string): Promise<void> {
  heldKeys.add(key);
  if (await isAlreadyQuarantined(key, raw)) return;
  await db.quarantine.add({ key, raw, reason, rawHash: hashString(raw), quarantinedAt: Date.now() });
}

export function listQuarantine(): Promise<QuarantineRow[]> {
  return db.quarantine.toArray();
}

/** The download: every quarantined value with its key, reason and time, as pretty JSON. */
export async function quarantineAsJson(): Promise<string> {
  const rows = await listQuarantine();
  const entries = rows.map(({ key, raw, reason, quarantinedAt }) => ({
    key,
    reason,
    quarantinedAt: new Date(quarantinedAt).toISOString(),
    raw,
  }));
  return JSON.stringify({ app: 'brick', kind: 'quarantined-local-storage', entries }, null, 2);
}

/** The person has downloaded (or does not want) the values: release the keys to the mirror. */
export async function discardQuarantine(): Promise<string[]> {
  const keys = [...new Set((await listQuarantine()).map((row) => row.key))];
  await db.quarantine.clear();
  await refreshQuarantineState();
  return keys;
}

export function resetQuarantineStateForTests(): void {
  heldKeys.clear();
  deferredKeys.clear();
}
