/**
 * The injection corpus in Chromium (issue 13). Every kind of site is stored with payloads from
 * tests/fixtures/injection-payloads.ts in all its text and URL fields, then opened every way a
 * site is shown: its preview route, its publish route, the dashboard's thumbnails, its share link
 * and its downloaded HTML file. A few payloads are also typed through the real editors.
 *
 * Seeding: the sites are written to the spec's localStorage keys (users, currentUser, sites,
 * business_preview_{id}, site_previews) before the first load, as tests/e2e/dashboard-seed.ts
 * does. That is how data of earlier versions, backups and hand edits arrive, so hostile content
 * goes through the same import and validation as real old data; the production build exposes no
 * repository to page.evaluate, and seeding needs no editor for fields that have none (lists).
 *
 * The payloads are batched: text fields take payloads in turn from one counter and URL/image
 * fields from another, across all sites, so every payload lands in at least one text and one URL
 * field and one page visit checks dozens of them.
 *
 * Each visit asserts: no `__pwned` call and no dialog (execution), no script, on* attribute,
 * iframe srcdoc or script URL in what a View rendered, no javascript:/vbscript:/data:text/html
 * URL in any attribute anywhere on the page (every frame), and each typed text shown as text.
 */
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { encodeShare } from '../../src/domain/share';
import { DOWNLOAD_SITE, SHARE } from '../../src/domain/messages';
import { comparable, findDangers, fitted, PAYLOADS, type Payload } from '../fixtures/injection-payloads';

const EMAIL = 'mallory@example.com';

// ------------------------------------------------------------------------------ The sites
/** In a shape: 'T' a text field, 'T50' one of at most 50 characters, 'U' a URL or image field. */
type Shape = unknown;

interface SiteDef {
  id: string;
  type: string;
  /** The registry variant that renders it (what a share link names). */
  variant: string;
  /** Where its content is stored: spread on the site record, in previewData, or in site_previews. */
  store: 'record' | 'previewData' | 'listing';
  /** The variant the record names; none for wizard data and manage-page sites. */
  recordVariant?: string;
  shape: Shape;
  /** The text fields its View shows. */
  shown: string[];
  /** Routes that show it; `shown` there if that route shows fewer fields. */
  routes: { path: string; shown?: string[] }[];
}

const CONTACT = { email: 'T', phone: 'T', social: 'U' };
const CONTACT_TEXT = ['contact.email', 'contact.phone'];
const WIZARD = {
  name: 'T', tagline: 'T', about: 'T', logo: 'U', highlightImage: 'U', services: 'T', testimonials: ['T', 'T'],
  contact: CONTACT, galleryImage: 'U', headerBg: 'U', footerImg: 'U', portfolioImages: ['U', 'U', 'U', 'U'],
};
const WIZARD_TEXT = ['name', 'tagline', 'about', 'services', 'testimonials.0', 'testimonials.1', ...CONTACT_TEXT];
const wizardSite = (id: string, type: string, kindPath: string): SiteDef => ({
  id, type, variant: 'preview', store: 'previewData', shape: WIZARD, shown: WIZARD_TEXT,
  routes: [{ path: `/preview/${kindPath}/${id}` }, { path: `/show/${type}/${id}`, shown: type === 'artist' ? ['name'] : undefined }],
});

