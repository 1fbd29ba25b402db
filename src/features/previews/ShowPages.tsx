import { useMemo, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { SITE_TYPES } from '../../domain/schemas';
import { toArtistContent } from '../../domain/publishing-kinds';
import { hasText } from '../../sites/parts';
import { resolveSite } from '../../sites/resolve';
import type { SiteView as StoredSite } from '../../storage/sites';
import { mirroredPreview, mirroredSite } from '../../storage/mirror-read';
import { useLiveRead } from '../../state/live-read';
import { SlowLoading } from '../../ui/SlowLoading';
import { MirrorBoundary } from '../../ui/MirrorBoundary';
import { missingOnceReady, useSession } from '../../state/session';
import { visualTemplateId } from './visual-template';
import { SiteView } from '../../sites/SiteView';
import { SiteNotFound } from './SiteNotFound';
import { ShareButtonWhenReady } from '../../ui/share/deferred';
import './previews.css';
import { BackToDashboard } from '../../ui/BackLinks';

/** The show pages paint from the localStorage mirror while storage opens, then follow the stored records live (issue 38). */
const fromMirror = (mirrored: boolean, site: ReactNode) => <MirrorBoundary mirrored={mirrored}>{site}</MirrorBoundary>;

function ShowFrame({ children, siteId, owner }: { children: ReactNode; siteId?: string; owner?: string | null }) {
  const email = useSession((s) => s.currentUser?.email);
  return (
    <div className="preview-page">
      <div className="preview-bar">
        <BackToDashboard />
        {/* The owner, just after publishing here (artist editors): the next step is sharing. */}
        {siteId && email && owner === email && <ShareButtonWhenReady siteId={siteId} />}
      </div>
      <div className="preview-stage">{children}</div>
    </div>
  );
}

/**
 * /show/artist/{siteId}: the published artist page, read from its stored preview (and its site
 * record, which keeps the testimonials' names). 'Site not found.' when it has no name.
 */
export function ShowArtistPage() {
  const { siteId = '' } = useParams();
  const ready = useSession((s) => s.ready);
  const first = useMemo(() => {
    const preview = mirroredPreview('preview', siteId);
    const site = mirroredSite(siteId) as StoredSite | undefined;
    return preview || site ? { preview: preview ?? null, site: site ?? null } : undefined;
  }, [siteId]);
  const live = useLiveRead<{ preview: Record<string, unknown> | null; site: StoredSite | null }>(`artist/${siteId}`, () => import('./show-reads').then((reads) => reads.liveArtistShow(siteId)), first);
  // Until storage is ready (earlier versions' data imported), only the mirror's copy is shown.
  const result = ready ? live : first;
  if (result === undefined) return <SlowLoading />;
  const mirrored = result === first;
  const { preview, site } = result;
  const record = site as (Record<string, unknown> & { variant?: string; templateId?: string }) | null;
  // The record as the site shows it: the manage page's fields in their places (issue 35).
  const resolved = site ? resolveSite(site) : null;
  if (resolved && (resolved.variant === 'variant2' || (resolved.variant === 'managed' && !preview))) {
    return (
      <ShowFrame siteId={siteId} owner={site?.owner}>
        {fromMirror(mirrored, <SiteView {...resolved} templateId={visualTemplateId(resolved.templateId)} />)}
      </ShowFrame>
    );
  }
  const shown = resolved?.content as Record<string, unknown> | undefined;
  const source = resolved?.variant === 'variant1' ? { ...preview, ...shown } : (preview ?? shown ?? null);
  const content = source ? toArtistContent(source) : null;
  if (!content || !hasText(content.name)) return <SiteNotFound />;
  return (
    <ShowFrame siteId={site ? siteId : undefined} owner={site?.owner}>
      {fromMirror(mirrored, <SiteView kind="artist" variant="variant1" content={content} templateId={visualTemplateId(record?.templateId, preview?.templateId)} theme={site?.theme} extras={resolved?.extras} name={resolved?.name} />)}
    </ShowFrame>
  );
}

/** /show/{type}/{siteId}: any stored site, rendered the way the registry says. */
export function ShowSitePage() {
  const { type = '', siteId = '' } = useParams();
  const ready = useSession((s) => s.ready);
  const first = useMemo(() => mirroredSite(siteId) as StoredSite | undefined, [siteId]);
  const live = useLiveRead<StoredSite | null>(`site/${siteId}`, () => import('./show-reads').then((reads) => reads.liveSite(siteId)), first);
  const site = missingOnceReady(live, ready);
  if (site === undefined) return <SlowLoading />;
  if (!site || !(SITE_TYPES as readonly string[]).includes(type)) return <SiteNotFound />;
  const resolved = resolveSite(site);
  return (
    <ShowFrame siteId={site.id} owner={site.owner}>
      {fromMirror(site === first, <SiteView {...resolved} templateId={visualTemplateId(resolved.templateId)} />)}
    </ShowFrame>
  );
}
