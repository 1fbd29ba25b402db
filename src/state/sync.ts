import { create } from 'zustand';

/**
 * Where sync stands, for /settings (issue 36). No Yjs or Dexie here: the sync client, loaded
 * only when sync is on, pushes its state in.
 */
export type SyncStatus =
  | { kind: 'off' }
  | { kind: 'syncing' }
  | { kind: 'synced' }
  | { kind: 'offline'; waiting: number }
  | { kind: 'unreachable' };

export interface SyncState {
  status: SyncStatus;
  /** The server this browser syncs with, while sync is on. */
  serverUrl: string | null;
}

export const useSyncState = create<SyncState>(() => ({ status: { kind: 'off' }, serverUrl: null }));

export const setSyncState = (next: Partial<SyncState>) => useSyncState.setState(next);
