import { useEffect, useId, useMemo, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { SITE_PUBLISHED, SITE_UNPUBLISHED } from '../../domain/messages';
import { publicationState } from '../../domain/publishing';
import { THEMES, type Theme } from '../../domain/schemas';
import { notify, notifyError } from '../../state/notices';
import { publish as publishSite } from '../../storage/publish';
import { editContent } from '../../storage/edits';
import { manageEdits, manageValuesOf, type ManageChange, type ManageFields } from '../../domain/manage-lens';
import { useVariant } from '../../sites/use-variant';
import { afterPublishPathFor, editPathFor, previewPathFor } from '../../sites/variant-routes';
import type { Edit } from '../../domain/edits';
import { siteNameOf, siteVariantOf } from '../../sites/resolve';
import { manageFieldsOf } from '../../sites/kind-names';
import { SitePages } from './SitePages';
import { PhonePreview } from './PhonePreview';
import { getUserSiteRow, unpublishSite, type UserSiteRow } from '../../storage/sites-extra';
import { ImageInput, ImageThumb } from '../../ui/ImageInput';
import { SitePicture } from '../../sites/SitePicture';
import { kindLabel } from '../../sites/kind-names';
import { formatDate } from '../../ui/format-date';
import { useActiveUser } from '../../ui/useActiveUser';
import { ShareButton } from '../../ui/share/ShareButton';
import { DownloadSiteButton } from '../../ui/share/DownloadSiteButton';
import { RsvpList } from './RsvpList';
import { VersionsSection } from './VersionsSection';
import { WebAddress } from './WebAddress';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { useKeptFocus } from '../../ui/kept-focus';
import { usePlaceKeys } from '../../ui/place-keys';
import { onFirstPress } from '../../ui/first-press';
import type { Field } from '../../domain/fields';
import { textOf } from '../../domain/text';
import '../../ui/my-sites.css';
import './manage.css';
import { BackToDashboard } from '../../ui/BackLinks';
import { useBusyAction } from '../../ui/use-busy-action';

/** spec.md section 2: light, dark, and brick labelled Classic. */
export const THEME_LABELS: Record<Theme, string> = { light: 'Light', dark: 'Dark', brick: 'Classic' };

const COULD_NOT_SAVE = 'Your change could not be saved. Please try again.';

/** The manage page's own fields (spec.md section 2), saved on the site record under the spec's names. */
const DETAIL_FIELDS: Field[] = [
  { path: 'logo', label: 'Logo', kind: 'image' },
  { path: 'title', label: 'Title', kind: 'text' },
  { path: 'description', label: 'Description', kind: 'textarea' },
];
const THEME_FIELD: Field = { path: 'theme', label: 'Theme', kind: 'select', options: THEMES.map((theme) => ({ value: theme, label: THEME_LABELS[theme] })) };

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
  if (!email || row === undefined) return <LoadingSite />;
  return <ManageLoaded key={row.site.id} row={row} email={email} />;
}

/** The site's variant, whose content the page edits: it says which fields are its title, description and pictures. */
function ManageLoaded({ row, email }: { row: UserSiteRow; email: string }) {
  const variant = siteVariantOf(row.site);
  // The live preview renders with the variant's code: wait for it like the editors do.
  const entry = useVariant(row.site.type, variant);
  if (!entry) return <LoadingSite />;
  return <ManageForm row={row} email={email} variant={variant} fields={manageFieldsOf(row.site.type, variant)} />;
}

const LoadingSite = () => (
  <p className="muted" role="status">
    Loading your site…
  </p>
);

