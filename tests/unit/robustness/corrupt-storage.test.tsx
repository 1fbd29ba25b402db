/**
 * Corrupt storage corpus (issue 13, item 2). Every localStorage key of spec.md section 3 is set,
 * before start, to bad JSON, wrong types, missing required fields, huge values, and to the legacy
 * variants the spec (and the app's legacy import) describe. Then Brick starts the way main.tsx
 * does (src/storage/boot.ts). Brick must boot; what it cannot read goes to quarantine with its raw
 * value intact, stays in localStorage as it was (even after the mirror flushes) and the notice
 * is shown; readable neighbours, and every legacy variant, are imported, never quarantined.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { db, useFreshStorage } from '../storage/support';
import { startStorage } from '../../../src/storage/boot';
import { flushMirror, markAllDirty } from '../../../src/storage/mirror';
import { bindingForKey } from '../../../src/storage/mirror-keys';
import { isKeyHeld, listQuarantine } from '../../../src/storage/quarantine';
import { findUserByEmail } from '../../../src/storage/users';
import { getSite, isSiteListed } from '../../../src/storage/sites';
import { getPage } from '../../../src/storage/pages';
import { readListing, readPreview } from '../../../src/storage/previews';
import { readDraft } from '../../../src/storage/drafts';
import { hasSeenConfetti } from '../../../src/storage/flags';
import { readAdminEmail } from '../../../src/storage/sessions';
import { getBlogPost, getBusinessCard, getEventPromo, listBusinessCards } from '../../../src/storage/single-page-records';
import { useStorageStatus } from '../../../src/state/storage-status';
import { StorageNotices } from '../../../src/ui/StorageNotices';
import { DISCARD_IT, DOWNLOAD_IT, QUARANTINE_NOTICE } from '../../../src/domain/messages';

useFreshStorage();
afterEach(cleanup);

/** spec.md section 3, "Local storage keys", with an id or e-mail where the key has one. */
const SPEC_KEYS = [
  'users', 'currentUser', 'adminSession', 'sites', 'site_pages', 'site_previews', 'site_preview_s1', 'preview_s1',
  'business_preview_s1', 'business_form', 'artistForm', 'user_profile', 'artist_about', 'artist_email',
  'business_cards', 'blog_posts', 'event_promos', 'onboarding_step1', 'onboarding_step2', 'onboarding_step3',
  'onboarding_step4', 'onboarding_step5', 'onboarding_step6', 'onboarding_step7', 'confetti_shown_ada@x.io',
];

/**
 * How each key's value is read: a list of records (one record missing a required field makes the
 * key unreadable), a session record with a required e-mail, a record whose fields all have
 * defaults, artistForm (a record or a gallery list), text (old versions wrote it without JSON
 * quotes), or the confetti flag (any value means "shown").
 */
type Kind = 'list' | 'session' | 'lenient' | 'artistForm' | 'text' | 'flag';
type ReadBack = () => Promise<void>;
interface KeySpec {
  kind: Kind;
  /** For lists: one readable record and one missing a required field. */
  valid?: unknown;
  missing?: unknown;
  /** Shapes earlier versions wrote, and how each must read once imported. */
  legacy: Array<[what: string, value: unknown, readBack: ReadBack]>;
}

const text = (value: string): { raw: string } => ({ raw: value }); // stored as is, not as JSON
const rawOf = (value: unknown) => (typeof value === 'object' && value !== null && 'raw' in value ? (value as { raw: string }).raw : JSON.stringify(value));

/** The imported session as Dexie keeps it (screens show it only once its user exists too). */
const storedSession = async () => (await db.sessions.get('currentUser'))?.value;

const card = { name: 'Card Co', title: 'Founder', images: [], phone: '555', email: 'c@x.io', location: 'Leeds', website: 'https://card.example', social: { linkedin: 'https://l.in/c', instagram: '', twitter: '' } };
const store = { name: 'Shop', variant: 'business2', products: [{ title: 'Mug', price: '12', image: '', buyLink: 'https://shop.example/mug' }, { title: 'Plate', price: 20 }] };

