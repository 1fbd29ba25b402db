/**
 * The content of each site kind and of the single-page builders (spec.md section 3:
 * Artist site, Business site, Store, Event layouts, Blog layouts, Business card, Blog post,
 * Event promo, the wizards' preview data, the artist gallery draft): what a site's View renders,
 * so the share viewer needs only this module. Defaults are the spec's; limits are spec.md section 5.
 */
import { z } from './zod';
import {
  idLike, imageList, nullableText, nullToUndefined, optionalText, preprocess, text, toExactLength, todayAsDateInput,
} from './schema-helpers';

/** contact {email, phone, social}: entries are null when the person did not toggle them on. */
export const ContactSchema = z.looseObject({
  email: nullableText(),
  phone: nullableText(),
  social: nullableText(),
});
export type Contact = z.infer<typeof ContactSchema>;
export const emptyContact = (): Contact => ({ email: null, phone: null, social: null });

// ---------------------------------------------------------------------------------- Artist
export const ARTIST_PORTFOLIO_SLOTS = 4;
export const ARTIST_VARIANTS = ['variant1', 'variant2'] as const;

export const ArtistServiceSchema = z.looseObject({ title: text(), desc: text() });
export const ArtistTestimonialSchema = z.looseObject({ name: text(), quote: text() });

export const DEFAULT_ARTIST_SERVICES = [
  { title: 'Custom Art', desc: 'Original pieces made to order.' },
  { title: 'Commissions', desc: 'Portraits and artwork for your space.' },
  { title: 'Prints', desc: 'High-quality prints of selected works.' },
];

export const ArtistSiteSchema = z.looseObject({
  name: text(),
  tagline: text(),
  logo: text(),
  heroImage: text(),
  profileImage: text(),
  bio: text(),
  portfolio: z.pipe(imageList(), z.transform((images: string[]) => toExactLength(images, ARTIST_PORTFOLIO_SLOTS, () => ''))),
  services: preprocess(nullToUndefined, z._default(z.array(ArtistServiceSchema), () => DEFAULT_ARTIST_SERVICES.map((s) => ({ ...s })))),
  testimonials: preprocess(nullToUndefined, z._default(z.array(ArtistTestimonialSchema), [])),
  contact: preprocess(nullToUndefined, z._default(ContactSchema, emptyContact)),
  templateVariant: preprocess(nullToUndefined, z._default(z.enum(ARTIST_VARIANTS), 'variant1')),
});
export type ArtistSite = z.infer<typeof ArtistSiteSchema>;

// -------------------------------------------------------------------------------- Business
export const BUSINESS_MAX_SERVICES = 5;
export const BUSINESS_MAX_PORTFOLIO = 6;
export const BUSINESS_VARIANTS = ['business1', 'business2'] as const;

export const BusinessContactSchema = z.extend(ContactSchema, { address: nullableText() });
const emptyBusinessContact = () => ({ ...emptyContact(), address: null });

export const BusinessSiteSchema = z.looseObject({
  logo: text(),
  name: text(),
  tagline: text(),
  services: preprocess(nullToUndefined, z._default(z.array(z.string()).check(z.maxLength(BUSINESS_MAX_SERVICES)), [])),
  portfolio: preprocess(nullToUndefined, z._default(z.array(z.string()).check(z.maxLength(BUSINESS_MAX_PORTFOLIO)), [])),
  contact: preprocess(nullToUndefined, z._default(BusinessContactSchema, emptyBusinessContact)),
  variant: preprocess(nullToUndefined, z._default(z.enum(BUSINESS_VARIANTS), 'business1')),
});
export type BusinessSite = z.infer<typeof BusinessSiteSchema>;

// ----------------------------------------------------------------------------------- Store
export const STORE_PRODUCT_SLOTS = 10;

export const ProductSchema = z.looseObject({
  title: text(),
  // Prices were typed into a text box; some versions stored numbers.
  price: preprocess((v) => (v == null ? undefined : typeof v === 'number' ? String(v) : v), z._default(z.string(), '')),
  image: text(),
  buyLink: text(),
});
export type Product = z.infer<typeof ProductSchema>;
export const emptyProduct = (): Product => ({ title: '', price: '', image: '', buyLink: '' });

export const StoreSchema = z.looseObject({
  name: text(),
  heroImage: text(),
  about: text(),
  contact: preprocess(nullToUndefined, z._default(BusinessContactSchema, emptyBusinessContact)),
  variant: preprocess(nullToUndefined, z._default(z.enum(BUSINESS_VARIANTS), 'business2')),
  // Exactly 10 slots: old data with fewer is padded, with more is trimmed.
  products: z.pipe(
    preprocess(nullToUndefined, z._default(z.array(ProductSchema), [])),
    z.transform((products: Product[]) => toExactLength(products, STORE_PRODUCT_SLOTS, emptyProduct)),
  ),
});
export type Store = z.infer<typeof StoreSchema>;

// ---------------------------------------------------------------------------------- Events
// The limits of spec.md section 5 are the editor's (each field's maxLength): a text stored longer
// (another version, a backup, a crafted link) still loads and shows, rather than failing the whole
// content and leaving the page to show empty defaults.
export const EVENT1_LIMITS = { title: 100, location: 100, date: 50, time: 50, buttonText: 50, description: 500 } as const;
/** Not a spec field: where a downloaded event page's RSVP writes to (issue 26). */
export const EVENT1_CONTACT_EMAIL_MAX = 100;
export const EVENT2_LIMITS = { title: 100, date: 50, time: 50, agenda: 500, highlights: 500 } as const;

