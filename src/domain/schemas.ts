/**
 * Every entity of spec.md section 3 as a zod schema plus its inferred type.
 *
 * Parsing is lenient about absence (defaults fill missing optional fields) and strict about
 * types (a wrong type fails, so storage quarantines the record instead of guessing). Loose
 * objects keep fields we do not know, so data from other versions survives a round trip.
 * Site-kind content lives in content-schemas.ts and is re-exported here.
 */
import { z } from './zod';
import { toPlanId } from './plans';
import { newId } from './ids';
import { flag, idLike, nullToUndefined, optionalText, preprocess, text } from './schema-helpers';
import { ContactSchema, emptyContact, GalleryItemSchema, PreviewDataSchema } from './content-schemas';
import { ALIGNMENTS, BLOCK_SECTIONS, BLOCK_TYPES, PAGE_TYPES, SITE_TYPES, THEMES } from './vocabulary';

export * from './content-schemas';
export * from './vocabulary';

// -------------------------------------------------------------------------------- Accounts
export const PlanIdSchema = preprocess(
  (value) => toPlanId(value) ?? value,
  z.enum(['free', 'basic', 'standard', 'premium']),
);

/** A user's site list holds site records (manage page) or, in some old data, bare ids. */
export const UserSiteEntrySchema = z.union([idLike, z.lazy(() => SiteRecordSchema)]);

export const UserSchema = z.looseObject({
  id: preprocess(nullToUndefined, z._default(z.string().check(z.minLength(1)), () => newId())),
  email: z.string().check(z.trim(), z.minLength(1)),
  password: z.string(), // kept in plain text, as the spec says: there is no backend to hash it
  plan: preprocess(nullToUndefined, z._default(PlanIdSchema, 'free')),
  sites: preprocess(nullToUndefined, z._default(z.array(UserSiteEntrySchema), [])),
  blocked: flag(false),
  name: text(),
  paid: flag(false),
  paymentDate: z._default(z.nullable(z.string()), null),
  trial: flag(false),
  trialEnds: z._default(z.nullable(z.union([z.string(), z.number()])), null),
});
export type User = z.infer<typeof UserSchema>;

/** currentUser: the logged-in person. */
export const CurrentUserSessionSchema = z.looseObject({
  email: z.string().check(z.minLength(1)),
  plan: preprocess(nullToUndefined, z._default(PlanIdSchema, 'free')),
  sites: preprocess(nullToUndefined, z._default(z.array(UserSiteEntrySchema), [])),
});
export type CurrentUserSession = z.infer<typeof CurrentUserSessionSchema>;

/** adminSession: only the admin's email. */
export const AdminSessionSchema = z.looseObject({ email: z.string().check(z.minLength(1)) });
export type AdminSession = z.infer<typeof AdminSessionSchema>;

/** Billing admin table row (spec.md section 2, /billing-admin). */
export const UsersPanelRecordSchema = z.looseObject({
  email: z.string(),
  plan: PlanIdSchema,
  paid: flag(false),
  paymentDate: z._default(z.nullable(z.string()), null),
});
export type UsersPanelRecord = z.infer<typeof UsersPanelRecordSchema>;

export const toUsersPanelRecord = (user: User): UsersPanelRecord => ({
  email: user.email,
  plan: user.plan,
  paid: user.paid,
  paymentDate: user.paymentDate,
});

// ---------------------------------------------------------------------------------- Sites

/**
 * A site record (sites list, a user's site list). Old data has `id` or `siteId`; parsing makes
 * both present and equal so every screen can use either. `owner` is the owner's email.
 */
const isWebAddressShape = (value: unknown) => {
  const candidate = value as { slug?: unknown; live?: unknown } | null;
  return typeof candidate?.slug === 'string' && (typeof candidate.live === 'string' || candidate.live === null);
};

const SiteRecordFieldsSchema = z.looseObject({
  id: z.optional(idLike),
  siteId: z.optional(idLike),
  name: text(),
  // A site without a type is treated as artist, as the wizard does for unknown templates.
  type: preprocess(nullToUndefined, z._default(z.enum(SITE_TYPES), 'artist')),
  pages: preprocess(nullToUndefined, z._default(z.array(idLike), ['main'])),
  previewData: preprocess(nullToUndefined, z.optional(PreviewDataSchema)),
  owner: optionalText(),
  blocked: flag(false),
  // Manage-page fields (spec.md section 2, /manage/{siteId}); each may be missing or null.
  title: optionalText(),
  description: optionalText(),
  logo: z.optional(z.nullable(z.string())),
  gallery: preprocess(nullToUndefined, z.optional(z.array(z.string()))),
  theme: preprocess(nullToUndefined, z.optional(z.enum(THEMES))),
  published: preprocess(nullToUndefined, z.optional(z.boolean())),
  lastPublished: z.optional(z.nullable(z.string())),
  // Its web address on the Brick server (issue 37): the slug, and the publish the page shows
  // (null while taken down). One that is not in this shape is dropped, not the whole record.
  webAddress: preprocess((value) => (isWebAddressShape(value) ? value : undefined), z.optional(z.object({ slug: z.string(), live: z.nullable(z.string()) }))),
});
type SiteRecordFields = z.infer<typeof SiteRecordFieldsSchema>;

