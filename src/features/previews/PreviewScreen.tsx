import { useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate, useParams } from 'react-router-dom';
import type { SiteType } from '../../domain/schemas';
import { resolveSite } from '../../sites/resolve';
import { SITE_NOT_FOUND } from '../../domain/messages';
import type { PreviewKind } from '../../storage/db';
import { notify, notifyError } from '../../state/notices';
import { useSession } from '../../state/session';
import { SlowLoading } from '../../ui/SlowLoading';
import { loadPreview, visualTemplateId, type LoadedPreview } from './load';
import { publish as publishSite } from '../../storage/publish';
import { SiteView } from '../../sites/SiteView';
import { NextSteps } from '../../ui/share/NextSteps';
import './previews.css';
import { StatePage, TO_DASHBOARD } from '../../ui/StatePage';
import { BackToDashboard } from '../../ui/BackLinks';

export interface PreviewScreenProps {
  kind: SiteType;
  /** The registry variant; may depend on what was stored. */
  variant: string | ((loaded: LoadedPreview) => string);
  sources: PreviewKind[];
  /** spec.md's loading text for this page, if it has one. */
  loadingText?: string;
  publishLabel: string;
  publishedNotice: string;
  /** Where publishing goes (cards go to /dashboard); stays on the page when absent. */
  afterPublish?: string;
}

/**
 * A preview page: reads the stored preview (LOADING… only while reading, 'Site not found.' when
 * nothing is stored), renders it through the registry, and offers publishing until published.
 */
export function PreviewScreen({ kind, variant, sources, loadingText, publishLabel, publishedNotice, afterPublish }: PreviewScreenProps) {
  const params = useParams();
  const id = params.id ?? params.siteId ?? '';
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  const [busy, setBusy] = useState(false);
  const loaded = useLiveQuery(() => loadPreview(id, sources), [id, sources.join()]);

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
  const chosen = own && own.kind === kind ? own.variant : typeof variant === 'function' ? variant(loaded) : variant;
  const templateId = visualTemplateId((loaded.site as { templateId?: unknown } | undefined)?.templateId, loaded.data.templateId);

  async function publish() {
    if (!loaded) return;
    setBusy(true);
    try {
      // A site that exists keeps its record; one known only by its preview data is made from it.
      const preview = { type: kind, variant: chosen, data: loaded.data, templateId: visualTemplateId(loaded.data.templateId), siteExists: Boolean(loaded.site) };
      await publishSite({ id, owner: email ?? undefined, from: { preview } });
      notify(publishedNotice);
      if (afterPublish) navigate(afterPublish);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      notifyError('Publishing did not work. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="preview-page">
      <div className="preview-bar">
        <BackToDashboard />
        {loaded.published ? (
          <span className="badge preview-published">Published</span>
        ) : (
          <button type="button" className="button" onClick={() => void publish()} disabled={busy}>
            {publishLabel}
          </button>
        )}
      </div>
      {loaded.published && loaded.site && email && loaded.site.owner === email && <NextSteps siteId={loaded.site.id} />}
      <div className="preview-stage">
        <SiteView kind={kind} variant={chosen} content={loaded.data} templateId={templateId} theme={loaded.site?.theme} />
      </div>
    </div>
  );
}

export function SiteNotFound({ text = SITE_NOT_FOUND }: { text?: string }) {
  return (
    <StatePage
      title={text}
      detail="Nothing is stored under this address on this device. It may have been deleted, or made on another device."
      actions={[TO_DASHBOARD, { label: 'Start a new site', to: '/templates', quiet: true }]}
    />
  );
}
