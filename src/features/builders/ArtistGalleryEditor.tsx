import { ArtistEditorActions, BackToTemplates } from './artist-editor-parts';
import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ARTIST_PAGE_PUBLISHED, IMAGE_UPLOAD_FAILED } from '../../domain/messages';
import { DEFAULT_GALLERY_ITEMS, type GalleryItem } from '../../domain/schemas';
import { artistSiteRecord, gallerySiteContent, GALLERY_SITE_NAME } from '../../domain/publishing-kinds';
import { newId } from '../../domain/ids';
import { artistVariant2Sections } from '../../sites/artist';
import { SiteView } from '../../sites/SiteView';
import { savePreview } from '../../storage/previews';
import { publishSite, saveUserSite, freshSiteId } from '../../storage/sites';
import { notify, notifyError } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { ImageInput } from '../../ui/ImageInput';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorShell } from './EditorShell';
import { readGalleryDraft, saveGalleryDraft, type GalleryDraft } from './artist-drafts';

/**
 * /edit/artist/gallery: artist variant 2, "Gallery Focused". About, e-mail and gallery items
 * (label and optional image), kept in artist_about, artist_email and artistForm as typed.
 * There is no publish check (spec.md section 5).
 */
export default function ArtistGalleryEditor() {
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  const [draft, setDraft] = useState<GalleryDraft | null>(null);
  // Storage is ready once saved data of earlier versions has been imported.
  const ready = useSession((s) => s.ready);

  useEffect(() => {
    if (!ready) return;
    let live = true;
    readGalleryDraft(DEFAULT_GALLERY_ITEMS)
      .then((value) => live && setDraft(value))
      .catch(() => live && setDraft({ about: '', email: '', gallery: DEFAULT_GALLERY_ITEMS.map((item) => ({ ...item })) }));
    return () => {
      live = false;
    };
  }, [ready]);

  if (!draft) return <SlowLoading />;

  function change(next: GalleryDraft) {
    setDraft(next);
    saveGalleryDraft(next).catch((error) => {
      console.error('Brick: could not keep the draft', error);
      notifyError('This change could not be saved. Please try again.');
    });
  }
  const setItem = (index: number, patch: Partial<GalleryItem>) =>
    change({ ...draft, gallery: draft.gallery.map((item, i) => (i === index ? { ...item, ...patch } : item)) });

  async function publish() {
    try {
      const id = await freshSiteId();
      const content = gallerySiteContent(draft!);
      const record = { ...artistSiteRecord(id, 'variant2', content, email), templateId: 'elegant-minimalist' };
      if (email) await saveUserSite(email, record);
      await publishSite(record, email);
      await savePreview('preview', id, {
        name: GALLERY_SITE_NAME,
        about: draft!.about,
        contact: { email: draft!.email || null, phone: null, social: null },
        portfolioImages: draft!.gallery.map((item) => item.image ?? '').filter(Boolean).slice(0, 4),
        galleryItems: draft!.gallery,
      });
      notify(ARTIST_PAGE_PUBLISHED);
      navigate(`/show/artist/${encodeURIComponent(id)}`);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return (
    <EditorShell
      title="Gallery Focused"
      intro={<p>A short introduction, your e-mail, and the works you want to show.</p>}
      back={<BackToTemplates />}
      actions={<ArtistEditorActions saveDraft={() => saveGalleryDraft(draft)} publish={publish} />}
      form={
        <div className="fields-editor">
          <FieldsEditor sections={artistVariant2Sections} value={draft} onChange={change} />
          <fieldset className="fields-section">
            <legend>Gallery</legend>
            <div className="list-editor">
              {draft.gallery.length === 0 && <p className="muted">The gallery is empty. Add a work to show it.</p>}
              {draft.gallery.map((item, i) => (
                <GalleryItemEditor
                  key={item.id}
                  item={item}
                  index={i}
                  onChange={(patch) => setItem(i, patch)}
                  onRemove={() => change({ ...draft, gallery: draft.gallery.filter((_, j) => j !== i) })}
                />
              ))}
              <button
                type="button"
                className="button button--quiet"
                onClick={() => change({ ...draft, gallery: [...draft.gallery, { id: newId(), label: `Work ${draft.gallery.length + 1}` }] })}
              >
                Add a work
              </button>
            </div>
          </fieldset>
        </div>
      }
      preview={<SiteView kind="artist" variant="variant2" content={{ ...draft, name: GALLERY_SITE_NAME }} />}
    />
  );
}

function GalleryItemEditor({ item, index, onChange, onRemove }: { item: GalleryItem; index: number; onChange(patch: Partial<GalleryItem>): void; onRemove(): void }) {
  const id = useId();
  const name = item.label || `Work ${index + 1}`;
  return (
    <div className="list-editor-item">
      <div className="field">
        <label htmlFor={id}>Label of item {index + 1}</label>
        <input id={id} value={item.label} onChange={(e) => onChange({ label: e.target.value })} />
      </div>
      <ImageInput
        label={`Image of ${name}`}
        value={item.image ?? null}
        onChange={(image) => onChange({ image: image ?? null })}
        target={{ table: 'drafts', key: 'artistForm' }}
        failureMessage={IMAGE_UPLOAD_FAILED}
      />
      <div className="list-editor-item-actions">
        <button type="button" className="button button--quiet" onClick={onRemove}>
          Remove {name}
        </button>
      </div>
    </div>
  );
}