const SITES: SiteDef[] = [
  {
    id: 'art1', type: 'artist', variant: 'variant1', store: 'record', recordVariant: 'variant1',
    shape: {
      name: 'T', tagline: 'T', bio: 'T', logo: 'U', heroImage: 'U', profileImage: 'U', portfolio: ['U', 'U', 'U', 'U'],
      services: [{ title: 'T', desc: 'T' }], testimonials: [{ name: 'T', quote: 'T' }], contact: CONTACT,
    },
    shown: ['name', 'tagline', 'bio', 'services.0.title', 'services.0.desc', 'testimonials.0.name', 'testimonials.0.quote', ...CONTACT_TEXT],
    routes: [{ path: '/show/artist/art1' }, { path: '/preview/artist/art1' }],
  },
  {
    id: 'art2', type: 'artist', variant: 'variant2', store: 'record', recordVariant: 'variant2',
    shape: { name: 'T', about: 'T', email: 'T', galleryItems: [{ id: '1', label: 'T', image: 'U' }, { id: '2', label: 'T', image: 'U' }] },
    shown: ['name', 'about', 'email', 'galleryItems.0.label', 'galleryItems.1.label'],
    routes: [{ path: '/show/artist/art2' }],
  },
  wizardSite('artp', 'artist', 'artist'),
  wizardSite('trv', 'travel', 'travel'),
  wizardSite('blogp', 'blog', 'blog'),
  wizardSite('promop', 'event-promo', 'event-promo'),
  {
    id: 'blog1', type: 'blog', variant: 'blog1', store: 'record', recordVariant: 'blog1',
    shape: { title: 'T', date: 'T', image: 'U', summary: 'T', content1: 'T', content2: 'T' },
    shown: ['title', 'date', 'summary', 'content1', 'content2'],
    routes: [{ path: '/publish/blog1/blog1' }, { path: '/preview/blog/blog1' }],
  },
  {
    id: 'blog2', type: 'blog', variant: 'blog2', store: 'record', recordVariant: 'blog2',
    shape: { title: 'T', date: 'T', image: 'U', intro: 'T', section: 'T', conclusion: 'T' },
    shown: ['title', 'date', 'intro', 'section', 'conclusion'],
    routes: [{ path: '/publish/blog2/blog2' }],
  },
  {
    id: 'post', type: 'blog', variant: 'post', store: 'record', recordVariant: 'post',
    shape: { title: 'T', content: 'T', postDate: 'T', headerImage: 'U' },
    shown: ['title', 'content', 'postDate'],
    routes: [{ path: '/show/blog/post' }],
  },
  {
    id: 'promo', type: 'event-promo', variant: 'promo', store: 'record', recordVariant: 'promo',
    shape: { eventName: 'T', eventDate: 'T', description: 'T', banner: 'U' },
    shown: ['eventName', 'eventDate', 'description'],
    routes: [{ path: '/show/event-promo/promo' }],
  },
  {
    id: 'cardp', type: 'business-card', variant: 'card', store: 'previewData',
    shape: {
      name: 'T', title: 'T', tagline: 'T', about: 'T', logo: 'U', images: ['U', 'U'], phone: 'T', email: 'T', location: 'T',
      website: 'U', social: { linkedin: 'U', instagram: 'U', twitter: 'U' }, footerImg: 'U',
    },
    shown: ['name', 'title', 'tagline', 'about', 'phone', 'email', 'location'],
    routes: [{ path: '/preview/card/cardp' }, { path: '/show/business-card/cardp' }],
  },
  {
    id: 'cardb', type: 'business-card', variant: 'builder', store: 'record', recordVariant: 'builder',
    shape: { fullName: 'T', role: 'T', email: 'T', phone: 'T', image: 'U' },
    shown: ['fullName', 'role', 'email', 'phone'],
    routes: [{ path: '/show/business-card/cardb' }],
  },
  {
    id: 'biz1', type: 'business', variant: 'business1', store: 'record', recordVariant: 'business1',
    shape: { logo: 'U', name: 'T', tagline: 'T', services: ['T', 'T'], portfolio: ['U', 'U', 'U', 'U', 'U', 'U'], contact: { ...CONTACT, address: 'T' } },
    shown: ['name', 'tagline', 'services.0', 'services.1', ...CONTACT_TEXT, 'contact.address'],
    routes: [{ path: '/publish/business1/biz1' }, { path: '/preview/business/biz1' }],
  },
  {
    id: 'store', type: 'business', variant: 'business2', store: 'record', recordVariant: 'business2',
    shape: {
      name: 'T', heroImage: 'U', about: 'T', contact: { ...CONTACT, address: 'T' },
      products: Array.from({ length: 10 }, () => ({ title: 'T', price: 'T', image: 'U', buyLink: 'U' })),
    },
    shown: ['name', 'about', ...CONTACT_TEXT, 'contact.address', ...Array.from({ length: 10 }, (_, i) => [`products.${i}.title`, `products.${i}.price`]).flat()],
    routes: [{ path: '/publish/business2/store' }, { path: '/preview/business/store' }],
  },
  {
    id: 'ev1', type: 'event', variant: 'event1', store: 'record', recordVariant: 'event1',
    shape: { title: 'T100', date: 'T50', time: 'T50', location: 'T100', image: 'U', description: 'T500', buttonText: 'T50' },
    shown: ['title', 'date', 'time', 'location', 'description', 'buttonText'],
    routes: [{ path: '/publish/event1/ev1' }],
  },
  {
    id: 'ev2', type: 'event', variant: 'event2', store: 'record', recordVariant: 'event2',
    shape: { title: 'T100', date: 'T50', time: 'T50', agenda: 'T500', highlights: 'T500', image: 'U' },
    shown: ['title', 'date', 'time', 'agenda', 'highlights'],
    routes: [{ path: '/publish/event2/ev2' }],
  },
  {
    id: 'mng', type: 'travel', variant: 'managed', store: 'record',
    shape: { title: 'T', description: 'T', logo: 'U', gallery: ['U', 'U', 'U'] },
    shown: ['title', 'description'],
    routes: [{ path: '/show/travel/mng' }],
  },
  { id: 'lst', type: 'artist', variant: 'listing', store: 'listing', shape: WIZARD, shown: WIZARD_TEXT, routes: [{ path: '/listing/lst' }] },
];

