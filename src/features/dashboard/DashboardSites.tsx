import { useCallback, useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { NO_SITES_YET, UNDO, movedToRecycleBin, siteRestored } from '../../domain/messages';
import { notify, notifyError } from '../../state/notices';
import { listUserSiteRows } from '../../storage/sites-extra';
import { moveToRecycleBin, restoreFromRecycleBin } from '../../storage/recycle-bin';
import { SiteCard } from './SiteCard';
import { DraftCards, useDraftSites } from './DraftCards';
import { BackupReminder, useBackupState } from './BackupReminder';
import { useActiveUser } from '../../ui/useActiveUser';
import { LoadingSites } from './DashboardPage';

/** Cards per page: a person with a thousand sites still gets a quick page. */
export const SITES_PER_PAGE = 24;

interface Props {
  /** The count line's words ('3 sites · page 1 of 2'), empty while there is nothing to count. */
  onCount(words: string): void;
  focusHeading(): void;
}

/**
 * The dashboard's sites, drafts and backup reminder: the part that reads storage, fetched beside
 * the page's frame (DashboardPage), which paints before storage's code arrives (issue 38).
 */
export default function DashboardSites({ onCount, focusHeading }: Props) {
  const email = useActiveUser();
  const rows = useLiveQuery(async () => {
    if (!email) return undefined;
    return (await listUserSiteRows(email)).filter((row) => !row.site.blocked);
  }, [email]);
  const drafts = useDraftSites(Boolean(email));
  const backup = useBackupState(email);
  // The page fills in once: what it shows first does not move when the rest arrives.
  const loaded = rows !== undefined && drafts !== undefined && backup !== undefined;
  const [params, setParams] = useSearchParams();
  const pageCount = rows ? Math.max(1, Math.ceil(rows.length / SITES_PER_PAGE)) : 1;
  const requested = Number.parseInt(params.get('page') ?? '1', 10);
  const page = Number.isFinite(requested) ? Math.min(Math.max(requested, 1), pageCount) : 1;
  const shown = rows?.slice((page - 1) * SITES_PER_PAGE, page * SITES_PER_PAGE) ?? [];
  const count = rows && rows.length > 0 ? `${rows.length === 1 ? '1 site' : `${rows.length} sites`}${pageCount > 1 ? ` · page ${page} of ${pageCount}` : ''}` : '';
  useEffect(() => onCount(count), [onCount, count]);

  const goToPage = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    focusHeading();
  };

  const handleDelete = useCallback(async (siteId: string, name: string) => {
    try {
      await moveToRecycleBin(siteId);
      notify(movedToRecycleBin(name), {
        action: {
          label: UNDO,
          run: () => {
            restoreFromRecycleBin(siteId)
              .then(() => notify(siteRestored(name)))
              .catch((error) => {
                console.error('Brick: could not restore the site', error);
                notifyError('The site could not be restored. Find it in the recycle bin.');
              });
          },
        },
      });
    } catch (error) {
      console.error('Brick: could not delete the site', error);
      notifyError('The site could not be deleted. Please try again.');
    }
  }, []);

  return (
    <>
      {loaded && email && <BackupReminder email={email} state={backup} />}
      {loaded && email && <DraftCards drafts={drafts} owner={email} />}
      {!loaded ? (
        <LoadingSites />
      ) : rows.length === 0 ? (
        drafts?.length ? null : <div className="state-page my-sites-empty">
          <h2>{NO_SITES_YET}</h2>
          <p className="muted">Pick a template, add your words and pictures, and publish your first site in minutes.</p>
          <div className="actions">
            <Link className="button" to="/template-selection">
              Create New Site
            </Link>
          </div>
        </div>
      ) : (
        <>
          <ul className="dash-grid" aria-label="Your sites">
            {shown.map((row) => (
              <SiteCard key={row.site.id} row={row} onDelete={handleDelete} />
            ))}
          </ul>
          {pageCount > 1 && (
            <nav className="pager" aria-label="Pages of sites">
              <button type="button" className="button button--quiet" disabled={page <= 1} onClick={() => goToPage(page - 1)}>
                Previous
              </button>
              <span className="muted">
                Page {page} of {pageCount}
              </span>
              <button type="button" className="button button--quiet" disabled={page >= pageCount} onClick={() => goToPage(page + 1)}>
                Next
              </button>
            </nav>
          )}
        </>
      )}
    </>
  );
}
