import { EditorActions, BackToTemplates } from './artist-editor-parts';
import { reportSaveProblem } from '../../ui/report-save-problem';
import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from 'react-router-dom';
import { ARTIST_PAGE_PUBLISHED } from '../../domain/messages';
import { DEFAULT_GALLERY_ITEMS, type GalleryItem } from '../../domain/schemas';
import { GALLERY_SITE_NAME } from '../../domain/publishing-kinds';
import type { Edit } from '../../domain/edits';
import { artistVariant2Sections } from '../../sites/artist';
import { ARTIST_GALLERY_SECTIONS } from '../../sites/artist/lists';
import { SiteView } from '../../sites/SiteView';
import {
  type ContentRef, editContent, editOne, editsSettled, type GalleryDraft, readContent,
} from '../../storage/edits';
import type { OutboxTarget } from '../../outbox/types';
import { publish as publishSite } from '../../storage/publish';
import { notify, notifyError } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorShell } from './EditorShell';

/**
 * /edit/artist/gallery: artist variant 2, "Gallery Focused". About, e-mail and gallery items
 * (label and optional image), kept in artist_about, artist_email and artistForm as typed.
 * There is no publish check (spec.md section 5).
 */
export default function ArtistGalleryEditor() {
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  // Storage is ready once saved data of earlier versions has been imported.
  const ready = useSession((s) => s.ready);
  // The three drafts as stored now, in every tab: the editor never keeps a copy of its own.
  const stored = useLiveQuery(async () => (ready ? await readGalleryDrafts() : undefined), [ready]);
  if (!stored) return <SlowLoading />;
  const draft = galleryDraftOf(stored);

  const fail = (error: unknown) => {
    console.error('Brick: could not keep the draft', error);
    notifyError('This change could not be saved. Please try again.');
  };
  // About and e-mail are plain-text drafts of their own (artist_about, artist_email).
  const editText: OnEdit = (change, before) => {
    if ('set' in change) editOne(change.set === 'about' ? ABOUT : EMAIL, { set: 'value', value: change.value }, before).catch(fail);
  };
  // The items live in artistForm beside the showcase's fields; a form without items starts from
  // those shown, decided against the form as stored when the edit is applied (`init`).
  const editItems = (change: Edit, before?: string) =>
    editContent(FORM, [{ init: 'gallery', value: draft.gallery }, change], { initial: () => ({}), before: 'set' in change && before !== undefined ? { [change.set]: before } : undefined }).catch(fail);

  async function publish() {
    try {
      // What is published is what is stored, after every edit made so far.
      const { id } = await publishSite({ owner: email, from: { artistGallery: async () => galleryDraftOf(await readGalleryDrafts()) } });
      notify(ARTIST_PAGE_PUBLISHED);
      navigate(`/show/artist/${encodeURIComponent(id)}`);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return <GalleryEditorShell title="Gallery Focused" name={GALLERY_SITE_NAME} draft={draft} editText={editText} editItems={editItems} publish={publish} />;
}

/**
 * A published Gallery Focused site opened again ("Edit site", issue 28): the same fields, kept
 * on the site record itself (its items under galleryItems), and Publish Site updates that site.
 */
export function StoredGalleryEditor({ site }: { site: Record<string, unknown> & { id: string } }) {
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  const owner = (site.owner as string | undefined) ?? email ?? '';
  const ref = useMemo(() => ({ table: 'sites', key: site.id, owner, variant: 'everywhere' }) as const, [site.id, owner]);
  const target = useMemo(() => ({ table: 'sites', key: site.id }), [site.id]);
  const stored = useLiveQuery(async () => (await readContent(ref)) ?? null, [ref]);
  if (stored === undefined) return <SlowLoading />;
  const record = stored ?? site;
  const draft: GalleryDraft = {
    about: typeof record.about === 'string' ? record.about : '',
    email: typeof record.email === 'string' ? record.email : '',
    gallery: Array.isArray(record.galleryItems) ? (record.galleryItems as GalleryItem[]) : [],
  };
  const name = typeof record.name === 'string' && record.name ? record.name : GALLERY_SITE_NAME;
  const fail = (error: unknown) => {
    console.error('Brick: could not save the site', error);
    notifyError('This change could not be saved. Please try again.');
  };
  const editText: OnEdit = (change, before) => void editOne(ref, change, before).catch(fail);
  // The editor's items are `gallery`; the site keeps them under galleryItems.
  const onSite = (change: Edit): Edit => {
    const rename = (path: string) => path.replace(/^gallery(?=\.|$)/, 'galleryItems');
    if ('set' in change) return { ...change, set: rename(change.set) };
    if ('add' in change) return { ...change, add: rename(change.add) };
    if ('remove' in change) return { ...change, remove: rename(change.remove) };
    if ('move' in change) return { ...change, move: rename(change.move) };
    return { ...change, init: rename(change.init) };
  };
  const editItems = (change: Edit, before?: string) => {
    const edit = onSite(change);
    editContent(ref, [edit], { before: 'set' in edit && before !== undefined ? { [edit.set]: before } : undefined }).catch(fail);
  };

  async function publish() {
    try {
      await publishSite({ id: site.id, owner, from: { site: ref } });
      notify(ARTIST_PAGE_PUBLISHED);
      navigate(`/show/artist/${encodeURIComponent(site.id)}`);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return <GalleryEditorShell title={`Edit ${name}`} name={name} draft={draft} editText={editText} editItems={editItems} publish={publish} target={target} />;
}

/** The Gallery Focused editor's screen, for a new site's drafts and for a published site alike. */
function GalleryEditorShell({ title, name, draft, editText, editItems, publish, target }: {
  title: string;
  name: string;
  draft: GalleryDraft;
  editText: OnEdit;
  editItems(change: Edit, before?: string): void;
  publish(): Promise<void>;
  target?: OutboxTarget;
}) {
  return (
    <EditorShell
      title={title}
      intro={<p>A short introduction, your e-mail, and the works you want to show.</p>}
      back={<BackToTemplates />}
      actions={<EditorActions saveDraft={editsSettled} publish={publish} />}
      form={
        <div className="fields-editor">
          <FieldsEditor sections={artistVariant2Sections} value={draft} onEdit={editText} />
          <FieldsEditor sections={ARTIST_GALLERY_SECTIONS} value={draft} onEdit={editItems} imageTarget={target ?? FORM} />
        </div>
      }
      preview={<SiteView kind="artist" variant="variant2" content={{ ...draft, name }} />}
    />
  );
}

const ABOUT: ContentRef = { table: 'drafts', key: 'artist_about' };
const EMAIL: ContentRef = { table: 'drafts', key: 'artist_email' };
const FORM: ContentRef = { table: 'drafts', key: 'artistForm' };

async function readGalleryDrafts() {
  const [about, email, form] = await Promise.all([readContent(ABOUT), readContent(EMAIL), readContent(FORM)]);
  return { about, email, form };
}

/** The gallery draft shown: artist_about, artist_email and the items of artistForm (defaults before the first). */
function galleryDraftOf({ about, email, form }: Awaited<ReturnType<typeof readGalleryDrafts>>): GalleryDraft {
  const text = (draft: Record<string, unknown> | undefined, fallback: unknown) =>
    typeof draft?.value === 'string' ? draft.value : typeof fallback === 'string' ? fallback : '';
  return {
    about: text(about, form?.about),
    email: text(email, form?.email),
    gallery: Array.isArray(form?.gallery) ? (form.gallery as GalleryItem[]) : DEFAULT_GALLERY_ITEMS.map((item) => ({ ...item })),
  };
}
