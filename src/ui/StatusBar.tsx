import { useAppStatus } from '../state/app-status';
import { OFFLINE_BADGE, RELOAD, UPDATE_AVAILABLE } from '../domain/shell-messages';
import { reloadToUpdate } from '../pwa';
import { StorageNotices } from './StorageNotices';
import { OutboxIndicator } from './OutboxIndicator';

/** Always-visible app state (ui-contract.md): offline badge, update notice, storage notices. */
export function StatusBar() {
  const online = useAppStatus((s) => s.online);
  const updateReady = useAppStatus((s) => s.updateReady);
  return (
    <>
      <div className="header-status">
        {!online && (
          <span className="badge badge--offline" role="status">
            {OFFLINE_BADGE}
          </span>
        )}
        <OutboxIndicator />
      </div>
      {updateReady && (
        <div className="banner" role="status">
          <p>{UPDATE_AVAILABLE}</p>
          <button type="button" className="button" onClick={() => void reloadToUpdate()}>
            {RELOAD}
          </button>
        </div>
      )}
      <StorageNotices />
    </>
  );
}
