import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './helpers';
import {
  EVENT_PROMO_SITE_PUBLISHED, LOADING_ARTIST_PREVIEW, SITE_NOT_FOUND, SITE_PUBLISHED_TO_DASHBOARD,
} from '../../src/domain/messages';

const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');
const SHOTS = '/tmp/shots-kinds';

/** Puts the spec's localStorage keys in place before the first load (not again on reload). */
async function seed(page: Page, values: Record<string, unknown>) {
  const raw = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, raw);
}

const loggedIn = () => ({ users: fixture('users'), currentUser: fixture('currentUser') });

/** Reads the app's IndexedDB table (what Brick stored). */
async function rows(page: Page, table: string) {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

const wizardData = (over: Record<string, unknown> = {}) => ({
  name: 'Golden Hour Events',
  tagline: 'Parties that feel effortless',
  about: 'We plan weddings and launches.',
  logo: '',
  templateId: 'event',
  highlightImage: '',
  services: 'Weddings\nLaunches',
  testimonials: ['They thought of everything.', 'Best party ever.'],
  contact: { email: 'hello@example.com', phone: '555-0100', social: null },
  galleryImage: '',
  navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
  headerBg: '',
  footerImg: '',
  portfolioImages: [],
  ...over,
});

test('artist preview shows the seeded preview data, publishes once and hides the button', async ({ page }) => {
  await seed(page, { ...loggedIn(), preview_1700000000001: fixture('preview_1700000000001') });
  await page.goto('/preview/artist/1700000000001');
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" })).toBeVisible();
  await expect(page.getByText('Colour and light')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();
  await expect(page.getByText('I paint.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Services' })).toBeVisible();
  await expect(page.getByText('Portraits')).toBeVisible();
  await expect(page.getByText('Lovely work')).toBeVisible();
  await expect(page.getByRole('link', { name: 'ada@example.com' })).toHaveAttribute('href', 'mailto:ada@example.com');
  await expect(page.getByText(`© ${new Date().getFullYear()} Ada's Studio`)).toBeVisible();
  await expect(page.getByText(LOADING_ARTIST_PREVIEW)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish This Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: SITE_PUBLISHED_TO_DASHBOARD })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish This Site' })).toHaveCount(0);
  await expect.poll(async () => (await rows(page, 'sites')).find((s) => s.id === '1700000000001')?._listed).toBe(1);
  const ada = (await rows(page, 'users')).find((u) => u.email === 'ada@example.com');
  expect(ada?.sites).toContain('1700000000001');
  await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('sites') ?? '[]').map((s: { id?: string; siteId?: string }) => String(s.siteId ?? s.id)))).toContain('1700000000001');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish This Site' })).toHaveCount(0);
});

test('a listed site has no Publish This Site button from the start', async ({ page }) => {
  await seed(page, { sites: fixture('sites') });
  await page.goto('/preview/artist/1700000000001');
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish This Site' })).toHaveCount(0);
});

test('previews of unknown ids say the site was not found', async ({ page }) => {
  for (const path of ['/preview/artist/nope', '/preview/card/nope', '/preview/event-promo/nope', '/preview/travel/nope', '/preview/blog/nope', '/preview/business/nope', '/show/artist/nope', '/show/blog/nope']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: SITE_NOT_FOUND }), path).toBeVisible();
  }
});

test('card preview: seeded card data, Publish My Card goes to the dashboard and lists it', async ({ page }) => {
  await seed(page, { ...loggedIn(), site_preview_1700000000005: fixture('site_preview_1700000000005') });
  await page.goto('/preview/card/1700000000005');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Co' })).toBeVisible();
  await expect(page.getByText('Founder')).toBeVisible();
  await expect(page.getByText('Leeds')).toBeVisible();
  const website = page.getByRole('link', { name: 'https://card.example' });
  await expect(website).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'LinkedIn' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish My Card' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(async () => (await rows(page, 'sites')).find((s) => s.id === '1700000000005')?._listed).toBe(1);
  await page.goto('/preview/card/1700000000005');
  await expect(page.getByRole('heading', { level: 1, name: 'Card Co' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish My Card' })).toHaveCount(0);
});

test('event promo preview: planner sections, Book This Planner mails, publishes with the tick notice', async ({ page }) => {
  await seed(page, { ...loggedIn(), preview_1700000000011: wizardData() });
  await page.goto('/preview/event-promo/1700000000011');
  await expect(page.getByRole('heading', { level: 1, name: 'Golden Hour Events' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About the Planner' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Client Testimonials' })).toBeVisible();
  await expect(page.getByText('“They thought of everything.”')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book This Planner' })).toHaveAttribute('href', 'mailto:hello@example.com');
  // No highlight or gallery image: those sections are hidden.
  await expect(page.getByRole('heading', { name: 'Signature Event' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Gallery' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Publish Event Promo Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: EVENT_PROMO_SITE_PUBLISHED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish Event Promo Site' })).toHaveCount(0);
  const site = (await rows(page, 'sites')).find((s) => s.id === '1700000000011');
  expect(site).toMatchObject({ type: 'event-promo', name: 'Golden Hour Events', owner: 'ada@example.com', _listed: 1 });
});

test('blog and travel previews render seeded wizard data', async ({ page }) => {
  await seed(page, {
    preview_1700000000012: wizardData({ name: 'Slow Mornings', templateId: 'blog' }),
    site_preview_1700000000013: wizardData({ name: 'Pine Hollow', templateId: 'travel' }),
  });
  await page.goto('/preview/blog/1700000000012');
  await expect(page.getByRole('heading', { level: 1, name: 'Slow Mornings' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About This Blog' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/preview/travel/1700000000013');
  await expect(page.getByRole('heading', { level: 1, name: 'Pine Hollow' })).toBeVisible();
  await expect(page.getByText('We plan weddings and launches.')).toBeVisible();
});

test('business preview renders stored business preview data', async ({ page }) => {
  await seed(page, { business_preview_1700000000014: wizardData({ name: 'Corner Bakery', templateId: 'business' }) });
  await page.goto('/preview/business/1700000000014');
  await expect(page.getByRole('heading', { level: 1, name: 'Corner Bakery' })).toBeVisible();
});

test('show pages: a stored site through the registry, and the stored artist preview', async ({ page }) => {
  await seed(page, { sites: fixture('sites'), preview_1700000000001: fixture('preview_1700000000001') });
  await page.goto('/show/event-promo/1700000000002');
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Party' })).toBeVisible();
  await page.goto('/show/artist/1700000000001');
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" })).toBeVisible();
  await expect(page.getByText('I paint.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('show artist says Site not found. when the stored preview has no name', async ({ page }) => {
  await seed(page, { preview_1700000000015: wizardData({ name: '' }) });
  await page.goto('/show/artist/1700000000015');
  await expect(page.getByRole('heading', { name: SITE_NOT_FOUND })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshots of previews at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seed(page, {
      preview_1700000000011: wizardData(),
      preview_1700000000001: fixture('preview_1700000000001'),
      site_preview_1700000000005: fixture('site_preview_1700000000005'),
    });
    for (const [name, path] of [
      ['event-promo', '/preview/event-promo/1700000000011'],
      ['artist', '/preview/artist/1700000000001'],
      ['card', '/preview/card/1700000000005'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/preview-${name}-${width}.png`, fullPage: true });
    }
  });
}