const KEYS: Record<string, KeySpec> = {
  users: {
    kind: 'list', valid: { email: 'ok@x.io', password: 'pw', plan: 'basic' }, missing: { password: 'pw', plan: 'free' },
    legacy: [
      ['site records in the list, the plan as its label, no id', [{ email: 'ada@x.io', password: 'pw', plan: 'Standard', sites: [{ siteId: 5, name: 'Five', theme: 'dark', logo: '', gallery: [], published: false }] }], async () => {
        expect(await findUserByEmail('ada@x.io')).toMatchObject({ plan: 'standard', sites: ['5'], id: expect.any(String) });
        expect(await getSite('5')).toMatchObject({ name: 'Five', theme: 'dark', owner: 'ada@x.io' });
      }],
      ['bare site ids', [{ email: 'ada@x.io', password: 'pw', sites: ['9', 10] }], async () => expect((await findUserByEmail('ada@x.io'))?.sites).toEqual(['9', '10'])],
    ],
  },
  sites: {
    kind: 'list', valid: { id: 'v1', name: 'Valid' }, missing: { name: 'No id' },
    legacy: [
      ['siteId only, as a number', [{ siteId: 5, name: 'Five' }], async () => {
        expect(await getSite('5')).toMatchObject({ id: '5', siteId: '5', name: 'Five', type: 'artist' });
        expect(await isSiteListed('5')).toBe(true);
      }],
      ['siteId, name and a list of page ids', [{ siteId: '6', name: 'Six', pages: ['p1', 'p2'] }], async () => expect((await getSite('6'))?.pages).toEqual(['p1', 'p2'])],
      ['an editor-made site with the user e-mail and a blank logo', [{ id: '7', name: 'Seven', type: 'blog', userEmail: 'ada@x.io', logo: '' }], async () => expect((await getSite('7'))?.owner).toBe('ada@x.io')],
      ['a manage-page site', [{ siteId: '8', name: 'Eight', type: 'artist', title: 'T', description: 'D', logo: 'data:image/png;base64,AA==', gallery: [], theme: 'brick', published: true, lastPublished: '2024-06-01T12:00:00.000Z' }], async () => expect(await getSite('8')).toMatchObject({ published: true, theme: 'brick' })],
    ],
  },
  site_pages: {
    kind: 'list', valid: { id: 'p1', siteId: 's1', type: 'artist', slotId: 1 }, missing: { id: 'p2', siteId: 's1', slotId: 2 },
    legacy: [['slot number as text, numeric site id, no title or blocks', [{ id: 'p3', siteId: 3, type: 'event', slotId: '2' }], async () => expect(await getPage('p3')).toMatchObject({ siteId: '3', slotId: 2, title: 'Slot 2', blocks: [] })]],
  },
  site_previews: {
    kind: 'list', valid: { id: 'l1', name: 'Cabin' }, missing: { name: 'No id' },
    legacy: [['a numeric id and null contact entries', [{ id: 7, name: 'Cabin', testimonials: ['Great'], contact: { email: 'c@x.io', phone: null, social: null } }], async () => expect(await readListing('7')).toMatchObject({ name: 'Cabin', contact: { phone: null } })]],
  },
  business_cards: {
    kind: 'list', valid: { id: 'b1', fullName: 'Sam' }, missing: { fullName: 'No id' },
    legacy: [['a numeric id, fields missing', [{ id: 1700000000007, fullName: 'Alex' }], async () => expect(await getBusinessCard('1700000000007')).toMatchObject({ fullName: 'Alex', role: 'Creative Director' })]],
  },
  blog_posts: {
    kind: 'list', valid: { id: 'b1' }, missing: { title: 'No id' },
    legacy: [['a numeric id, fields missing', [{ id: 8, title: 'Hello' }], async () => expect((await getBlogPost('8'))?.title).toBe('Hello')]],
  },
  event_promos: {
    kind: 'list', valid: { id: 'e1' }, missing: { eventName: 'No id' },
    legacy: [['a numeric id, fields missing', [{ id: 9, eventName: 'Launch' }], async () => expect((await getEventPromo('9'))?.eventName).toBe('Launch')]],
  },
  currentUser: {
    kind: 'session', missing: { plan: 'free', sites: [] },
    legacy: [
      ['site ids', { email: 'ada@x.io', plan: 'basic', sites: ['1', 2] }, async () => expect(await storedSession()).toEqual({ email: 'ada@x.io', plan: 'basic', sites: ['1', '2'] })],
      ['site records, the plan as its label', { email: 'ada@x.io', plan: 'Standard', sites: [{ siteId: '5', name: 'Five' }] }, async () => {
        expect(await storedSession()).toEqual({ email: 'ada@x.io', plan: 'standard', sites: ['5'] });
        expect((await getSite('5'))?.owner).toBe('ada@x.io');
      }],
    ],
  },
  adminSession: {
    kind: 'session', missing: {},
    legacy: [['only the admin e-mail', { email: 'admin@brick.example' }, async () => expect(await readAdminEmail()).toBe('admin@brick.example')]],
  },
  preview_s1: {
    kind: 'lenient',
    legacy: [['wizard preview data with null contact entries', { name: 'Studio', services: 'Portraits', testimonials: ['Lovely'], contact: { email: 'a@x.io', phone: null, social: null }, navLinks: { About: true } }, async () => expect(await readPreview('preview', 's1')).toMatchObject({ name: 'Studio', contact: { phone: null } })]],
  },
  site_preview_s1: {
    kind: 'lenient',
    legacy: [['a business card preview', card, async () => expect(await readPreview('site_preview', 's1')).toMatchObject({ website: 'https://card.example', social: { linkedin: 'https://l.in/c' } })]],
  },
  business_preview_s1: {
    kind: 'lenient',
    legacy: [
      ['a store with two product slots and a numeric price', store, async () => {
        const products = (await readPreview('business_preview', 's1'))?.products as Array<{ price: string }>;
        expect(products).toHaveLength(10);
        expect(products[1].price).toBe('20');
      }],
      ['business preview data', { name: 'Bright', tagline: 'Fast' }, async () => expect((await readPreview('business_preview', 's1'))?.tagline).toBe('Fast')],
    ],
  },
  business_form: {
    kind: 'lenient',
    legacy: [
      ['the business editor form', { name: 'Bright', services: ['Repairs'], contact: { email: 'b@x.io', phone: null, address: null, social: null }, variant: 'business1' }, async () => expect(await readDraft('business_form')).toMatchObject({ name: 'Bright', services: ['Repairs'] })],
      ['the store form', store, async () => expect((await readDraft('business_form'))?.products).toHaveLength(10)],
    ],
  },
  artistForm: {
    kind: 'artistForm',
    legacy: [
      ['a gallery list', [{ id: 1, label: 'Painting 1' }], async () => expect(await readDraft('artistForm')).toEqual([{ id: '1', label: 'Painting 1' }])],
      ['the portfolio draft', { about: 'Paints', email: 'a@x.io', gallery: [{ id: '1', label: 'Sculpture 1' }] }, async () => expect(await readDraft('artistForm')).toMatchObject({ about: 'Paints' })],
      ['the artist site form', { name: 'Ada', bio: 'Paints daily', portfolio: ['', '', '', ''], templateVariant: 'variant2' }, async () => expect(await readDraft('artistForm')).toMatchObject({ templateVariant: 'variant2' })],
    ],
  },
  user_profile: {
    kind: 'lenient',
    legacy: [['name, e-mail and an avatar data URL', { name: 'Ada', email: 'a@x.io', avatar: 'data:image/png;base64,AA==' }, async () => expect((await readDraft('user_profile'))?.avatar).toBe('data:image/png;base64,AA==')]],
  },
  artist_about: {
    kind: 'text',
    legacy: [
      ['plain text without JSON quotes', text('I paint landscapes.'), async () => expect(await readDraft('artist_about')).toBe('I paint landscapes.')],
      ['a JSON string', 'I paint.', async () => expect(await readDraft('artist_about')).toBe('I paint.')],
      ['plain text that reads as a JSON number', text('1984'), async () => expect(await readDraft('artist_about')).toBe('1984')],
    ],
  },
  artist_email: {
    kind: 'text',
    legacy: [['plain text without JSON quotes', text('ada@x.io'), async () => expect(await readDraft('artist_email')).toBe('ada@x.io')]],
  },
  onboarding_step1: { kind: 'lenient', legacy: [['basic info', { name: 'Band', tagline: 'Loud', about: 'We play', logo: '', templateId: 'event' }, async () => expect((await readDraft('onboarding_step1'))?.templateId).toBe('event')]] },
  onboarding_step2: { kind: 'lenient', legacy: [['a highlight image', { highlightImage: 'data:image/png;base64,AA==' }, async () => expect((await readDraft('onboarding_step2'))?.highlightImage).toMatch(/^data:/)]] },
  onboarding_step3: {
    kind: 'lenient',
    legacy: [
      ['services as free text', { services: 'Gigs, Lessons' }, async () => expect((await readDraft('onboarding_step3'))?.services).toBe('Gigs, Lessons')],
      ['services as a list', { services: ['Gigs'] }, async () => expect((await readDraft('onboarding_step3'))?.services).toEqual(['Gigs'])],
    ],
  },
  onboarding_step4: { kind: 'lenient', legacy: [['testimonials', { testimonials: ['Great gig', 'Loved it'] }, async () => expect((await readDraft('onboarding_step4'))?.testimonials).toHaveLength(2)]] },
  onboarding_step5: { kind: 'lenient', legacy: [['contact entries not toggled on, stored as null', { contact: { email: 'b@x.io', phone: null, social: null } }, async () => expect((await readDraft('onboarding_step5'))?.contact).toEqual({ email: 'b@x.io', phone: null, social: null })]] },
  onboarding_step6: { kind: 'lenient', legacy: [['a gallery image', { galleryImage: '' }, async () => expect((await readDraft('onboarding_step6'))?.galleryImage).toBe('')]] },
  onboarding_step7: { kind: 'lenient', legacy: [['section toggles', { headerBg: '', footerImg: '', navLinks: { Header: true, Gallery: false } }, async () => expect((await readDraft('onboarding_step7'))?.navLinks).toEqual({ Header: true, Gallery: false })]] },
  'confetti_shown_ada@x.io': {
    kind: 'flag',
    legacy: [
      ['true', true, async () => expect(await hasSeenConfetti('ada@x.io')).toBe(true)],
      ['plain text', text('yes'), async () => expect(await hasSeenConfetti('ada@x.io')).toBe(true)],
    ],
  },
};

