import { ArtistSiteSchema, type ArtistSite, type GalleryItem } from '../../domain/schemas';
import { clearDraft, readDraft, saveDraft } from '../../storage/drafts';

/**
 * The artist editors' drafts. artistForm holds the Modern Showcase form (its fields at the top,
 * as earlier versions stored it) and the Gallery Focused items under `gallery`; the field names
 * do not overlap, so both editors keep their drafts side by side. Gallery about and e-mail live
 * in artist_about and artist_email.
 */
type ArtistFormValue = Record<string, unknown>;

async function currentForm(): Promise<ArtistFormValue> {
  const value = await readDraft('artistForm');
  if (Array.isArray(value)) return { gallery: value };
  return (value as ArtistFormValue | undefined) ?? {};
}

// Saves run one after another, so a slower earlier save never overwrites a later one.
let queue: Promise<unknown> = Promise.resolve();
function serially<T>(work: () => Promise<T>): Promise<T> {
  const next = queue.then(work, work);
  queue = next.catch(() => undefined);
  return next;
}

const ARTIST_FIELDS = ['name', 'tagline', 'logo', 'heroImage', 'profileImage', 'bio', 'portfolio', 'services', 'testimonials', 'contact', 'templateVariant', 'templateId'];

export async function readShowcaseDraft(): Promise<ArtistSite & { templateId?: string }> {
  const form = await currentForm();
  const parsed = ArtistSiteSchema.safeParse(form);
  return parsed.success ? parsed.data : ArtistSiteSchema.parse({});
}

export function saveShowcaseDraft(site: ArtistSite & { templateId?: string }): Promise<unknown> {
  return serially(async () => {
    const form = await currentForm();
    const fields = Object.fromEntries(ARTIST_FIELDS.filter((key) => key in site).map((key) => [key, (site as Record<string, unknown>)[key]]));
    return saveDraft('artistForm', { ...form, ...fields });
  });
}

export interface GalleryDraft {
  about: string;
  email: string;
  gallery: GalleryItem[];
}

export async function readGalleryDraft(defaults: GalleryItem[]): Promise<GalleryDraft> {
  const [about, email, form] = await Promise.all([readDraft('artist_about'), readDraft('artist_email'), currentForm()]);
  const gallery = Array.isArray(form.gallery) ? (form.gallery as GalleryItem[]) : defaults.map((item) => ({ ...item }));
  return {
    about: about ?? (typeof form.about === 'string' ? form.about : ''),
    email: email ?? (typeof form.email === 'string' ? form.email : ''),
    gallery,
  };
}

export function saveGalleryDraft(draft: GalleryDraft): Promise<unknown> {
  return serially(async () => {
    await saveDraft('artist_about', draft.about);
    await saveDraft('artist_email', draft.email);
    const form = await currentForm();
    return saveDraft('artistForm', { ...form, gallery: draft.gallery });
  });
}

export const clearArtistDrafts = () => Promise.all([clearDraft('artistForm'), clearDraft('artist_about'), clearDraft('artist_email')]);
