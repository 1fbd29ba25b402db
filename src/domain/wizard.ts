/**
 * The onboarding wizards' rules (spec.md sections 2, 4 and 5), pure: no React, no storage.
 *
 * - the template id chosen on /template-selection makes a kind of site (the manifest says which);
 * - step 1 (Basic Info) has one variant per template id: its fields and which are required;
 * - step N of the 8-step wizard needs the saved draft of step N-1;
 * - testimonials are split by line (trimmed, empties dropped) in step 4, and split by line
 *   without trimming in the single-page 6-step wizard;
 * - contact entries not toggled on are null;
 * - the seven drafts become one site preview data record (spec.md section 3).
 */
import type { Contact, PreviewData, SiteType } from './schemas';
import { isMissing, requiredMessage, type Field } from './fields';

// ------------------------------------------------------------------------- Template → kind
/**
 * What a wizard template makes (spec.md section 4: artist→artist, travel→travel, blog→blog,
 * event→event-promo, business→business-card). The manifest of kinds says it, per variant
 * (src/sites/manifest.ts, `wizard`); screens look it up there (wizardKindFor) and pass it here.
 */
export interface WizardKind {
  /** The template id Step 1 stores (onboarding_step1.templateId). */
  template: string;
  /** The site's kind and the variant its preview data renders with. */
  type: SiteType;
  variant: string;
  /** Which Step 1 fields it asks, and which are required. */
  step1: Step1Variant;
  /** Its visual template when the person picked none. */
  look: string;
}

/**
 * The visual template a wizard site is themed with: the template id itself when it names one
 * of the five visual templates (`knownVisualIds`), else the default look of its kind.
 */
export function visualTemplateFor(templateId: string | null | undefined, knownVisualIds: readonly string[], kind: WizardKind): string {
  return templateId && knownVisualIds.includes(templateId) ? templateId : kind.look;
}

// ---------------------------------------------------------------------------- Step 1 variants
export type Step1Variant = 'artist' | 'blog' | 'business' | 'event';

/** The keys step 1 stores (onboarding_step1 is a loose object: event keys are extras). */
export type Step1Key = 'name' | 'tagline' | 'about' | 'logo' | 'date' | 'ticketPrice' | 'bookingContact';

/** A field of step 1: a field of the one field system whose path is the key it stores. */
export type Step1Field = Field & { path: Step1Key };

const STEP1_FIELDS: Record<Step1Variant, Step1Field[]> = {
  artist: [
    { path: 'name', label: 'Name (artist or band)', kind: 'text', required: true },
    { path: 'tagline', label: 'Tagline', kind: 'text', hint: 'One line that sums you up.' },
    { path: 'about', label: 'About', kind: 'textarea' },
    { path: 'logo', label: 'Logo', kind: 'image' },
  ],
  blog: [
    { path: 'name', label: 'Title', kind: 'text', required: true },
    { path: 'tagline', label: 'Tagline', kind: 'text', required: true },
    { path: 'about', label: 'About', kind: 'textarea', required: true },
    { path: 'logo', label: 'Logo', kind: 'image' },
  ],
  business: [
    { path: 'name', label: 'Name', kind: 'text', required: true },
    { path: 'tagline', label: 'Slogan', kind: 'text' },
    { path: 'about', label: 'Description', kind: 'textarea', required: true },
    { path: 'logo', label: 'Logo', kind: 'image' },
  ],
  event: [
    { path: 'name', label: 'Title', kind: 'text', required: true },
    { path: 'date', label: 'Date', kind: 'date', required: true },
    { path: 'tagline', label: 'Tagline', kind: 'text' },
    { path: 'about', label: 'About', kind: 'textarea' },
    { path: 'ticketPrice', label: 'Ticket price', kind: 'text', hint: 'For example $15, or Free.' },
    { path: 'bookingContact', label: 'Booking contact', kind: 'text', hint: 'An e-mail address or phone number.' },
    { path: 'logo', label: 'Logo', kind: 'image' },
  ],
};

export function step1Fields(step1: Step1Variant): Step1Field[] {
  return STEP1_FIELDS[step1];
}

/** The message shown under a required field left empty. */
export { requiredMessage };

