import { useLiveQuery } from 'dexie-react-hooks';
import { useParams } from 'react-router-dom';
import { SITE_TYPES } from '../../domain/schemas';
import { toArtistContent } from '../../domain/publishing-kinds';
import { hasText } from '../../sites/parts';
import { resolveSite } from '../../sites/resolve';
import { readPreview } from '../../storage/previews';
import { getSite } from '../../storage/sites';
import { SlowLoading } from '../../ui/SlowLoading';
import { useStoredSite } from '../../ui/use-stored-site';
import { useSession } from '../../state/session';
import { visualTemplateId } from './load';
import { SiteView } from '../../sites/SiteView';
import { SiteNotFound } from './PreviewScreen';
import { ShareButton } from '../../ui/share/ShareButton';
import './previews.css';
import { BackToDashboard } from '../../ui/BackLinks';

function ShowFrame({ children, siteId, owner }: { children: React.ReactNode; siteId?: string; owner?: string | null }) {
  const email = useSession((s) => s.currentUser?.email);
  return (
    <div className="preview-page">
      <div className="preview-bar">
        <BackToDashboard />
        {/* The owner, just after publishing here (artist editors): the next step is sharing. */}
        {siteId && email && owner === email && <ShareButton siteId={siteId} />}
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
  const result = useLiveQuery(async () => {
    const [preview, site] = await Promise.all([readPreview('preview', siteId), getSite(siteId)]);
    return { preview: preview ?? null, site: site ?? null };
  }, [siteId]);
  if (result === undefined || !ready) return <SlowLoading />;
  const { preview, site } = result;
  const record = site as (Record<string, unknown> & { variant?: string; templateId?: string }) | null;
  // The record as the site shows it: the manage page's fields in their places (issue 35).
  const resolved = site ? resolveSite(site) : null;
  if (resolved && (resolved.variant === 'variant2' || (resolved.variant === 'managed' && !preview))) {
    return (
      <ShowFrame siteId={siteId} owner={site?.owner}>
        <SiteView {...resolved} templateId={visualTemplateId(resolved.templateId)} />
      </ShowFrame>
    );
  }
  const shown = resolved?.content as Record<string, unknown> | undefined;
  const source = resolved?.variant === 'variant1' ? { ...preview, ...shown } : (preview ?? shown ?? null);
  const content = source ? toArtistContent(source) : null;
  if (!content || !hasText(content.name)) return <SiteNotFound />;
  return (
    <ShowFrame siteId={site ? siteId : undefined} owner={site?.owner}>
      <SiteView kind="artist" variant="variant1" content={content} templateId={visualTemplateId(record?.templateId, preview?.templateId)} theme={site?.theme} extras={resolved?.extras} name={resolved?.name} />
    </ShowFrame>
  );
}

/** /show/{type}/{siteId}: any stored site, rendered the way the registry says. */
export function ShowSitePage() {
  const { type = '', siteId = '' } = useParams();
  const site = useStoredSite(siteId);
  if (site === undefined) return <SlowLoading />;
  if (!site || !(SITE_TYPES as readonly string[]).includes(type)) return <SiteNotFound />;
  const resolved = resolveSite(site);
  return (
    <ShowFrame siteId={site.id} owner={site.owner}>
      <SiteView {...resolved} templateId={visualTemplateId(resolved.templateId)} />
    </ShowFrame>
  );
}
