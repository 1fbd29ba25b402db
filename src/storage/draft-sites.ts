/**
 * Sites a person has started and not published (issue 25): every place a draft lives, seen as one
 * list the dashboard shows as "Draft" cards. Layout editors' sites are site records already in
 * their owner's list (the dashboard shows those as it always did); these are the others:
 *
 *   - the single-page builders' records (business_cards, blog_posts, event_promos) not yet a site,
 *   - the artist showcase's artistForm, and the gallery editor's artist_about, artist_email and
 *     artistForm.gallery, changed since they were last published,
 *   - the route wizard's onboarding_step1..7 and the 6-step wizard's onboard_wizard (both are
 *     cleared by their publish, so any that are stored are unpublished).
 *
 * These keys are the device's (spec.md section 3 gives them no owner), so they are shown to the
 * person logged in on this device. Deleting one moves its rows to the recycle bin, restorable.
 */
import { OnboardWizardSchema, type SiteRecord, type SiteType } from '../domain/schemas';
import {
  artistSiteRecord, GALLERY_SITE_NAME, gallerySiteContent, singlePageSiteRecord, type SinglePageContent,
} from '../domain/publishing-kinds';
import { buildPreviewData, buildSinglePagePreviewData, type WizardDrafts } from '../domain/wizard';
import type { GalleryItem } from '../domain/schemas';
import { db, nextOrder, withoutInternals, type DraftRow, type StoredSite } from './db';
import { NotFoundError } from './errors';
import { SINGLE_PAGE_BUILDERS } from '../sites/single-page-builders';
import { wizardKindFor } from '../sites/wizard-kinds';

type SinglePageTable = 'businessCards' | 'blogPosts' | 'eventPromos';

/** One stored row a draft is made of, kept whole so the recycle bin can put it back as it was. */
export type DraftPart =
  | { table: 'drafts'; key: string; row: DraftRow }
  | { table: SinglePageTable; key: string; row: Record<string, unknown> };

export interface DraftSite {
  /** Stable id of the draft: `draft:{where}`; also its recycle bin entry's id. */
  id: string;
  name: string;
  type: SiteType;
  /** When it was last edited (ms). */
  updatedAt: number;
  /** The editor that continues it. */
  editPath: string;
  /** A site record the registry renders: the draft's picture. */
  picture: SiteRecord;
  parts: DraftPart[];
}

/** meta key: when drafts of this key were last published (artist editors keep their drafts). */
const draftPublishedKey = (key: string) => `draftPublished:${key}`;

const ONBOARDING_KEYS = [1, 2, 3, 4, 5, 6, 7].map((n) => `onboarding_step${n}`);

const str = (value: unknown) => (typeof value === 'string' ? value : '');
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

async function publishedAt(key: string): Promise<number> {
  const value = (await db.meta.get(draftPublishedKey(key)))?.value;
  return typeof value === 'number' ? value : 0;
}

/** Records, in the same transaction as a publish, that these drafts are now published. */
export async function markDraftsPublished(keys: readonly string[], at = Date.now()): Promise<void> {
  await db.meta.bulkPut(keys.map((key) => ({ key: draftPublishedKey(key), value: at })));
}

const TABLES = () => [db.drafts, db.businessCards, db.blogPosts, db.eventPromos, db.sites, db.recycleBin, db.meta];

async function singlePageDrafts(): Promise<DraftSite[]> {
  const found: DraftSite[] = [];
  for (const builder of SINGLE_PAGE_BUILDERS) {
    const { table, kind, path } = builder;
    const rows = (await db[table].toArray()) as unknown as (Record<string, unknown> & { id: string; _updatedAt: number })[];
    const published = new Set((await db.sites.bulkGet(rows.map((row) => row.id))).filter(Boolean).map((site) => site!.id));
    const binned = new Set((await db.recycleBin.bulkGet(rows.map((row) => row.id))).filter(Boolean).map((entry) => entry!.siteId));
    for (const row of rows) {
      if (published.has(row.id) || binned.has(row.id)) continue;
      const picture = singlePageSiteRecord(builder, withoutInternals(row) as SinglePageContent, undefined) as unknown as SiteRecord;
      found.push({
        id: `draft:${table}:${row.id}`,
        name: picture.name,
        type: kind,
        updatedAt: row._updatedAt ?? 0,
        editPath: `${path}/${encodeURIComponent(row.id)}`,
        picture,
        parts: [{ table, key: row.id, row }],
      });
    }
  }
  return found;
}

