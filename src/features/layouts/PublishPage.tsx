import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { publishedVariant } from '../../sites/variant-routes';
import type { RsvpInput } from '../../domain/rsvp';
import type { SiteView as StoredSite } from '../../storage/sites';
import { mirroredPreview, mirroredSite } from '../../storage/mirror-read';
import { useLiveRead } from '../../state/live-read';
import { SiteView } from '../../sites/SiteView';
import { RsvpContext } from '../../sites/event/rsvp-context';
import { SlowLoading } from '../../ui/SlowLoading';
import { MirrorBoundary } from '../../ui/MirrorBoundary';
import { DownloadSiteButtonWhenReady, ShareButtonWhenReady } from '../../ui/share/deferred';
import { publishedFrom, type Published } from './published';
import './layouts.css';
import { StatePage } from '../../ui/StatePage';

/**
 * /publish/{variant}/{id}: every variant the manifest gives a publish page (business1 ... blog2,
 * links). It paints from the localStorage mirror while storage opens (issue 38), then follows
 * the stored site live; its buttons come with storage's code, below the site.
 */
export function PublishPage({ variant }: { variant: string }) {
  const { id = '' } = useParams();
  const { kind, publish } = publishedVariant(variant);
  const first = useMemo(() => {
    const store = publish.from === 'business-preview' ? mirroredPreview('business_preview', id) : undefined;
    return publishedFrom(kind, variant, publish, mirroredSite(id) as StoredSite | undefined, store) ?? undefined;
  }, [kind, variant, publish, id]);
  const found = useLiveRead<Published | null>(`${variant}/${id}`, () => import('./publish-reads').then((reads) => reads.livePublished(kind, variant, publish, id)), first);
  const keepRsvp = useCallback(async (input: RsvpInput) => {
    const { addRsvp } = await import('../../storage/rsvps');
    await addRsvp(id, input);
    console.info('Brick: RSVP kept on this device', { event: id });
  }, [id]);

  if (found === undefined) return <SlowLoading />;
  if (found === null) {
    return <StatePage title={publish.notFound} detail="The link may be mistyped, or the page was made on another device." actions={[{ label: 'Go to Brick', to: '/' }]} />;
  }
  const site = <SiteView kind={kind} variant={variant} content={found.content} templateId={found.templateId} theme={found.theme} extras={found.extras} name={found.name} />;
  return (
    <div className="publish-page">
      <RsvpContext.Provider value={publish.rsvp ? keepRsvp : null}>
        <MirrorBoundary mirrored={found === first}>{site}</MirrorBoundary>
      </RsvpContext.Provider>
      <div className="publish-actions actions">
        <ShareButtonWhenReady siteId={id} />
        <DownloadSiteButtonWhenReady siteId={id} />
      </div>
    </div>
  );
}
