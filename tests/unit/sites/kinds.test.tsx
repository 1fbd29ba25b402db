import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { kinds, findVariant } from './all-kinds';
import { SiteView } from '../../../src/sites/SiteView';
import { TEMPLATES } from '../../../src/sites/templates';
import { listingVariant } from '../../../src/sites/listing';
import { SAMPLE_LAYOUTS } from '../../../src/sites/preview-data/samples';
import { COMPLETE_REQUIRED_FIELDS, UNTITLED_LISTING } from '../../../src/domain/messages';
import {
  artistSiteRecord, artistToPreviewData, builderTitle, gallerySiteContent, singlePageSiteRecord, toArtistContent,
} from '../../../src/domain/publishing-kinds';
import { artistPublishProblem, enabledNavItems, servicesAsList } from '../../../src/domain/site-content';
import { loadVariant } from '../../../src/sites/kind-loaders';
import { KIND_LABELS, KIND_VARIANTS, hasVariant } from '../../../src/sites/kind-names';
import { singlePageBuilder } from '../../../src/sites/single-page-builders';
import { ArtistSiteSchema, DEFAULT_GALLERY_ITEMS, SAMPLE_CARD, SAMPLE_POST, SAMPLE_PROMO, type SiteType } from '../../../src/domain/schemas';
import { SiteFrame } from '../../../src/sites/SiteFrame';
import { templateOrDefault } from '../../../src/sites/templates';

afterEach(cleanup);

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('the registry', () => {
  const MINE: [SiteType, string][] = [
    ['artist', 'variant1'], ['artist', 'variant2'], ['artist', 'preview'], ['travel', 'preview'], ['blog', 'post'],
    ['blog', 'preview'], ['event-promo', 'promo'], ['event-promo', 'preview'], ['business-card', 'builder'], ['business-card', 'card'],
  ];
  it.each(MINE)('registers %s/%s', (kind, variant) => {
    expect(findVariant(kind, variant)?.variant).toBe(variant);
  });

  const every = Object.values(kinds).flatMap((kind) => Object.values(kind.variants).map((v) => [kind.kind, v.variant] as const));
  it.each(every)('%s/%s renders its defaults in every template without throwing', (kind, variant) => {
    const entry = findVariant(kind, variant)!;
    expect(entry.schema.safeParse(entry.defaults()).success).toBe(true);
    for (const template of TEMPLATES) {
      const { container, unmount } = render(<SiteView kind={kind} variant={variant} content={entry.defaults()} templateId={template.id} />);
      expect(container.querySelector(`[data-template="${template.id}"]`)).not.toBeNull();
      unmount();
    }
  });

  it("kind-names.ts lists each kind's label and variant ids as the registry has them", () => {
    for (const kind of Object.keys(kinds)) expect(Object.keys(KIND_VARIANTS)).toContain(kind);
    for (const kind of Object.values(kinds)) {
      expect(KIND_LABELS[kind.kind]).toBe(kind.label);
      expect([...KIND_VARIANTS[kind.kind]].sort()).toEqual(Object.keys(kind.variants).sort());
    }
  });

  it('a kind or variant named like an object property (from a tampered link) finds nothing', async () => {
    for (const name of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      expect(findVariant('artist', name)).toBeUndefined();
      expect(findVariant(name, 'variant1')).toBeUndefined();
      expect(await loadVariant('artist', name)).toBeUndefined();
      expect(await loadVariant(name, 'preview')).toBeUndefined();
      expect(hasVariant('artist', name)).toBe(false);
      expect(hasVariant(name, 'variant1')).toBe(false);
    }
  });

  it('every field of every editor section has a label and a known kind', () => {
    for (const kind of Object.values(kinds)) {
      for (const variant of Object.values(kind.variants)) {
        // A list's item fields too (the link-in-bio page's links).
        const fields = variant.sections.flatMap((s) => s.fields).flatMap((f) => (f.kind === 'list' ? [f, ...f.itemFields] : [f]));
        for (const field of fields) {
          expect(field.label.trim()).not.toBe('');
          expect(['text', 'textarea', 'email', 'tel', 'url', 'date', 'time', 'image', 'lines', 'list']).toContain(field.kind);
        }
      }
    }
  });
});

