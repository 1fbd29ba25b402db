/** Notices about saved data (quarantine, full quota, a newer version in another tab). */
import { useState } from 'react';
import {
  DISCARD_IT, DOWNLOAD_IT, OTHER_PAGE_STALLED, QUARANTINE_NOTICE, QUOTA_NOTICE, RELOAD, STORAGE_UNAVAILABLE, UPDATED_IN_OTHER_TAB,
} from '../domain/shell-messages';
import { useStorageStatus } from '../state/storage-status';

// Storage code is imported when a button is used, so Dexie stays out of the entry bundle.
async function discardQuarantinedData(): Promise<void> {
  const { discardQuarantinedData: discard } = await import('../storage/boot');
  await discard();
}

async function downloadQuarantine(): Promise<void> {
  const { quarantineAsJson } = await import('../storage/quarantine');
  const json = await quarantineAsJson();
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `brick-unreadable-data-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function StorageNotices() {
  const { quarantinedCount, quotaDegraded, updatedInOtherTab, startError, otherPageStalled } = useStorageStatus();
  const [busy, setBusy] = useState(false);

  const run = (action: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      console.error('Brick: storage notice action failed', error);
    } finally {
      setBusy(false);
    }
  };

  if (!updatedInOtherTab && !startError && quarantinedCount === 0 && !quotaDegraded && !otherPageStalled) return null;
  return (
    <div className="storage-notices">
      {updatedInOtherTab && (
        <div className="notice notice--alert" role="alert">
          <p>{UPDATED_IN_OTHER_TAB}</p>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            {RELOAD}
          </button>
        </div>
      )}
      {startError && !updatedInOtherTab && (
        <div className="notice notice--alert" role="alert">
          <p>{STORAGE_UNAVAILABLE}</p>
        </div>
      )}
      {quarantinedCount > 0 && (
        <div className="notice notice--alert" role="alert">
          <p>{QUARANTINE_NOTICE}</p>
          <button type="button" className="button" disabled={busy} onClick={run(downloadQuarantine)}>
            {DOWNLOAD_IT}
          </button>
          <button type="button" className="button" disabled={busy} onClick={run(discardQuarantinedData)}>
            {DISCARD_IT}
          </button>
        </div>
      )}
      {otherPageStalled && (
        <div className="notice notice--status" role="status">
          <p>{OTHER_PAGE_STALLED}</p>
        </div>
      )}
      {quotaDegraded && (
        <div className="notice notice--status" role="status">
          <p>{QUOTA_NOTICE}</p>
        </div>
      )}
    </div>
  );
}
