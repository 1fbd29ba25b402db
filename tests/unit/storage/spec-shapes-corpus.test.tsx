/**
 * Spec-shaped corpus (issue 23, item 1). For every localStorage key of spec.md section 3, records
 * are built from the field lists of spec.md sections 2 and 3 with each optional field null,
 * missing or filled: all filled, all null, all missing, each field alone null or missing among
 * filled ones, each alone filled among nulls, and seeded random mixes. Every record must import
 * (nothing quarantined), read back, and, where a screen shows the key, render on it (never
 * "Site not found." for data that is there).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useFreshStorage, db } from './support';
import { importLegacyData } from '../../../src/storage/legacy-import';
import { listQuarantine } from '../../../src/storage/quarantine';
import { findUserByEmail } from '../../../src/storage/users';
import { getSite } from '../../../src/storage/sites';
import { getPage } from '../../../src/storage/pages';
import { readListing, readPreview } from '../../../src/storage/previews';
import { readDraft, type DraftKey } from '../../../src/storage/drafts';
import { readAdminEmail } from '../../../src/storage/sessions';
import { getBlogPost, getBusinessCard, getEventPromo } from '../../../src/storage/single-page-records';
import { useSession } from '../../../src/state/session';
import ListingPage from '../../../src/features/wizard/ListingPage';
import { ShowArtistPage, ShowSitePage } from '../../../src/features/previews/ShowPages';
import { PreviewScreen } from '../../../src/features/previews/PreviewScreen';
import { PREVIEW_PAGES } from '../../../src/sites/variant-routes';

/** The preview page the route table makes for a kind's variant (src/sites/manifest.ts). */
function previewPageOf(kind: string) {
  const found = PREVIEW_PAGES.find((p) => p.kind === kind)!;
  return <PreviewScreen kind={found.kind} variant={found.variant} page={found.page} />;
}
import { PublishPage } from '../../../src/features/layouts/PublishPage';
import { SiteView } from '../../../src/sites/SiteView';
import { SAMPLE_CARD, SAMPLE_POST, SAMPLE_PROMO } from '../../../src/domain/schemas';
import { SITE_NOT_FOUND, STORE_NOT_FOUND, UNTITLED_LISTING } from '../../../src/domain/messages';

useFreshStorage();
afterEach(cleanup);

// ------------------------------------------------------------------------------ the corpus

type State = 'filled' | 'null' | 'missing';
/** Optional fields by path ('contact.email', 'products.0.title'), each with its filled value. */
type Fields = Record<string, unknown>;
type Rec = Record<string, unknown>;

const IMG = 'https://img.example/a.png';
const contactFields = (prefix: string): Fields => ({
  [prefix]: {}, [`${prefix}.email`]: 'hi@x.io', [`${prefix}.phone`]: '555 0100', [`${prefix}.social`]: '@someone',
});

