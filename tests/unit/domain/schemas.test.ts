import { describe, expect, it } from 'vitest';
import {
  ArtistPortfolioDraftSchema, ArtistSiteSchema, BlockSchema, BlogLayout1Schema, BlogPostSchema, BusinessCardSchema,
  BusinessSiteSchema, EventLayout1Schema, EventLayout2Schema, EventPromoSchema, PageSchema, PreviewDataSchema,
  SiteRecordSchema, StoreSchema, UserSchema, CurrentUserSessionSchema, OnboardingStep7Schema, TemplateSchema,
  RecycleBinEntrySchema, UsersPanelRecordSchema, toUsersPanelRecord,
} from '../../../src/domain/schemas';
import { todayAsDateInput } from '../../../src/domain/schema-helpers';

describe('User', () => {
  it('fills the spec defaults and keeps unknown fields', () => {
    const user = UserSchema.parse({ email: 'a@b.c', password: 'x', legacyField: 1 });
    expect(user).toMatchObject({
      email: 'a@b.c', plan: 'free', sites: [], blocked: false, name: '', paid: false,
      paymentDate: null, trial: false, trialEnds: null, legacyField: 1,
    });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rejects wrong types and missing required fields', () => {
    expect(UserSchema.safeParse({ email: 'a@b.c' }).success).toBe(false); // no password
    expect(UserSchema.safeParse({ email: 'a@b.c', password: 'x', blocked: 'yes' }).success).toBe(false);
    expect(UserSchema.safeParse({ email: 'a@b.c', password: 'x', plan: 'gold' }).success).toBe(false);
    expect(UserSchema.safeParse({ password: 'x' }).success).toBe(false);
  });

  it('normalises a plan label and site entries inside the user', () => {
    const user = UserSchema.parse({ email: 'a@b.c', password: 'x', plan: 'Premium', sites: [12, { siteId: 5, name: 'S' }] });
    expect(user.plan).toBe('premium');
    expect(user.sites[0]).toBe('12');
    expect(user.sites[1]).toMatchObject({ id: '5', siteId: '5', type: 'artist', pages: ['main'] });
  });

  it('builds users-panel records', () => {
    const user = UserSchema.parse({ email: 'a@b.c', password: 'x', plan: 'basic', paid: true, paymentDate: '2024-01-01' });
    expect(UsersPanelRecordSchema.parse(toUsersPanelRecord(user))).toEqual({ email: 'a@b.c', plan: 'basic', paid: true, paymentDate: '2024-01-01' });
  });

  it('parses the current user session', () => {
    expect(CurrentUserSessionSchema.parse({ email: 'a@b.c' })).toEqual({ email: 'a@b.c', plan: 'free', sites: [] });
  });
});

describe('SiteRecord', () => {
  it('makes id and siteId both present and equal strings', () => {
    expect(SiteRecordSchema.parse({ id: 7, name: 'A', type: 'blog' })).toMatchObject({ id: '7', siteId: '7', pages: ['main'], blocked: false });
    expect(SiteRecordSchema.parse({ siteId: 'x', name: 'B' })).toMatchObject({ id: 'x', siteId: 'x', type: 'artist' });
  });

  it('needs an id and a known type and theme', () => {
    expect(SiteRecordSchema.safeParse({ name: 'no id' }).success).toBe(false);
    expect(SiteRecordSchema.safeParse({ id: '1', type: 'spaceship' }).success).toBe(false);
    expect(SiteRecordSchema.safeParse({ id: '1', theme: 'neon' }).success).toBe(false);
    expect(SiteRecordSchema.parse({ id: '1', theme: 'brick', published: true }).theme).toBe('brick');
  });

  it('takes the owner from ownerEmail in old data', () => {
    expect(SiteRecordSchema.parse({ id: '1', ownerEmail: 'o@x.y' }).owner).toBe('o@x.y');
  });

  it('recycle bin entries carry siteId, name, type', () => {
    expect(RecycleBinEntrySchema.parse({ siteId: 3, name: 'n', type: 'blog' })).toEqual({ siteId: '3', name: 'n', type: 'blog' });
  });
});