describe('defaults of the builders (spec.md section 3)', () => {
  it('business card, blog post and event promo start from the spec defaults', () => {
    expect(findVariant('business-card', 'builder')!.defaults()).toMatchObject({ fullName: SAMPLE_CARD.fullName, role: 'Creative Director' });
    expect(findVariant('blog', 'post')!.defaults()).toMatchObject({ title: 'My First Blog Post', postDate: SAMPLE_POST.postDate });
    expect(findVariant('event-promo', 'promo')!.defaults()).toMatchObject({ eventName: 'My Event', eventDate: SAMPLE_PROMO.eventDate });
  });
  it('artist variant 1 has 4 portfolio slots and 3 default services; variant 2 the three gallery items', () => {
    const artist = findVariant('artist', 'variant1')!.defaults();
    expect(artist.portfolio).toHaveLength(4);
    expect(artist.services.map((s: { title: string }) => s.title)).toEqual(['Custom Art', 'Commissions', 'Prints']);
    expect(findVariant('artist', 'variant2')!.defaults().gallery.map((g: { label: string }) => g.label)).toEqual(DEFAULT_GALLERY_ITEMS.map((g) => g.label));
  });
});

describe('artist publish rule (spec.md section 5)', () => {
  const complete = { name: 'Mara', logo: PNG, heroImage: PNG, profileImage: PNG, bio: 'Paints.' };
  it('passes when name, logo, hero image, profile image and bio are there', () => {
    expect(artistPublishProblem(complete)).toBeNull();
    expect(findVariant('artist', 'variant1')!.validateForPublish!(ArtistSiteSchema.parse(complete))).toBeNull();
  });
  it.each(['name', 'logo', 'heroImage', 'profileImage', 'bio'] as const)('refuses when %s is missing or blank', (field) => {
    expect(artistPublishProblem({ ...complete, [field]: '' })).toBe(COMPLETE_REQUIRED_FIELDS);
    expect(artistPublishProblem({ ...complete, [field]: '   ' })).toBe(COMPLETE_REQUIRED_FIELDS);
  });
  it('variant 2 has no check', () => {
    expect(findVariant('artist', 'variant2')!.validateForPublish).toBeUndefined();
  });
});

describe('publishing records and conversions', () => {
  it('builder title turns dashes into spaces', () => {
    expect(builderTitle('artist-portfolio')).toBe('Builder: artist portfolio');
    expect(builderTitle('template1')).toBe('Builder: template1');
  });
  it('a single-page site record carries type, variant, name, owner and the content', () => {
    const at = new Date('2025-02-03T04:05:06.000Z');
    const record = singlePageSiteRecord(singlePageBuilder('event-promo'), { id: '9', eventName: 'Gala', eventDate: '', description: 'x', banner: '' }, 'a@b.c', at);
    expect(record).toMatchObject({ id: '9', siteId: '9', name: 'Gala', type: 'event-promo', variant: 'promo', owner: 'a@b.c', published: true, lastPublished: at.toISOString(), description: 'x' });
  });
  it('artist content survives the trip through preview data (testimonial names included)', () => {
    const site = ArtistSiteSchema.parse({ name: 'Mara', bio: 'Bio', heroImage: PNG, testimonials: [{ name: 'Jo', quote: 'Lovely' }] });
    const preview = artistToPreviewData(site);
    expect(preview.testimonials).toEqual(['Lovely — Jo']);
    const back = toArtistContent(preview);
    expect(back).toMatchObject({ name: 'Mara', bio: 'Bio', heroImage: PNG });
    expect(back.testimonials).toEqual([{ name: 'Jo', quote: 'Lovely' }]);
    // Plain wizard data: about becomes the bio, testimonials become quotes.
    expect(toArtistContent({ name: 'Ada', about: 'I paint.', testimonials: ['Nice'] })).toMatchObject({ bio: 'I paint.', testimonials: [{ quote: 'Nice', name: '' }] });
  });
  it('variant 2 sites keep gallery items apart from the manage page gallery', () => {
    const content = gallerySiteContent({ about: 'a', email: 'e@x.y', gallery: [{ id: '1', label: 'One' }] });
    const record = artistSiteRecord('5', 'variant2', content, undefined);
    expect(record).toMatchObject({ type: 'artist', variant: 'variant2', galleryItems: [{ id: '1', label: 'One' }] });
    expect('gallery' in record).toBe(false);
    const parsed = findVariant('artist', 'variant2')!.schema.parse(record);
    expect(parsed.gallery).toEqual([{ id: '1', label: 'One' }]);
  });
  it('services read from free text or lists; nav items from the toggles', () => {
    expect(servicesAsList('Hiking, Fishing').map((s) => s.title)).toEqual(['Hiking', 'Fishing']);
    expect(servicesAsList('A\nB, C').map((s) => s.title)).toEqual(['A', 'B, C']);
    expect(servicesAsList([{ title: 'X', desc: 'y' }, 'Z'])).toEqual([{ title: 'X', desc: 'y' }, { title: 'Z', desc: '' }]);
    expect(enabledNavItems({ Header: true, About: false, Gallery: true })).toEqual(['Header', 'Gallery']);
  });
});

