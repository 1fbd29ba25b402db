import { EditorActions, BackToTemplates } from './artist-editor-parts';
import { reportSaveProblem } from '../../ui/report-save-problem';
import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from 'react-router-dom';
import { ARTIST_PAGE_PUBLISHED, COMPLETE_REQUIRED_FIELDS } from '../../domain/messages';
import { ArtistSiteSchema, type ArtistSite } from '../../domain/schemas';
import { toArtistContent } from '../../domain/publishing-kinds';
import { artistKind, artistVariant1Sections } from '../../sites/artist';
import { ARTIST_LIST_SECTIONS } from '../../sites/artist/lists';
import { SiteView } from '../../sites/SiteView';
import { type ContentRef, editContent, editOne, readContent } from '../../storage/edits';
import { publish as publishSite } from '../../storage/publish';
import { notify, notifyError } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor, fieldInputId, missingRequired, type OnEdit } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorShell, TemplatePicker } from './EditorShell';

type Form = ArtistSite & { templateId?: string };

const variant = artistKind.variants.variant1;
const ID_PREFIX = 'artist-field';
/** The variant's fields, with its lists after the portfolio. */
const SECTIONS = [...artistVariant1Sections.slice(0, 3), ...ARTIST_LIST_SECTIONS, ...artistVariant1Sections.slice(3)];

/** What the editor shows of a stored site or draft: the artist content and its look. */
function formOf(stored: Record<string, unknown> | null): Form {
  if (!stored) return variant.defaults() as Form;
  const content = 'type' in stored ? toArtistContent(stored) : (ArtistSiteSchema.safeParse(stored).data ?? ArtistSiteSchema.parse({}));
  return { ...content, templateId: stored.templateId as string | undefined };
}

/**
 * Artist variant 1, "Modern Showcase" (/edit-artist-template, /builder/artist-portfolio): the
 * form autosaves to the artistForm draft; Publish checks the required fields and creates a new
 * site each time, then opens its show page. With `site`, it edits that stored site instead.
 */
export function ArtistShowcaseEditor({ title = 'Modern Showcase', site }: { title?: string; site?: Record<string, unknown> & { id: string } }) {
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  // Storage is ready once saved data of earlier versions has been imported.
  const ready = useSession((s) => s.ready);
  const owner = (site?.owner as string | undefined) ?? email ?? '';
  // The stored site, or the artistForm draft: the editor renders it live and never keeps a copy.
  // Keyed by the site's id: a site is the same site while its id is (its record changes as it is edited).
  const siteId = site?.id;
  const ref: ContentRef = useMemo(
    () => (siteId !== undefined ? { table: 'sites', key: siteId, owner, variant: 'variant1' } : { table: 'drafts', key: 'artistForm' }),
    [siteId, owner],
  );
  const stored = useLiveQuery(async () => (ready ? ((await readContent(ref)) ?? null) : undefined), [ref, ready]);
  const form = useMemo(() => (stored === undefined ? null : formOf(stored ?? site ?? null)), [stored, site]);
  // After a refused publish: the summary and each empty required field say so, until filled.
  const [refused, setRefused] = useState(0);

  if (!form) return <SlowLoading />;
  const missing = refused ? missingRequired(artistVariant1Sections, form) : [];
  const problems = missing.length > 0 ? [{ message: variant.validateForPublish?.(form) ?? COMPLETE_REQUIRED_FIELDS, fieldId: fieldInputId(ID_PREFIX, missing[0]) }] : [];

  const initial = () => (site ? { ...site } : (variant.defaults() as Record<string, unknown>));
  const edit: OnEdit = (change, before) => {
    editOne(ref, change, before, initial).catch((error) => {
      console.error('Brick: could not keep the draft', error);
      notifyError('This change could not be saved. Please try again.');
    });
  };

  async function publish() {
    // What is published is what is stored, after every edit made so far.
    const current = formOf(await editContent(ref, [], { initial }));
    const problem = variant.validateForPublish?.(current);
    if (problem) {
      setRefused((n) => n + 1);
      return;
    }
    try {
      const { id } = await publishSite({ id: site?.id, owner: email, from: { artistShowcase: ref, initial, toSite: formOf } });
      notify(ARTIST_PAGE_PUBLISHED);
      navigate(`/show/artist/${encodeURIComponent(id)}`);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return (
    <EditorShell
      title={title}
      intro={<p>Your name, pictures and story. Name, logo, hero image, profile image and bio are needed to publish.</p>}
      back={<BackToTemplates />}
      actions={<EditorActions saveDraft={() => editContent(ref, [], { initial })} publish={publish} />}
      problems={problems}
      attempt={refused}
      form={
        <div className="fields-editor">
          <FieldsEditor sections={SECTIONS} value={form} onEdit={edit} imageTarget={ref} idPrefix={ID_PREFIX} showMissing={refused > 0} />
          <fieldset className="fields-section">
            <legend>Design</legend>
            <TemplatePicker value={form.templateId} fallback={variant.defaultTemplateId} onChange={(templateId) => edit({ set: 'templateId', value: templateId })} />
          </fieldset>
        </div>
      }
      preview={<SiteView kind="artist" variant="variant1" content={form} templateId={form.templateId} />}
    />
  );
}
