/**
 * Pushes the Dexie sessions (joined with users and sites) into the `useSession` store. A
 * liveQuery re-runs after every commit to those tables, in this tab and, through Dexie's
 * BroadcastChannel, in other tabs: logging out in one tab logs out every tab.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useSession } from '../state/session';
import { readSessionView } from './sessions';

let subscription: Subscription | null = null;

export function startSessionSync(): void {
  if (subscription) return;
  subscription = liveQuery(readSessionView).subscribe({
    next: (view) => useSession.setState({ currentUser: view.currentUser, adminEmail: view.adminEmail, ready: true }),
    error: (error) => {
      console.error('Brick: could not read the session', error);
      useSession.setState({ ready: true }); // guards decide with what they have; no blank screen
    },
  });
}

export function stopSessionSync(): void {
  subscription?.unsubscribe();
  subscription = null;
}
