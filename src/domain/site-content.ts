/**
 * How the Views read content, and the publish rule the artist kind declares in the registry.
 * Kept apart from publishing-kinds.ts (which builds the records editors publish) because every
 * View needs these and a share link's visitor should not download the editors' record builders.
 */
import { COMPLETE_REQUIRED_FIELDS } from './site-messages';
import type { ArtistSite, Product } from './content-schemas';
import { fieldsOf, isList, textOf } from './text';

/** Text with something other than spaces in it. */
export const filled = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** spec.md section 5: variant 1 needs name, logo, heroImage, profileImage and a non-blank bio. */
export function artistPublishProblem(site: Pick<ArtistSite, 'name' | 'logo' | 'heroImage' | 'profileImage' | 'bio'>): string | null {
  const ok = [site.name, site.logo, site.heroImage, site.profileImage, site.bio].every(filled);
  return ok ? null : COMPLETE_REQUIRED_FIELDS;
}

/** Services in preview data: free text (one per line or comma), or a list. */
export function servicesAsList(services: unknown): { title: string; desc: string }[] {
  if (typeof services === 'string') {
    const lines = services.split('\n').map((s) => s.trim()).filter(Boolean);
    const items = lines.length > 1 ? lines : services.split(',').map((s) => s.trim()).filter(Boolean);
    return items.map((title) => ({ title, desc: '' }));
  }
  if (isList(services)) {
    return services
      .map((s) => (typeof s === 'string' ? { title: s, desc: '' } : { title: textOf(fieldsOf(s).title), desc: textOf(fieldsOf(s).desc) }))
      .filter((s) => filled(s.title) || filled(s.desc));
  }
  return [];
}

/**
 * Testimonials in preview data: text (the wizard) or { name, quote } (the artist page, spec.md
 * section 2, /show/artist). Read as quotes with an optional name; blank ones dropped.
 */
export function testimonialQuotes(testimonials: unknown): { quote: string; name?: string }[] {
  if (!isList(testimonials)) return [];
  return testimonials
    .map((t) => {
      if (typeof t === 'string') return { quote: t };
      const { quote, name } = fieldsOf(t);
      return { quote: textOf(quote), name: typeof name === 'string' ? name : undefined };
    })
    .filter((t) => filled(t.quote));
}

/** The names of the enabled navigation items of preview data (listing preview). */
export const enabledNavItems = (navLinks: Record<string, boolean> | undefined) =>
  Object.entries(navLinks ?? {})
    .filter(([, on]) => on)
    .map(([name]) => name);

// ---------------------------------------------------------------------------------- Store

/** A price may be stored as a number; a title or price counts when it is not blank. */
const given = (value: unknown) => filled(value) || (typeof value === 'number' && Number.isFinite(value));

/** spec.md section 2: "products lacking a title or price are hidden". */
export const isProductShown = (product: Pick<Product, 'title' | 'price'>) => given(product.title) && given(product.price);

export const visibleProducts = <P extends Pick<Product, 'title' | 'price'>>(products: readonly P[]): P[] =>
  products.filter(isProductShown);

/** "12" → "$12", "12.5" → "$12.50"; anything else (e.g. "£8", "from 10") as typed. */
export function formatPrice(price: string | number): string {
  const text = String(price).trim();
  if (/^\d+(\.\d{1,2})?$/.test(text)) {
    const [whole, cents] = text.split('.');
    return `$${whole}${cents !== undefined ? `.${cents.padEnd(2, '0')}` : ''}`;
  }
  return text;
}

// ---------------------------------------------------------------------------------- Dates and text

/** A YYYY-MM-DD date as its parts, for the event's big date block; null for free text. */
export function dateParts(value: string, locale?: string): { month: string; day: string; year: string; weekday: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (Number.isNaN(date.getTime()) || date.getDate() !== Number(match[3])) return null;
  return {
    month: date.toLocaleDateString(locale, { month: 'short' }),
    day: String(date.getDate()),
    year: match[1],
    weekday: date.toLocaleDateString(locale, { weekday: 'long' }),
  };
}

/** A YYYY-MM-DD date written out ("March 3, 2025"); other text as it was typed. */
export function readableDate(value: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!match) return value;
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return Number.isNaN(date.getTime()) ? value : date.toLocaleDateString(locale, { year: 'numeric', month: 'long', day: 'numeric' });
}

/** Text split into paragraphs at blank lines; lines inside a paragraph are kept. */
export const paragraphs = (text: string) =>
  text.split(/\n\s*\n/).map((p) => p.trim()).filter((p) => p !== '');

/** Agenda and highlights: one item per line, blank lines dropped. */
export const lineItems = (text: string) => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
