/**
 * "Download site" for one site of every kind (issue 26): the file is saved from the site's publish
 * page (its manage page for kinds whose pages have no Download button), opened from disk in a
 * browser with the network off, and must look like the page it came from: its template's fonts
 * embedded and loaded, no request of any kind, nothing that needs script.
 */
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect, readRecord } from './helpers';
import { PNG } from './dashboard-seed';
import { DOWNLOAD_SITE } from '../../src/domain/messages';

const EMAIL = 'ada@example.com';
export const SHOTS = '/tmp/shots-download';

interface KindSite {
  record: Record<string, unknown>;
  /** Where its Download button is. */
  downloadFrom: string;
  /** The page a visitor sees (what the file must look like). */
  page: string;
  /** The template's heading font. */
  headingFont: string;
}

const base = (id: string, type: string, name: string) => ({ id, siteId: id, type, name, owner: EMAIL, pages: ['main'], published: true });
const wizard = {
  tagline: 'Small things, made slowly', about: 'We walk, we look, we write it down.', logo: PNG, services: 'Guided walks',
  testimonials: ['Lovely day out'], contact: { email: 'hello@example.com', phone: '+1 555 0101', social: null }, highlightImage: PNG,
  navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
};

const SITES: Record<string, KindSite> = {
  event: {
    record: {
      ...base('dl-event', 'event', 'Night Market'), variant: 'event1', templateId: 'hero-spotlight', title: 'Night Market', date: '2025-06-21',
      time: '7pm', location: 'Harbour Hall', description: 'Food, music and lights by the water.', buttonText: 'RSVP Now', contactEmail: 'rsvp@example.com',
    },
    downloadFrom: '/publish/event1/dl-event', page: '/publish/event1/dl-event', headingFont: 'Archivo Black',
  },
  blog: {
    record: {
      ...base('dl-blog', 'blog', 'Field Notes'), variant: 'blog1', templateId: 'elegant-minimalist', title: 'Field Notes', date: '2025-03-02',
      image: PNG, summary: 'A season of walking.', content1: 'The first morning was cold.', content2: 'By noon the fog had gone.',
    },
    downloadFrom: '/publish/blog1/dl-blog', page: '/publish/blog1/dl-blog', headingFont: 'Cormorant Garamond',
  },
  business: {
    record: {
      ...base('dl-biz', 'business', 'Oak & Iron'), variant: 'business1', templateId: 'agency-flex', name: 'Oak & Iron', logo: PNG, tagline: 'Furniture that lasts',
      services: ['Tables', 'Repairs'], portfolio: [PNG], contact: { email: 'shop@example.com', phone: '+1 555 0102', social: null, address: '1 Mill Lane' },
    },
    downloadFrom: '/publish/business1/dl-biz', page: '/publish/business1/dl-biz', headingFont: 'Space Grotesk',
  },
  artist: {
    record: {
      ...base('dl-art', 'artist', 'Ada Lind'), variant: 'variant1', templateId: 'casual-showcase', name: 'Ada Lind', tagline: 'Paintings of light', logo: PNG,
      heroImage: PNG, bio: 'I paint harbours at dawn.', portfolio: [PNG, '', '', ''], contact: { email: 'ada@example.com', phone: null, social: null },
    },
    downloadFrom: '/manage/dl-art', page: '/show/artist/dl-art', headingFont: 'Fraunces',
  },
  travel: {
    record: { ...base('dl-travel', 'travel', 'Slow Roads'), previewData: { ...wizard, name: 'Slow Roads', templateId: 'bold-grid' } },
    downloadFrom: '/manage/dl-travel', page: '/show/travel/dl-travel', headingFont: 'Archivo Black',
  },
  'event-promo': {
    record: { ...base('dl-promo', 'event-promo', 'Bright Days'), previewData: { ...wizard, name: 'Bright Days' } },
    downloadFrom: '/manage/dl-promo', page: '/show/event-promo/dl-promo', headingFont: 'Archivo Black',
  },
  'business-card': {
    record: {
      ...base('dl-card', 'business-card', 'Rosa Diaz'),
      previewData: { name: 'Rosa Diaz', title: 'Florist', tagline: 'Flowers for every day', phone: '+1 555 0103', email: 'rosa@example.com', location: 'Lisbon', website: 'https://rosa.example', logo: PNG },
    },
    downloadFrom: '/manage/dl-card', page: '/show/business-card/dl-card', headingFont: 'Space Grotesk',
  },
};

