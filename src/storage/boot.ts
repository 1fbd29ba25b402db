/**
 * Storage start-up (src/state/storage-start.ts says when), and the two log-out actions.
 * startStorage never rejects: whatever fails is logged and recorded in the storage status, and
 * the app renders anyway (StorageNotices says what happened).
 */
import { db } from './db';
import { importLegacyData } from './legacy-import';
import { replayUnsavedEdits } from './edits';
import { flushMirror, markAllDirty, markKeyDirty, removeKeyNow, startMirror, stopMirror } from './mirror';
import { discardQuarantine, refreshQuarantineState } from './quarantine';
import { clearAdminSession, clearCurrentUser } from './sessions';
import { startSessionSync, stopSessionSync } from './session-sync';
import { setStorageStatus } from '../state/storage-status';
import { useSession } from '../state/session';
import { onBeforeReload } from '../state/lifecycle';
import { readSyncSettings } from './sync-settings';

let starting: Promise<void> | null = null;
let versionWatchInstalled = false;

/** Opens the db, imports old localStorage data, starts the mirror and the session store. */
export function startStorage(): Promise<void> {
  starting ??= boot();
  return starting;
}

async function boot(): Promise<void> {
  watchForNewerVersion();
  try {
    await db.open();
  } catch (error) {
    console.error('Brick: could not open storage', error);
    setStorageStatus({ startError: describe(error) });
    useSession.setState({ ready: true });
    return;
  }
  await step('import saved data', importLegacyData);
  await step('save typed text again', replayUnsavedEdits);
  await step('read quarantine', refreshQuarantineState);
  await step('start mirror', async () => {
    startMirror();
    onBeforeReload(flushMirror); // "Reload" for an update writes what is pending first
    markAllDirty();
    await flushMirror();
  });
  await step('start session', startSessionSync);
  // Sync, where it is on (issue 36): its code is fetched only then, after the first screen. It is
  // optional: a failure is said in the console and the sync status, never as a storage problem.
  void readSyncSettings()
    .then((settings) => (settings && !settings.paused ? import('../sync/controls').then((sync) => sync.resumeSync()) : undefined))
    .catch((error: unknown) => console.error('Brick: sync could not resume', error));
}

async function step(name: string, run: () => unknown): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(`Brick: storage start-up step "${name}" failed`, error);
    setStorageStatus({ startError: describe(error) });
  }
}

const describe = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/**
 * Another tab opened a newer version of the database. IndexedDB cannot upgrade while we hold
 * the old connection, so we close it (letting the other tab proceed) and ask for a reload
 * rather than failing on the next read.
 */
function watchForNewerVersion(): void {
  if (versionWatchInstalled) return;
  versionWatchInstalled = true;
  db.on('versionchange', () => {
    db.close();
    stopMirror();
    void import('../outbox/start').then((outbox) => outbox.stopOutbox());
    setStorageStatus({ updatedInOtherTab: true });
    return false;
  });
}

/**
 * Ends a session: its key goes from localStorage now, before the page can be left, then its row
 * from storage, then the mirror is flushed (which removes the key again if a flush under way wrote
 * it back). The screen has already moved on: the caller cleared the session store.
 */
async function endSession(key: 'currentUser' | 'adminSession', clearRow: () => Promise<void>): Promise<void> {
  removeKeyNow(key);
  await clearRow().catch((error) => console.error(`Brick: could not clear the session ${key}`, error));
  await flushMirror().catch((error) => console.error(`Brick: could not write the mirror after ending ${key}`, error));
}

/**
 * Clears the current user (header "Log out"); the session store follows via liveQuery. The key
 * goes at once because a page opened right after paints from it before storage answers (issue 38).
 */
export async function logOut(): Promise<void> {
  useSession.setState({ currentUser: null }); // at once, even if storage is unavailable: the guards move to /login
  await endSession('currentUser', clearCurrentUser);
}

/** Ends the admin session; the spec's adminSession key no longer says an admin is logged in. */
export async function logOutAdmin(): Promise<void> {
  useSession.setState({ adminEmail: null });
  await endSession('adminSession', clearAdminSession);
}

/** The person discarded the quarantined values: let the mirror write those keys again. */
export async function discardQuarantinedData(): Promise<void> {
  const keys = await discardQuarantine();
  for (const key of keys) markKeyDirty(key);
  await flushMirror();
}

/** Stops everything started by startStorage so a test can start again from scratch. */
export function stopStorageForTests(): void {
  stopSessionSync();
  stopMirror();
  starting = null;
}