interface Typed {
  path: string;
  kind: 'T' | 'U';
  payload: Payload;
  value: string;
}

/** Fills every 'T' and 'U' of the shapes, each kind from its own turn of the corpus. */
function fillAll(sites: SiteDef[]) {
  const turn = { T: 0, U: 0 };
  const fill = (shape: Shape, at: string[], typed: Typed[]): unknown => {
    if (typeof shape === 'string' && /^[TU]\d*$/.test(shape)) {
      const kind = shape[0] as 'T' | 'U';
      const payload = PAYLOADS[turn[kind]++ % PAYLOADS.length];
      const value = fitted(payload, shape.length > 1 ? Number(shape.slice(1)) : undefined);
      typed.push({ path: at.join('.'), kind, payload, value });
      return value;
    }
    if (Array.isArray(shape)) return shape.map((item, i) => fill(item, [...at, String(i)], typed));
    if (shape && typeof shape === 'object') return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, fill(v, [...at, k], typed)]));
    return shape;
  };
  return sites.map((site) => {
    const typed: Typed[] = [];
    const content = fill(site.shape, [], typed) as Record<string, unknown>;
    return { ...site, content, typed };
  });
}
const FILLED = fillAll(SITES);
type Filled = (typeof FILLED)[number];

const nameOf = (site: Filled) => {
  const { content } = site;
  const name: unknown = content.name ?? content.title ?? content.eventName ?? content.fullName;
  return typeof name === 'string' ? name : `Site ${site.id}`;
};

/** The site record as an editor, the wizard or the manage page would have stored it. */
function recordOf(site: Filled): Record<string, unknown> {
  const base = { id: site.id, siteId: site.id, type: site.type, name: nameOf(site), owner: EMAIL, pages: ['main'] };
  if (site.store === 'previewData') return { ...base, previewData: site.content };
  return { ...site.content, ...base, ...(site.recordVariant ? { variant: site.recordVariant } : {}) };
}
const RECORDS = FILLED.filter((s) => s.store !== 'listing');

function seedValues(): Record<string, string> {
  const records = RECORDS.map(recordOf);
  const store = FILLED.find((s) => s.id === 'store')!;
  const listing = FILLED.find((s) => s.id === 'lst')!;
  return {
    users: JSON.stringify([{ id: 'u-mallory', email: EMAIL, password: 'pw', plan: 'premium', sites: records, blocked: false }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: records }),
    sites: JSON.stringify(records),
    [`business_preview_${store.id}`]: JSON.stringify(store.content),
    site_previews: JSON.stringify([{ id: listing.id, ...listing.content }]),
  };
}

// ------------------------------------------------------------------------- Observation
interface Watch {
  pwned: string[];
  dialogs: string[];
  problems: string[];
}

