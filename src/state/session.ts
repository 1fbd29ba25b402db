import { create } from 'zustand';

/** The logged-in person as screens see it (spec.md section 3, "Sessions"). */
export interface SessionUser {
  email: string;
  plan: string;
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

// The storage core keeps this store in step with the Dexie sessions table.
export const useSession = create<SessionState>(() => ({ currentUser: null, adminEmail: null, ready: true }));
