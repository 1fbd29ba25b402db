import { reportSaveProblem } from '../../ui/report-save-problem';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useLiveQuery } from 'dexie-react-hooks';
import { useSession } from '../../state/session';
import { editOne, readContent, type Content } from '../../storage/edits';
import { publish as publishSite } from '../../storage/publish';
import { freshSiteId } from '../../storage/sites';
import { useVariant } from '../../sites/use-variant';
import type { EditorSection, SiteVariant } from '../../sites/types';
import { SiteView } from '../../sites/SiteView';
import { FieldsEditor, type OnEdit } from '../../ui/FieldsEditor';
import { SlowLoading } from '../../ui/SlowLoading';
import type { OutboxTarget } from '../../outbox/types';
import { kindFacts } from '../../sites/kind-names';
import { editorPath, editorVariant, layoutSwitchOf, publishPath } from '../../sites/variant-routes';
import './layouts.css';
import { BackToDashboard } from '../../ui/BackLinks';

export interface ExtraEditorProps {
  /** The content as stored now. */
  value: Content;
  onEdit: OnEdit;
  target: OutboxTarget;
}

/** A variant's editor-only sections (SiteVariant.editorSections), once they have loaded. */
function useEditorSections(variant: SiteVariant): EditorSection[] {
  const [sections, setSections] = useState<{ of: SiteVariant; sections: EditorSection[] } | null>(null);
  useEffect(() => {
    let live = true;
    variant.editorSections?.().then(
      (loaded) => live && setSections({ of: variant, sections: loaded }),
      (error: unknown) => console.error('Brick: the editor could not load all of its fields', error),
    );
    return () => {
      live = false;
    };
  }, [variant]);
  return sections?.of === variant ? sections.sections : [];
}

interface LayoutEditorProps {
  /** A variant with an editor in the manifest (business1 ... blog2, links). */
  variant: string;
}

/**
 * The editor of every variant the manifest gives an editor route (/business/layout1 ...
 * /blog/layout2, /links/edit): the site id lives in ?id= (a new one when absent), every change is
 * saved at once, Layout 1 / Layout 2 switch keeping the id.
 */
export function LayoutEditor(props: LayoutEditorProps) {
  const email = useSession((s) => s.currentUser?.email);
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  useEffect(() => {
    // A new site: a fresh id (never one another site has) into the address, as a reload needs it.
    if (id) return;
    let live = true;
    void freshSiteId().then((fresh) => {
      if (live) setParams({ id: fresh }, { replace: true });
    });
    return () => {
      live = false;
    };
  }, [id, setParams]);

  // The route table asks for a logged-in user before this screen renders (src/ui/require-user.tsx).
  if (!email || !id) return null;
  return <EditorBody key={`${props.variant}:${id}`} {...props} id={id} email={email} />;
}

function EditorBody(props: LayoutEditorProps & { id: string; email: string }) {
  // Its kind's code, which the route fetched with this screen (withKind).
  const entry = useVariant(editorVariant(props.variant).kind, props.variant);
  return entry ? <LoadedEditor {...props} entry={entry} /> : <SlowLoading />;
}

