import { ArtistEditorActions, BackToTemplates } from './artist-editor-parts';
import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ARTIST_PAGE_PUBLISHED } from '../../domain/messages';
import type { ArtistSite } from '../../domain/schemas';
import { artistSiteRecord, artistToPreviewData, toArtistContent } from '../../domain/publishing-kinds';
import { artistKind, artistVariant1Sections } from '../../sites/artist';
import { SiteView } from '../../sites/SiteView';
import { savePreview } from '../../storage/previews';
import { freshSiteId, publishSite, saveUserSite } from '../../storage/sites';
import { notify, notifyError } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorShell, TemplatePicker } from './EditorShell';
import { ServicesEditor, TestimonialsEditor } from './ListEditors';
import { readShowcaseDraft, saveShowcaseDraft } from './artist-drafts';

type Form = ArtistSite & { templateId?: string };

const variant = artistKind.variants.variant1;

/**
 * Artist variant 1, "Modern Showcase" (/edit-artist-template, /builder/artist-portfolio): the
 * form autosaves to the artistForm draft; Publish checks the required fields and creates a new
 * site each time, then opens its show page. With `site`, it edits that stored site instead.
 */
export function ArtistShowcaseEditor({ title = 'Modern Showcase', site }: { title?: string; site?: Record<string, unknown> & { id: string } }) {
  const navigate = useNavigate();
  const email = useSession((s) => s.currentUser?.email);
  const [form, setForm] = useState<Form | null>(null);
  // Storage is ready once saved data of earlier versions has been imported.
  const ready = useSession((s) => s.ready);

  // Loaded once per site: later saves of the same site must not reset what is being typed.
  const siteId = site?.id;
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const load = site ? Promise.resolve({ ...toArtistContent(site), templateId: site.templateId as string | undefined }) : readShowcaseDraft();
    load.then((value) => live && setForm(value)).catch(() => live && setForm(variant.defaults()));
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [siteId, ready]);

  if (!form) return <SlowLoading />;

  async function save(next: Form) {
    if (site) {
      const owner = (site.owner as string | undefined) ?? email;
      await saveUserSite(owner ?? '', { ...next, id: site.id });
      await savePreview('preview', site.id, artistToPreviewData(next, next.templateId));
    } else {
      await saveShowcaseDraft(next);
    }
  }

  function change(next: Form) {
    setForm(next);
    save(next).catch((error) => {
      console.error('Brick: could not keep the draft', error);
      notifyError('This change could not be saved. Please try again.');
    });
  }

  async function publish() {
    const current = form!;
    const problem = variant.validateForPublish?.(current);
    if (problem) {
      notifyError(problem);
      return;
    }
    try {
      const id = site?.id ?? (await freshSiteId());
      const record = { ...artistSiteRecord(id, 'variant1', current, email), templateId: current.templateId };
      if (email) await saveUserSite(email, record);
      await publishSite(record, email);
      await savePreview('preview', id, artistToPreviewData(current, current.templateId));
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
      actions={<ArtistEditorActions saveDraft={() => save(form)} publish={publish} />}
      form={
        <div className="fields-editor">
          <FieldsEditor sections={artistVariant1Sections.slice(0, 3)} value={form} onChange={change} imageTarget={site ? { table: 'sites', key: site.id } : { table: 'drafts', key: 'artistForm' }} />
          <ServicesEditor services={form.services} onChange={(services) => change({ ...form, services })} />
          <TestimonialsEditor testimonials={form.testimonials} onChange={(testimonials) => change({ ...form, testimonials })} />
          <FieldsEditor sections={artistVariant1Sections.slice(3)} value={form} onChange={change} />
          <fieldset className="fields-section">
            <legend>Design</legend>
            <TemplatePicker value={form.templateId} fallback={variant.defaultTemplateId} onChange={(templateId) => change({ ...form, templateId })} />
          </fieldset>
        </div>
      }
      preview={<SiteView kind="artist" variant="variant1" content={form} templateId={form.templateId} />}
    />
  );
}