/**
 * spec.md section 5 "Onboarding": blog title, tagline, about; business name, description; event
 * title, date; the artist (default) name. Returns field key → message; empty when valid.
 */
export function validateStep1(step1: Step1Variant, draft: Partial<Record<Step1Key, unknown>>): Partial<Record<Step1Key, string>> {
  const errors: Partial<Record<Step1Key, string>> = {};
  for (const field of step1Fields(step1)) {
    if (isMissing(field, draft[field.path])) errors[field.path] = requiredMessage(field.label);
  }
  return errors;
}

// ------------------------------------------------------------------------------------- Guards
export const WIZARD_STEPS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];

export const stepPath = (step: number) => `/onboarding/step${step}`;

/** The draft step N needs (N-1), or null for step 1. */
export function requiredDraftStep(step: WizardStep): Exclude<WizardStep, 8> | null {
  return step === 1 ? null : ((step - 1) as Exclude<WizardStep, 8>);
}

/**
 * Where a step sends the person once the drafts are read: null to stay, or the previous step's
 * path when its draft is missing. `hasDraft(n)` says whether onboarding_step{n} is saved.
 */
export function guardRedirect(step: WizardStep, hasDraft: (n: number) => boolean): string | null {
  const needed = requiredDraftStep(step);
  if (needed === null || hasDraft(needed)) return null;
  return stepPath(needed);
}

/** Back: step 1 goes to /template-selection, the others to the previous step. */
export function backPath(step: WizardStep): string {
  return step === 1 ? '/template-selection' : stepPath(step - 1);
}

