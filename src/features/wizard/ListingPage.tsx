import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router-dom';
import { readListing } from '../../storage/previews';
import { LOADING_LISTING, SITE_NOT_FOUND } from '../../domain/messages';
import { listingVariant } from '../../sites/listing';
import { VariantView } from '../../sites/SiteView';
import './wizard.css';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';
import { BackToDashboard } from '../../ui/BackLinks';

/**
 * /preview-site-generated/:siteId and /listing/:id: the listing preview of a wizard-made site,
 * read from site_previews by id. 'Loading your listing…' only while reading; 'Site not found.'
 * when the read finds nothing.
 */
export default function ListingPage() {
  const params = useParams();
  const id = params.siteId ?? params.id ?? '';
  // undefined while reading; { data: null } when nothing is stored under that id.
  const result = useLiveQuery(async () => ({ data: ((await readListing(id)) ?? null) }), [id]);

  if (result === undefined) {
    return (
      <p className="state-page muted" role="status">
        {LOADING_LISTING}
      </p>
    );
  }
  if (!result.data) {
    return <StatePage title={SITE_NOT_FOUND} detail="There is no listing with this address on this device." actions={[TO_DASHBOARD]} />;
  }

  return (
    <div className="listing-page">
      <div className="actions listing-actions">
        <BackToDashboard />
      </div>
      {/* A plain summary of what the wizard collected, in the listing's own template, not the site's. */}
      <VariantView entry={listingVariant} content={result.data} label="Your listing" />
    </div>
  );
}