function seedAll(page: Page) {
  const records = Object.values(SITES).map((s) => s.record);
  const values = {
    users: JSON.stringify([{ id: 'u-ada', email: EMAIL, password: 'pw', plan: 'premium', sites: records, blocked: false }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: records }),
    sites: JSON.stringify(records),
  };
  return page.addInitScript((seed) => {
    if (location.protocol === 'file:' || sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, values);
}

async function download(page: Page, kind: string): Promise<string> {
  await page.goto(SITES[kind].downloadFrom);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_SITE }).click();
  const file = test.info().outputPath(`${kind}.html`);
  await (await downloading).saveAs(file);
  return file;
}

/** The boxes of the site and of its headings, paragraphs, list items, pictures and buttons. */
const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { width: Math.round(r.width), height: Math.round(r.height) };
    };
    const site = document.querySelector('[data-template]')!;
    const parts = [...site.querySelectorAll('h1, h2, h3, p, li, img, .site-button')].map((el) => ({ what: `${el.tagName.toLowerCase()}.${el.className}`, ...box(el) }));
    return { site: box(site), heading: box(site.querySelector('h1')!), parts };
  });

/** Parts whose size differs by more than 2 px (a rounding), or that one page has and the other not. */
function differences(a: Awaited<ReturnType<typeof boxes>>['parts'], b: typeof a): string[] {
  if (a.length !== b.length) return [`${a.length} parts on the page, ${b.length} in the file`];
  return a.flatMap((part, i) =>
    Math.abs(part.width - b[i].width) > 2 || Math.abs(part.height - b[i].height) > 2 ? [`${part.what}: ${part.width}x${part.height} on the page, ${b[i].width}x${b[i].height} in the file`] : [],
  );
}

/** Opens the file from disk, network off, and records every request that is not the file itself. */
async function openFile(browser: Browser, file: string) {
  const context = await browser.newContext({ offline: true, viewport: { width: 390, height: 900 } });
  const page = await context.newPage();
  const requests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('data:') && request.url() !== `file://${file}`) requests.push(request.url().slice(0, 100));
  });
  page.on('requestfailed', (request) => failed.push(`${request.url().slice(0, 100)}: ${request.failure()?.errorText}`));
  await page.goto(`file://${file}`);
  await page.evaluate(() => document.fonts.ready);
  return { context, page, requests, failed };
}


