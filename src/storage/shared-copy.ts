/**
 * "Make a copy to edit" from a share link (issue 25): the site a link carries becomes a new draft
 * of the logged-in person, in the editor of its kind. One transaction; the plan's site limit
 * applies as to any new site. Also keeps the link across a log-in (this tab only).
 */
import { editorPath, isEditorVariant, layoutSiteRecord } from '../sites/variant-routes';
import { hasVariant } from '../sites/kind-names';
import { isPreviewData } from '../sites/resolve';
import { singlePageBuilderOf } from '../sites/single-page-builders';
import { artistSiteRecord } from '../domain/publishing-kinds';
import type { SiteType, Theme } from '../domain/schemas';
import { db } from './db';
import { freshSiteId, saveUserSite, type SiteInput } from './sites';
import { upsertBlogPost, upsertBusinessCard, upsertEventPromo } from './single-page-records';
import { textOf } from '../domain/text';

/** The single-page records are validated by their own schemas on the way in. */
const UPSERT = { businessCards: upsertBusinessCard, blogPosts: upsertBlogPost, eventPromos: upsertEventPromo } as const satisfies Record<
  string,
  (record: Record<string, unknown> & { id: string }) => Promise<unknown>
>;

export interface SharedSite {
  kind: SiteType;
  variant: string;
  content: Record<string, unknown>;
  templateId?: string;
  theme?: Theme;
  name?: string;
}


/** Makes the copy; returns where its editor is. */
export function copySharedSite(owner: string, shared: SharedSite): Promise<{ editPath: string }> {
  const { kind, variant, content, templateId, theme } = shared;
  const name = shared.name ?? '';
  const draft = { published: false, lastPublished: null };
  return db.transaction('rw', [db.sites, db.users, db.businessCards, db.blogPosts, db.eventPromos], async () => {
    const builder = singlePageBuilderOf(kind, variant);
    if (builder) {
      const { table, path } = builder;
      const id = await freshSiteId((candidate) => db[table].get(candidate));
      await UPSERT[table]({ ...content, id, ...(templateId ? { templateId } : {}) });
      return { editPath: `${path}/${encodeURIComponent(id)}` };
    }
    const id = await freshSiteId();
    if (isEditorVariant(variant)) {
      const record = layoutSiteRecord({ ...content, ...(templateId ? { templateId } : {}), ...draft }, variant, id, owner);
      await saveUserSite(owner, { ...record, ...(theme ? { theme } : {}) } as SiteInput);
      return { editPath: editorPath(variant, id) };
    }
    if (kind === 'artist' && variant === 'variant1') {
      await saveUserSite(owner, { ...artistSiteRecord(id, 'variant1', content, owner), ...draft, templateId, ...(theme ? { theme } : {}) });
      return { editPath: `/builder/artist/${encodeURIComponent(id)}` };
    }
    const body = hasVariant(kind, variant) && isPreviewData(kind, variant) ? { previewData: content } : content;
    await saveUserSite(owner, {
      ...body, id, siteId: id, name: name || textOf(content.name ?? content.title), type: kind, variant, pages: ['main'],
      ...(templateId ? { templateId } : {}), ...(theme ? { theme } : {}), owner, ...draft,
    });
    return { editPath: `/manage/${encodeURIComponent(id)}` };
  });
}

const PENDING_KEY = 'brick-copy-pending';

/** Keeps a share link's data while the person logs in or signs up (this tab only). */
export function rememberPendingCopy(fragment: string): void {
  try {
    sessionStorage.setItem(PENDING_KEY, fragment);
  } catch {
    // Storage refused: the copy is offered again from the link.
  }
}

/** The share link's data waiting to be copied, taken once. */
export function takePendingCopy(): string | null {
  try {
    const fragment = sessionStorage.getItem(PENDING_KEY);
    sessionStorage.removeItem(PENDING_KEY);
    return fragment;
  } catch {
    return null;
  }
}
