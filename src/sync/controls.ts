/**
 * What the screens call to turn sync on and off, pair a device and retry (issue 36). Small on
 * purpose: the sync client (Yjs, the provider) is imported only when sync is on, so no page's
 * first paint carries it.
 */
import { readSyncSettings, saveSyncSettings, type SyncSettings } from '../storage/sync-settings';
import { setSyncState } from '../state/sync';
import { WEB_ADDRESS_SYNC_OFF } from '../domain/sync-messages';
import { newSpace, pairingLink, readPairing } from './pairing';

const client = () => import('./client/engine');

/** Connects this browser to a Brick server: a new space, or the one it had before sync was turned off. */
export async function turnOnSync(owner: string, serverUrl: string): Promise<void> {
  const had = await readSyncSettings();
  const settings: SyncSettings = had && had.serverUrl === serverUrl ? { ...had, owner: had.owner ?? owner, paused: false } : { serverUrl, ...newSpace(), owner, paused: false };
  await saveSyncSettings(settings);
  await (await client()).startSync(settings);
}

/** Stops sending and receiving; everything stays on this device, and the space is kept for later. */
export async function turnOffSync(): Promise<void> {
  const had = await readSyncSettings();
  if (had) await saveSyncSettings({ ...had, paused: true });
  await (await client()).stopSync();
  setSyncState({ status: { kind: 'off' }, serverUrl: null });
}

export async function retrySync(): Promise<void> {
  (await client()).retrySync();
}

/** The link another browser opens to join this space, or null while sync is off. */
export async function pairingLinkOfThisDevice(origin: string): Promise<string | null> {
  const settings = await readSyncSettings();
  if (!settings || settings.paused) return null;
  return pairingLink(origin, settings);
}

/** Joins the space a pairing link carries; false when the link is damaged or forged. */
export async function pairWithLink(fragment: string): Promise<boolean> {
  const pairing = readPairing(fragment);
  if (!pairing) return false;
  const settings: SyncSettings = { ...pairing, owner: null, paused: false };
  await saveSyncSettings(settings);
  await (await client()).startSync(settings);
  return true;
}

/** At start: sync resumes where it was on. */
export async function resumeSync(): Promise<void> {
  const settings = await readSyncSettings();
  if (settings && !settings.paused) await (await client()).startSync(settings);
}

/** Moves a published site's web address to `slug` (issue 37); rejects with the server's reason, for a person. */
export async function changeWebAddress(siteId: string, slug: string): Promise<void> {
  const settings = await readSyncSettings();
  if (!settings || settings.paused) throw new Error(WEB_ADDRESS_SYNC_OFF);
  const { putPage } = await import('./client/web-pages');
  await putPage(settings, siteId, slug);
}
