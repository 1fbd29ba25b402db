/**
 * Words of issue 25 ("Your sites are yours"): drafts on the dashboard, backup and restore,
 * versions, protected storage, a copy from a share link. Spelt once here; screens and tests
 * import them.
 */

// Drafts on the dashboard
export const DRAFT_BADGE = 'Draft';
export const CONTINUE_EDITING = 'Continue editing';
export const DRAFTS_HEADING = 'Drafts';
export const lastEdited = (when: string) => `Last edited ${when}`;

// Backup and restore (/settings, "Your data"; the dashboard's reminder)
export const YOUR_DATA = 'Your data';
export const DOWNLOAD_BACKUP = 'Download backup';
export const RESTORE_FROM_BACKUP = 'Restore from backup';
export const NOT_A_BACKUP = 'This file is not a Brick backup.';
export const NEWER_BACKUP = 'This backup was made by a newer Brick.';
export const BACKUP_TOO_BIG = 'This backup does not fit in the space this browser gives Brick. Nothing was changed.';
export const BACKUP_FAILED = 'The backup could not be written. Please try again.';
export const RESTORE_FAILED = 'The backup could not be restored. Nothing was changed.';
export const restoredCopyName = (name: string) => `${name || 'Untitled site'} (restored)`;
export const lastBackup = (when: string) => `Last backup: ${when}`;
export const NEVER = 'never';
export const daysAgo = (days: number) => (days <= 0 ? 'today' : days === 1 ? '1 day ago' : `${days} days ago`);

/** The summary after a restore: what was added, what was kept as copies, what was already here. */
export function restoreSummary(counts: { added: number; copies: number; skipped: number }): string {
  if (counts.added === 0 && counts.copies === 0) return 'Nothing to restore: everything in this backup is already here.';
  const parts = [
    `${counts.added} added`,
    ...(counts.copies ? [`${counts.copies} kept as ${counts.copies === 1 ? 'a copy' : 'copies'} named "(restored)"`] : []),
    ...(counts.skipped ? [`${counts.skipped} already here`] : []),
  ];
  return `Backup restored: ${parts.join(', ')}.`;
}

// Protected storage
export const PROTECT_MY_DATA = 'Protect my data';
export const STORAGE_PROTECTED = 'Your data is protected: this browser will not clear it to make room.';
export const STORAGE_NOT_PROTECTED = 'Your data is not protected yet: this browser may clear it when space runs low.';
export const PROTECT_REFUSED = 'This browser did not agree to protect the data. Keep a backup file to be safe.';

// Versions on /manage
export const VERSIONS = 'Versions';
export const NO_VERSIONS = 'No versions yet. Each publish keeps one.';
export const RESTORE_VERSION = 'Restore';
export const versionRestored = (when: string) => `The version of ${when} is the current content again.`;

// A copy from a share link
// The share viewer's button, spelled once in site-messages.ts (the share link's first chunk carries only those)
export { MAKE_A_COPY } from './site-messages';
export const COPY_MADE = 'A copy of this site is now your draft.';