function ManageForm({ row, email, variant, fields }: { row: UserSiteRow; email: string; variant: string; fields: ManageFields }) {
  const { site, listed } = row;
  const navigate = useNavigate();
  const [busy, run] = useBusyAction();
  const [saved, setSaved] = useState(false);
  const ids = { gallery: useId() };
  const state = publicationState(site, listed);
  // The spec's fields where the record holds them, else what the site's content shows (wizard
  // preview data, an editor's fields): storage keeps both in step, so a change shows everywhere.
  const record = site as Record<string, unknown>;
  const values = manageValuesOf(record, fields);
  const gallery = values.gallery;
  const { ref: galleryRef, keepFocusOnRemove } = useKeptFocus<HTMLDivElement>(gallery);
  const galleryKeys = usePlaceKeys(gallery);
  // The site's name is its current title, as its dashboard card says it.
  const name = siteNameOf(site, values.title);
  const editPath = editPathFor(site, variant);
  useEffect(() => {
    const before = document.title;
    document.title = `${name} · Brick`;
    return () => {
      document.title = before;
    };
  }, [name]);
  // `row` is live: the form shows the site as stored now, in every tab, and sends only edits,
  // which storage applies to every copy of the content (ref 'everywhere').
  const ref = useMemo(() => ({ table: 'sites', key: site.id, owner: site.owner ?? email, variant: 'everywhere' }) as const, [site.id, site.owner, email]);
  const target = useMemo(() => ({ table: 'sites', key: site.id }), [site.id]);

  const edit = (change: ManageChange, before?: string) => send(manageEdits(record, change, fields), before);
  // The write's promise: a picture picked is stored before its upload is queued (ImageInput).
  const send = (edits: Edit[], before?: string) => {
    if (edits.length === 0) return;
    const first = edits[0];
    const options = before !== undefined && 'set' in first ? { before: { [first.set]: before } } : {};
    return editContent(ref, edits, options).then(
      () => setSaved(true),
      (error) => {
        console.error('Brick: could not save the site', error);
        setSaved(false);
        notifyError(COULD_NOT_SAVE);
      },
    );
  };
  const onFieldEdit = (change: Edit, before?: string) => {
    if (!('set' in change)) return;
    if (change.set === 'theme') return send([change]);
    return edit({ field: change.set as 'title' | 'description' | 'logo', value: textOf(change.value), ifNow: change.ifNow }, before);
  };

  const handlePublish = () =>
    run(async () => {
      await publishSite({ id: site.id, owner: email, from: { site: ref } });
      notify(SITE_PUBLISHED);
      navigate(afterPublishPathFor(site));
    }, 'The site could not be published. Please try again.');

  const handleUnpublish = () =>
    run(async () => {
      await unpublishSite(site.id);
      notify(SITE_UNPUBLISHED);
    }, 'The site could not be unpublished. Please try again.');

  const lastPublished = formatDate(site.lastPublished);

  return (
    <div className="manage">
      <div className="manage-head">
        <div>
          <p className="muted">
            {kindLabel(site.type)} · <span className={`status-pill status-pill--${state.toLowerCase()}`}>{state}</span>
            {lastPublished ? ` · last published ${lastPublished}` : ''}
          </p>
          <h1>{name}</h1>
        </div>
        <div className="actions">
          {editPath && (
            <Link className="button" to={editPath}>
              Edit site
            </Link>
          )}
          <Link className="button button--quiet" to={previewPathFor(site)}>
            Preview
          </Link>
          <BackToDashboard />
        </div>
      </div>

      <form className="manage-form" aria-label="Site details" onSubmit={(event) => event.preventDefault()}>
        <h2>Site details</h2>
        <p className="manage-saved" role="status">
          {saved ? 'All changes saved.' : ''}
        </p>
        <FieldsEditor fields={DETAIL_FIELDS} value={values} onEdit={onFieldEdit} imageTarget={target} />
        <div className="field manage-gallery" ref={galleryRef}>
          <span id={ids.gallery} className="field-label">
            <strong>Gallery</strong>
          </span>
          {gallery.length === 0 ? (
            <p className="field-hint">No gallery images yet.</p>
          ) : (
            <ul className="gallery-thumbs" aria-labelledby={ids.gallery}>
              {/* Keys that follow the pictures, as the editors' lists do (usePlaceKeys): an upload landing
                  swaps the address in place, and another tab's removal of a picture above moves the
                  rest up; either way each item (its picture until the hosted one loads, its button's
                  focus) stays with its picture. */}
              {gallery.map((src, index) => (
                <li key={galleryKeys[index]} data-list-item>
                  <ImageThumb src={src} alt={`Gallery image ${index + 1}`} className="gallery-thumb" />
                  <button
                    type="button"
                    className="button button--quiet"
                    aria-label={`Remove gallery image ${index + 1}`}
                    data-removes
                    onClick={onFirstPress(() => {
                      keepFocusOnRemove(index);
                      return edit({ field: 'gallery', remove: index, shown: gallery });
                    })}
                  >
                    Remove
                  </button>
                </li>
              ))}
            </ul>
          )}
          {/* Any number of pictures, several in one pick: each is added to the list as stored then. */}
          <ImageInput label="Add image" addsEachPick value={null} target={target} onChange={(next) => (next ? edit({ field: 'gallery', add: next }) : undefined)} />
        </div>
        {editPath && (
          <p className="field-hint">
            Everything else on the site is changed in its editor: <Link to={editPath}>Edit site</Link>.
          </p>
        )}
        <FieldsEditor fields={[THEME_FIELD]} value={{ theme: site.theme ?? 'light' }} onEdit={onFieldEdit} />
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

      <WebAddress siteId={site.siteId} />

      <VersionsSection siteId={site.id} />

      {site.type === 'event' && <RsvpList siteId={site.siteId} eventTitle={site.title ?? site.name} />}

      <SitePages site={site} />

      <PhonePreview>
        <SitePicture site={site} />
      </PhonePreview>
    </div>
  );
}