async function artistDrafts(drafts: Map<string, DraftRow>): Promise<DraftSite[]> {
  const found: DraftSite[] = [];
  const form = drafts.get('artistForm');
  const formValue = form?.value;
  // The showcase's own fields (artistForm also holds the gallery editor's items).
  const showcase = isObject(formValue) ? Object.fromEntries(Object.entries(formValue).filter(([key]) => key !== 'gallery')) : {};
  if (form && Object.keys(showcase).length > 0 && form._updatedAt > (await publishedAt('artistForm'))) {
    const picture = { ...artistSiteRecord('draft-showcase', 'variant1', showcase, undefined), templateId: showcase.templateId } as unknown as SiteRecord;
    found.push({
      id: 'draft:artistForm',
      name: picture.name,
      type: 'artist',
      updatedAt: form._updatedAt,
      editPath: '/edit-artist-template',
      picture,
      parts: [{ table: 'drafts', key: 'artistForm', row: form }],
    });
  }
  const about = drafts.get('artist_about');
  const email = drafts.get('artist_email');
  const gallery = isObject(formValue) && Array.isArray(formValue.gallery) ? (formValue.gallery as GalleryItem[]) : Array.isArray(formValue) ? (formValue as GalleryItem[]) : null;
  // When the showcase owns artistForm too, the gallery's own texts say whether it was started
  // (deleting the gallery then takes only those, and must make its card go).
  const galleryOwnsForm = gallery !== null && Object.keys(showcase).length === 0;
  if (about || email || galleryOwnsForm) {
    const rows = [about, email, gallery ? form : undefined].filter((row): row is DraftRow => row !== undefined);
    const updatedAt = Math.max(...rows.map((row) => row._updatedAt));
    if (updatedAt > (await publishedAt('artist_gallery'))) {
      const content = gallerySiteContent({ about: str(about?.value), email: str(email?.value), gallery: gallery ?? [] });
      const picture = { ...artistSiteRecord('draft-gallery', 'variant2', content, undefined), templateId: 'elegant-minimalist' } as unknown as SiteRecord;
      found.push({
        id: 'draft:artist_gallery',
        name: GALLERY_SITE_NAME,
        type: 'artist',
        updatedAt,
        editPath: '/edit/artist/gallery',
        picture,
        // artistForm stays where it is when the showcase owns it too: deleting the gallery then
        // takes only its own two texts.
        parts: [about, email, galleryOwnsForm ? form : undefined]
          .filter((row): row is DraftRow => row !== undefined)
          .map((row) => ({ table: 'drafts', key: row.key, row })),
      });
    }
  }
  return found;
}

function wizardDrafts(drafts: Map<string, DraftRow>): DraftSite[] {
  const found: DraftSite[] = [];
  const steps = ONBOARDING_KEYS.map((key) => drafts.get(key));
  if (steps.some(Boolean)) {
    const byStep: WizardDrafts = {};
    steps.forEach((row, i) => {
      if (row && isObject(row.value)) byStep[(i + 1) as keyof WizardDrafts] = row.value;
    });
    const kind = wizardKindFor(byStep[1]?.templateId);
    const data = buildPreviewData(byStep, kind);
    const type = kind.type;
    // The wizard opens each step only once the one before is saved: continue at the first missing.
    const next = steps.findIndex((row) => !row) + 1 || 8;
    const present = steps.filter((row): row is DraftRow => row !== undefined);
    found.push({
      id: 'draft:onboarding',
      name: str(data.name),
      type,
      updatedAt: Math.max(...present.map((row) => row._updatedAt)),
      editPath: `/onboarding/step${next}`,
      picture: { id: 'draft-onboarding', siteId: 'draft-onboarding', name: str(data.name), type, previewData: data } as unknown as SiteRecord,
      parts: present.map((row) => ({ table: 'drafts', key: row.key, row })),
    });
  }
  const onboard = drafts.get('onboard_wizard');
  if (onboard) {
    const answers = OnboardWizardSchema.safeParse(isObject(onboard.value) ? onboard.value : {});
    const data = answers.success ? buildSinglePagePreviewData(answers.data) : { name: '' };
    found.push({
      id: 'draft:onboard_wizard',
      name: str(data.name),
      type: 'artist',
      updatedAt: onboard._updatedAt,
      editPath: '/onboard',
      picture: { id: 'draft-onboard', siteId: 'draft-onboard', name: str(data.name), type: 'artist', previewData: data } as unknown as SiteRecord,
      parts: [{ table: 'drafts', key: 'onboard_wizard', row: onboard }],
    });
  }
  return found;
}

/** Every unpublished draft on this device, most recently edited first. For live queries. */
export function listDraftSites(): Promise<DraftSite[]> {
  return db.transaction('r', TABLES(), async () => {
    const drafts = new Map((await db.drafts.toArray()).map((row) => [row.key, row]));
    const all = [...(await singlePageDrafts()), ...(await artistDrafts(drafts)), ...wizardDrafts(drafts)];
    return all.sort((a, b) => b.updatedAt - a.updatedAt);
  });
}

/** "Delete" on a draft card: its rows go to the recycle bin (Restore puts them back), in one transaction. */
export function moveDraftToRecycleBin(draftId: string, owner: string | undefined): Promise<{ name: string }> {
  return db.transaction('rw', TABLES(), async () => {
    const draft = (await listDraftSites()).find((candidate) => candidate.id === draftId);
    if (!draft) throw new NotFoundError(`Draft ${draftId}`);
    const site = { ...draft.picture, id: draft.id, siteId: draft.id, _order: nextOrder(), _updatedAt: Date.now(), _listed: 0 } as StoredSite;
    await db.recycleBin.put({
      siteId: draft.id, name: draft.name, type: draft.type, site, owner, deletedAt: Date.now(), _order: nextOrder(), draft: draft.parts,
    });
    for (const part of draft.parts) await db.table(part.table).delete(part.key);
    return { name: draft.name };
  });
}

/** Puts a deleted draft's rows back; a row written again since then is kept as it is now. */
export async function restoreDraftParts(parts: readonly DraftPart[]): Promise<void> {
  for (const part of parts) {
    const table = db.table(part.table);
    if ((await table.get(part.key)) === undefined) await table.put(part.row);
  }
}
