/**
 * Every entity of spec.md section 3 as a zod schema plus its inferred type.
 *
 * Parsing is lenient about absence (defaults fill missing optional fields) and strict about
 * types (a wrong type fails, so storage quarantines the record instead of guessing). Loose
 * objects keep fields we do not know, so data from other versions survives a round trip.
 * Site-kind content lives in content-schemas.ts and is re-exported here.
 */
import { z } from 'zod';
import { toPlanId } from './plans';
import { newId } from './ids';
import { flag, idLike, imageList, text } from './schema-helpers';
import { ContactSchema } from './content-schemas';
import { ALIGNMENTS, BLOCK_SECTIONS, BLOCK_TYPES, PAGE_TYPES, SITE_TYPES, THEMES } from './vocabulary';

export * from './content-schemas';
export * from './vocabulary';

const absentIfNull = (value: unknown) => (value === null ? undefined : value);

// -------------------------------------------------------------------------------- Accounts
export const PlanIdSchema = z.preprocess(
  (value) => toPlanId(value) ?? value,
  z.enum(['free', 'basic', 'standard', 'premium']),
);

/** A user's site list holds site records (manage page) or, in some old data, bare ids. */
export const UserSiteEntrySchema = z.union([idLike, z.lazy(() => SiteRecordSchema)]);

export const UserSchema = z.looseObject({
  id: z.preprocess(absentIfNull, z.string().min(1).default(() => newId())),
  email: z.string().trim().min(1),
  password: z.string(), // kept in plain text, as the spec says: there is no backend to hash it
  plan: z.preprocess(absentIfNull, PlanIdSchema.default('free')),
  sites: z.preprocess(absentIfNull, z.array(UserSiteEntrySchema).default([])),
  blocked: flag(false),
  name: text(),
  paid: flag(false),
  paymentDate: z.string().nullable().default(null),
  trial: flag(false),
  trialEnds: z.union([z.string(), z.number()]).nullable().default(null),
});
export type User = z.infer<typeof UserSchema>;

/** currentUser: the logged-in person. */
export const CurrentUserSessionSchema = z.looseObject({
  email: z.string().min(1),
  plan: z.preprocess(absentIfNull, PlanIdSchema.default('free')),
  sites: z.preprocess(absentIfNull, z.array(UserSiteEntrySchema).default([])),
});
export type CurrentUserSession = z.infer<typeof CurrentUserSessionSchema>;

/** adminSession: only the admin's email. */
export const AdminSessionSchema = z.looseObject({ email: z.string().min(1) });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** Billing admin table row (spec.md section 2, /billing-admin). */
export const UsersPanelRecordSchema = z.looseObject({
  email: z.string(),
  plan: PlanIdSchema,
  paid: flag(false),
  paymentDate: z.string().nullable().default(null),
});
export type UsersPanelRecord = z.infer<typeof UsersPanelRecordSchema>;

export const toUsersPanelRecord = (user: User): UsersPanelRecord => ({
  email: user.email,
  plan: user.plan,
  paid: user.paid,
  paymentDate: user.paymentDate,
});

// ---------------------------------------------------------------------------------- Sites

/** Preview data (preview_{siteId}, site_preview_{siteId}, business_preview_{id}, site_previews). */
export const SocialLinksSchema = z.looseObject({ linkedin: text(), instagram: text(), twitter: text() });

export const PreviewDataSchema = z.looseObject({
  id: idLike.optional(),
  name: text(),
  tagline: text(),
  about: text(),
  logo: text(),
  templateId: text(),
  highlightImage: text(),
  // Free text in the wizard, a list in some editors.
  services: z.preprocess(
    absentIfNull,
    z.union([z.string(), z.array(z.union([z.string(), z.looseObject({ title: text(), desc: text() })]))]).default(''),
  ),
  testimonials: z.preprocess(absentIfNull, z.array(z.string()).default([])),
  contact: z.preprocess(absentIfNull, ContactSchema.default(() => ({ email: null, phone: null, social: null }))),
  galleryImage: text(),
  navLinks: z.preprocess(absentIfNull, z.record(z.string(), z.boolean()).default({})),
  headerBg: text(),
  footerImg: text(),
  portfolioImages: imageList(),
  // Business card previews add these.
  title: z.string().optional(),
  images: z.array(z.string()).optional(),
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  location: z.string().optional(),
  website: z.string().optional(),
  social: SocialLinksSchema.optional(),
});
export type PreviewData = z.infer<typeof PreviewDataSchema>;

/**
 * A site record (sites list, a user's site list). Old data has `id` or `siteId`; parsing makes
 * both present and equal so every screen can use either. `owner` is the owner's email.
 */
export const SiteRecordSchema = z
  .looseObject({
    id: idLike.optional(),
    siteId: idLike.optional(),
    name: text(),
    // A site without a type is treated as artist, as the wizard does for unknown templates.
    type: z.preprocess(absentIfNull, z.enum(SITE_TYPES).default('artist')),
    pages: z.preprocess(absentIfNull, z.array(idLike).default(['main'])),
    previewData: z.preprocess(absentIfNull, PreviewDataSchema.optional()),
    owner: z.string().optional(),
    blocked: flag(false),
    // Manage-page fields (spec.md section 2, /manage/{siteId}).
    title: z.string().optional(),
    description: z.string().optional(),
    logo: z.string().nullable().optional(),
    gallery: z.array(z.string()).optional(),
    theme: z.enum(THEMES).optional(),
    published: z.boolean().optional(),
    lastPublished: z.string().nullable().optional(),
  })
  .refine((site) => site.id !== undefined || site.siteId !== undefined, { message: 'A site needs an id or a siteId.' })
  .transform(({ id: rawId, siteId: rawSiteId, ...rest }) => {
    // id first, then siteId, then the rest: a stable field order keeps the mirror's output stable.
    const id = (rawSiteId ?? rawId) as string;
    const owner = rest.owner ?? stringField(rest, 'ownerEmail') ?? stringField(rest, 'userEmail');
    return { id, siteId: id, ...rest, ...(owner ? { owner } : {}) };
  });
