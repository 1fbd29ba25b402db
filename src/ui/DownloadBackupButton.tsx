import { useState } from 'react';
import { BACKUP_FAILED, DOWNLOAD_BACKUP } from '../domain/ownership-messages';
import { makeBackup } from '../storage/backup';
import { backupFileName } from '../storage/backup-format';

/** Saves text as a file the browser downloads. */
function saveFile(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** The "Download backup" button, with a progress bar while its images are written. */
export function DownloadBackupButton({ email, className = 'button' }: { email: string; className?: string }) {
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function download() {
    setError(null);
    setProgress({ done: 0, total: 0 });
    try {
      const text = await makeBackup(email, (done, total) => setProgress({ done, total }));
      saveFile(backupFileName(), text);
    } catch (failure) {
      console.error('Brick: could not write the backup', failure);
      setError(BACKUP_FAILED);
    } finally {
      setProgress(null);
    }
  }
  return (
    <div className="backup-download">
      <button type="button" className={className} onClick={() => void download()} disabled={progress !== null} aria-busy={progress !== null}>
        {DOWNLOAD_BACKUP}
      </button>
      {progress && progress.total > 3 && (
        <progress max={progress.total} value={progress.done} aria-label="Writing the backup">
          {progress.done} of {progress.total}
        </progress>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
    </div>
  );
}

