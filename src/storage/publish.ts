/**
 * THE publish use case (issue 24, "one use case per verb"): every Publish Site button (the layout
 * editors, the link page, the three single-page builders, both artist editors, "Edit site" of any
 * of them, the wizards, a preview page, /manage) calls `publish`. It runs after every edit made so
 * far in this tab, so what is published is what was stored (issue 22), and writes sites, users,
 * previews and drafts in one Dexie transaction: all of it or, when something refuses (the plan's
 * site limit, a wizard's missing answers), nothing. A new site's id is made here, one way
 * (freshSiteId); the publish-once rule (spec.md section 4: a site enters the public `sites` list
 * once) is listSite's, which nothing outside storage calls.
 */
import type { SiteType } from '../domain/vocabulary';
import type { ArtistSite, PreviewData } from '../domain/schemas';
import { buildWizardSite, type WizardKind } from '../domain/wizard';
import {
  artistSiteRecord, artistToPreviewData, GALLERY_SITE_NAME, gallerySiteContent, singlePageSiteRecord, type SinglePageContent,
} from '../domain/publishing-kinds';
import { singlePageBuilder, type SinglePageKind } from '../sites/single-page-builders';
import { db, type PreviewKind } from './db';
import { readDraft, type DraftKey } from './drafts';
import { markDraftsPublished } from './draft-sites';
import { applyEditsNow, editsSettled, galleryPreview, type Content, type ContentRef, type GalleryDraft } from './edits';
import { savePreview } from './previews';
import { freshSiteId, listSite, saveUserSite, type SiteInput } from './sites';

type SiteRef = Extract<ContentRef, { table: 'sites' }>;
type DraftsByKey = Partial<Record<DraftKey, Record<string, unknown>>>;

/** What a wizard's drafts become: the preview data, the kind it makes and its visual template. */
export interface WizardSitePlan {
  data: PreviewData;
  kind: WizardKind;
  visualTemplateId: string;
}

/** Where the content to publish is stored now; each is read inside the publish transaction. */
export type PublishSource =
  /** A site record as stored: a layout editor's (made from `initial` if nothing is stored yet), the link page's, an "Edit site" editor's, /manage's. */
  | { site: SiteRef; initial?: () => Content }
  /** A single-page builder's record, kept under the site's id in its kind's table. */
  | { singlePage: SinglePageKind; record: ContentRef; initial?: () => Content }
  /** The artist showcase's form (the artistForm draft, or the site's own record). */
  | { artistShowcase: ContentRef; initial?: () => Content; toSite(record: Content): ArtistSite & { templateId?: string } }
  /** The artist gallery's drafts (artistForm's items, artist_about, artist_email). */
  | { artistGallery: () => Promise<GalleryDraft> }
  /** A wizard's drafts; `plan` may throw to refuse (nothing is written, the drafts stay). */
  | { wizard: readonly DraftKey[]; plan(drafts: DraftsByKey): WizardSitePlan }
  /** A site known only by its preview data, or an existing site, from its preview page. */
  | { preview: { type: SiteType; variant: string; data: Record<string, unknown>; templateId?: string; siteExists: boolean } };

export interface PublishRequest {
  /** The site's id; absent for a new site (made here). */
  id?: string;
  /** Whose site it is; a site that has an owner keeps it. */
  owner: string | undefined;
  from: PublishSource;
  now?: Date;
}

export interface Published {
  id: string;
  /** Whether the site entered the public list now (false: it was published before). */
  added: boolean;
}

/** What a source becomes: the site record, the preview rows that go with it, what happens to drafts. */
interface Built {
  site: SiteInput;
  /** A new site also goes into its owner's list, within their plan's limit. */
  intoOwnersList: boolean;
  previews?: ReadonlyArray<[PreviewKind, unknown]>;
  clearDrafts?: readonly DraftKey[];
  /** Drafts (by key) whose site this is now: their cards leave the dashboard's drafts (draft-sites.ts). */
  draftsPublished?: readonly string[];
}