export type SiteRecord = z.infer<typeof SiteRecordSchema>;

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A site as the recycle bin lists it. */
export const RecycleBinEntrySchema = z.looseObject({
  siteId: idLike,
  name: text(),
  type: z.enum(SITE_TYPES).default('artist'),
});
export type RecycleBinEntry = z.infer<typeof RecycleBinEntrySchema>;

// ---------------------------------------------------------------------------- Pages, blocks

export const BlockSchema = z.looseObject({
  id: z.preprocess(absentIfNull, idLike.default(() => newId())),
  type: z.enum(BLOCK_TYPES),
  section: z.enum(BLOCK_SECTIONS),
  content: text(),
  imageUrl: text(),
  videoUrl: text(),
  navTarget: text(),
  fontFamily: text(),
  color: text(),
  fontSize: z.preprocess(absentIfNull, z.union([z.string(), z.number()]).default('')),
  backgroundColor: text(),
  buttonSize: text(),
  dropdownItems: z.preprocess(absentIfNull, z.array(z.union([z.string(), z.looseObject({})])).default([])),
  align: z.preprocess(absentIfNull, z.enum(ALIGNMENTS).default('left')),
});
export type Block = z.infer<typeof BlockSchema>;

/** Slot numbers arrive as numbers or as route text ("3"). */
const slotNumber = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.number().int().min(1).max(5),
);

export const PageSchema = z
  .looseObject({
    id: idLike,
    siteId: idLike,
    type: z.enum(PAGE_TYPES),
    slotId: slotNumber,
    title: z.string().optional(),
    blocks: z.preprocess(absentIfNull, z.array(BlockSchema).default([])),
  })
  .transform(({ title, blocks, ...rest }) => ({ ...rest, title: title ?? `Slot ${rest.slotId}`, blocks }));
export type Page = z.infer<typeof PageSchema>;

// ------------------------------------------------------------------------------- Templates

export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  layout: z.array(z.string()),
  colors: z.object({ background: z.string(), text: z.string(), accent: z.string() }),
  fonts: z.object({ heading: z.string(), body: z.string() }),
  hasHeader: z.boolean().default(true),
  hasFooter: z.boolean().default(true),
});
export type Template = z.infer<typeof TemplateSchema>;

// ------------------------------------------------------------------------- Profile, drafts
export const ProfileSchema = z.looseObject({ name: text(), email: text(), avatar: text() });
export type Profile = z.infer<typeof ProfileSchema>;

export const GalleryItemSchema = z.looseObject({
  id: idLike,
  label: text(),
  image: z.string().nullable().optional(),
});
export type GalleryItem = z.infer<typeof GalleryItemSchema>;

export const DEFAULT_GALLERY_ITEMS: GalleryItem[] = [
  { id: '1', label: 'Painting 1' },
  { id: '2', label: 'Painting 2' },
  { id: '3', label: 'Sculpture 1' },
];

/** The artist variant 2 editor's draft (artist_about, artist_email, artistForm). */
export const ArtistPortfolioDraftSchema = z.looseObject({
  about: text(),
  email: text(),
  gallery: z.preprocess(
    absentIfNull,
    z.array(GalleryItemSchema).optional(),
  ).transform((items) => items ?? DEFAULT_GALLERY_ITEMS.map((item) => ({ ...item }))),
});
export type ArtistPortfolioDraft = z.infer<typeof ArtistPortfolioDraftSchema>;

/**
 * artistForm: versions stored either the portfolio draft, the artist site form, or just the
 * gallery list. All three shapes are accepted and kept as they are.
 */
export const ArtistFormSchema = z.union([z.array(GalleryItemSchema), z.looseObject({})]);

// ----------------------------------------------------------------------- Onboarding drafts
export const OnboardingStep1Schema = z.looseObject({
  name: text(),
  tagline: text(),
  about: text(),
  logo: text(),
  templateId: text(),
});
export const OnboardingStep2Schema = z.looseObject({ highlightImage: text() });
export const OnboardingStep3Schema = z.looseObject({ services: z.preprocess(absentIfNull, z.union([z.string(), z.array(z.string())]).default('')) });
export const OnboardingStep4Schema = z.looseObject({ testimonials: z.preprocess(absentIfNull, z.array(z.string()).default([])) });
export const OnboardingStep5Schema = z.looseObject({
  contact: z.preprocess(absentIfNull, ContactSchema.default(() => ({ email: null, phone: null, social: null }))),
});
export const OnboardingStep6Schema = z.looseObject({ galleryImage: text() });
export const OnboardingStep7Schema = z.looseObject({
  headerBg: text(),
  footerImg: text(),
  navLinks: z.preprocess(
    absentIfNull,
    z.record(z.string(), z.boolean()).default(() => ({
      Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true,
    })),
  ),
});

export const ONBOARDING_STEP_SCHEMAS = {
  1: OnboardingStep1Schema,
  2: OnboardingStep2Schema,
  3: OnboardingStep3Schema,
  4: OnboardingStep4Schema,
  5: OnboardingStep5Schema,
  6: OnboardingStep6Schema,
  7: OnboardingStep7Schema,
} as const;
export type OnboardingStepNumber = keyof typeof ONBOARDING_STEP_SCHEMAS;

/** Turns a zod error into one readable line for the quarantine notice. */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(value)'}: ${issue.message}`)
    .join('; ');
}
