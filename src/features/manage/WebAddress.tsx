import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  ADDRESS_CHANGED, CHANGE_ADDRESS, COPY, NEW_ADDRESS, NEW_ADDRESS_HINT, OPEN, WEB_ADDRESS, WEB_ADDRESS_HOW, WEB_ADDRESS_OFFLINE,
  WEB_ADDRESS_OTHER_SERVER, WEB_ADDRESS_PUTTING, WEB_ADDRESS_QR_LABEL, WEB_ADDRESS_SYNC_OFF, WEB_ADDRESS_UNPUBLISHED, WEB_ADDRESS_UPDATING,
} from '../../domain/sync-messages';
import { useAppStatus } from '../../state/app-status';
import { notify } from '../../state/notices';
import { useWebPageRefusals } from '../../state/web-pages';
import { getSite } from '../../storage/sites';
import { readSyncSettings } from '../../storage/sync-settings';
import { changeWebAddress } from '../../sync/controls';
import { serverAddress, servedThisApp } from '../../sync/pairing';
import { isSlug, WEB_ADDRESS_MESSAGES, WEB_ADDRESS_PREFIX } from '../../sync/web-address';
import { CopyField } from '../../ui/CopyField';
import { FieldError, fieldErrorProps } from '../../ui/ErrorSummary';
import { QrCode } from '../../ui/share/QrCode';

/**
 * "Web address" (issue 37): where a published site is on the Brick server this device syncs
 * with, with Copy, a QR code and Open, and a way to change it. The sync client puts the page up
 * and takes it down as the site record says; this only shows where that stands.
 */
export function WebAddress({ siteId }: { siteId: string }) {
  const headingId = useId();
  const site = useLiveQuery(() => getSite(siteId), [siteId]);
  const settings = useLiveQuery(async () => (await readSyncSettings()) ?? null, []);
  const online = useAppStatus((status) => status.online);
  const refusal = useWebPageRefusals((refusals) => refusals[siteId]);
  if (!site || settings === undefined) return null;

  const syncing = settings !== null && !settings.paused;
  const here = syncing && servedThisApp(settings.serverUrl);
  const published = site.published === true && !site.blocked;
  const live = here && published && site.webAddress?.live ? site.webAddress : null;
  const upToDate = live !== null && live.live === site.lastPublished;
  const address = live ? serverAddress(settings!.serverUrl, `${WEB_ADDRESS_PREFIX}${live.slug}`) : null;

  let state: string | null = null;
  if (!syncing) state = WEB_ADDRESS_SYNC_OFF;
  else if (!here) state = WEB_ADDRESS_OTHER_SERVER;
  else if (!published) state = WEB_ADDRESS_UNPUBLISHED;
  else if (refusal) state = refusal;
  else if (!upToDate) state = online ? (live ? WEB_ADDRESS_UPDATING : WEB_ADDRESS_PUTTING) : WEB_ADDRESS_OFFLINE;

  return (
    <section className="manage-web-address" aria-labelledby={headingId}>
      <h2 id={headingId}>{WEB_ADDRESS}</h2>
      {state && (
        <p role="status" className={refusal && here && published ? 'web-address-state web-address-state--refused' : 'web-address-state'}>
          {state}
          {!syncing && (
            <>
              {' '}
              <Link to="/settings">Settings</Link>
            </>
          )}
        </p>
      )}
      {address && live && (
        <>
          <p className="muted">{WEB_ADDRESS_HOW}</p>
          <CopyField label={WEB_ADDRESS} value={address} copyLabel={COPY} />
          <a className="button button--quiet web-address-open" href={address} target="_blank" rel="noopener noreferrer">
            {OPEN}
          </a>
          <QrCode text={address} label={WEB_ADDRESS_QR_LABEL} />
          <ChangeAddress siteId={siteId} slug={live.slug} />
        </>
      )}
    </section>
  );
}

function ChangeAddress({ siteId, slug }: { siteId: string; slug: string }) {
  const id = useId();
  const [value, setValue] = useState(slug);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const wanted = value.trim().toLowerCase();
    if (wanted === slug) return;
    if (!isSlug(wanted)) return setError(WEB_ADDRESS_MESSAGES.badSlug);
    setBusy(true);
    setError(null);
    try {
      await changeWebAddress(siteId, wanted);
      notify(ADDRESS_CHANGED);
    } catch (problem) {
      setError(problem instanceof Error && problem.message ? problem.message : WEB_ADDRESS_MESSAGES.slugTaken);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="web-address-change" onSubmit={(event) => void submit(event)} noValidate>
      <div className="field">
        <label htmlFor={id}>{NEW_ADDRESS}</label>
        <p id={`${id}-hint`} className="field-hint">
          {NEW_ADDRESS_HINT}
        </p>
        <div className="web-address-slug">
          <span aria-hidden="true">{WEB_ADDRESS_PREFIX}</span>
          <input id={id} value={value} onChange={(event) => setValue(event.target.value)} autoCapitalize="none" autoCorrect="off" spellCheck={false} {...fieldErrorProps(id, error, `${id}-hint`)} />
        </div>
        <FieldError inputId={id} error={error} />
      </div>
      <button type="submit" className="button button--quiet" disabled={busy} aria-busy={busy}>
        {CHANGE_ADDRESS}
      </button>
    </form>
  );
}