function LoadedEditor({ variant, id, email, entry }: LayoutEditorProps & { id: string; email: string; entry: SiteVariant }) {
  const info = editorVariant(variant);
  const kindTitle = kindFacts(info.kind).label;
  const Own = entry.Editor;
  const extra = Own ? ({ value, onEdit }: ExtraEditorProps) => <Own value={value} onEdit={onEdit} target={{ table: 'sites', key: id }} /> : undefined;
  const afterSections = useEditorSections(entry);
  const navigate = useNavigate();
  // The site as stored now, in every tab: the editor never holds a copy of its own (issue 22).
  const ref = useMemo(() => ({ table: 'sites', key: id, owner: email, variant }) as const, [id, email, variant]);
  const stored = useLiveQuery(async () => (await readContent(ref)) ?? null, [ref]);
  const content = useMemo(() => {
    if (stored === undefined) return null;
    const parsed = entry.schema.safeParse(stored ?? {});
    return parsed.success ? (parsed.data as Content) : { ...(stored ?? {}), ...(entry.defaults() as Content) };
  }, [stored, entry]);
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const [publishing, setPublishing] = useState(false);
  const changes = useRef(0);

  if (stored === undefined || content === null) return <SlowLoading />;
  const foreign = stored !== null && (stored.type !== info.kind || (stored.owner !== undefined && stored.owner !== email));
  if (foreign) {
    return (
      <div className="state-page">
        <h1>This site can't be edited here</h1>
        <p className="muted">It belongs to another account or is a different kind of site.</p>
        <div className="actions">
          <Link className="button" to={editorPath(variant)} reloadDocument>
            Start a new {kindTitle.toLowerCase()}
          </Link>
          <BackToDashboard />
        </div>
      </div>
    );
  }

  const target: OutboxTarget = { table: 'sites', key: id };

  const edit: OnEdit = (change, before) => {
    setStatus('saving');
    const mine = ++changes.current;
    editOne(ref, change, before, () => entry.defaults() as Content).then(
      // "Saved" only once the latest change is stored: an earlier write finishing says nothing of it.
      () => mine === changes.current && setStatus('saved'),
      (error) => {
        console.error('Brick: could not save the layout', error);
        setStatus('failed');
        reportSaveProblem(error, 'Your change could not be saved. Please try again.');
      },
    );
  };

  async function publish() {
    setPublishing(true);
    try {
      // What is published is what is stored, after every edit made so far.
      await publishSite({ id, owner: email, from: { site: ref, initial: () => entry.defaults() as Content } });
      navigate(publishPath(variant, id));
    } catch (error) {
      console.error('Brick: could not publish', error);
      reportSaveProblem(error, 'Your site could not be published. Your changes are saved on this device; please try again.');
      setPublishing(false);
    }
  }

  const layouts = layoutSwitchOf(variant);
  return (
    <div className="layout-editor">
      <div className="layout-toolbar">
        <div>
          <p className="layout-eyebrow">{kindTitle} editor</p>
          <h1>{info.editor.title}</h1>
        </div>
        {layouts.length > 1 && (
          <nav className="layout-switch" aria-label="Layout">
            {layouts.map((other) => {
              const current = other.variant === variant;
              return (
                <Link key={other.variant} to={editorPath(other.variant, id)} aria-current={current ? 'page' : undefined} className={current ? 'is-current' : undefined}>
                  Layout {other.editor.layout}
                </Link>
              );
            })}
          </nav>
        )}
        <p className={`layout-save-state${status === 'failed' ? ' is-failed' : ''}`} aria-live="polite">
          {status === 'idle' && 'Changes save as you type'}
          {status === 'saving' && 'Saving…'}
          {status === 'saved' && 'Saved on this device'}
          {status === 'failed' && 'Not saved. Check your storage and try again.'}
        </p>
        <button type="button" className="button" onClick={() => void publish()} disabled={publishing}>
          Publish Site
        </button>
      </div>
      <div className={`layout-split${info.editor.alwaysSplit ? ' layout-split--always' : ''}`}>
        <div className="layout-form">
          <FieldsEditor sections={entry.sections} value={content} onEdit={edit} imageTarget={target} />
          {extra?.({ value: content, onEdit: edit, target })}
          {afterSections.length > 0 && <FieldsEditor sections={afterSections} value={content} onEdit={edit} imageTarget={target} />}
        </div>
        <section className="layout-preview" aria-label="Live preview" tabIndex={0}>
          <h2 className="layout-preview-title">Live preview</h2>
          <div className="layout-preview-frame">
            <SiteView kind={info.kind} variant={variant} content={content} templateId={typeof content.templateId === 'string' ? content.templateId : undefined} />
          </div>
        </section>
      </div>
    </div>
  );
}
