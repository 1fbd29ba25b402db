import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate, useParams } from 'react-router-dom';
import { singlePageBuilder, type SinglePageKind } from '../../sites/single-page-builders';
import { editContent, editOne, readContent } from '../../storage/edits';
import { publish as publishSite } from '../../storage/publish';
import { freshSiteId, getSite } from '../../storage/sites';
import { useVariant } from '../../sites/use-variant';
import type { SiteVariant } from '../../sites/types';
import { SiteView } from '../../sites/SiteView';
import { notify } from '../../state/notices';
import { useSession } from '../../state/session';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import { EditorActions } from './artist-editor-parts';
import { EditorShell, TemplatePicker } from './EditorShell';
import { NextSteps } from '../../ui/share/NextSteps';
import { BackArrowLink } from '../../ui/BackLinks';

/** A builder's record: its kind's content, and the visual template picked for it. */
type Content = Record<string, unknown> & { templateId?: string };

/** A site record's content: without the fields that make it a site. */
function siteContent(site: Record<string, unknown>): Record<string, unknown> {
  const { siteId: _s, type: _t, variant: _v, owner: _o, pages: _p, published: _pu, lastPublished: _l, name: _n, theme: _th, ...content } = site;
  return content;
}

/**
 * /builder/business, /builder/blog, /builder/event-promo (each also /:id). Every change is
 * saved at once (upsert by id), so Save Draft and Publish Site only confirm; Publish also puts
 * the site on the person's dashboard.
 */
export function SinglePageBuilder(props: { kind: SinglePageKind; initial?: Record<string, unknown> }) {
  // Its fields, from its kind's code (which the route fetched with this screen: withKind).
  const entry = useVariant(props.kind, singlePageBuilder(props.kind).variant);
  return entry ? <LoadedBuilder {...props} entry={entry} /> : <SlowLoading />;
}

function LoadedBuilder({ kind, initial, entry }: { kind: SinglePageKind; initial?: Record<string, unknown>; entry: SiteVariant }) {
  // What the manifest says of this builder: its table, route, title and words.
  const spec = singlePageBuilder(kind);
  const params = useParams();
  const navigate = useNavigate();
  // A new builder gets a fresh id (never one a site or a record of its kind has) into the
  // address, so a reload opens the same record; until then there is nothing to show.
  const id = params.id ?? '';
  const email = useSession((s) => s.currentUser?.email);
  useEffect(() => {
    if (params.id) return;
    let live = true;
    void freshSiteId((candidate) => readContent({ table: spec.table, key: candidate })).then((fresh) => {
      // The query stays (a way back after logging in may carry one).
      if (live) navigate({ pathname: `${spec.path}/${encodeURIComponent(fresh)}`, search: window.location.search }, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [params.id, spec, navigate]);

  // The record as stored now, in every tab: the builder never holds a copy of its own (issue 22).
  const ref = useMemo(() => ({ table: spec.table, key: id }) as const, [spec.table, id]);
  // A site published from this builder whose record is not kept here (made on another version,
  // or imported): "Edit site" opens it with its content, from its site record.
  const found = useLiveQuery(
    async () => (id ? { stored: (await readContent(ref)) ?? null, site: initial ? null : ((await getSite(id)) ?? null) } : undefined),
    [ref, initial],
  );
  const stored = found?.stored;
  const base = initial ?? (found?.site?.type === kind ? siteContent(found.site) : undefined);
  const fresh = () => ({ ...(entry.defaults() as Content), ...base, id });
  const content = stored === undefined ? undefined : ((stored ?? fresh()) as Content);

  const ready = useSession((s) => s.ready);
  const [published, setPublished] = useState(false);
  if (!content || !ready) return <SlowLoading />;

  const edit: OnEdit = (change, before) => {
    editOne(ref, change, before, fresh).catch((error) => {
      console.error('Brick: could not save', error);
      reportSaveProblem(error, 'This change could not be saved. Please try again.');
    });
  };

  // Every change is saved as it is made: Save Draft stores the record once it has none yet.
  const saveDraft = () => editContent(ref, [], { initial: fresh });

  async function publish() {
    try {
      // What is published is what is stored, after every edit made so far.
      await publishSite({ id, owner: email, from: { singlePage: kind, record: ref, initial: fresh } });
      notify(spec.published);
      setPublished(true);
    } catch (error) {
      console.error('Brick: publishing failed', error);
      reportSaveProblem(error, 'Publishing did not work. Please try again.');
    }
  }

  return (
    <EditorShell
      title={spec.title}
      notice={published ? <NextSteps siteId={id} announce /> : undefined}
      back={
        <BackArrowLink to="/dashboard">Back</BackArrowLink>
      }
      actions={<EditorActions saveDraft={saveDraft} publish={publish} saved={spec.saved} />}
      form={
        <>
          <FieldsEditor sections={entry.sections} value={content} onEdit={edit} imageTarget={ref} />
          <fieldset className="fields-section">
            <legend>Design</legend>
            <TemplatePicker
              value={content.templateId}
              fallback={entry.defaultTemplateId}
              onChange={(templateId) => edit({ set: 'templateId', value: templateId })}
            />
          </fieldset>
        </>
      }
      preview={<SiteView kind={kind} variant={entry.variant} content={content} templateId={content.templateId} />}
    />
  );
}