export const EventLayout1Schema = z.looseObject({
  title: text(),
  date: text(),
  time: text(),
  location: text(),
  image: text(),
  description: text(),
  buttonText: text('RSVP Now'),
  /** Optional: where RSVPs go as an e-mail from a downloaded copy of the page, which has no script. */
  contactEmail: text(),
  templateVariant: text('event1'),
});
export type EventLayout1 = z.infer<typeof EventLayout1Schema>;

export const EventLayout2Schema = z.looseObject({
  title: text(),
  date: text(),
  time: text(),
  agenda: text(),
  highlights: text(),
  image: text(),
  variant: text('event2'),
});
export type EventLayout2 = z.infer<typeof EventLayout2Schema>;

// ----------------------------------------------------------------------------------- Blogs
export const BlogLayout1Schema = z.looseObject({
  title: text(),
  date: preprocess((v) => (v == null || v === '' ? undefined : v), z._default(z.string(), () => todayAsDateInput())),
  image: text(),
  summary: text(),
  content1: text(),
  content2: text(),
  templateVariant: text('blog1'),
});
export type BlogLayout1 = z.infer<typeof BlogLayout1Schema>;

export const BlogLayout2Schema = z.looseObject({
  title: text(),
  date: text(),
  image: text(),
  intro: text(),
  section: text(),
  conclusion: text(),
  templateVariant: text('blog2'),
});
export type BlogLayout2 = z.infer<typeof BlogLayout2Schema>;

// ------------------------------------------------------------- Single-page builder records
export const SAMPLE_CARD = {
  fullName: 'Alex Morgan',
  role: 'Creative Director',
  email: 'alex.morgan@example.com',
  phone: '+1 (555) 010-2030',
} as const;

/** business_cards entries. `id` comes from the route or the current timestamp. */
export const BusinessCardSchema = z.looseObject({
  id: idLike,
  fullName: text(SAMPLE_CARD.fullName),
  role: text(SAMPLE_CARD.role),
  email: text(SAMPLE_CARD.email),
  phone: text(SAMPLE_CARD.phone),
  image: text(),
});
export type BusinessCard = z.infer<typeof BusinessCardSchema>;

export const SAMPLE_POST = {
  title: 'My First Blog Post',
  content: 'Start writing your story here. Share what you care about, what you made, what you learned.',
  postDate: '2025-01-01',
} as const;

/** blog_posts entries. */
export const BlogPostSchema = z.looseObject({
  id: idLike,
  title: text(SAMPLE_POST.title),
  content: text(SAMPLE_POST.content),
  postDate: text(SAMPLE_POST.postDate),
  headerImage: text(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const SAMPLE_PROMO = {
  eventName: 'My Event',
  eventDate: '2025-06-21',
  description: 'Join us for an evening of music, food and good company.',
} as const;

/** event_promos entries. */
export const EventPromoSchema = z.looseObject({
  id: idLike,
  eventName: text(SAMPLE_PROMO.eventName),
  eventDate: text(SAMPLE_PROMO.eventDate),
  description: text(SAMPLE_PROMO.description),
  banner: text(),
});
export type EventPromo = z.infer<typeof EventPromoSchema>;

/** A new record with the spec's defaults, for the builders' first render. */
export const newBusinessCard = (id: string): BusinessCard => BusinessCardSchema.parse({ id });
export const newBlogPost = (id: string): BlogPost => BlogPostSchema.parse({ id });
export const newEventPromo = (id: string): EventPromo => EventPromoSchema.parse({ id });

// ------------------------------------------------------- Wizard previews, artist gallery
/** Preview data (preview_{siteId}, site_preview_{siteId}, business_preview_{id}, site_previews). */
export const SocialLinksSchema = z.looseObject({ linkedin: text(), instagram: text(), twitter: text() });

export const PreviewDataSchema = z.looseObject({
  id: z.optional(idLike),
  name: text(),
  tagline: text(),
  about: text(),
  logo: text(),
  templateId: text(),
  highlightImage: text(),
  // Free text in the wizard, a list in some editors.
  services: preprocess(
    nullToUndefined,
    z._default(z.union([z.string(), z.array(z.union([z.string(), z.looseObject({ title: text(), desc: text() })]))]), ''),
  ),
  // Text in the wizard (spec.md section 3); { name, quote } on the artist page (section 2, /show/artist).
  testimonials: preprocess(nullToUndefined, z._default(z.array(z.union([z.string(), ArtistTestimonialSchema])), [])),
  contact: preprocess(nullToUndefined, z._default(ContactSchema, emptyContact)),
  galleryImage: text(),
  navLinks: preprocess(nullToUndefined, z._default(z.record(z.string(), z.boolean()), {})),
  headerBg: text(),
  footerImg: text(),
  portfolioImages: imageList(),
  // Business card previews add these; any of them may be missing or null.
  title: optionalText(),
  images: preprocess(nullToUndefined, z.optional(z.array(z.string()))),
  phone: z.optional(z.nullable(z.string())),
  email: z.optional(z.nullable(z.string())),
  location: optionalText(),
  website: optionalText(),
  social: preprocess(nullToUndefined, z.optional(SocialLinksSchema)),
});
export type PreviewData = z.infer<typeof PreviewDataSchema>;

export const GalleryItemSchema = z.looseObject({
  id: idLike,
  label: text(),
  image: z.optional(z.nullable(z.string())),
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
  gallery: preprocess(nullToUndefined, z._default(z.array(GalleryItemSchema), () => DEFAULT_GALLERY_ITEMS.map((item) => ({ ...item })))),
});
export type ArtistPortfolioDraft = z.infer<typeof ArtistPortfolioDraftSchema>;
