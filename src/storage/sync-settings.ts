/**
 * This browser's sync settings (issue 36): the server, the space (its id and secret) and whose
 * account it carries. Dexie's meta table, never mirrored, never synced: a device's own fact.
 */
import { db } from './db';

export interface SyncSettings {
  serverUrl: string;
  spaceId: string;
  secret: string;
  /** The e-mail of the account whose data this space carries (unknown on a device just paired). */
  owner: string | null;
  /** Sync was turned off: the space is kept, so "Turn on sync" resumes it. */
  paused?: boolean;
}

const KEY = 'sync';

export async function readSyncSettings(): Promise<SyncSettings | null> {
  const row = await db.meta.get(KEY);
  return (row?.value as SyncSettings | undefined) ?? null;
}

export async function saveSyncSettings(settings: SyncSettings): Promise<void> {
  await db.meta.put({ key: KEY, value: settings });
}