// ------------------------------------------------------------------------------- the corpus

type Outcome = 'quarantined' | 'imported';
interface Case {
  key: string;
  what: string;
  raw: string;
  outcome: Outcome;
  readBack?: ReadBack;
}

const TWO_MB = 'x'.repeat(2 * 1024 * 1024);
const TEN_THOUSAND = Array.from({ length: 10_000 }, (_, i) => i);
const BAD_JSON = ['{"users": [', 'undefined', 'NaN', '{{nope', '[1, 2', ''];
/** A list where a record belongs, a record where a list belongs, and the other JSON types. */
const WRONG_TYPES: Record<Kind, unknown[]> = {
  list: [42, 'a list?', { id: '1' }, true],
  session: [42, 'admin@x.io', [{ email: 'a@b.c' }], true],
  lenient: [42, 'text', [{ name: 'n' }], true],
  artistForm: [42, 'text', [1, 2], true],
  text: [{ about: 'x' }, ['x']],
  flag: [],
};

function casesFor(key: string): Case[] {
  const { kind, valid, missing, legacy } = KEYS[key];
  // Text keys take any non-JSON raw value as text; the flag takes any value.
  const unreadable: Outcome = kind === 'text' || kind === 'flag' ? 'imported' : 'quarantined';
  const structured: Outcome = kind === 'flag' ? 'imported' : 'quarantined';
  const cases: Case[] = BAD_JSON.map((raw) => ({ key, what: `bad JSON ${JSON.stringify(raw)}`, raw, outcome: unreadable }));
  for (const value of WRONG_TYPES[kind]) cases.push({ key, what: `wrong type ${JSON.stringify(value)}`, raw: JSON.stringify(value), outcome: 'quarantined' });
  if (kind === 'list') cases.push({ key, what: 'a record missing a required field', raw: JSON.stringify([valid, missing]), outcome: 'quarantined' });
  if (kind === 'session') cases.push({ key, what: 'no e-mail', raw: JSON.stringify(missing), outcome: 'quarantined' });
  if (kind === 'lenient' || kind === 'artistForm') cases.push({ key, what: 'every field missing (defaults)', raw: '{}', outcome: 'imported' });
  cases.push(
    { key, what: 'a 2 MB string', raw: JSON.stringify(TWO_MB), outcome: kind === 'text' ? 'imported' : structured },
    { key, what: '2 MB of text that is not JSON', raw: TWO_MB, outcome: unreadable },
    { key, what: 'a list of 10,000 numbers', raw: JSON.stringify(TEN_THOUSAND), outcome: structured },
    { key, what: 'null (nothing stored, as old versions wrote after logging out)', raw: 'null', outcome: 'imported' },
  );
  for (const [what, value, readBack] of legacy) cases.push({ key, what: `legacy: ${what}`, raw: rawOf(value), outcome: 'imported', readBack });
  return cases;
}