const PUBLISH_TABLES = () => [
  db.sites, db.users, db.previews, db.drafts, db.meta, db.versions, db.businessCards, db.blogPosts, db.eventPromos,
];

/** Publishes the content `from` names, in one transaction; returns the site's id. */
export async function publish(request: PublishRequest): Promise<Published> {
  await editsSettled();
  const now = request.now ?? new Date();
  return db.transaction('rw', PUBLISH_TABLES(), async () => {
    const id = request.id ?? (await freshSiteId());
    const built = await build(request.from, id, request.owner, now);
    if (built.intoOwnersList && request.owner) await saveUserSite(request.owner, built.site);
    const { added } = await listSite(built.site, request.owner);
    for (const [kind, data] of built.previews ?? []) await savePreview(kind, id, data);
    if (built.draftsPublished?.length) await markDraftsPublished(built.draftsPublished);
    if (built.clearDrafts?.length) await db.drafts.bulkDelete([...built.clearDrafts]);
    return { id, added };
  });
}

async function build(from: PublishSource, id: string, owner: string | undefined, now: Date): Promise<Built> {
  if ('site' in from) {
    const site = await applyEditsNow(
      from.site,
      [
        { set: 'published', value: true },
        { set: 'lastPublished', value: now.toISOString() },
      ],
      from.initial,
    );
    return { site: site as SiteInput, intoOwnersList: false };
  }
  if ('singlePage' in from) {
    const record = await applyEditsNow(from.record, [], from.initial);
    return { site: singlePageSiteRecord(singlePageBuilder(from.singlePage), record as SinglePageContent, owner, now) as SiteInput, intoOwnersList: true };
  }
  if ('artistShowcase' in from) {
    const content = from.toSite(await applyEditsNow(from.artistShowcase, [], from.initial));
    const isNew = !(await db.sites.get(id));
    return {
      site: { ...artistSiteRecord(id, 'variant1', content, owner, now), templateId: content.templateId } as SiteInput,
      intoOwnersList: true,
      previews: [['preview', artistToPreviewData(content, content.templateId)]],
      // A new site is made from the artistForm draft: that draft is now published (draft-sites.ts).
      draftsPublished: isNew ? ['artistForm'] : [],
    };
  }
  if ('artistGallery' in from) {
    const draft = await from.artistGallery();
    return {
      site: { ...artistSiteRecord(id, 'variant2', gallerySiteContent(draft), owner, now), templateId: 'elegant-minimalist' } as SiteInput,
      intoOwnersList: true,
      previews: [['preview', galleryPreview(GALLERY_SITE_NAME, draft)]],
      draftsPublished: ['artist_gallery'],
    };
  }
  if ('wizard' in from) {
    const drafts: DraftsByKey = {};
    for (const key of from.wizard) {
      const value = await readDraft(key);
      if (value && typeof value === 'object' && !Array.isArray(value)) drafts[key] = value;
    }
    const plan = from.plan(drafts);
    const data = { ...plan.data, id };
    if (!owner) throw new Error('A wizard publishes for a signed-in person');
    return {
      site: buildWizardSite({ id, data, owner, visualTemplateId: plan.visualTemplateId, now, kind: plan.kind }),
      intoOwnersList: true,
      previews: [['site_previews', data], ['preview', data], ['site_preview', data]],
      clearDrafts: from.wizard,
    };
  }
  const { type, variant, data, templateId, siteExists } = from.preview;
  const published = { published: true, lastPublished: now.toISOString() };
  // A site that exists keeps its record; one known only by its preview data is made from it.
  if (siteExists) return { site: { id, ...published }, intoOwnersList: false };
  const name = typeof data.name === 'string' ? data.name : '';
  return {
    site: { id, siteId: id, name, type, variant, templateId, pages: ['main'], previewData: data, ...(owner ? { owner } : {}), ...published },
    intoOwnersList: false,
  };
}

