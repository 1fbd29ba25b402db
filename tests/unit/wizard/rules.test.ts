import { describe, expect, it } from 'vitest';
import {
  backPath, buildPreviewData, buildSinglePagePreviewData, buildWizardSite, emptySinglePageAnswers,
  enabledNavNames, guardRedirect, requiredMessage, splitTestimonials,
  splitTestimonialsUntrimmed, step1Fields, togglesFromContact, validateStep1, visualTemplateFor, type WizardDrafts,
} from '../../../src/domain/wizard';
import { PreviewDataSchema } from '../../../src/domain/schemas';
import { afterPublishPathFor } from '../../../src/sites/variant-routes';
import { wizardKindFor } from '../../../src/sites/wizard-kinds';

/** The preview data of these drafts, for the kind their template makes (the manifest says). */
const previewOf = (drafts: WizardDrafts, id?: string) => buildPreviewData(drafts, wizardKindFor(drafts[1]?.templateId), id);
import { ONBOARDING_STEP_SCHEMAS } from '../../../src/domain/schemas';

describe('template id to site type (spec.md section 4)', () => {
  it.each([
    ['artist', 'artist'],
    ['travel', 'travel'],
    ['blog', 'blog'],
    ['event', 'event-promo'],
    ['business', 'business-card'],
    ['casual-showcase', 'artist'],
    ['Blog', 'artist'],
    ['', 'artist'],
    [undefined, 'artist'],
    [null, 'artist'],
    ['toString', 'artist'],
  ] as const)('%s → %s', (templateId, type) => {
    expect(wizardKindFor(templateId).type).toBe(type);
  });

  it('wizard sites render with the preview variant, business cards with the card', () => {
    expect(wizardKindFor('artist').variant).toBe('preview');
    expect(wizardKindFor('event').variant).toBe('preview');
    expect(wizardKindFor('business').variant).toBe('card');
  });

  it('themes with a named visual template, else the kind default', () => {
    const known = ['casual-showcase', 'bold-grid', 'agency-flex', 'elegant-minimalist', 'hero-spotlight'];
    expect(visualTemplateFor('bold-grid', known, wizardKindFor('bold-grid'))).toBe('bold-grid');
    expect(visualTemplateFor('blog', known, wizardKindFor('blog'))).toBe('elegant-minimalist');
    expect(visualTemplateFor('business', known, wizardKindFor('business'))).toBe('agency-flex');
    expect(visualTemplateFor('event', known, wizardKindFor('event'))).toBe('bold-grid');
    expect(visualTemplateFor('whatever', known, wizardKindFor('whatever'))).toBe('casual-showcase');
  });
});

describe('preview route per type, from the manifest', () => {
  it.each([
    ['artist', '/preview/artist/7'],
    ['travel', '/preview/travel/7'],
    ['blog', '/preview/blog/7'],
    ['event-promo', '/preview/event-promo/7'],
    ['business-card', '/preview/card/7'],
  ] as const)('%s → %s', (type, route) => {
    expect(afterPublishPathFor({ id: '7', type })).toBe(route);
  });
  it('encodes odd ids', () => {
    expect(afterPublishPathFor({ id: 'a/b', type: 'artist' })).toBe('/preview/artist/a%2Fb');
  });
});