// -------------------------------------------------------------------------------- Testimonials
/** Step 4: one per line, trimmed, empty lines dropped. */
export function splitTestimonials(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * Single-page 6-step wizard: split by line without trimming (spec.md section 5). Lines keep
 * their spaces and blank lines stay; only a completely empty box gives no testimonials.
 */
export function splitTestimonialsUntrimmed(text: string): string[] {
  return text === '' ? [] : text.split('\n');
}

// ------------------------------------------------------------------------------------ Contact
export type ContactKey = 'email' | 'phone' | 'social';

/** The toggles a stored contact implies: on for every entry that is not null. */
export function togglesFromContact(contact: Partial<Contact> | undefined): Record<ContactKey, boolean> {
  return {
    email: contact?.email != null,
    phone: contact?.phone != null,
    social: contact?.social != null,
  };
}

// --------------------------------------------------------------------------------- Navigation
export const NAV_SECTIONS = ['Header', 'About', 'Services', 'Testimonials', 'Gallery', 'Contact'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export function defaultNavLinks(): Record<NavSection, boolean> {
  return { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true };
}

/** The names of the enabled nav items, in the wizard's order (then any others). */
export function enabledNavNames(navLinks: Record<string, boolean> | undefined): string[] {
  if (!navLinks) return [];
  const known = NAV_SECTIONS.filter((name) => navLinks[name]);
  const others = Object.keys(navLinks).filter((name) => navLinks[name] && !(NAV_SECTIONS as readonly string[]).includes(name));
  return [...known, ...others];
}

// ------------------------------------------------------------------------------ Preview data
/** The seven drafts as read (any may be missing; missing fields take the spec's defaults). */
export interface WizardDrafts {
  1?: Record<string, unknown>;
  2?: Record<string, unknown>;
  3?: Record<string, unknown>;
  4?: Record<string, unknown>;
  5?: Record<string, unknown>;
  6?: Record<string, unknown>;
  7?: Record<string, unknown>;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function servicesOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.filter((v) => typeof v === 'string').join('\n');
  return '';
}

function testimonialsOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

/**
 * Step 4's testimonials: split from the box as typed (testimonialsText) when the draft has it,
 * else the stored list. The text is what the person typed: a reload right after a keystroke saves
 * that text again (issue 22's journal keeps text only), and the list must follow it.
 */
export function testimonialsOfStep4(draft: Record<string, unknown> | undefined): string[] {
  return typeof draft?.testimonialsText === 'string' ? splitTestimonials(draft.testimonialsText) : testimonialsOf(draft?.testimonials);
}

/**
 * Builds the site preview data (spec.md section 3) from the seven drafts: name, tagline, about,
 * logo, templateId, highlightImage, services, testimonials, contact, galleryImage, navLinks,
 * headerBg, footerImg, portfolioImages; the event extras (date, ticket price, booking contact)
 * ride along; a business card also gets the card fields (title, images, phone, email).
 */
export function buildPreviewData(drafts: WizardDrafts, kind: WizardKind, id?: string): PreviewData {
  const s1 = drafts[1] ?? {};
  const s5contact = (drafts[5]?.contact ?? {}) as Partial<Record<ContactKey, unknown>>;
  const templateId = str(s1.templateId) || kind.template;
  const highlightImage = str(drafts[2]?.highlightImage);
  const galleryImage = str(drafts[6]?.galleryImage);
  const navLinks = drafts[7]?.navLinks && typeof drafts[7].navLinks === 'object' ? { ...(drafts[7].navLinks as Record<string, boolean>) } : defaultNavLinks();
  const contact: Contact = { email: strOrNull(s5contact.email), phone: strOrNull(s5contact.phone), social: strOrNull(s5contact.social) };

  const data: PreviewData = {
    ...(id !== undefined ? { id } : {}),
    name: str(s1.name),
    tagline: str(s1.tagline),
    about: str(s1.about),
    logo: str(s1.logo),
    templateId,
    highlightImage,
    services: servicesOf(drafts[3]?.services),
    testimonials: testimonialsOfStep4(drafts[4]),
    contact,
    galleryImage,
    navLinks,
    headerBg: str(drafts[7]?.headerBg),
    footerImg: str(drafts[7]?.footerImg),
    portfolioImages: [highlightImage, galleryImage].filter((src) => src !== ''),
  };
  for (const key of ['date', 'ticketPrice', 'bookingContact'] as const) {
    if (typeof s1[key] === 'string' && s1[key] !== '') (data as Record<string, unknown>)[key] = s1[key];
  }
  if (kind.type === 'business-card') {
    data.title = data.tagline;
    data.images = data.portfolioImages;
    data.email = contact.email;
    data.phone = contact.phone;
  }
  return data;
}

/** The single-page wizard's answers (six steps, one page). */
export interface SinglePageAnswers {
  name: string;
  tagline: string;
  about: string;
  logo: string;
  highlightImages: string[];
  services: string;
  testimonialsText: string;
  contact: Contact;
  galleryImages: string[];
}

export const SINGLE_PAGE_STEPS = 6;

export function emptySinglePageAnswers(): SinglePageAnswers {
  return {
    name: '', tagline: '', about: '', logo: '', highlightImages: [], services: '', testimonialsText: '',
    contact: { email: null, phone: null, social: null }, galleryImages: [],
  };
}

/** The 6-step wizard's preview data: an artist site; images beyond the first ride in lists. */
export function buildSinglePagePreviewData(answers: SinglePageAnswers, id?: string): PreviewData {
  const highlights = answers.highlightImages.filter((src) => src !== '');
  const gallery = answers.galleryImages.filter((src) => src !== '');
  return {
    ...(id !== undefined ? { id } : {}),
    name: answers.name,
    tagline: answers.tagline,
    about: answers.about,
    logo: answers.logo,
    templateId: 'artist',
    highlightImage: highlights[0] ?? '',
    highlightImages: highlights,
    services: answers.services,
    testimonials: splitTestimonialsUntrimmed(answers.testimonialsText),
    contact: { ...answers.contact },
    galleryImage: gallery[0] ?? '',
    galleryImages: gallery,
    navLinks: defaultNavLinks(),
    headerBg: '',
    footerImg: '',
    portfolioImages: gallery,
  };
}

/**
 * The site record a wizard creates (brief's convention: type, variant, templateId, previewData,
 * owner, published, lastPublished; pages 'main').
 */
export function buildWizardSite(params: { id: string; data: PreviewData; owner: string; visualTemplateId: string; now: Date; kind: WizardKind }) {
  return {
    id: params.id,
    siteId: params.id,
    name: params.data.name,
    type: params.kind.type,
    variant: params.kind.variant,
    templateId: params.visualTemplateId,
    pages: ['main'],
    previewData: params.data,
    owner: params.owner,
    published: true,
    lastPublished: params.now.toISOString(),
  };
}
