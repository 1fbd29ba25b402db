/**
 * The downloaded site (issue 26) of every kind and variant, filled as a person would fill it:
 * valid HTML by html-validate's recommended rules, nothing that needs script, every link going
 * somewhere, and a <head> that a link preview can read.
 */
import { describe, expect, it } from 'vitest';
import { kinds } from '../sites/all-kinds';
import { exportSiteHtml } from '../../../src/sites/export/export-site';
import { resolveSite } from '../../../src/sites/resolve';
import { SiteRecordSchema, PreviewDataSchema, type SiteRecord } from '../../../src/domain/schemas';
import type { SiteVariant } from '../../../src/sites/types';
import { EXPORTED_SITE_POLICY } from '../../../src/csp';
import { htmlProblems } from '../../fixtures/html-validate';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
const HOSTED = 'https://img.example.com/picture.jpg';

const VARIANTS: SiteVariant[] = Object.values(kinds).flatMap((kind) => Object.values(kind.variants));

/** A plausible value for a field, by what its path says it is. */
function sample(path: string, i: number): string {
  if (/image|logo|banner|portfolio|gallery\.\d+$|images|headerBg|footerImg/i.test(path)) return i % 2 ? PNG : HOSTED;
  if (/email/i.test(path)) return 'hello@example.com';
  if (/phone/i.test(path)) return '+1 555 0100';
  if (/social|website|link|linkedin|instagram|twitter|buyLink/i.test(path)) return 'https://example.com/me';
  if (/price/i.test(path)) return '$12';
  if (/date/i.test(path)) return '2025-06-21';
  return `Some ${path.replace(/\W+/g, ' ')} text\nand a second line`;
}

/** Every string of the content (and one more list item where a list is empty) filled in. */
function filled(entry: SiteVariant): Record<string, unknown> {
  const extras: Record<string, unknown> =
    entry.schema === PreviewDataSchema
      ? { title: '', images: ['', ''], phone: '', email: '', location: '', website: '', testimonials: ['', ''], portfolioImages: ['', ''], social: { linkedin: '', instagram: '', twitter: '' }, contact: { email: '', phone: '', social: '' } }
      : entry.variant === 'variant1' ? { testimonials: [{ name: '', quote: '' }], contact: { email: '', phone: '', social: '' } }
      : entry.variant === 'variant2' ? { name: '', gallery: [{ id: '1', label: '', image: '' }] }
      : entry.variant === 'business1' ? { services: ['', ''], portfolio: ['', ''], contact: { email: '', phone: '', social: '', address: '' } }
      : entry.variant === 'business2' ? { contact: { email: '', phone: '', social: '', address: '' } }
      : entry.variant === 'managed' ? { gallery: ['', ''] }
      : {};
  let i = 0;
  const fill = (value: unknown, path: string): unknown => {
    if (typeof value === 'string') return ['id', 'variant', 'templateVariant', 'templateId'].includes(path.split('.').pop()!) ? value : sample(path, i++);
    if (Array.isArray(value)) return value.map((item, n) => fill(item, `${path}.${n}`));
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'navLinks' ? v : fill(v, path ? `${path}.${k}` : k)]));
    return value;
  };
  return fill(entry.schema.parse({ ...(entry.defaults() as object), ...extras }), '') as Record<string, unknown>;
}

