import { Link, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { SITE_NOT_FOUND, siteRestored } from '../../domain/messages';
import { notify, notifyError } from '../../state/notices';
import { getDeletedSite, listRecycleBin, restoreFromRecycleBin } from '../../storage/recycle-bin';
import { SitePicture } from '../../sites/SitePicture';
import { kindLabel } from '../../sites/kind-names';
import { useActiveUser } from '../../ui/useActiveUser';
import '../../ui/my-sites.css';
import './recycle-bin.css';
import { StatePage } from '../../ui/StatePage';

/**
 * The recycle bin's Preview: a deleted site is no longer in `sites`, so the public preview routes
 * cannot find it; it is shown here from the bin, only to its owner.
 */
export default function DeletedSitePreviewPage() {
  return (
    <DeletedSitePreview />
  );
}

function DeletedSitePreview() {
  const { siteId = '' } = useParams();
  const email = useActiveUser();
  const site = useLiveQuery(async () => {
    if (!email) return undefined;
    const mine = (await listRecycleBin(email)).some((entry) => String(entry.siteId) === siteId);
    return mine ? ((await getDeletedSite(siteId)) ?? null) : null;
  }, [email, siteId]);

  async function handleRestore() {
    if (!site) return;
    try {
      await restoreFromRecycleBin(site.id);
      notify(siteRestored(site.name));
    } catch (error) {
      console.error('Brick: could not restore the site', error);
      notifyError('The site could not be restored. Please try again.');
    }
  }

  if (site === undefined) return <p className="muted" role="status">Loading…</p>;
  if (site === null) {
    return <StatePage title={SITE_NOT_FOUND} actions={[{ label: 'Back to Recycle bin', to: '/recycle-bin' }]} />;
  }
  return (
    <div className="deleted-preview">
      <div className="my-sites-head">
        <div>
          <p className="muted">In the recycle bin · {kindLabel(site.type)}</p>
          <h1>{site.name || 'Untitled site'}</h1>
        </div>
        <div className="actions">
          <Link className="button button--quiet" to="/recycle-bin">
            Back to Recycle bin
          </Link>
          <button type="button" className="button" onClick={() => void handleRestore()}>
            Restore
          </button>
        </div>
      </div>
      <div className="deleted-preview-site">
        <SitePicture site={site} />
      </div>
    </div>
  );
}