export const SiteRecordSchema = z.pipe(
  SiteRecordFieldsSchema.check(
    z.refine((site) => site.id !== undefined || site.siteId !== undefined, { message: 'A site needs an id or a siteId.' }),
  ),
  z.transform(({ id: rawId, siteId: rawSiteId, ...rest }: SiteRecordFields) => {
    // id first, then siteId, then the rest: a stable field order keeps the mirror's output stable.
    const id = (rawSiteId ?? rawId) as string;
    const owner = rest.owner ?? stringField(rest, 'ownerEmail') ?? stringField(rest, 'userEmail');
    return { id, siteId: id, ...rest, ...(owner ? { owner } : {}) };
  }),
);
export type SiteRecord = z.infer<typeof SiteRecordSchema>;

function stringField(record: Record<string, unknown>, key: string): string | undefined {
  const value = record[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** A site as the recycle bin lists it. */
export const RecycleBinEntrySchema = z.looseObject({
  siteId: idLike,
  name: text(),
  type: z._default(z.enum(SITE_TYPES), 'artist'),
});
export type RecycleBinEntry = z.infer<typeof RecycleBinEntrySchema>;

// ---------------------------------------------------------------------------- Pages, blocks

export const BlockSchema = z.looseObject({
  id: preprocess(nullToUndefined, z._default(idLike, () => newId())),
  type: z.enum(BLOCK_TYPES),
  section: z.enum(BLOCK_SECTIONS),
  content: text(),
  imageUrl: text(),
  videoUrl: text(),
  navTarget: text(),
  fontFamily: text(),
  color: text(),
  fontSize: preprocess(nullToUndefined, z._default(z.union([z.string(), z.number()]), '')),
  backgroundColor: text(),
  buttonSize: text(),
  dropdownItems: preprocess(nullToUndefined, z._default(z.array(z.union([z.string(), z.looseObject({})])), [])),
  align: preprocess(nullToUndefined, z._default(z.enum(ALIGNMENTS), 'left')),
});
export type Block = z.infer<typeof BlockSchema>;

/** Slot numbers arrive as numbers or as route text ("3"). */
const slotNumber = preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z.int().check(z.gte(1), z.lte(5)),
);

const PageFieldsSchema = z.looseObject({
  id: idLike,
  siteId: idLike,
  type: z.enum(PAGE_TYPES),
  slotId: slotNumber,
  title: optionalText(),
  blocks: preprocess(nullToUndefined, z._default(z.array(BlockSchema), [])),
});

export const PageSchema = z.pipe(
  PageFieldsSchema,
  z.transform(({ title, blocks, ...rest }: z.infer<typeof PageFieldsSchema>) => ({
    ...rest,
    title: title ?? `Slot ${rest.slotId}`,
    blocks,
  })),
);
export type Page = z.infer<typeof PageSchema>;

// ------------------------------------------------------------------------------- Templates

export const TemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  layout: z.array(z.string()),
  colors: z.object({ background: z.string(), text: z.string(), accent: z.string() }),
  fonts: z.object({ heading: z.string(), body: z.string() }),
  hasHeader: z._default(z.boolean(), true),
  hasFooter: z._default(z.boolean(), true),
});
export type Template = z.infer<typeof TemplateSchema>;

// ------------------------------------------------------------------------- Profile, drafts
export const ProfileSchema = z.looseObject({ name: text(), email: text(), avatar: text() });
export type Profile = z.infer<typeof ProfileSchema>;

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
export const OnboardingStep3Schema = z.looseObject({
  services: preprocess(nullToUndefined, z._default(z.union([z.string(), z.array(z.string())]), '')),
});
export const OnboardingStep4Schema = z.looseObject({ testimonials: preprocess(nullToUndefined, z._default(z.array(z.string()), [])) });
export const OnboardingStep5Schema = z.looseObject({ contact: preprocess(nullToUndefined, z._default(ContactSchema, emptyContact)) });
export const OnboardingStep6Schema = z.looseObject({ galleryImage: text() });
export const OnboardingStep7Schema = z.looseObject({
  headerBg: text(),
  footerImg: text(),
  navLinks: preprocess(
    nullToUndefined,
    z._default(z.record(z.string(), z.boolean()), () => ({
      Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true,
    })),
  ),
});

/**
 * onboard_wizard: the answers of the single-page 6-step wizard (/onboard) while it is filled in
 * (issue 22: stored as the person goes, so a reload or another tab loses nothing). Not a key
 * spec.md names: earlier versions kept these answers only on the screen.
 */
export const OnboardWizardSchema = z.looseObject({
  name: text(),
  tagline: text(),
  about: text(),
  logo: text(),
  highlightImages: preprocess(nullToUndefined, z._default(z.array(z.string()), [])),
  services: text(),
  testimonialsText: text(),
  contact: preprocess(nullToUndefined, z._default(ContactSchema, emptyContact)),
  galleryImages: preprocess(nullToUndefined, z._default(z.array(z.string()), [])),
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
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => `${issue.path.length ? issue.path.join('.') : '(value)'}: ${issue.message}`)
    .join('; ');
}
