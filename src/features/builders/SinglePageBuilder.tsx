import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  BLOG_PUBLISHED, BLOG_SAVED, BUSINESS_CARD_PUBLISHED, BUSINESS_CARD_SAVED, EVENT_PROMO_PUBLISHED, EVENT_PROMO_SAVED,
} from '../../domain/messages';
import { newBlogPost, newBusinessCard, newEventPromo, type BlogPost, type BusinessCard, type EventPromo } from '../../domain/schemas';
import { SINGLE_PAGE_VARIANT, singlePageSiteRecord, type SinglePageKind } from '../../domain/publishing-kinds';
import {
  getBlogPost, getBusinessCard, getEventPromo, upsertBlogPost, upsertBusinessCard, upsertEventPromo,
} from '../../storage/single-page-records';
import { freshSiteId, publishSite, saveUserSite } from '../../storage/sites';
import { findVariant } from '../../sites/registry';
import { SiteView } from '../../sites/SiteView';
import { notify } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorShell, TemplatePicker } from './EditorShell';

type Content = (BusinessCard | BlogPost | EventPromo) & { templateId?: string };

interface BuilderSpec {
  title: string;
  path: string;
  table: string;
  get(id: string): Promise<Content | undefined>;
  upsert(record: Content): Promise<Content>;
  fresh(id: string): Content;
  saved: string;
  published: string;
}

/** The three single-page builders (spec.md section 2): where each keeps its records and what it says. */
export const BUILDERS: Record<SinglePageKind, BuilderSpec> = {
  'business-card': {
    title: 'Business card',
    path: '/builder/business',
    table: 'businessCards',
    get: getBusinessCard,
    upsert: (record) => upsertBusinessCard(record as BusinessCard),
    fresh: newBusinessCard,
    saved: BUSINESS_CARD_SAVED,
    published: BUSINESS_CARD_PUBLISHED,
  },
  blog: {
    title: 'Blog post',
    path: '/builder/blog',
    table: 'blogPosts',
    get: getBlogPost,
    upsert: (record) => upsertBlogPost(record as BlogPost),
    fresh: newBlogPost,
    saved: BLOG_SAVED,
    published: BLOG_PUBLISHED,
  },
  'event-promo': {
    title: 'Event promo',
    path: '/builder/event-promo',
    table: 'eventPromos',
    get: getEventPromo,
    upsert: (record) => upsertEventPromo(record as EventPromo),
    fresh: newEventPromo,
    saved: EVENT_PROMO_SAVED,
    published: EVENT_PROMO_PUBLISHED,
  },
};

/**
 * /builder/business, /builder/blog, /builder/event-promo (each also /:id). Every change is
 * saved at once (upsert by id), so Save Draft and Publish Site only confirm; Publish also puts
 * the site on the person's dashboard.
 */
export function SinglePageBuilder({ kind, initial }: { kind: SinglePageKind; initial?: Record<string, unknown> }) {
  const spec = BUILDERS[kind];
  const entry = findVariant(kind, SINGLE_PAGE_VARIANT[kind])!;
  const params = useParams();
  const navigate = useNavigate();
  // A new builder gets a fresh id (never one a site or a record of its kind has) into the
  // address, so a reload opens the same record; until then there is nothing to show.
  const id = params.id ?? '';
  const email = useSession((s) => s.currentUser?.email);
  useEffect(() => {
    if (params.id) return;
    let live = true;
    void freshSiteId((candidate) => spec.get(candidate)).then((fresh) => {
      if (live) navigate(`${spec.path}/${encodeURIComponent(fresh)}`, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [params.id, spec, navigate]);

  const stored = useLiveQuery(async () => (id ? ((await spec.get(id)) ?? null) : undefined), [id, spec]);
  const [draft, setDraft] = useState<{ id: string; content: Content } | null>(null);
  const content: Content | undefined =
    draft?.id === id ? draft.content : stored === undefined ? undefined : (stored ?? ({ ...spec.fresh(id), ...initial, id } as Content));

  const ready = useSession((s) => s.ready);
  if (!content || !ready) return <SlowLoading />;

  async function change(next: Content) {
    setDraft({ id, content: next });
    // Once the record exists, write only the fields this change touched: this tab's copy of the
    // other fields may be older than what another tab has saved since.
    const shown = content as Record<string, unknown>;
    const touched = stored ? Object.fromEntries(Object.entries(next).filter(([key, value]) => !Object.is(value, shown[key]))) : next;
    try {
      await spec.upsert({ ...touched, id } as Content);
    } catch (error) {
      console.error('Brick: could not save', error);
      reportSaveProblem(error, 'This change could not be saved. Please try again.');
    }
  }

  async function saveDraft() {
    await change(content!);
    notify(spec.saved);
  }

  async function publish() {
    try {
      const record = await spec.upsert({ ...content!, id });
      const site = singlePageSiteRecord(kind, { ...record, templateId: content!.templateId } as Content, email);
      if (email) await saveUserSite(email, site);
      await publishSite(site, email);
      notify(spec.published);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return (
    <EditorShell
      title={spec.title}
      back={
        <Link className="builder-back" to="/dashboard">
          <span aria-hidden="true">←</span> Back
        </Link>
      }
      actions={
        <>
          <button type="button" className="button button--quiet" onClick={() => void saveDraft()}>
            Save Draft
          </button>
          <button type="button" className="button" onClick={() => void publish()}>
            Publish Site
          </button>
        </>
      }
      form={
        <>
          <FieldsEditor sections={entry.sections} value={content} onChange={change} imageTarget={{ table: spec.table, key: id }} />
          <fieldset className="fields-section">
            <legend>Design</legend>
            <TemplatePicker
              value={content.templateId}
              fallback={entry.defaultTemplateId}
              onChange={(templateId) => void change({ ...content, templateId })}
            />
          </fieldset>
        </>
      }
      preview={<SiteView kind={kind} variant={entry.variant} content={content} templateId={content.templateId} />}
    />
  );
}
