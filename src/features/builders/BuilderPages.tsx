import { Link, useParams } from 'react-router-dom';
import { SITE_NOT_FOUND } from '../../domain/messages';
import { builderTitle } from '../../domain/publishing-kinds';
import { singlePageBuilderOf, type SinglePageKind } from '../../sites/single-page-builders';
import { findSampleLayout } from '../../sites/preview-data/samples';
import { isPreviewData, resolveSite } from '../../sites/resolve';
import { SiteView } from '../../sites/SiteView';
import { SlowLoading } from '../../ui/SlowLoading';
import { useStoredSite } from '../../ui/use-stored-site';
import { ArtistShowcaseEditor } from './ArtistShowcaseEditor';
import { SinglePageBuilder } from './SinglePageBuilder';
import { StoredGalleryEditor } from './ArtistGalleryEditor';
import { WizardSiteEditor } from './WizardSiteEditor';
import './builders.css';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';
import { BackArrowLink } from '../../ui/BackLinks';

/** /builder/business, /builder/blog, /builder/event-promo (each also /:id): the manifest's single-page builders. */
export const SinglePageBuilderPage = ({ kind }: { kind: SinglePageKind }) => <SinglePageBuilder key={kind} kind={kind} />;
export const ArtistTemplateEditorPage = () => <ArtistShowcaseEditor />;

/**
 * /builder/{templateId}: 'Builder: ' plus the id with dashes as spaces. Only artist-portfolio has
 * an editor; template1..3 show their sample layout.
 */
export function TemplateBuilderPage() {
  const { templateId = '' } = useParams();
  const title = builderTitle(templateId);
  if (templateId === 'artist-portfolio') return <ArtistShowcaseEditor title={title} />;
  const sample = findSampleLayout(templateId);
  return (
    <div className="builder">
      <div className="builder-top">
        <BackArrowLink to="/templates">Back to Templates</BackArrowLink>
        <h1>{title}</h1>
        {sample ? (
          <p className="muted">{sample.description}</p>
        ) : (
          <p className="muted">There is no editor for this template. Pick one of the templates to start building.</p>
        )}
      </div>
      {sample ? (
        <div className="builder-preview-stage">
          <SiteView kind={sample.kind} variant={sample.variant} content={sample.content} templateId={sample.templateId} />
        </div>
      ) : (
        <div className="actions">
          <Link className="button" to="/templates">
            Templates
          </Link>
        </div>
      )}
    </div>
  );
}

/**
 * /builder/{type}/{id}: a stored site opened in its editor when it has one (artist Modern
 * Showcase, the single-page builders), else shown as it is.
 */
export function StoredSiteBuilderPage() {
  const { type = '', id = '' } = useParams();
  const site = useStoredSite(id);
  if (site === undefined) return <SlowLoading />;
  if (!site || site.type !== type) {
    return <StatePage title={SITE_NOT_FOUND} detail="Nothing is stored under this address on this device." actions={[TO_DASHBOARD]} />;
  }
  const resolved = resolveSite(site);
  const record = site as Record<string, unknown> & { id: string };
  if (resolved.kind === 'artist' && resolved.variant === 'variant1') {
    return <ArtistShowcaseEditor key={site.id} title={`Edit ${site.name || 'artist site'}`} site={record} />;
  }
  if (resolved.kind === 'artist' && resolved.variant === 'variant2') return <StoredGalleryEditor key={site.id} site={record} />;
  if (isPreviewData(resolved.kind, resolved.variant)) return <WizardSiteEditor key={site.id} site={record} kind={resolved.kind} variant={resolved.variant} />;
  const single = singlePageBuilderOf(resolved.kind, resolved.variant);
  if (single) return <SinglePageBuilder key={site.id} kind={single.kind} initial={record} />;
  return (
    <div className="builder">
      <div className="builder-top">
        <BackArrowLink to="/dashboard">Back to Dashboard</BackArrowLink>
        <h1>{site.name || 'Your site'}</h1>
        <p className="muted">This site has no single-page editor. Change its title, pictures and theme from Manage.</p>
        <div className="actions">
          <Link className="button" to={`/manage/${encodeURIComponent(site.id)}`}>
            Manage
          </Link>
        </div>
      </div>
      <div className="builder-preview-stage">
        <SiteView kind={resolved.kind} variant={resolved.variant} content={resolved.content} templateId={resolved.templateId} theme={resolved.theme} />
      </div>
    </div>
  );
}