describe('site content', () => {
  it('artist defaults: 3 services, 4 portfolio slots, variant1', () => {
    const artist = ArtistSiteSchema.parse({});
    expect(artist.services.map((s) => s.title)).toEqual(['Custom Art', 'Commissions', 'Prints']);
    expect(artist.portfolio).toEqual(['', '', '', '']);
    expect(artist.templateVariant).toBe('variant1');
    expect(ArtistSiteSchema.safeParse({ templateVariant: 'variant3' }).success).toBe(false);
  });

  it('business: at most 5 services and 6 portfolio images', () => {
    expect(BusinessSiteSchema.parse({}).variant).toBe('business1');
    expect(BusinessSiteSchema.safeParse({ services: ['1', '2', '3', '4', '5'] }).success).toBe(true);
    expect(BusinessSiteSchema.safeParse({ services: ['1', '2', '3', '4', '5', '6'] }).success).toBe(false);
    expect(BusinessSiteSchema.safeParse({ portfolio: Array(7).fill('x') }).success).toBe(false);
  });

  it('store: exactly 10 product slots (padded or trimmed)', () => {
    expect(StoreSchema.parse({ products: [{ title: 'Mug', price: 12 }] }).products).toHaveLength(10);
    expect(StoreSchema.parse({ products: [{ title: 'Mug', price: 12 }] }).products[0]).toEqual({ title: 'Mug', price: '12', image: '', buyLink: '' });
    expect(StoreSchema.parse({ products: Array(14).fill({ title: 't' }) }).products).toHaveLength(10);
  });

  it('event layouts: defaults, and a text over its maximum length loads whole (the limit is the input\'s)', () => {
    expect(EventLayout1Schema.parse({}).buttonText).toBe('RSVP Now');
    expect(EventLayout1Schema.parse({ title: 'x'.repeat(101) }).title).toHaveLength(101);
    expect(EventLayout2Schema.parse({ highlights: 'x'.repeat(501) }).highlights).toHaveLength(501);
  });

  it('blog layout 1 date defaults to today', () => {
    expect(BlogLayout1Schema.parse({}).date).toBe(todayAsDateInput());
    expect(BlogLayout1Schema.parse({ date: '2020-02-02' }).date).toBe('2020-02-02');
  });

  it('builder records have the spec defaults', () => {
    expect(BusinessCardSchema.parse({ id: 1 })).toMatchObject({ id: '1', role: 'Creative Director' });
    expect(BlogPostSchema.parse({ id: '2' }).title).toBe('My First Blog Post');
    expect(EventPromoSchema.parse({ id: '3' }).eventName).toBe('My Event');
    expect(BusinessCardSchema.safeParse({}).success).toBe(false);
  });

  it('preview data: lenient defaults, strict types, null contact entries', () => {
    const preview = PreviewDataSchema.parse({ name: 'N', contact: { email: 'e@x.y' } });
    expect(preview.contact).toEqual({ email: 'e@x.y', phone: null, social: null });
    expect(preview.testimonials).toEqual([]);
    expect(PreviewDataSchema.safeParse({ testimonials: 'one' }).success).toBe(false);
    expect(PreviewDataSchema.safeParse({ navLinks: { About: 'yes' } }).success).toBe(false);
  });

  it('artist portfolio draft defaults to Painting 1, Painting 2, Sculpture 1', () => {
    expect(ArtistPortfolioDraftSchema.parse({}).gallery.map((g) => g.label)).toEqual(['Painting 1', 'Painting 2', 'Sculpture 1']);
  });

  it('onboarding step 7 turns every nav section on by default', () => {
    expect(Object.values(OnboardingStep7Schema.parse({}).navLinks).every(Boolean)).toBe(true);
  });
});

describe('pages and blocks', () => {
  it('defaults title to Slot n and block align to left', () => {
    const page = PageSchema.parse({ id: 1, siteId: 2, type: 'blog', slotId: '3', blocks: [{ type: 'text', section: 'Section 1' }] });
    expect(page).toMatchObject({ id: '1', siteId: '2', slotId: 3, title: 'Slot 3' });
    expect(page.blocks[0].align).toBe('left');
  });

  it('rejects unknown slot numbers, block types and sections', () => {
    expect(PageSchema.safeParse({ id: 1, siteId: 2, type: 'blog', slotId: 6 }).success).toBe(false);
    expect(PageSchema.safeParse({ id: 1, siteId: 2, type: 'travel', slotId: 1 }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: 'marquee', section: 'Footer' }).success).toBe(false);
    expect(BlockSchema.safeParse({ type: 'text', section: 'Sidebar' }).success).toBe(false);
  });

  it('templates need colours and fonts', () => {
    const ok = { id: 'bold-grid', name: 'Bold', description: '', layout: ['hero'], colors: { background: '#fff', text: '#000', accent: '#b33' }, fonts: { heading: 'Fraunces', body: 'Inter' } };
    expect(TemplateSchema.parse(ok)).toMatchObject({ hasHeader: true, hasFooter: true });
    expect(TemplateSchema.safeParse({ ...ok, colors: {} }).success).toBe(false);
  });
});
