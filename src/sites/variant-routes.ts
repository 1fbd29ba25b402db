import type { SiteType } from '../domain/vocabulary';
import { textOf } from '../domain/text';
import { siteIdOf, type SiteIdLike } from '../domain/publishing';
import { ALL_VARIANTS, UnknownKindError, isKnownKind, kindFacts } from './kind-names';
import { KIND_IDS, MANIFEST, type KindFacts } from './manifest';
import type { EditorFacts, PublishFacts, RecordFacts } from './manifest';

/**
 * What the route tables, the write path and the dashboard derive from the manifest for the
 * variants with an editor of their own (the layout editors and every kind made like them): their
 * editor and publish routes, their record's name and their site record. Pure: no React, no storage.
 */
export interface EditorVariant {
  kind: SiteType;
  variant: string;
  editor: EditorFacts;
  publish?: PublishFacts;
  record: RecordFacts;
}

export const EDITOR_VARIANTS: readonly EditorVariant[] = ALL_VARIANTS.flatMap(({ kind, variant, facts }) =>
  facts.editor ? [{ kind, variant, editor: facts.editor, publish: facts.publish, record: facts.record ?? { untitled: 'Untitled site' } }] : [],
);

/** Variants with a publish page, /publish/{variant}/:id. */
export const PUBLISHED_VARIANTS = ALL_VARIANTS.flatMap(({ kind, variant, facts }) => (facts.publish ? [{ kind, variant, publish: facts.publish }] : []));

export const isEditorVariant = (variant: string | null | undefined): boolean => EDITOR_VARIANTS.some((v) => v.variant === variant);

/** A variant with an editor of its own; throws UnknownKindError for any other. */
export function editorVariant(variant: string): EditorVariant {
  const found = EDITOR_VARIANTS.find((v) => v.variant === variant);
  if (!found) throw new UnknownKindError('?', variant);
  return found;
}

/** A variant with a publish page; throws UnknownKindError for any other. */
export function publishedVariant(variant: string): { kind: SiteType; variant: string; publish: PublishFacts } {
  const found = PUBLISHED_VARIANTS.find((v) => v.variant === variant);
  if (!found) throw new UnknownKindError('?', variant);
  return found;
}

/** The variants of the same kind in its "Layout 1 / Layout 2" switch, in order. */
export function layoutSwitchOf(variant: string): EditorVariant[] {
  const { kind, editor } = editorVariant(variant);
  if (editor.layout === undefined) return [];
  return EDITOR_VARIANTS.filter((v) => v.kind === kind && v.editor.layout !== undefined).sort((a, b) => a.editor.layout! - b.editor.layout!);
}

/** /business/layout1?id=12: the editor of a variant, keeping the site id across a switch. */
export const editorPath = (variant: string, id?: string) => `${editorVariant(variant).editor.path}${id ? `?id=${encodeURIComponent(id)}` : ''}`;

/** Where Publish Site goes: /publish/{variant}/{id}. */
export const publishPath = (variant: string, id: string) => `/publish/${publishedVariant(variant).variant}/${encodeURIComponent(id)}`;

/** The variants with a preview page, /preview/{path}/:id (spec.md section 2), for the route table. */
export const PREVIEW_PAGES = ALL_VARIANTS.flatMap(({ kind, variant, facts }) => (facts.previewPage ? [{ kind, variant, page: facts.previewPage }] : []));

/** A kind's /preview/{page}/{id} page (spec.md section 2), if the manifest gives it one. */
export function previewPagePath(kind: string, id: string): string | undefined {
  const found = PREVIEW_PAGES.find((p) => p.kind === kind);
  return found ? `/preview/${found.page.path}/${encodeURIComponent(id)}` : undefined;
}

/** A site as the dashboard's Preview sees it: its id, its type and the variant it names. */
export type PreviewTarget = Exclude<SiteIdLike, string | number> & { type: string; variant?: string | null };

/**
 * Where the dashboard's Preview goes (spec.md section 2), as the kind's manifest entry says
 * (dashboardPreview): blog to /publish/blog1/{id}; event to /publish/event1/{id}; business to
 * /publish/{variant}/{id} (business1 unless the site is the store); any other type to /show/{type}/{id}.
 */
export function previewPathFor(site: PreviewTarget): string {
  const id = encodeURIComponent(siteIdOf(site));
  const facts = isKnownKind(site.type) ? kindFacts(site.type) : undefined;
  if (!facts?.dashboardPreview) return `/show/${encodeURIComponent(site.type)}/${id}`;
  const own = facts.dashboardPreview === 'own-publish-page' && PUBLISHED_VARIANTS.some((v) => v.kind === site.type && v.variant === site.variant);
  return `/publish/${own ? site.variant : facts.defaultVariant}/${id}`;
}

/** Where Publish Site of /manage and of the 8-step wizard goes: the kind's preview page (spec.md section 2), else its Preview. */
export const afterPublishPathFor = (site: PreviewTarget): string => previewPagePath(site.type, siteIdOf(site)) ?? previewPathFor(site);

/** The record's name (dashboard cards, recycle bin): the content's name or title, else "Untitled …". */
export function siteNameOf(content: Record<string, unknown>, variant: string): string {
  const named = [content.name, content.title].find((v): v is string => typeof v === 'string' && v.trim() !== '');
  return named ? named.trim() : editorVariant(variant).record.untitled;
}

type Content = Record<string, unknown>;

/**
 * The site record of an editor's content (the convention of src/sites/resolve.ts): what the write
 * path stores after every edit, so the derived fields (type, variant, name) follow the edit.
 */
export function layoutSiteRecord(content: Content, variant: string, id: string, owner: string): Content {
  const { kind, record: facts } = editorVariant(variant);
  const record: Content = {
    ...content,
    id,
    siteId: id,
    type: kind,
    variant,
    owner: typeof content.owner === 'string' ? content.owner : owner,
    // spec.md section 3: editor-created sites carry a blank logo.
    logo: typeof content.logo === 'string' ? content.logo : '',
    name: facts.nameAsIs ? textOf(content.name) : siteNameOf(content, variant),
    published: content.published === true,
    lastPublished: content.lastPublished ?? null,
  };
  if (facts.templateVariant) record.templateVariant = variant;
  return record;
}

/**
 * Where "Edit site" goes for a site rendered by `variant` (resolveSite): a variant with an editor
 * of its own opens it, every other editor-made or wizard-made site its editor at /builder/{type}/{id}
 * (the artist editors, the single-page builders, the wizard's content). A site with only the
 * manage page's fields has no other editor: null.
 */
export function editPathFor(site: { id?: string | number | null; siteId?: string | number | null; type: string }, variant: string): string | null {
  const id = siteIdOf(site);
  if (!id || variant === 'managed') return null;
  if (isEditorVariant(variant)) return editorPath(variant, id);
  return `/builder/${encodeURIComponent(site.type)}/${encodeURIComponent(id)}`;
}

/** The kinds that say how they start (those not in spec.md's lists): /templates and /template-selection offer them. */
export const MANIFEST_STARTS = KIND_IDS.flatMap((kind) => {
  const { start } = MANIFEST[kind] as KindFacts;
  if (!start) return [];
  const { editor } = editorVariant(start.variant);
  return [{ kind, name: start.name, description: start.description, title: editor.title, to: editor.path }];
});