/** The stored record an editor, the wizard or the manage page leaves for this variant. */
function recordFor(entry: SiteVariant, content: Record<string, unknown>, name = 'Ada & Co'): SiteRecord {
  const { kind, variant } = entry;
  const id = `x-${kind}-${variant}`;
  if (variant === 'preview' || variant === 'card') return SiteRecordSchema.parse({ id, type: kind, name, previewData: content });
  if (variant === 'managed') return SiteRecordSchema.parse({ id, type: kind, name, title: content.title, description: content.description, logo: content.logo, gallery: content.gallery });
  if (variant === 'variant2') return SiteRecordSchema.parse({ ...content, gallery: undefined, galleryItems: content.gallery, id, type: kind, name, variant });
  return SiteRecordSchema.parse({ ...content, id, type: kind, name, variant });
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe.each(VARIANTS.map((entry) => ({ key: `${entry.kind}/${entry.variant}`, entry })))('the download of $key', ({ entry }) => {
  // A manage-page site with nothing typed is not one (resolveSite gives its kind's default variant).
  const cases: Array<[string, Record<string, unknown>]> = [['filled in', filled(entry)]];
  if (entry.variant !== 'managed') cases.push(['as it starts', entry.defaults() as Record<string, unknown>]);
  for (const [what, content] of cases) {
    it(`${what}: is valid HTML with nothing that needs script and no dead link`, async () => {
      const record = recordFor(entry, content);
      expect(resolveSite(record).variant).toBe(entry.variant);
      const html = await exportSiteHtml(record);
      expect(await htmlProblems(html)).toEqual([]);

      const doc = parse(html);
      expect(doc.querySelectorAll('script, button, form, input, select, textarea, [style]')).toHaveLength(0);
      const dead = [...doc.querySelectorAll('a')].filter((a) => {
        const href = a.getAttribute('href') ?? '';
        return href === '' || (href.startsWith('#') && !doc.getElementById(href.slice(1)));
      });
      expect(dead.map((a) => a.outerHTML)).toEqual([]);

      // Shareable, and as strict as before.
      expect(doc.documentElement.lang).toBe('en');
      expect(doc.title).toBe('Ada & Co');
      expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/\S/);
      expect(doc.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Ada & Co');
      const ogImage = doc.querySelector('meta[property="og:image"]')?.getAttribute('content');
      if (ogImage) expect(ogImage).toMatch(/^https:/);
      expect(doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content')).toBe(EXPORTED_SITE_POLICY);
    });
  }
});

describe('RSVP in a downloaded event (layout 1)', () => {
  const event1 = kinds.event.variants.event1;
  const exported = async (content: Record<string, unknown>) => parse(await exportSiteHtml(recordFor(event1, { ...(event1.defaults() as object), title: 'Night Market', ...content })));

  it('is an e-mail to the event contact, with the subject "RSVP: {title}"', async () => {
    const doc = await exported({ contactEmail: 'rsvp@example.com', buttonText: 'Count me in' });
    const rsvp = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'Count me in');
    expect(rsvp?.getAttribute('href')).toBe('mailto:rsvp@example.com?subject=RSVP%3A%20Night%20Market');
  });

  it('is left out when the event has no contact, or one that is not an address', async () => {
    for (const contactEmail of ['', 'not an address', 'javascript:alert(1)//@x.com']) {
      const doc = await exported({ contactEmail });
      expect(doc.body.textContent).toContain('Night Market');
      expect(doc.body.textContent).not.toContain('RSVP Now');
      expect(doc.querySelectorAll('button, a[href^="mailto:"]')).toHaveLength(0);
    }
  });
});

describe('the head of a download', () => {
  it('names the hosted picture for link previews, never a local copy, and the logo as icon', async () => {
    const artist = kinds.artist.variants.variant1;
    const doc = parse(await exportSiteHtml(recordFor(artist, { ...(artist.defaults() as object), name: 'Ada', tagline: 'Paintings  of\nlight', heroImage: PNG, portfolio: ['', HOSTED], logo: PNG })));
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Paintings of light');
    expect(doc.querySelector('meta[property="og:image"]')?.getAttribute('content')).toBe(HOSTED);
    expect(doc.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(PNG);
  });

  it('has no icon and no picture when the site has none', async () => {
    const blog = kinds.blog.variants.blog1;
    const doc = parse(await exportSiteHtml(recordFor(blog, { ...(blog.defaults() as object), title: 'Notes', summary: 'A season of walking' })));
    expect(doc.querySelector('link[rel="icon"], meta[property="og:image"]')).toBeNull();
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('A season of walking');
  });
});