/** Installs the marker and the dialog listener; seeds storage before the first load (once). */
async function watch(page: Page, seed: Record<string, string>): Promise<Watch> {
  const seen: Watch = { pwned: [], dialogs: [], problems: [] };
  await page.exposeFunction('__pwnedReport', (id: string, where: string) => seen.pwned.push(`${id} at ${where}`));
  await page.addInitScript((values) => {
    const w = window as unknown as { __pwned: (id: unknown) => void; __pwnedReport: (id: string, where: string) => void };
    w.__pwned = (id) => void w.__pwnedReport(String(id), location.href.slice(0, 120));
    if (location.protocol === 'file:' || sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seed);
  page.on('dialog', (dialog) => {
    seen.dialogs.push(`${dialog.type()} "${dialog.message()}" at ${page.url().slice(0, 120)}`);
    void dialog.dismiss().catch(() => undefined);
  });
  return seen;
}

/**
 * Checks the page now showing: the View(s) strictly, every frame for script URLs, images
 * settled (so an injected onerror would have fired), and each text in `texts` shown as text.
 */
async function inspect(page: Page, seen: Watch, where: string, texts: string[], selector = '[data-template]') {
  // Only what this visit rendered: `visit` marks the previous route's Views.
  const views = `:is(${selector}):not([data-left-behind])`;
  await expect(page.locator(views).first()).toBeAttached();
  // (Polled with evaluate: waitForFunction needs eval, which a downloaded file's policy forbids.)
  await expect.poll(() => page.evaluate(() => [...document.images].filter((img) => img.loading !== 'lazy').every((img) => img.complete))).toBe(true);
  const found = await page.evaluate(findDangers, { selector: views });
  for (const frame of page.frames()) found.push(...(await frame.evaluate(findDangers, { urlsOnly: true }).catch(() => [`frame ${frame.url()} could not be read`])));
  seen.problems.push(...found.map((p) => `${where}: ${p}`));
  // A live preview renders the stored record, which follows the last keystroke a moment later
  // (on a loaded machine, more than a moment): wait for the texts before calling one missing.
  const shownText = async () => comparable(await page.locator(views).evaluateAll((els) => els.map((el) => el.textContent ?? '').join(' ')));
  await expect.poll(async () => { const shown = await shownText(); return texts.every((text) => shown.includes(comparable(text))); }).toBe(true).catch(() => undefined);
  const shown = await shownText();
  for (const text of texts) if (!shown.includes(comparable(text))) seen.problems.push(`${where}: ${JSON.stringify(text)} is not shown as text`);
}

/** Marks the Views on screen, before something navigates away (the old page can linger a moment). */
const leaving = (page: Page) =>
  page.evaluate(() => document.querySelectorAll('[data-template]').forEach((el) => el.setAttribute('data-left-behind', '')));

/**
 * Goes to an app route the way a link inside Brick does (history + popstate, no reload: one app
 * load serves many visits). The Views on screen are marked first, so `inspect` waits for new ones.
 */
async function visit(page: Page, path: string) {
  if (!page.url().startsWith('http')) {
    await page.goto(path);
    return;
  }
  await leaving(page);
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === new URL(path, url).pathname);
}

const shownValues = (site: Filled, paths = site.shown) => site.typed.filter((t) => t.kind === 'T' && paths.includes(t.path)).map((t) => t.value);

function expectNothingRan(seen: Watch) {
  expect(seen.pwned, 'marker calls').toEqual([]);
  expect(seen.dialogs, 'dialogs').toEqual([]);
  expect(seen.problems).toEqual([]);
}

/** Wizard steps 2-4 and 6-7, so a wizard site needs only steps 1 and 5 typed. */
const WIZARD_DRAFTS: Record<string, string> = {
  onboarding_step2: JSON.stringify({ highlightImage: '' }),
  onboarding_step3: JSON.stringify({ services: 'Walks' }),
  onboarding_step4: JSON.stringify({ testimonials: ['Lovely'] }),
  onboarding_step6: JSON.stringify({ galleryImage: '' }),
  onboarding_step7: JSON.stringify({ headerBg: '', footerImg: '' }),
};

/** Each wizard template: its step 1 required text fields and where Save & Publish lands. */
const WIZARDS = [
  { template: 'travel', fields: ['Name (artist or band)'], preview: '/preview/travel/' },
  { template: 'blog', fields: ['Title', 'Tagline', 'About'], preview: '/preview/blog/' },
  { template: 'event', fields: ['Title', 'Tagline'], preview: '/preview/event-promo/' },
  { template: 'business', fields: ['Name', 'Description'], preview: '/preview/card/' },
];

// ------------------------------------------------------------------------------- Tests
test.describe('injection corpus in Chromium', () => {
  // Each test makes dozens of visits (that is the batching); the default 45 s is for one flow.
  test.describe.configure({ timeout: 120_000 });

  test('every payload is in at least one text field and one URL field of the seeded sites', () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(60);
    const all = FILLED.flatMap((s) => s.typed);
    for (const kind of ['T', 'U'] as const) {
      const used = new Set(all.filter((t) => t.kind === kind).map((t) => t.payload.id));
      expect(PAYLOADS.filter((p) => !used.has(p.id)).map((p) => p.id), `payloads missing from ${kind} fields`).toEqual([]);
    }
  });

  test('preview and publish routes of every kind, and the dashboard thumbnails, render the payloads inert', async ({ page }) => {
    const seen = await watch(page, seedValues());
    for (const site of FILLED) {
      for (const route of site.routes) {
        await visit(page, route.path);
        await inspect(page, seen, route.path, shownValues(site, route.shown));
      }
    }
    await visit(page, '/dashboard');
    await expect(page.locator('.dash-card [data-template]:not([data-left-behind])')).toHaveCount(RECORDS.length);
    await inspect(page, seen, '/dashboard', RECORDS.map((site) => shownValues(site)[0]), '.dash-card [data-template]');
    expectNothingRan(seen);
  });

  test('share links and downloaded files of every kind render the payloads inert', async ({ page }) => {
    const seen = await watch(page, seedValues());
    const links: [Filled, string][] = [];
    const files: [Filled, string][] = [];
    for (const site of RECORDS) {
      await visit(page, `/manage/${site.id}`);
      await inspect(page, seen, `/manage/${site.id}`, [shownValues(site)[0]]);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: DOWNLOAD_SITE }).click();
      const file = test.info().outputPath(`${site.id}.html`);
      await (await downloading).saveAs(file);
      files.push([site, file]);

      // The share link: from the Share button, unless an image field holds something that looks
      // like a local image (data:image/…), which the button waits to upload first; then from the
      // encoder the button uses, with what the button would put in the link.
      if (!JSON.stringify(site.content).includes('data:image/')) {
        await page.getByRole('button', { name: SHARE, exact: true }).click();
        links.push([site, await page.getByLabel('Share link').inputValue()]);
      } else {
        const c = site.store === 'previewData' ? site.content : recordOf(site);
        links.push([site, `/s#${await encodeShare({ k: site.type, v: site.variant, n: nameOf(site), c })}`]);
      }
    }
    expect(links.filter(([, link]) => link.startsWith('http')).length, 'links made by the Share button').toBeGreaterThan(0);

    for (const [site, link] of links) {
      // Links differ only after '#': leave the page first, or the browser only scrolls.
      await page.goto('about:blank');
      await page.goto(link);
      await inspect(page, seen, `share link of ${site.id}`, shownValues(site));
    }
    for (const [site, file] of files) {
      await page.goto(`file://${file}`);
      // A download has no script: an event without a contact e-mail has no RSVP (issue 26).
      await inspect(page, seen, `download of ${site.id}`, shownValues(site, site.shown.filter((path) => path !== 'buttonText')));
      // The tab shows the name, cut to 70 characters as the file writes them (issue 26).
      const title = comparable((await page.title()).replace(/…$/, ''));
      expect(title, `title of the download of ${site.id}`).not.toBe('');
      expect(comparable(nameOf(site)).startsWith(title), `title of the download of ${site.id}`).toBe(true);
    }
    expectNothingRan(seen);
  });

  test('payloads typed into the editors of every kind show as text, inert, in the live preview and the published page', async ({ page }) => {
    const seen = await watch(page, {
      users: JSON.stringify([{ id: 'u-mallory', email: EMAIL, password: 'pw', plan: 'premium', sites: [] }]),
      currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: [] }),
      ...WIZARD_DRAFTS,
    });
    // Saving a wizard site clears its drafts; a reload after asking for it brings them back.
    // Each round writes the drafts spelt differently (indented by the round's number): the same
    // text as an earlier seed would be a value Brick's mirror itself wrote there, which the
    // start-up import rightly ignores when Dexie is newer (the drafts just cleared) — the reseed
    // then did nothing when the reload came before the mirror had removed the keys (a flake of
    // 2026-11-25: step 5 sent the test back to an earlier step, under load).
    await page.addInitScript((drafts) => {
      const round = Number(sessionStorage.getItem('reseed-drafts'));
      if (!round) return;
      sessionStorage.removeItem('reseed-drafts');
      for (const [key, value] of Object.entries(drafts)) localStorage.setItem(key, JSON.stringify(JSON.parse(value), null, round));
    }, WIZARD_DRAFTS);
    const texts = PAYLOADS.filter((p) => ['script-tag', 'event-handler', 'attribute-breakout', 'svg'].includes(p.category) && p.text.length <= 50);
    const urls = PAYLOADS.filter((p) => ['javascript-url', 'encoded-url', 'vbscript-url', 'data-url'].includes(p.category));
    let t = 0;
    let u = 0;
    const nextText = () => texts[t++ % texts.length].text;
    const nextUrl = () => urls[u++ % urls.length].text;
    const field = (name: string) => page.getByRole('textbox', { name, exact: true });
    const preview = '.builder-preview [data-template], .layout-preview [data-template]';

    // Artist (Modern Showcase): typed key by key, then a link pasted into Social.
    await page.goto('/edit-artist-template');
    const artistName = nextText();
    await field('Name').pressSequentially(artistName);
    await field('Social').fill(nextUrl());
    await inspect(page, seen, 'artist editor', [artistName], preview);

    // Layout editors: business, store, event, blog; each then published.
    const layouts: { path: string; fill: [label: string, value: string][]; publish: string }[] = [
      { path: '/business/layout1', fill: [['Name', nextText()], ['Social', nextUrl()]], publish: '/publish/business1/' },
      {
        path: '/business/layout2',
        fill: [['Name', nextText()], ['Title (product 1)', nextText()], ['Price (product 1)', '12'], ['Buy link (product 1)', nextUrl()]],
        publish: '/publish/business2/',
      },
      { path: '/event/layout1', fill: [['Title', nextText()], ['Location', nextText()]], publish: '/publish/event1/' },
      { path: '/blog/layout1', fill: [['Title', nextText()], ['Summary', nextText()]], publish: '/publish/blog1/' },
    ];
    for (const layout of layouts) {
      await visit(page, layout.path);
      await expect(page).toHaveURL(/[?&]id=/);
      for (const [label, value] of layout.fill) await field(label).fill(value);
      const typed = layout.fill.filter(([label]) => !/Social|Buy link|Price/.test(label)).map(([, value]) => value);
      await inspect(page, seen, `${layout.path} live preview`, typed, preview);
      await leaving(page);
      await page.getByRole('button', { name: 'Publish Site' }).click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith(layout.publish));
      await inspect(page, seen, `${layout.path} published`, typed);
    }

    // Single-page builders: event promo, business card, blog post.
    for (const [path, label] of [['/builder/event-promo', 'Name of the event'], ['/builder/business', 'Name'], ['/builder/blog', 'Title']]) {
      await visit(page, path);
      const value = nextText();
      await field(label).fill(value);
      await inspect(page, seen, `${path} live preview`, [value], preview);
    }

    // The wizard (travel, blog, event promo, business card): step 1's required text fields, a
    // social link in step 5, then Save & Publish; steps 2-4 and 6-7 are seeded drafts.
    for (const wizard of WIZARDS) {
      await visit(page, `/onboarding/step1?template=${wizard.template}`);
      const typed = wizard.fields.map(nextText);
      for (const [i, label] of wizard.fields.entries()) await field(label).fill(typed[i]);
      if (wizard.template === 'event') await page.locator('input[type="date"]').fill('2030-06-21');
      await expect.poll(() => page.evaluate(() => Object.values(JSON.parse(localStorage.getItem('onboarding_step1') ?? '{}')))).toEqual(expect.arrayContaining(typed));
      await visit(page, '/onboarding/step5');
      await page.getByRole('checkbox', { name: 'Add social link' }).check();
      await field('Social').fill(nextUrl());
      const social = await field('Social').inputValue();
      await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('onboarding_step5') ?? '{}').contact?.social)).toBe(social);
      await visit(page, '/onboarding/step8');
      await expect(page.getByRole('button', { name: 'Save & Publish' })).toBeVisible();
      await inspect(page, seen, `${wizard.template} wizard review`, typed, 'main');
      await leaving(page);
      await page.getByRole('button', { name: 'Save & Publish' }).click();
      await expect(page).toHaveURL((url) => url.pathname.startsWith(wizard.preview));
      await inspect(page, seen, `${wizard.template} wizard site preview`, typed);
      await page.evaluate((round) => sessionStorage.setItem('reseed-drafts', String(round)), WIZARDS.indexOf(wizard) + 1);
      await page.reload();
    }
    expectNothingRan(seen);
  });
});