/** spec.md section 3, Site preview data (and the card's additions; the artist page's fields). */
const PREVIEW_FIELDS: Fields = {
  name: 'Rosa Stone', tagline: 'Colour and light', about: 'I paint.', logo: IMG, templateId: 'bold-grid',
  highlightImage: IMG, services: 'Murals\nPortraits', testimonials: [], 'testimonials.0': 'Lovely work',
  'testimonials.1': {}, 'testimonials.1.name': 'Ann', 'testimonials.1.quote': 'A joy to work with',
  ...contactFields('contact'), galleryImage: IMG,
  navLinks: { Header: true, About: true, Services: false, Testimonials: true, Gallery: true, Contact: true },
  headerBg: IMG, footerImg: IMG, portfolioImages: [IMG, IMG],
  title: 'Founder', images: [IMG], phone: '555 0101', email: 'card@x.io', location: 'Leeds', website: 'https://card.example',
  social: {}, 'social.linkedin': 'https://linkedin.example/r', 'social.instagram': 'https://instagram.example/r', 'social.twitter': 'https://twitter.example/r',
};
/** The artist page as /show/artist reads it (spec.md section 2): testimonials (quote, name). */
const ARTIST_PREVIEW_FIELDS: Fields = {
  ...PREVIEW_FIELDS, heroImage: IMG, profileImage: IMG, bio: 'Painter of light.', portfolio: [IMG, IMG, IMG, IMG],
  testimonials: [], 'testimonials.0': {}, 'testimonials.0.name': 'Ann', 'testimonials.0.quote': 'A joy to work with',
  'testimonials.1': {}, 'testimonials.1.name': 'Bo', 'testimonials.1.quote': 'Would commission again',
  services: [], 'services.0': {}, 'services.0.title': 'Custom Art', 'services.0.desc': 'Made to order', templateVariant: 'variant1',
};
const ARTIST_SITE_FIELDS: Fields = {
  name: 'Rosa Stone', tagline: 'Colour and light', logo: IMG, heroImage: IMG, profileImage: IMG, bio: 'Painter of light.',
  portfolio: [IMG, '', IMG, ''], services: [], 'services.0': {}, 'services.0.title': 'Custom Art', 'services.0.desc': 'Made to order',
  testimonials: [], 'testimonials.0': {}, 'testimonials.0.name': 'Ann', 'testimonials.0.quote': 'A joy',
  ...contactFields('contact'), templateVariant: 'variant1',
};
const BUSINESS_SITE_FIELDS: Fields = {
  logo: IMG, name: 'Stone & Co', tagline: 'Walls that last', services: ['Repairs', 'Building'], portfolio: [IMG, IMG],
  ...contactFields('contact'), 'contact.address': '1 High St', variant: 'business1',
};
const STORE_FIELDS: Fields = {
  name: 'Mug Shop', heroImage: IMG, about: 'Handmade mugs.', ...contactFields('contact'), 'contact.address': '1 High St',
  variant: 'business2', products: [], 'products.0': {}, 'products.0.title': 'Mug', 'products.0.price': '12',
  'products.0.image': IMG, 'products.0.buyLink': 'https://shop.example/mug',
};
const EVENT1_FIELDS: Fields = {
  title: 'Spring Show', date: '2025-04-01', time: '19:00', location: 'Leeds', image: IMG, description: 'An evening of art.',
  buttonText: 'RSVP Now', templateVariant: 'event1',
};
const EVENT2_FIELDS: Fields = {
  title: 'Summer Fair', date: '2025-07-01', time: '10:00', agenda: 'Doors\nTalks', highlights: 'Food\nMusic', image: IMG, variant: 'event2',
};
const BLOG1_FIELDS: Fields = {
  title: 'Notes', date: '2025-01-02', image: IMG, summary: 'A summary.', content1: 'First part.', content2: 'Second part.', templateVariant: 'blog1',
};
const BLOG2_FIELDS: Fields = {
  title: 'Travels', date: '2025-01-03', image: IMG, intro: 'Intro.', section: 'Middle.', conclusion: 'End.', templateVariant: 'blog2',
};
/** spec.md section 3, Site record, with the manage page's fields. */
const SITE_FIELDS: Fields = {
  pages: ['main'], owner: 'ada@x.io', blocked: false, title: 'Title', description: 'Description', logo: 'data:image/png;base64,AAAA',
  gallery: ['data:image/png;base64,AAAA'], theme: 'brick', published: true, lastPublished: '2025-01-01T00:00:00.000Z',
};

/** Sets `path` on `target`; false when a parent on the way is not an object (null or missing). */
function setPath(target: Rec, path: string, value: unknown): boolean {
  const parts = path.split('.');
  let node: Rec = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') return false;
    node = next as Rec;
  }
  node[parts[parts.length - 1]] = value;
  return true;
}

const clone = <T,>(value: T): T => JSON.parse(JSON.stringify(value));

/** One record: required fields, then each optional field (parents before children) in its state. */
function build(required: Rec, fields: Fields, stateOf: (path: string) => State): Rec {
  const record = clone(required);
  for (const path of Object.keys(fields).sort((a, b) => a.split('.').length - b.split('.').length)) {
    const state = stateOf(path);
    if (state === 'missing') continue;
    setPath(record, path, state === 'null' ? null : clone(fields[path]));
  }
  return record;
}

/** A small seeded generator, so a failure names the same combination every run. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
}

/** A list's item ('testimonials.0') is not an optional field: it is there whenever its list is. */
const isItem = (path: string) => /\.\d+$/.test(path);