describe('views', () => {
  it('the event-promo preview hides empty sections and offers Book This Planner by e-mail', () => {
    render(<SiteView kind="event-promo" variant="preview" content={{ name: 'Gala Co', about: 'We plan.', contact: { email: 'g@example.com', phone: null, social: null } }} />);
    expect(screen.getByRole('heading', { name: 'About the Planner' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Signature Event' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Client Testimonials' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book This Planner' }).getAttribute('href')).toBe('mailto:g@example.com');
    expect(screen.getByText(`© ${new Date().getFullYear()} Gala Co`)).toBeTruthy();
  });
  it('the blog preview shows About This Blog and featured posts from its images', () => {
    render(<SiteView kind="blog" variant="preview" content={{ name: 'Notes', about: 'On making.', highlightImage: PNG, logo: PNG }} />);
    expect(screen.getByRole('heading', { name: 'About This Blog' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
  });
  it('the artist preview shows at most 4 portfolio images', () => {
    render(<SiteView kind="artist" variant="preview" content={{ name: 'Ada', portfolioImages: [PNG, PNG, PNG, PNG, PNG] }} />);
    expect(screen.getAllByRole('img', { name: /portfolio image/ })).toHaveLength(4);
  });
  it('the listing names an untitled listing and lists the enabled nav items', () => {
    const template = templateOrDefault(listingVariant.defaultTemplateId);
    const View = listingVariant.View;
    render(
      <SiteFrame template={template}>
        <View content={listingVariant.schema.parse({ navLinks: { About: true, Gallery: false, Contact: true } })} template={template} />
      </SiteFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: UNTITLED_LISTING })).toBeTruthy();
    expect(screen.getByText('About')).toBeTruthy();
    expect(screen.queryByText('Gallery')).toBeNull();
  });
  it('typed URLs never become script links', () => {
    render(<SiteView kind="artist" variant="variant1" content={{ name: 'X', logo: 'javascript:alert(1)', contact: { email: null, phone: null, social: 'javascript:alert(1)' } }} />);
    expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  });
  it.each(SAMPLE_LAYOUTS.map((s) => [s.id, s] as const))('sample layout %s renders its name', (_id, sample) => {
    render(<SiteView kind={sample.kind} variant={sample.variant} content={sample.content} templateId={sample.templateId} />);
    expect(screen.getByRole('heading', { level: 1, name: String(sample.content.name) })).toBeTruthy();
  });
});

describe('a text longer than its field allows (another version, a backup, a crafted link)', () => {
  // The limits of spec.md section 5 are the inputs' (maxLength): a stored text over one must still
  // show, not make the whole content fail to load and the page fall back to empty defaults.
  const over = (max: number, tag: string) => `${tag} ${'x'.repeat(max)}`;
  it.each([
    ['event', 'event1', { title: over(100, 'Long title') }, 'Long title'],
    ['event', 'event2', { agenda: over(2000, 'Long agenda') }, 'Long agenda'],
    ['links', 'links', { name: over(60, 'Long name'), links: [{ id: 'a', label: over(60, 'Long label'), url: 'https://example.com' }] }, 'Long label'],
  ] as const)('%s/%s keeps its content and shows it', (kind, variant, fields, shown) => {
    const entry = findVariant(kind, variant)!;
    const content = { ...(entry.defaults() as object), ...fields };
    expect(entry.schema.safeParse(content).success).toBe(true);
    render(<SiteView kind={kind} variant={variant} content={content} />);
    expect(screen.getAllByText(new RegExp(shown)).length).toBeGreaterThan(0);
  });
});