describe('step 1 variants and required rules (spec.md section 5)', () => {
  const labels = (templateId: string) => step1Fields(wizardKindFor(templateId).step1).map((f) => `${f.label}${f.required ? '*' : ''}`);

  it('artist (default): name required', () => {
    expect(labels('artist')).toEqual(['Name (artist or band)*', 'Tagline', 'About', 'Logo']);
    expect(labels('travel')).toEqual(labels('artist'));
    expect(labels('anything')).toEqual(labels('artist'));
    expect(validateStep1('artist', {})).toEqual({ name: requiredMessage('Name (artist or band)') });
    expect(validateStep1('artist', { name: '   ' })).toHaveProperty('name');
    expect(validateStep1('artist', { name: 'Ada' })).toEqual({});
  });

  it('blog: title, tagline and about required', () => {
    expect(labels('blog')).toEqual(['Title*', 'Tagline*', 'About*', 'Logo']);
    expect(validateStep1('blog', { name: 'My blog' })).toEqual({
      tagline: 'Tagline is required.',
      about: 'About is required.',
    });
    expect(validateStep1('blog', { name: 'B', tagline: 'T', about: 'A' })).toEqual({});
  });

  it('business: name and description required, slogan and logo optional', () => {
    expect(labels('business')).toEqual(['Name*', 'Slogan', 'Description*', 'Logo']);
    expect(validateStep1('business', { tagline: 'Slogan only' })).toEqual({
      name: 'Name is required.',
      about: 'Description is required.',
    });
    expect(validateStep1('business', { name: 'Shop', about: 'We sell' })).toEqual({});
  });

  it('event: title and date required, ticket price and booking contact optional', () => {
    const fields = step1Fields('event');
    expect(fields.filter((f) => f.required).map((f) => f.label)).toEqual(['Title', 'Date']);
    expect(fields.map((f) => f.label)).toEqual(expect.arrayContaining(['Ticket price', 'Booking contact']));
    expect(validateStep1('event', { name: 'Gala' })).toEqual({ date: 'Date is required.' });
    expect(validateStep1('event', { name: 'Gala', date: '2030-01-01' })).toEqual({});
  });
});

describe('guards: step N needs the draft of step N-1', () => {
  it('step 1 has no guard', () => {
    expect(guardRedirect(1, () => false)).toBeNull();
  });
  it.each([2, 3, 4, 5, 6, 7, 8] as const)('step %i redirects to the previous step when its draft is missing', (step) => {
    expect(guardRedirect(step, () => false)).toBe(`/onboarding/step${step - 1}`);
    expect(guardRedirect(step, (n) => n === step - 1)).toBeNull();
    // Only the previous step counts: every other draft present is not enough.
    expect(guardRedirect(step, (n) => n !== step - 1)).toBe(`/onboarding/step${step - 1}`);
  });
  it('Back: step 1 to /template-selection, others to the previous step', () => {
    expect(backPath(1)).toBe('/template-selection');
    expect(backPath(5)).toBe('/onboarding/step4');
    expect(backPath(8)).toBe('/onboarding/step7');
  });
});

describe('testimonials', () => {
  it('step 4: split by line, trimmed, empty lines dropped', () => {
    expect(splitTestimonials('  Great work! \n\n   \nLovely\r\nAmazing  ')).toEqual(['Great work!', 'Lovely', 'Amazing']);
    expect(splitTestimonials('')).toEqual([]);
  });
  it('single-page wizard: split by line without trimming', () => {
    expect(splitTestimonialsUntrimmed('  Great work! \n\nLovely ')).toEqual(['  Great work! ', '', 'Lovely ']);
    expect(splitTestimonialsUntrimmed('')).toEqual([]);
  });
});

describe('contact entries', () => {
  it('a stored contact implies its toggles', () => {
    expect(togglesFromContact({ email: '', phone: null, social: 'x' })).toEqual({ email: true, phone: false, social: true });
    expect(togglesFromContact(undefined)).toEqual({ email: false, phone: false, social: false });
  });
});

