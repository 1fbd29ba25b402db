import { useLiveQuery } from 'dexie-react-hooks';
import { NEVER, daysAgo, lastBackup } from '../../domain/ownership-messages';
import { backupState } from '../../storage/backup';
import { DownloadBackupButton } from '../../ui/DownloadBackupButton';

type BackupState = Awaited<ReturnType<typeof backupState>>;

/** When the last backup was made and whether anything changed since, live (undefined while loading). */
export function useBackupState(email: string | null): BackupState | undefined {
  return useLiveQuery(async () => (email ? backupState(email) : undefined), [email]);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Issue 25: "Last backup: never" / "N days ago", with "Download backup", once something changed
 * since the last backup (the browser is the only copy of a person's work).
 */
export function BackupReminder({ email, state }: { email: string; state: BackupState | undefined }) {
  if (!state?.changedSince) return null;
  const when = state.lastBackupAt === null ? NEVER : daysAgo(Math.floor((Date.now() - state.lastBackupAt) / DAY_MS));
  return (
    <aside className="backup-reminder" aria-label="Backup">
      <p>{lastBackup(when)}</p>
      <DownloadBackupButton email={email} className="button button--quiet" />
    </aside>
  );
}
