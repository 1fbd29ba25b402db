import { useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { SITE_PUBLISHED, SITE_UNPUBLISHED } from '../../domain/messages';
import { managePublishPathFor, previewPathFor, publicationState } from '../../domain/publishing';
import { THEMES, type Theme } from '../../domain/schemas';
import { notify, notifyError } from '../../state/notices';
import { markManagedSitePublished, publishSite } from '../../storage/sites';
import { editOne } from '../../storage/edits';
import { getUserSiteRow, unpublishSite, type UserSiteRow } from '../../storage/sites-extra';
import { ImageInput, ImageThumb } from '../../ui/ImageInput';
import { SitePicture, SiteThumbnail } from '../dashboard/SitePicture';
import { formatDate, kindLabel } from '../dashboard/kind-label';
import { useActiveUser } from '../dashboard/useActiveUser';
import { ShareButton } from '../share/ShareButton';
import { DownloadSiteButton } from '../share/DownloadSiteButton';
import { RsvpList } from '../layouts/RsvpList';
import { VersionsSection } from './VersionsSection';
import type { OnEdit } from '../../ui/FieldsEditor';
import { useTypedText } from '../../ui/typed-text';
import '../dashboard/dashboard.css';

/** spec.md section 2: light, dark, and brick labelled Classic. */
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', brick: 'Classic' };

const COULD_NOT_SAVE = 'Your change could not be saved. Please try again.';

export default function ManagePage() {
  return (
    <Manage />
  );
}

function Manage() {
  const { siteId = '' } = useParams();
  const email = useActiveUser();
  // null: not among this user's sites (or gone); undefined: still loading.
  const row = useLiveQuery(async () => (email ? ((await getUserSiteRow(email, siteId)) ?? null) : undefined), [email, siteId]);
  if (row === null) return <Navigate to="/dashboard" replace />;
  if (!email || row === undefined) {
    return (
      <p className="muted" role="status">
        Loading your site…
      </p>
    );
  }
  return <ManageForm key={row.site.id} row={row} email={email} />;
}

function ManageForm({ row, email }: { row: UserSiteRow; email: string }) {
  const { site, listed } = row;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const ids = { title: useId(), description: useId(), theme: useId(), gallery: useId() };
  const gallery = site.gallery ?? [];
  const state = publicationState(site, listed);
  const name = site.name || site.title || 'Untitled site';
  // `row` is live: the form shows the site as stored now, in every tab, and sends only edits.
  const ref = useMemo(() => ({ table: 'sites', key: site.id, owner: site.owner ?? email }) as const, [site.id, site.owner, email]);

  const edit: OnEdit = (change, before) => {
    editOne(ref, change, before).then(
      () => setSaved(true),
      (error) => {
        console.error('Brick: could not save the site', error);
        setSaved(false);
        notifyError(COULD_NOT_SAVE);
      },
    );
  };
  const title = useTypedText(site.title ?? '', (text, before) => edit({ set: 'title', value: text }, before));
  const description = useTypedText(site.description ?? '', (text, before) => edit({ set: 'description', value: text }, before));

  async function handlePublish() {
    setBusy(true);
    try {
      await publishSite({ id: site.id }, email); // adds to the sites list only when absent
      await markManagedSitePublished(site.id);
      notify(SITE_PUBLISHED);
      navigate(managePublishPathFor(site));
    } catch (error) {
      console.error('Brick: could not publish the site', error);
      notifyError('The site could not be published. Please try again.');
      setBusy(false);
    }
  }

  async function handleUnpublish() {
    setBusy(true);
    try {
      await unpublishSite(site.id);
      notify(SITE_UNPUBLISHED);
    } catch (error) {
      console.error('Brick: could not unpublish the site', error);
      notifyError('The site could not be unpublished. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  const target = ref;
  const lastPublished = formatDate(site.lastPublished);

  return (
    <div className="manage">
      <div className="manage-head">
        <div>
          <p className="muted">
            {kindLabel(site.type)} · <span className={`status-pill status-pill--${state.toLowerCase()}`}>{state}</span>
            {lastPublished ? ` · last published ${lastPublished}` : ''}
          </p>
          <h1>Manage {name}</h1>
        </div>
        <div className="actions">
          <Link className="button button--quiet" to="/dashboard">
            Back to Dashboard
          </Link>
          <Link className="button button--quiet" to={previewPathFor(site as { id: string; type: string; variant?: string })}>
            Preview
          </Link>
        </div>
      </div>

      <form className="manage-form" aria-label="Site details" onSubmit={(event) => event.preventDefault()}>
        <h2>Site details</h2>
        <p className="manage-saved" role="status">
          {saved ? 'All changes saved.' : ''}
        </p>
        <ImageInput label="Logo" value={site.logo ?? null} target={target} onChange={(next) => edit({ set: 'logo', value: next })} />
        <div className="field">
          <label htmlFor={ids.title}>Title</label>
          <input
            id={ids.title}
            value={title.value}
            onChange={(event) => title.onType(event.target.value)}
            onBlur={title.onBlur}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>Description</label>
          <textarea
            id={ids.description}
            value={description.value}
            onChange={(event) => description.onType(event.target.value)}
            onBlur={description.onBlur}
          />
        </div>
        <div className="field manage-gallery">
          <span id={ids.gallery} className="field-label">
            <strong>Gallery</strong>
          </span>
          {gallery.length === 0 ? (
            <p className="field-hint">No gallery images yet.</p>
          ) : (
            <ul className="gallery-thumbs" aria-labelledby={ids.gallery}>
              {gallery.map((src, index) => (
                <li key={`${index}-${src.slice(-24)}`}>
                  <ImageThumb src={src} alt={`Gallery image ${index + 1}`} className="gallery-thumb" />
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Remove gallery image ${index + 1}`}
                    onClick={() => edit({ remove: 'gallery', at: index })}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          <ImageInput
            label="Add image"
            addsEachPick
            value={null}
            target={target}
            onChange={(next) => (next ? edit({ add: 'gallery', item: next }) : undefined)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.theme}>Theme</label>
          <select id={ids.theme} value={site.theme ?? 'light'} onChange={(event) => edit({ set: 'theme', value: event.target.value as Theme })}>
            {THEMES.map((theme) => (
              <option key={theme} value={theme}>
                {THEME_LABELS[theme]}
              </option>
            ))}
          </select>
        </div>
        <div className="manage-publish">
          <button type="button" className="button" disabled={busy} onClick={() => void handlePublish()}>
            Publish Site
          </button>
          {state === 'Published' && (
            <button type="button" className="button button--quiet" disabled={busy} onClick={() => void handleUnpublish()}>
              Unpublish
            </button>
          )}
        </div>
      </form>

      <section className="manage-share" aria-label="Share and download">
        <ShareButton siteId={site.siteId} />
        <DownloadSiteButton siteId={site.siteId} />
      </section>

      <VersionsSection siteId={site.id} />

      {site.type === 'event' && <RsvpList siteId={site.siteId} eventTitle={site.title ?? site.name} />}

      <section className="manage-preview" aria-labelledby="manage-preview-heading">
        <h2 id="manage-preview-heading">Live preview</h2>
        <SiteThumbnail layoutWidth={900} layoutHeight={900} className="site-thumbnail--large">
          <SitePicture site={site} />
        </SiteThumbnail>
      </section>
    </div>
  );
}
