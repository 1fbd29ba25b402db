import { create } from 'zustand';

/**
 * What StorageNotices shows about saved data. Written only by src/storage.
 */
export interface StorageStatus {
  /** How many localStorage values could not be read and are kept in quarantine. */
  quarantinedCount: number;
  /** localStorage is full: the mirror writes image references instead of images. */
  quotaDegraded: boolean;
  /** A newer version opened the database in another tab; this tab's connection is closed. */
  updatedInOtherTab: boolean;
  /** Another page held a lock past LOCK_WAIT_MS and this page went on without it (page-locks.ts). */
  otherPageStalled: boolean;
  /** Storage could not start (private mode, disk error...). The app still renders. */
  startError: string | null;
}

export const initialStorageStatus: StorageStatus = {
  quarantinedCount: 0,
  quotaDegraded: false,
  updatedInOtherTab: false,
  otherPageStalled: false,
  startError: null,
};

export const useStorageStatus = create<StorageStatus>(() => ({ ...initialStorageStatus }));

export function setStorageStatus(patch: Partial<StorageStatus>): void {
  useStorageStatus.setState(patch);
}
