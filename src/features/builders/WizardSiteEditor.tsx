import { reportSaveProblem } from '../../ui/report-save-problem';
import { useMemo, useState } from 'react';
import { BackArrowLink } from '../../ui/BackLinks';
import { useLiveQuery } from 'dexie-react-hooks';
import type { Edit } from '../../domain/edits';
import { previewDataPrefixOf } from '../../domain/manage-lens';
import type { SiteType } from '../../domain/schemas';
import { readContent } from '../../storage/edits';
import { publish as publishSite } from '../../storage/publish';
import { editContent } from '../../storage/edits';
import { SiteView } from '../../sites/SiteView';
import type { EditorSection } from '../../sites/types';
import { notify, notifyError } from '../../state/notices';
import { SITE_PUBLISHED } from '../../domain/messages';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { NextSteps } from '../../ui/share/NextSteps';
import { EditorShell } from './EditorShell';
import { textOf } from '../../domain/text';

/** The onboarding wizard's steps as one page: what a wizard-made site's preview data holds. */
function wizardSections(content: Record<string, unknown>, card: boolean): EditorSection[] {
  const services = content.services;
  const listOfText = (value: unknown) => Array.isArray(value) && value.every((item) => typeof item === 'string');
  return [
    {
      title: 'Basic Info',
      fields: [
        { path: 'name', label: 'Name', kind: 'text' },
        ...(card ? [{ path: 'title', label: 'Title', kind: 'text' as const }] : []),
        { path: 'tagline', label: 'Tagline', kind: 'text' },
        { path: 'about', label: 'About', kind: 'textarea' },
        { path: 'logo', label: 'Logo', kind: 'image' },
      ],
    },
    { title: 'Highlight', fields: [{ path: 'highlightImage', label: 'Highlight image', kind: 'image' }] },
    ...(typeof services === 'string' || services === undefined || listOfText(services)
      ? [{ title: 'Services', fields: [{ path: 'services', label: 'Services', kind: listOfText(services) ? ('lines' as const) : ('textarea' as const) }] }]
      : []),
    ...(listOfText(content.testimonials) || content.testimonials === undefined
      ? [{ title: 'Testimonials', fields: [{ path: 'testimonials', label: 'Testimonials', kind: 'lines' as const, hint: 'One per line.' }] }]
      : []),
    {
      title: 'Contact Info',
      fields: [
        { path: 'contact.email', label: 'Email', kind: 'email' },
        { path: 'contact.phone', label: 'Phone', kind: 'tel' },
        { path: 'contact.social', label: 'Social', kind: 'url' },
      ],
    },
    { title: 'Gallery', fields: [{ path: 'galleryImage', label: 'Gallery image', kind: 'image' }] },
    {
      title: 'Navigation & Footer',
      fields: [
        { path: 'headerBg', label: 'Header background', kind: 'image' },
        { path: 'footerImg', label: 'Footer image', kind: 'image' },
      ],
    },
  ];
}

/**
 * A wizard-made site opened again ("Edit site", issue 28): everything the onboarding wizard asked
 * for, on one page, saved as it is typed into the site's own content (and every copy of it:
 * preview_{id}, site_preview_{id}, the listing); Publish Site publishes that same site.
 */
export function WizardSiteEditor({ site, kind, variant }: { site: Record<string, unknown> & { id: string }; kind: SiteType; variant: string }) {
  const owner = textOf(site.owner);
  const ref = useMemo(() => ({ table: 'sites', key: site.id, owner, variant: 'everywhere' }) as const, [site.id, owner]);
  const target = useMemo(() => ({ table: 'sites', key: site.id }), [site.id]);
  const stored = useLiveQuery(async () => (await readContent(ref)) ?? null, [ref]);
  const [published, setPublished] = useState(false);
  if (stored === undefined) return <SlowLoading />;
  const record = stored ?? site;
  const prefix = previewDataPrefixOf(record);
  const content = (prefix ? record.previewData : record) as Record<string, unknown>;
  const name = typeof content.name === 'string' && content.name ? content.name : 'your site';

  const send = (edits: Edit[], before?: string) => {
    const first = edits[0];
    editContent(ref, edits, { before: before !== undefined && first && 'set' in first ? { [first.set]: before } : undefined }).catch((error) => {
      console.error('Brick: could not save', error);
      reportSaveProblem(error, 'This change could not be saved. Please try again.');
    });
  };
  const edit: OnEdit = (change, before) => {
    if (!('set' in change)) return;
    const edits: Edit[] = [{ ...change, set: prefix + change.set }];
    // The record's name is what the dashboard card says.
    if (change.set === 'name' && prefix) edits.push({ set: 'name', value: change.value });
    send(edits, before);
  };

  async function publish() {
    try {
      await publishSite({ id: site.id, owner, from: { site: ref } });
      notify(SITE_PUBLISHED);
      setPublished(true);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      notifyError('Publishing did not work. Please try again.');
    }
  }

  return (
    <EditorShell
      title={`Edit ${name}`}
      intro={<p>Everything the setup wizard asked for, on one page. Each change is saved as you make it.</p>}
      notice={published ? <NextSteps siteId={site.id} announce /> : undefined}
      back={
        <BackArrowLink to={`/manage/${encodeURIComponent(site.id)}`}>Back to Manage</BackArrowLink>
      }
      actions={
        <button type="button" className="button" onClick={() => void publish()}>
          Publish Site
        </button>
      }
      form={<FieldsEditor sections={wizardSections(content, variant === 'card')} value={content} onEdit={edit} imageTarget={target} />}
      preview={<SiteView kind={kind} variant={variant} content={content} templateId={record.templateId as string | undefined} theme={record.theme as never} />}
    />
  );
}
