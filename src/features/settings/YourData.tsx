import { useEffect, useId, useState, type ChangeEvent } from 'react';
import {
  PROTECT_MY_DATA, PROTECT_REFUSED, RESTORE_FAILED, RESTORE_FROM_BACKUP, STORAGE_NOT_PROTECTED,
  STORAGE_PROTECTED, YOUR_DATA, restoreSummary,
} from '../../domain/ownership-messages';
import { restoreBackup } from '../../storage/backup';
import { BACKUP_EXTENSION } from '../../storage/backup-format';
import { DownloadBackupButton } from '../../ui/DownloadBackupButton';
import { requestPersistence, storagePersisted } from '../../storage/quota';

/**
 * /settings, "Your data" (issue 25): a backup file of everything, and restoring one (never
 * overwriting: what differs comes back as a copy).
 */
export function YourData({ email }: { email: string }) {
  const id = useId();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function restore(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setResult(null);
    try {
      const outcome = await restoreBackup(email, await file.text());
      setResult(outcome.ok ? { ok: true, text: restoreSummary(outcome.counts) } : { ok: false, text: outcome.message });
    } catch (failure) {
      console.error('Brick: could not restore the backup', failure);
      setResult({ ok: false, text: RESTORE_FAILED });
    } finally {
      setBusy(false);
      input.value = ''; // the same file can be chosen again
    }
  }

  return (
    <section className="card your-data" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{YOUR_DATA}</h2>
      <p className="muted">
        Your sites live only in this browser. Keep a backup file somewhere safe; restore it here or in any other browser.
      </p>
      <DownloadBackupButton email={email} />
      <div className="field your-data-restore">
        <label htmlFor={`${id}-restore`}>{RESTORE_FROM_BACKUP}</label>
        <input id={`${id}-restore`} type="file" accept={`${BACKUP_EXTENSION},application/json`} onChange={(e) => void restore(e)} disabled={busy} />
        <span className="field-hint">Nothing here is overwritten: a site that differs comes back as a copy.</span>
      </div>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'your-data-ok' : 'form-error'}>
          {result.text}
        </p>
      )}
    </section>
  );
}

/** Whether the browser keeps Brick's storage under pressure, and "Protect my data" while it does not. */
export function StorageProtection() {
  const [persisted, setPersisted] = useState<boolean | null | undefined>(undefined);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    let live = true;
    void storagePersisted().then((value) => live && setPersisted(value));
    return () => {
      live = false;
    };
  }, []);
  if (persisted === undefined || persisted === null) return null;
  async function protect() {
    const granted = await requestPersistence({ again: true });
    setPersisted(granted);
    setRefused(!granted);
  }
  return (
    <div className="storage-protection">
      <p>{persisted ? STORAGE_PROTECTED : STORAGE_NOT_PROTECTED}</p>
      {!persisted && (
        <button type="button" className="button button--quiet" onClick={() => void protect()}>
          {PROTECT_MY_DATA}
        </button>
      )}
      {refused && <p role="alert" className="form-error">{PROTECT_REFUSED}</p>}
    </div>
  );
}