for (const kind of Object.keys(SITES)) {
  test(`the download of a ${kind} site opens from disk, offline, in its template's type`, async ({ page, browser }) => {
    const site = SITES[kind];
    mkdirSync(SHOTS, { recursive: true });
    await seedAll(page);
    const file = await download(page, kind);
    const html = readFileSync(file, 'utf8');
    test.info().annotations.push({ type: 'size', description: `${kind}: ${(statSync(file).size / 1024).toFixed(1)} KB` });
    console.log(`${kind} export: ${(statSync(file).size / 1024).toFixed(1)} KB`);

    // Nothing of Brick's app, nothing that needs script, valid CSS (soft: the file is opened below all the same).
    expect.soft(html).not.toMatch(/<script|<button|<form|<input/i);
    expect.soft(html).not.toMatch(/\/assets\//);
    const css = html.match(/<style>([\s\S]*)<\/style>/)![1];
    expect.soft(css).not.toMatch(/:\s*;/);
    expect.soft(css).not.toMatch(/\.header|\.landing|\.plan-card|\.dash-/);
    expect.soft(statSync(file).size).toBeLessThanOrEqual(150 * 1024);

    // The page it came from, at a phone's width.
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(site.page);
    await expect(page.locator('[data-template] h1')).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    const published = await boxes(page);
    await page.locator('[data-template]').screenshot({ path: `${SHOTS}/${kind}-page-390.png` });

    const opened = await openFile(browser, file);
    const { page: filePage } = opened;
    await expect(filePage.locator('[data-template] h1')).toBeVisible();
    expect(opened.failed).toEqual([]);
    expect(opened.requests).toEqual([]);

    // Every face the page uses is in the file and loaded; the heading is in the template's font.
    const faces = await filePage.evaluate(() => [...document.fonts].map((f) => ({ family: f.family.replace(/"/g, ''), weight: f.weight, status: f.status })));
    expect(faces.length).toBeGreaterThan(0);
    expect(faces.filter((f) => f.status !== 'loaded')).toEqual([]);
    const heading = await filePage.locator('[data-template] h1').evaluate((h1) => getComputedStyle(h1).fontFamily);
    expect(heading.split(',')[0].replace(/["']/g, '').trim()).toBe(site.headingFont);
    expect(faces.map((f) => f.family)).toContain(site.headingFont);

    // It looks like the page: at a phone's width, with the site as wide as on the page (the app's
    // page may take a few pixels for itself), the same heading and about the same height.
    await filePage.screenshot({ path: `${SHOTS}/${kind}-file-390.png`, fullPage: true });
    const first = await boxes(filePage);
    await filePage.setViewportSize({ width: 390 - (first.site.width - published.site.width), height: 900 });
    const downloaded = await boxes(filePage);
    expect(downloaded.site.width).toBe(published.site.width);
    expect(downloaded.heading).toEqual(published.heading);
    expect(differences(published.parts, downloaded.parts)).toEqual([]);
    expect(Math.abs(downloaded.site.height - published.site.height)).toBeLessThanOrEqual(published.site.height * 0.02);
    await filePage.setViewportSize({ width: 1280, height: 900 });
    await filePage.screenshot({ path: `${SHOTS}/${kind}-file-1280.png`, fullPage: true });

    // Every link goes somewhere: a fragment names an element of the page.
    const deadAnchors = await filePage.evaluate(() =>
      [...document.querySelectorAll('a')].filter((a) => !a.getAttribute('href') || (a.getAttribute('href')!.startsWith('#') && !document.getElementById(a.getAttribute('href')!.slice(1)))).map((a) => a.outerHTML),
    );
    expect(deadAnchors).toEqual([]);
    // Shareable: description, Open Graph, favicon when there is a logo.
    await expect(filePage.locator('meta[name="description"]')).toHaveAttribute('content', /\S/);
    await expect(filePage.locator('meta[property="og:title"]')).toHaveAttribute('content', String(site.record.name));
    await opened.context.close();
  });
}

test('RSVP in a downloaded event is an e-mail to its contact, or absent', async ({ page, browser }) => {
  await seedAll(page);
  const opened = await openFile(browser, await download(page, 'event'));
  const rsvp = opened.page.getByRole('link', { name: 'RSVP Now' });
  await expect(rsvp).toHaveAttribute('href', 'mailto:rsvp@example.com?subject=RSVP%3A%20Night%20Market');
  await expect(opened.page.getByRole('button')).toHaveCount(0);
  await opened.context.close();

  // The same event without a contact: no RSVP at all.
  await page.goto('/event/layout1?id=dl-event');
  await page.getByLabel('Contact email').fill('');
  await expect.poll(async () => (await readRecord(page, 'sites', 'dl-event'))?.contactEmail).toBe('');
  const without = await openFile(browser, await download(page, 'event'));
  await expect(without.page.getByText('Night Market').first()).toBeVisible();
  await expect(without.page.getByRole('link', { name: 'RSVP Now' })).toHaveCount(0);
  await expect(without.page.getByRole('button')).toHaveCount(0);
  await without.context.close();
});
