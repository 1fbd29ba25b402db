import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate, useParams } from 'react-router-dom';
import type { SiteType } from '../../domain/schemas';
import { resolveSite } from '../../sites/resolve';
import { PUBLISH_THIS_SITE, SITE_PUBLISHED_TO_DASHBOARD } from '../../domain/messages';
import type { PreviewPageFacts } from '../../sites/manifest';
import { notify } from '../../state/notices';
import { useBusyAction } from '../../ui/use-busy-action';
import { useSession } from '../../state/session';
import { SlowLoading } from '../../ui/SlowLoading';
import { loadPreview } from './load';
import { visualTemplateId } from './visual-template';
import { SiteNotFound } from './SiteNotFound';
import { publish as publishSite } from '../../storage/publish';
import { SiteView } from '../../sites/SiteView';
import { NextSteps } from '../../ui/share/NextSteps';
import './previews.css';
import { BackToDashboard } from '../../ui/BackLinks';

export interface PreviewScreenProps {
  kind: SiteType;
  /** The manifest's variant with this page; what is stored may pick another (page.variantFor). */
  variant: string;
  page: PreviewPageFacts;
}

const WIZARD_SOURCES = ['preview', 'site_preview'] as const;

/**
 * A preview page (src/sites/manifest.ts, previewPage): reads the stored preview (its loading text
 * only while reading, 'Site not found.' when nothing is stored), renders it through the registry,
 * and offers publishing until published.
 */
export function PreviewScreen({ kind, variant, page }: PreviewScreenProps) {
  const { sources = WIZARD_SOURCES, loading: loadingText, publishLabel = PUBLISH_THIS_SITE, published: publishedNotice = SITE_PUBLISHED_TO_DASHBOARD, afterPublish } = page;
  const params = useParams();
  const id = params.id ?? '';
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  const [busy, run] = useBusyAction();
  const loaded = useLiveQuery(() => loadPreview(id, sources), [id, sources]);

  const ready = useSession((s) => s.ready);
  // Until storage is ready (earlier versions' data imported), nothing can be called missing.
  if (loaded === undefined || (loaded === null && !ready)) {
    return loadingText ? (
      <p className="state-page muted" role="status">
        {loadingText}
      </p>
    ) : (
      <SlowLoading />
    );
  }
  if (loaded === null) return <SiteNotFound />;

  // An editor-made site (no preview data) renders with its own variant, as stored.
  const own = loaded.fromSite && loaded.site ? resolveSite(loaded.site) : null;
  // The manage page's pictures and logo the template has no place for (issue 35) show here too.
  const beside = loaded.site && loaded.site.type === kind ? resolveSite(loaded.site) : null;
  const chosen = own && own.kind === kind ? own.variant : (page.variantFor?.(loaded.data) ?? variant);
  const templateId = visualTemplateId((loaded.site as { templateId?: unknown } | undefined)?.templateId, loaded.data.templateId);

  const publish = (data: Record<string, unknown>, siteExists: boolean) =>
    run(async () => {
      // A site that exists keeps its record; one known only by its preview data is made from it.
      const preview = { type: kind, variant: chosen, data, templateId: visualTemplateId(data.templateId), siteExists };
      await publishSite({ id, owner: email ?? undefined, from: { preview } });
      notify(publishedNotice);
      if (afterPublish) navigate(afterPublish);
    }, 'Publishing did not work. Please try again.');

  return (
    <div className="preview-page">
      <div className="preview-bar">
        <BackToDashboard />
        {loaded.published ? (
          <span className="badge preview-published">Published</span>
        ) : (
          <button type="button" className="button" onClick={() => void publish(loaded.data, Boolean(loaded.site))} disabled={busy}>
            {publishLabel}
          </button>
        )}
      </div>
      {loaded.published && loaded.site && email && loaded.site.owner === email && <NextSteps siteId={loaded.site.id} />}
      <div className="preview-stage">
        <SiteView kind={kind} variant={chosen} content={loaded.data} templateId={templateId} theme={loaded.site?.theme} extras={beside?.extras} name={beside?.name} />
      </div>
    </div>
  );
}
