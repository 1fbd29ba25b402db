import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { NO_DELETED_SITES, permanentlyDelete, siteDeletedForever, siteRestored } from '../../domain/messages';
import type { RecycleBinEntry } from '../../domain/schemas';
import { notify, notifyError } from '../../state/notices';
import { deleteForever, listRecycleBin, restoreFromRecycleBin } from '../../storage/recycle-bin';
import { SideMenu } from '../../ui/SideMenu';
import { kindLabel } from '../../sites/kind-names';
import { useActiveUser } from '../../ui/useActiveUser';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import '../../ui/my-sites.css';
import './recycle-bin.css';
import { BackToDashboard } from '../../ui/BackLinks';

export default function RecycleBinPage() {
  return (
    <RecycleBin />
  );
}

function RecycleBin() {
  const email = useActiveUser();
  const entries = useLiveQuery(async () => (email ? listRecycleBin(email) : undefined), [email]);
  const [confirming, setConfirming] = useState<RecycleBinEntry | null>(null);

  async function handleRestore(entry: RecycleBinEntry) {
    try {
      await restoreFromRecycleBin(String(entry.siteId));
      notify(siteRestored(entry.name));
    } catch (error) {
      console.error('Brick: could not restore the site', error);
      notifyError('The site could not be restored. Please try again.');
    }
  }

  async function handleDeleteForever(entry: RecycleBinEntry) {
    setConfirming(null);
    try {
      await deleteForever(String(entry.siteId));
      notify(siteDeletedForever(entry.name));
    } catch (error) {
      console.error('Brick: could not delete the site', error);
      notifyError('The site could not be deleted. Please try again.');
    }
  }

  return (
    <div className="my-sites">
      <SideMenu />
      <section className="my-sites-main" aria-labelledby="bin-heading">
        <div className="my-sites-head">
          <div>
            <h1 id="bin-heading">Recycle bin</h1>
            <p className="muted">Deleted sites wait here until you restore them or delete them forever.</p>
          </div>
          <BackToDashboard />
        </div>
        {entries === undefined ? (
          <p className="muted" role="status">
            Loading the recycle bin…
          </p>
        ) : entries.length === 0 ? (
          <div className="state-page my-sites-empty">
            <p>{NO_DELETED_SITES}</p>
          </div>
        ) : (
          <ul className="bin-list" aria-label="Deleted sites">
            {entries.map((entry) => {
              const id = String(entry.siteId);
              const name = entry.name || 'Untitled site';
              return (
                <li key={id} className="bin-item">
                  <div className="bin-item-name">
                    <h2 id={`bin-${id}`}>{name}</h2>
                    <p className="muted">{kindLabel(entry.type)}</p>
                  </div>
                  <div className="actions">
                    <Link className="button button--quiet" to={`/recycle-bin/${encodeURIComponent(id)}`} aria-describedby={`bin-${id}`}>
                      Preview
                    </Link>
                    <button type="button" className="button" onClick={() => void handleRestore(entry)} aria-describedby={`bin-${id}`}>
                      Restore
                    </button>
                    <button type="button" className="button button--danger" onClick={() => setConfirming(entry)} aria-describedby={`bin-${id}`}>
                      Delete Forever
                    </button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {confirming && (
        <ConfirmDialog
          title="Delete forever?"
          message={permanentlyDelete(confirming.name)}
          confirmLabel="Delete Forever"
          onConfirm={() => void handleDeleteForever(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