const CORPUS = SPEC_KEYS.flatMap(casesFor);

/** Readable values of other keys, set beside the corrupt one; each must be imported. */
const NEIGHBOURS: Array<[key: string, raw: string, readBack: ReadBack]> = [
  ['blog_posts', JSON.stringify([{ id: 'nb', title: 'Neighbour post' }]), async () => expect((await getBlogPost('nb'))?.title).toBe('Neighbour post')],
  ['artist_email', 'neighbour@x.io', async () => expect(await readDraft('artist_email')).toBe('neighbour@x.io')],
  ['site_preview_n9', JSON.stringify({ name: 'Neighbour card' }), async () => expect((await readPreview('site_preview', 'n9'))?.name).toBe('Neighbour card')],
];

async function bootWith(key: string, raw: string): Promise<Array<[string, string, ReadBack]>> {
  const neighbours = NEIGHBOURS.filter(([neighbour]) => neighbour !== key);
  for (const [neighbour, value] of neighbours) localStorage.setItem(neighbour, value);
  localStorage.setItem(key, raw);
  await expect(startStorage()).resolves.toBeUndefined();
  markAllDirty(); // every key is due for a rewrite: only held keys must survive it
  await flushMirror();
  return neighbours;
}

describe('the corrupt storage corpus', () => {
  it('covers every key of spec.md section 3, each of which Brick mirrors and imports', () => {
    for (const key of SPEC_KEYS) expect(bindingForKey(key), key).toBeDefined();
    expect(Object.keys(KEYS).sort()).toEqual([...SPEC_KEYS].sort());
    expect(CORPUS.length).toBeGreaterThanOrEqual(SPEC_KEYS.length * 10);
  });

  it.each(CORPUS.map((c) => [`${c.key}: ${c.what}`, c] as const))('%s', async (_, { key, raw, outcome, readBack }) => {
    const neighbours = await bootWith(key, raw);

    const rows = await listQuarantine();
    for (const [, , readNeighbour] of neighbours) await readNeighbour();
    render(<StorageNotices />);
    if (outcome === 'quarantined') {
      expect(rows).toHaveLength(1);
      expect(rows[0].key).toBe(key);
      expect(rows[0].raw === raw, 'the raw value is kept intact').toBe(true);
      expect(rows[0].reason).not.toBe('');
      expect(localStorage.getItem(key) === raw, 'localStorage keeps the raw value').toBe(true);
      expect(useStorageStatus.getState().quarantinedCount).toBe(1);
      expect(screen.getByRole('alert').textContent).toContain(QUARANTINE_NOTICE);
      expect(screen.getByRole('button', { name: DOWNLOAD_IT })).toBeTruthy();
      expect(screen.getByRole('button', { name: DISCARD_IT })).toBeTruthy();
    } else {
      expect(rows.map((row) => `${row.key}: ${row.reason.slice(0, 200)}`)).toEqual([]);
      expect(isKeyHeld(key)).toBe(false);
      expect(screen.queryByText(QUARANTINE_NOTICE)).toBeNull();
      await readBack?.();
    }
  });

  it.each([
    ['business_cards', Array.from({ length: 10_000 }, (_, i) => ({ id: i, fullName: `Card ${i}` })), async () => expect(await listBusinessCards()).toHaveLength(10_000)],
    ['onboarding_step4', { testimonials: Array.from({ length: 10_000 }, (_, i) => `Quote ${i}`) }, async () => expect((await readDraft('onboarding_step4'))?.testimonials).toHaveLength(10_000)],
    ['artistForm', Array.from({ length: 10_000 }, (_, i) => ({ id: i, label: `Painting ${i}` })), async () => expect(await readDraft('artistForm')).toHaveLength(10_000)],
  ])('%s: 10,000 readable entries are imported', async (key, value, readBack) => {
    await bootWith(key, JSON.stringify(value));
    expect(await listQuarantine()).toEqual([]);
    await readBack();
  }, 60_000);
});
