import { useId } from 'react';
import { useBusyAction } from '../../ui/use-busy-action';
import { useLiveQuery } from 'dexie-react-hooks';
import { UNDO } from '../../domain/messages';
import { NO_VERSIONS, RESTORE_VERSION, VERSIONS, versionRestored } from '../../domain/ownership-messages';
import { notify, notifyError } from '../../state/notices';
import { restoreSiteVersion } from '../../storage/edits';
import { listVersions, type SiteVersion } from '../../storage/versions';
import './versions.css';

const REASONS: Record<SiteVersion['reason'], string> = {
  publish: 'Published',
  edit: 'Before editing',
  restore: 'Replaced by a restore',
};

const formatWhen = (ms: number) =>
  new Date(ms).toLocaleString(undefined, { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' });

/**
 * /manage/{id}, "Versions" (issue 25): the kept versions of a site, newest first, each with
 * "Restore". The content a restore replaces is kept as a version too, and Undo restores it.
 */
export function VersionsSection({ siteId }: { siteId: string }) {
  const headingId = useId();
  const versions = useLiveQuery(() => listVersions(siteId), [siteId]);
  const [busy, run] = useBusyAction();

  const restore = (version: SiteVersion) =>
    run(async () => {
      await restoreSiteVersion(siteId, version.id);
      const replaced = (await listVersions(siteId)).find((v) => v.reason === 'restore');
      notify(versionRestored(formatWhen(version.at)), {
        action: replaced
          ? { label: UNDO, run: () => void restoreSiteVersion(siteId, replaced.id).catch(() => notifyError('The restore could not be undone. Find the content under Versions.')) }
          : undefined,
      });
    }, 'This version could not be restored. Please try again.');

  return (
    <section className="manage-versions" aria-labelledby={headingId}>
      <h2 id={headingId}>{VERSIONS}</h2>
      {versions && versions.length === 0 && <p className="muted">{NO_VERSIONS}</p>}
      {versions && versions.length > 0 && (
        <ol className="version-list">
          {versions.map((version) => (
            <li key={version.id} className="version-item">
              <div className="version-what">
                <time dateTime={new Date(version.at).toISOString()}>{formatWhen(version.at)}</time>
                <span className="muted">
                  {REASONS[version.reason]}
                  {version.label ? ` · ${version.label}` : ''}
                </span>
              </div>
              <button type="button" className="button button--quiet" disabled={busy} onClick={() => void restore(version)}>
                {RESTORE_VERSION}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
