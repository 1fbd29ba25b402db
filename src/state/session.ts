import { create } from 'zustand';

/** The logged-in person as screens see it (spec.md section 3, "Sessions"). */
export interface SessionUser {
  email: string;
  plan: string;
  /** Site records of the user's list (a bare id where old data had only an id). */
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
