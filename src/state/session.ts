import { create } from 'zustand';

/** The logged-in person as screens see it (spec.md section 3, "Sessions"). */
export interface SessionUser {
  email: string;
  plan: string;
  /** The ids of the user's sites (screens read the records they show: storage/sessions.ts). */
  sites: unknown[];
}

interface SessionState {
  /** null while signed out. */
  currentUser: SessionUser | null;
  /** The admin's email while an admin session exists. */
  adminEmail: string | null;
  /** False until storage has told us who is logged in, so guards do not redirect too early. */
  ready: boolean;
}

// src/storage/session-sync.ts keeps this store in step with the Dexie sessions table (a liveQuery,
// so other tabs' log-ins and log-outs show here too).
export const useSession = create<SessionState>(() => ({ currentUser: null, adminEmail: null, ready: false }));

/**
 * A record read as missing (null) is said to be missing only once storage is ready: earlier
 * versions' data may still be coming in. Until then it is still being read (undefined).
 */
export const missingOnceReady = <T>(record: T | null | undefined, ready: boolean): T | null | undefined => (record === null && !ready ? undefined : record);
