import { ShareButton } from '../../ui/share/ShareButton';
import { DownloadSiteButton } from '../../ui/share/DownloadSiteButton';
import { useCallback } from 'react';
import { useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { publishedVariant } from '../../sites/variant-routes';
import type { PublishFacts } from '../../sites/manifest';
import type { SiteType } from '../../domain/vocabulary';
import type { RsvpInput } from '../../domain/rsvp';
import { getSite } from '../../storage/sites';
import { readBusinessPreview } from '../../storage/previews';
import { addRsvp } from '../../storage/rsvps';
import { SiteView } from '../../sites/SiteView';
import { showAs } from '../../sites/resolve';
import type { ManageExtras } from '../../sites/ManageExtras';
import { RsvpContext } from '../../sites/event/rsvp-context';
import { SlowLoading } from '../../ui/SlowLoading';
import './layouts.css';
import { StatePage } from '../../ui/StatePage';

interface Found {
  content: unknown;
  extras?: ManageExtras;
  name?: string;
  templateId?: string;
  theme?: 'light' | 'dark' | 'brick';
}

/** What the page shows: the store from business_preview_{id}; the others from the site record. */
async function readPublished(kind: SiteType, variant: string, publish: PublishFacts, id: string): Promise<Found | null> {
  if (publish.from === 'business-preview') {
    const store = await readBusinessPreview(id);
    if (!store) return null;
    // The site record (when on this device) may carry a template or theme the store uses.
    const site = await getSite(id);
    const beside = site?.type === kind ? showAs(site, variant) : null;
    return { content: store, extras: beside?.extras, name: beside?.name, templateId: (site as { templateId?: string } | undefined)?.templateId, theme: site?.theme };
  }
  const site = await getSite(id);
  if (!site || site.type !== kind) return null;
  // The site as this page's variant shows it, with the manage page's fields (issue 35).
  return { ...showAs(site, variant), templateId: (site as { templateId?: string }).templateId, theme: site.theme };
}

/** /publish/{variant}/{id}: every variant the manifest gives a publish page (business1 ... blog2, links). */
export function PublishPage({ variant }: { variant: string }) {
  const { id = '' } = useParams();
  const { kind, publish } = publishedVariant(variant);
  const found = useLiveQuery(() => readPublished(kind, variant, publish, id), [kind, variant, publish, id]);
  const keepRsvp = useCallback(async (input: RsvpInput) => {
    await addRsvp(id, input);
    console.info('Brick: RSVP kept on this device', { event: id });
  }, [id]);

  if (found === undefined) return <SlowLoading />;
  if (found === null) {
    return <StatePage title={publish.notFound} detail="The link may be mistyped, or the page was made on another device." actions={[{ label: 'Go to Brick', to: '/' }]} />;
  }
  return (
    <div className="publish-page">
      <RsvpContext.Provider value={publish.rsvp ? keepRsvp : null}>
        <SiteView kind={kind} variant={variant} content={found.content} templateId={found.templateId} theme={found.theme} extras={found.extras} name={found.name} />
      </RsvpContext.Provider>
      <div className="publish-actions actions">
        <ShareButton siteId={id} />
        <DownloadSiteButton siteId={id} />
      </div>
    </div>
  );
}