/** Every combination this corpus tries for one field list. */
function combinations(fields: Fields): Array<(path: string) => State> {
  const combos = optionalCombinations(Object.keys(fields).filter((p) => !isItem(p)));
  return combos.map((stateOf) => (path: string) => (isItem(path) ? 'filled' : stateOf(path)));
}

function optionalCombinations(paths: string[]): Array<(path: string) => State> {
  const ancestors = (path: string) => paths.filter((p) => path.startsWith(`${p}.`));
  const all = (state: State) => () => state;
  const combos: Array<(path: string) => State> = [all('filled'), all('null'), all('missing')];
  for (const path of paths) {
    combos.push((p) => (p === path ? 'null' : 'filled'));
    combos.push((p) => (p === path ? 'missing' : 'filled'));
    combos.push((p) => (p === path || ancestors(path).includes(p) ? 'filled' : 'null'));
    combos.push((p) => (p === path || ancestors(path).includes(p) ? 'filled' : 'missing'));
  }
  const next = random(paths.length);
  for (let i = 0; i < 20; i++) {
    const states = new Map(paths.map((p) => [p, (['filled', 'null', 'missing'] as const)[Math.floor(next() * 3)]]));
    combos.push((p) => states.get(p)!);
  }
  return combos;
}

interface Shape {
  what: string;
  required: (n: number) => Rec;
  fields: Fields;
}

/** Records for one key: every combination of every shape, numbered. */
function recordsOf(shapes: Shape[]): Rec[] {
  let n = 0;
  return shapes.flatMap((shape) => combinations(shape.fields).map((stateOf) => build(shape.required(n++), shape.fields, stateOf)));
}

// ------------------------------------------------------------------------------- rendering

function renderAt(path: string, route: string, element: ReactElement) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

const has = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The site's kind comes with its own code, loaded on first use: on a busy machine that took more
 * than findBy's second once (CI beside an e2e run, unit phase 720 s instead of 250).
 */
async function expectShown(text: string) {
  expect((await screen.findAllByText(text, { exact: false }, { timeout: 10_000 })).length).toBeGreaterThan(0);
}

async function importAll(entries: Array<[key: string, value: unknown]>) {
  for (const [key, value] of entries) localStorage.setItem(key, typeof value === 'string' && key.startsWith('artist_') ? value : JSON.stringify(value));
  const report = await importLegacyData();
  const quarantined = await listQuarantine();
  expect(quarantined.map((row) => `${row.key}: ${row.reason}`)).toEqual([]);
  expect(report.quarantined).toEqual([]);
  expect(report.imported.sort()).toEqual(entries.map(([key]) => key).sort());
}

function sessionReady() {
  useSession.setState({ currentUser: null, adminEmail: null, ready: true });
}

// ----------------------------------------------------------------------------------- tests