describe('preview data from the seven drafts', () => {
  const drafts = {
    1: { name: 'Ada', tagline: 'Painter', about: 'I paint.', logo: 'data:image/png;base64,AA', templateId: 'artist' },
    2: { highlightImage: 'https://img.example/h.png' },
    3: { services: 'Commissions\nPrints' },
    4: { testimonials: ['Great', 'Lovely'], testimonialsText: 'Great\n\nLovely' },
    5: { contact: { email: 'ada@example.com', phone: null, social: null }, contactValues: { email: 'ada@example.com', phone: '1', social: '' } },
    6: { galleryImage: 'https://img.example/g.png' },
    7: { headerBg: '', footerImg: 'https://img.example/f.png', navLinks: { Header: true, About: false, Services: true, Testimonials: true, Gallery: true, Contact: true } },
  };

  it('has every field of spec.md section 3 and parses as PreviewData', () => {
    const data = previewOf(drafts, '42');
    expect(data).toEqual({
      id: '42',
      name: 'Ada',
      tagline: 'Painter',
      about: 'I paint.',
      logo: 'data:image/png;base64,AA',
      templateId: 'artist',
      highlightImage: 'https://img.example/h.png',
      services: 'Commissions\nPrints',
      testimonials: ['Great', 'Lovely'],
      contact: { email: 'ada@example.com', phone: null, social: null },
      galleryImage: 'https://img.example/g.png',
      navLinks: drafts[7].navLinks,
      headerBg: '',
      footerImg: 'https://img.example/f.png',
      portfolioImages: ['https://img.example/h.png', 'https://img.example/g.png'],
    });
    expect(PreviewDataSchema.safeParse(data).success).toBe(true);
  });

  it('fills defaults when drafts are missing (nav all on, contact null)', () => {
    const data = previewOf({});
    expect(data.templateId).toBe('artist');
    expect(data.contact).toEqual({ email: null, phone: null, social: null });
    expect(data.navLinks).toEqual({ Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true });
    expect(data.testimonials).toEqual([]);
    expect(data.portfolioImages).toEqual([]);
  });

  it('keeps the event extras and adds the card fields for a business', () => {
    const event = previewOf({ 1: { name: 'Gala', date: '2030-05-01', ticketPrice: '$10', bookingContact: 'b@x.y', templateId: 'event' } });
    expect(event).toMatchObject({ name: 'Gala', date: '2030-05-01', ticketPrice: '$10', bookingContact: 'b@x.y', templateId: 'event' });
    const card = previewOf({ ...drafts, 1: { name: 'Shop', tagline: 'Best', about: 'We sell', templateId: 'business' } });
    expect(card).toMatchObject({ title: 'Best', email: 'ada@example.com', phone: null, images: ['https://img.example/h.png', 'https://img.example/g.png'] });
  });

  it('accepts the drafts as their storage schemas parse them', () => {
    const parsed = Object.fromEntries(
      Object.entries(drafts).map(([n, value]) => [n, ONBOARDING_STEP_SCHEMAS[Number(n) as 1].parse(value)]),
    );
    expect(previewOf(parsed).name).toBe('Ada');
  });

  it('single-page wizard data keeps untrimmed testimonials and image lists', () => {
    const answers = { ...emptySinglePageAnswers(), name: 'Ada', testimonialsText: ' a \nb', highlightImages: ['h1', 'h2'], galleryImages: ['g1', 'g2', 'g3'] };
    const data = buildSinglePagePreviewData(answers);
    expect(data).toMatchObject({ name: 'Ada', templateId: 'artist', testimonials: [' a ', 'b'], highlightImage: 'h1', galleryImage: 'g1', portfolioImages: ['g1', 'g2', 'g3'] });
    expect(PreviewDataSchema.safeParse(data).success).toBe(true);
  });

  it('builds the site record of the brief convention', () => {
    const data = previewOf({ 1: { name: 'Shop', templateId: 'business' } }, '9');
    const site = buildWizardSite({ id: '9', data, owner: 'a@b.c', visualTemplateId: 'agency-flex', now: new Date('2030-01-02T03:04:05Z'), kind: wizardKindFor('business') });
    expect(site).toMatchObject({
      id: '9', siteId: '9', name: 'Shop', type: 'business-card', variant: 'card', templateId: 'agency-flex',
      owner: 'a@b.c', published: true, lastPublished: '2030-01-02T03:04:05.000Z', pages: ['main'], previewData: data,
    });
  });

  it('enabled nav names in the wizard order', () => {
    expect(enabledNavNames({ Contact: true, Header: true, About: false, Extra: true })).toEqual(['Header', 'Contact', 'Extra']);
    expect(enabledNavNames(undefined)).toEqual([]);
  });
});