// Hundreds of records, each imported and rendered: slow on a busy machine, so a generous limit.
describe('every spec-shaped record imports, whatever its optional fields hold', { timeout: 180_000 }, () => {
  it('users, currentUser and adminSession', async () => {
    const users = recordsOf([{
      what: 'user', required: (n) => ({ email: `u${n}@x.io`, password: 'pw' }),
      fields: { id: 'uuid-1', plan: 'basic', sites: ['1'], blocked: false, name: 'Ada', paid: true, paymentDate: '2025-01-01T00:00:00Z', trial: true, trialEnds: '2025-02-01T00:00:00Z' },
    }]).map((user, n): Rec => ({ ...user, ...(user.id ? { id: `uuid-${n}` } : {}) }));
    const [session] = recordsOf([{ what: 'session', required: () => ({ email: 'u0@x.io' }), fields: { plan: 'basic', sites: ['1'] } }]);
    await importAll([['users', users], ['currentUser', session], ['adminSession', { email: 'admin@x.io' }]]);
    for (const user of users) expect((await findUserByEmail(user.email as string))?.email).toBe(user.email);
    expect((await db.sessions.get('currentUser'))?.value).toMatchObject({ email: 'u0@x.io' });
    expect(await readAdminEmail()).toBe('admin@x.io');
    // Each combination of currentUser on its own as well.
    for (const current of recordsOf([{ what: 'session', required: () => ({ email: 'u0@x.io' }), fields: { plan: 'basic', sites: ['1'] } }])) {
      await db.sessions.clear();
      localStorage.clear();
      localStorage.setItem('currentUser', JSON.stringify(current));
      expect((await importLegacyData()).quarantined).toEqual([]);
    }
  });

  it('sites of every kind, rendered on their show page', async () => {
    // The record's `variant` names its registry view (the convention of every screen that makes
    // a site, resolve.ts), so it is given; the content's own variant field varies like the rest.
    const site = (type: string, variant: string) => (n: number) => ({ id: `s${n}`, type, variant });
    const content = (fields: Fields) => Object.fromEntries(Object.entries(fields).filter(([k]) => k !== 'variant'));
    // The manage page's title, where the record holds one, is what the site shows (issue 35).
    const specFirst = (own: (r: Rec) => string | null) => (r: Rec) => (has(r.title) ? r.title : own(r));
    const shapes: Array<Shape & { shown: (r: Rec) => string | null }> = [
      { what: 'artist', required: site('artist', 'variant1'), fields: { ...SITE_FIELDS, ...ARTIST_SITE_FIELDS }, shown: specFirst((r) => (has(r.name) ? r.name : null)) },
      { what: 'business', required: site('business', 'business1'), fields: { ...SITE_FIELDS, ...content(BUSINESS_SITE_FIELDS) }, shown: specFirst((r) => (has(r.name) ? r.name : null)) },
      { what: 'store', required: site('business', 'business2'), fields: { ...SITE_FIELDS, ...content(STORE_FIELDS) }, shown: specFirst((r) => (has(r.name) ? r.name : null)) },
      { what: 'event 1', required: site('event', 'event1'), fields: { ...SITE_FIELDS, ...EVENT1_FIELDS }, shown: (r) => (has(r.title) ? r.title : null) },
      { what: 'event 2', required: site('event', 'event2'), fields: { ...SITE_FIELDS, ...content(EVENT2_FIELDS) }, shown: (r) => (has(r.title) ? r.title : null) },
      { what: 'blog 1', required: site('blog', 'blog1'), fields: { ...SITE_FIELDS, ...BLOG1_FIELDS }, shown: (r) => (has(r.title) ? r.title : null) },
      { what: 'blog 2', required: site('blog', 'blog2'), fields: { ...SITE_FIELDS, ...BLOG2_FIELDS }, shown: (r) => (has(r.title) ? r.title : null) },
      {
        what: 'wizard-made (previewData)', required: (n) => ({ id: `s${n}`, type: 'travel', name: 'Lake House' }),
        fields: { ...SITE_FIELDS, previewData: {}, ...Object.fromEntries(Object.entries(PREVIEW_FIELDS).map(([k, v]) => [`previewData.${k}`, v])) },
        shown: specFirst((r) => {
          const data = r.previewData as Rec | null | undefined;
          return data && has(data.name) ? data.name : null;
        }),
      },
    ];
    let n = 0;
    const all: Array<[Rec, (r: Rec) => string | null]> = [];
    for (const shape of shapes) {
      for (const stateOf of combinations(shape.fields)) all.push([build(shape.required(n++), shape.fields, stateOf), shape.shown]);
    }
    await importAll([['sites', all.map(([record]) => record)]]);
    sessionReady();
    for (const [record, shown] of all) {
      const id = record.id as string;
      expect(await getSite(id), id).toMatchObject({ id, type: record.type });
      const text = shown(record);
      if (!text) continue;
      renderAt(`/show/${String(record.type)}/${id}`, '/show/:type/:siteId', <ShowSitePage />);
      await expectShown(text);
      expect(screen.queryByText(SITE_NOT_FOUND)).toBeNull();
      cleanup();
    }
  });

  it('site_pages with their blocks', async () => {
    const pages = recordsOf([{
      what: 'page', required: (n) => ({ id: `p${n}`, siteId: `s${n}`, type: 'event', slotId: (n % 5) + 1 }),
      fields: {
        title: 'Slot 1', blocks: [], 'blocks.0': { type: 'text', section: 'Section 1' },
        ...Object.fromEntries(Object.entries({
          id: 'b1', content: 'Hello', imageUrl: IMG, videoUrl: 'https://video.example/v', navTarget: '#about', fontFamily: 'serif',
          color: '#222', fontSize: 18, backgroundColor: '#fff', buttonSize: 'large', dropdownItems: ['One'], align: 'center',
        }).map(([k, v]) => [`blocks.0.${k}`, v])),
      },
    }]);
    await importAll([['site_pages', pages]]);
    for (const page of pages) expect((await getPage(page.id as string))?.siteId).toBe(page.siteId);
  });

  it('site_previews, each rendered by the listing preview', async () => {
    const listings = recordsOf([
      { what: 'wizard listing', required: (n) => ({ id: `l${n}` }), fields: PREVIEW_FIELDS },
      { what: 'artist listing', required: (n) => ({ id: `l${n}` }), fields: ARTIST_PREVIEW_FIELDS },
    ]);
    await importAll([['site_previews', listings]]);
    sessionReady();
    for (const listing of listings) {
      const id = listing.id as string;
      expect((await readListing(id))?.id, id).toBe(id);
      renderAt(`/preview-site-generated/${id}`, '/preview-site-generated/:siteId', <ListingPage />);
      expect(await screen.findByRole('heading', { level: 1, name: has(listing.name) ? listing.name : UNTITLED_LISTING })).toBeTruthy();
      expect(screen.queryByText(SITE_NOT_FOUND)).toBeNull();
      cleanup();
    }
  });

  it('preview_{id}: the artist page, on /show/artist and /preview/artist', async () => {
    const previews = recordsOf([
      { what: 'wizard preview', required: () => ({}), fields: PREVIEW_FIELDS },
      { what: 'artist page', required: () => ({}), fields: ARTIST_PREVIEW_FIELDS },
    ]);
    await importAll(previews.map((data, n) => [`preview_a${n}`, data]));
    sessionReady();
    for (const [n, data] of previews.entries()) {
      expect(await readPreview('preview', `a${n}`)).toBeDefined();
      if (!has(data.name)) continue; // spec.md: /show/artist says 'Site not found.' when there is no name
      renderAt(`/show/artist/a${n}`, '/show/artist/:siteId', <ShowArtistPage />);
      await expectShown(data.name);
      expect(screen.queryByText(SITE_NOT_FOUND)).toBeNull();
      const quotes = (Array.isArray(data.testimonials) ? data.testimonials : []) as unknown[];
      for (const t of quotes) {
        const quote = typeof t === 'string' ? t : (t as Rec | null)?.quote;
        if (has(quote)) await expectShown(quote);
      }
      cleanup();
      renderAt(`/preview/artist/a${n}`, '/preview/artist/:id', previewPageOf('artist'));
      await expectShown(data.name);
      cleanup();
    }
  });

  it('site_preview_{id}: a card, on /preview/card', async () => {
    const previews = recordsOf([{ what: 'card', required: () => ({}), fields: PREVIEW_FIELDS }]);
    await importAll(previews.map((data, n) => [`site_preview_c${n}`, data]));
    sessionReady();
    for (const [n, data] of previews.entries()) {
      expect(await readPreview('site_preview', `c${n}`)).toBeDefined();
      if (!has(data.name)) continue;
      renderAt(`/preview/card/c${n}`, '/preview/card/:id', previewPageOf('business-card'));
      await expectShown(data.name);
      cleanup();
    }
  });

  it('business_preview_{id}: a store on /publish/business2, or business preview data', async () => {
    const stores = recordsOf([{ what: 'store', required: () => ({ products: [] }), fields: STORE_FIELDS }]).filter((s) => Array.isArray(s.products));
    const others = recordsOf([
      { what: 'business site', required: () => ({}), fields: BUSINESS_SITE_FIELDS },
      { what: 'preview data', required: () => ({}), fields: PREVIEW_FIELDS },
    ]);
    await importAll([...stores.map((d, n): [string, unknown] => [`business_preview_st${n}`, d]), ...others.map((d, n): [string, unknown] => [`business_preview_b${n}`, d])]);
    sessionReady();
    for (const n of others.keys()) expect(await readPreview('business_preview', `b${n}`)).toBeDefined();
    for (const [n, data] of stores.entries()) {
      expect(await readPreview('business_preview', `st${n}`)).toBeDefined();
      renderAt(`/publish/business2/st${n}`, '/publish/business2/:id', <PublishPage variant="business2" />);
      if (has(data.name)) await expectShown(data.name);
      else await screen.findByLabelText(/ preview$/);
      expect(screen.queryByText(STORE_NOT_FOUND)).toBeNull();
      cleanup();
    }
  });

  it('business_cards, blog_posts and event_promos, each rendered by its View', async () => {
    const cards = recordsOf([{ what: 'card', required: (n) => ({ id: `k${n}` }), fields: { fullName: 'Sam Lee', role: 'Potter', email: 's@x.io', phone: '555', image: IMG } }]);
    const posts = recordsOf([{ what: 'post', required: (n) => ({ id: `p${n}` }), fields: { title: 'Hello', content: 'World', postDate: '2025-02-03', headerImage: IMG } }]);
    const promos = recordsOf([{ what: 'promo', required: (n) => ({ id: `e${n}` }), fields: { eventName: 'Gala', eventDate: '2025-05-06', description: 'Dinner.', banner: IMG } }]);
    await importAll([['business_cards', cards], ['blog_posts', posts], ['event_promos', promos]]);
    const cases: Array<[Rec[], (id: string) => Promise<Rec | undefined>, string, string, string, string]> = [
      [cards, getBusinessCard, 'business-card', 'builder', 'fullName', SAMPLE_CARD.fullName],
      [posts, getBlogPost, 'blog', 'post', 'title', SAMPLE_POST.title],
      [promos, getEventPromo, 'event-promo', 'promo', 'eventName', SAMPLE_PROMO.eventName],
    ];
    for (const [records, get, kind, variant, nameField, sample] of cases) {
      for (const record of records) {
        const stored = await get(record.id as string);
        expect(stored?.id).toBe(record.id);
        render(<SiteView kind={kind as never} variant={variant} content={stored} />);
        await expectShown(has(record[nameField]) ? record[nameField] : sample);
        cleanup();
      }
    }
  });

  it('drafts: business_form, artistForm, user_profile, artist_about, artist_email, onboarding steps 1 to 7', async () => {
    const drafts: Array<[DraftKey, Shape]> = [
      ['business_form', { what: 'business', required: () => ({}), fields: BUSINESS_SITE_FIELDS }],
      ['business_form', { what: 'store', required: () => ({ products: [] }), fields: STORE_FIELDS }],
      ['artistForm', { what: 'artist form', required: () => ({}), fields: ARTIST_SITE_FIELDS }],
      ['artistForm', { what: 'portfolio draft', required: () => ({}), fields: { about: 'About', email: 'a@x.io', gallery: [], 'gallery.0': { id: '1' }, 'gallery.0.label': 'Painting 1', 'gallery.0.image': IMG } }],
      ['user_profile', { what: 'profile', required: () => ({}), fields: { name: 'Ada', email: 'ada@x.io', avatar: IMG } }],
      ['onboarding_step1', { what: 'step 1', required: () => ({}), fields: { name: 'Rosa', tagline: 'Tag', about: 'About', logo: IMG, templateId: 'blog' } }],
      ['onboarding_step2', { what: 'step 2', required: () => ({}), fields: { highlightImage: IMG } }],
      ['onboarding_step3', { what: 'step 3', required: () => ({}), fields: { services: 'Murals' } }],
      ['onboarding_step4', { what: 'step 4', required: () => ({}), fields: { testimonials: ['Great'] } }],
      ['onboarding_step5', { what: 'step 5', required: () => ({}), fields: contactFields('contact') }],
      ['onboarding_step6', { what: 'step 6', required: () => ({}), fields: { galleryImage: IMG } }],
      ['onboarding_step7', { what: 'step 7', required: () => ({}), fields: { headerBg: IMG, footerImg: IMG, navLinks: { Header: true, About: false } } }],
    ];
    for (const [key, shape] of drafts) {
      for (const value of recordsOf([shape])) {
        await db.drafts.clear();
        localStorage.clear();
        await importAll([[key, value]]);
        expect(await readDraft(key), `${key} ${shape.what} ${JSON.stringify(value)}`).toBeDefined();
      }
    }
    for (const key of ['artist_about', 'artist_email'] as const) {
      localStorage.clear();
      await importAll([[key, 'Some text']]);
      expect(await readDraft(key)).toBe('Some text');
    }
  });
});
