import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, readRecord } from './helpers';
import { picture } from './write-path-support';
import { PNG } from './dashboard-seed';
import { touchDrag } from './touch';

/**
 * Issue 28, on a phone (390 x 844, touch, every press a tap): what /manage changes shows
 * everywhere, and every editor has a way in from what a person sees.
 */
const EMAIL = 'pocket@example.com';

async function signedIn(page: Page, sites: Record<string, unknown>[] = []) {
  const values = {
    users: JSON.stringify([{ id: 'u-pocket', email: EMAIL, password: 'pw', plan: 'premium', sites: sites.map((s) => ({ ...s, owner: EMAIL })) }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: sites.map((s) => s.id) }),
    sites: JSON.stringify(sites.map((s) => ({ ...s, owner: EMAIL }))),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const tap = (page: Page, role: 'button' | 'link', name: string) => page.getByRole(role, { name, exact: true }).first().tap();
const cardOf = (page: Page, name: string) => page.getByRole('article', { name });
const siteCount = async (page: Page) =>
  ((await page.evaluate(() => JSON.parse(localStorage.getItem('users') ?? '[]'))) as { email: string; sites: unknown[] }[]).find((u) => u.email === EMAIL)?.sites.length;

test('the wizard to a published preview; /manage edits then show on the preview, the share link and the download; its pages open in the slot builder, where blocks reorder by touch drag', async ({ page, imageHost }) => {
  void imageHost;
  await signedIn(page);
  await page.goto('/dashboard');
  await tap(page, 'link', 'Create New Site');
  await page.getByRole('button', { name: 'Choose' }).first().tap();
  await expect(page).toHaveURL(/\/onboarding\/step1/);
  await page.getByLabel('Name (artist or band)').fill('Ada Lovelace');
  await page.getByLabel('Tagline').fill('Paintings of engines');
  await page.getByLabel('About').fill('I paint.');
  await tap(page, 'button', 'Next');
  await page.getByLabel('Highlight image', { exact: true }).setInputFiles(picture(1));
  await expect(page.getByRole('img', { name: 'Highlight image preview' })).toBeVisible();
  for (const step of [3, 4, 5]) {
    await tap(page, 'button', 'Next');
    await expect(page).toHaveURL(new RegExp(`/onboarding/step${step}$`));
  }
  await tap(page, 'button', 'Next');
  await page.getByLabel('Gallery image', { exact: true }).setInputFiles(picture(2));
  await expect(page).toHaveURL(/\/onboarding\/step7$/);
  await tap(page, 'button', 'Next');
  await tap(page, 'button', 'Save & Publish');
  await expect(page).toHaveURL(/\/preview\/artist\/[^/]+$/);
  const id = decodeURIComponent(page.url().split('/').pop()!);
  // The next step is on screen.
  await expect(page.getByRole('link', { name: 'View site' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada Lovelace gallery image' })).toBeVisible();

  // /manage: titled with the site's name; a new title and a second gallery picture (the gallery is a
  // list on every kind, issue 35: the wizard's one picture stays, the new one shows after the site).
  await tap(page, 'link', 'Back to Dashboard');
  await cardOf(page, 'Ada Lovelace').getByRole('link', { name: 'Manage' }).tap();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Lovelace');
  await expect(page).toHaveTitle(/^Ada Lovelace\b/);
  await expect(page.getByLabel('Title')).toHaveValue('Ada Lovelace');
  await page.getByLabel('Title').fill('Ada Lovelace Studio');
  await page.getByLabel('Add image').setInputFiles(picture(3));
  // The live preview is the site at a phone's width: its heading is as large as on a phone.
  const live = page.locator('.manage-phone');
  await expect(live.getByRole('heading', { name: 'Ada Lovelace Studio', includeHidden: true })).toBeAttached();
  const liveHeading = await live.locator('h1').first().boundingBox();
  expect(liveHeading!.height).toBeGreaterThanOrEqual(20);
  await expect.poll(async () => ((await readRecord(page, 'sites', id))?.gallery as unknown[] | undefined)?.length).toBe(2);
  const gallery = () => readRecord(page, 'sites', id).then((site) => (site?.gallery as string[])[1]);

  // Its pages are listed and open in the slot builder.
  await tap(page, 'link', 'Page 2 Not started');
  await expect(page).toHaveURL(new RegExp(`/artist/slot2\\?siteId=${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Slot 2' })).toBeVisible();
  // Two blocks added by tap, the second dragged above the first by touch.
  const blocks = page.locator('li[data-row-id]');
  for (const words of ['First words', 'Second words']) {
    await page.getByLabel('Block type').selectOption({ label: 'Title' });
    await tap(page, 'button', 'Add block');
    await blocks.last().getByLabel('Title', { exact: true }).fill(words);
  }
  await expect(blocks).toHaveCount(2);
  const top = (await blocks.first().boundingBox())!;
  await touchDrag(page, blocks.last().locator('.slot-drag'), { x: top.x + top.width / 2, y: top.y + 6 });
  const slot2Titles = () =>
    page.evaluate((siteId) => {
      const pages = JSON.parse(localStorage.getItem('site_pages') ?? '[]') as { siteId: string; slotId: number; blocks?: { content?: string }[] }[];
      return (pages.find((p) => p.siteId === siteId && p.slotId === 2)?.blocks ?? []).map((b) => b.content);
    }, id);
  await expect.poll(slot2Titles).toEqual(['Second words', 'First words']);
  await page.goBack();

  await tap(page, 'button', 'Publish Site');
  await expect(page).toHaveURL(new RegExp(`/preview/artist/${id}$`));
  await expect(page.getByRole('heading', { name: 'Ada Lovelace Studio' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada Lovelace Studio picture 1' })).toHaveAttribute('src', await gallery());

  // The share link, once the pictures are uploaded, carries the new title and picture.
  await tap(page, 'button', 'Share');
  const link = await page.getByLabel('Share link').inputValue();
  const hosted = await gallery();
  expect(hosted).toMatch(/^https:\/\/res\.cloudinary\.com\//);

  // The download too.
  await tap(page, 'link', 'Back to Dashboard');
  await cardOf(page, 'Ada Lovelace Studio').getByRole('link', { name: 'Manage' }).tap();
  const downloading = page.waitForEvent('download');
  await tap(page, 'button', 'Download site');
  const file = test.info().outputPath('site.html');
  await (await downloading).saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('Ada Lovelace Studio');
  expect(html).toContain(hosted);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Ada Lovelace Studio' }).first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Ada Lovelace Studio picture 1' })).toHaveAttribute('src', hosted);
});

test('every kind and layout has a way in; a builder ends on "View site"', async ({ page }) => {
  await signedIn(page);
  await page.goto('/dashboard');
  await tap(page, 'link', 'Create New Site');
  const starts = page.getByRole('region', { name: 'What are you making?' });
  for (const name of [
    'Modern Showcase', 'Gallery Focused', 'Six-step wizard', 'Business page', 'Store', 'Business card', 'Event with RSVP',
    'Event with agenda', 'Event promo', 'Article', 'Image first', 'Blog post', 'Travel wizard',
  ]) {
    await expect(starts.getByRole('link', { name: new RegExp(`^${name} [A-Z]`) })).toBeVisible();
  }
  await starts.getByRole('link', { name: /^Blog post\b/ }).tap();
  await expect(page).toHaveURL(/\/builder\/blog\/[^/]+$/);
  await page.getByLabel('Title').fill('Notes from the road');
  await tap(page, 'button', 'Publish Site');
  await tap(page, 'link', 'View site');
  await expect(page).toHaveURL(/\/show\/blog\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Notes from the road' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});

const IMG = PNG;
const published = { published: true, lastPublished: '2025-01-01T10:00:00.000Z', pages: ['main'] };
/** One published site of every kind, each made in a different editor. */
const SITES = [
  { id: 'j-art1', type: 'artist', variant: 'variant1', templateVariant: 'variant1', name: 'Mira Paints', tagline: 'Oil', bio: 'Oil on canvas', logo: IMG, heroImage: IMG, profileImage: IMG, portfolio: [IMG, '', '', ''], ...published },
  { id: 'j-art2', type: 'artist', variant: 'variant2', templateVariant: 'variant2', name: 'Gallery portfolio', about: 'Small works', email: 'm@example.com', galleryItems: [{ id: 'g1', label: 'Blue', image: IMG }], ...published },
  { id: 'j-trav', type: 'travel', variant: 'preview', name: 'Lisbon Days', previewData: { name: 'Lisbon Days', about: 'Trams and tiles', templateId: 'travel' }, ...published },
  { id: 'j-card', type: 'business-card', variant: 'card', name: 'Jo Lee', previewData: { name: 'Jo Lee', title: 'Designer', templateId: 'business' }, ...published },
  { id: 'j-blog', type: 'blog', variant: 'blog2', templateVariant: 'blog2', title: 'Slow Mornings', name: 'Slow Mornings', intro: 'Coffee first', ...published },
  { id: 'j-promo', type: 'event-promo', variant: 'promo', name: 'Night Market', eventName: 'Night Market', eventDate: '2025-06-21', description: 'Food', ...published },
  { id: 'j-store', type: 'business', variant: 'business2', name: 'Clay Shop', about: 'Mugs', ...published },
  { id: 'j-event', type: 'event', variant: 'event1', templateVariant: 'event1', title: 'Open Studio', name: 'Open Studio', date: '2025-05-01', ...published },
];
/** Where each editor shows the site's name, and the path of that field in the stored record. */
const NAME_FIELD: Record<string, { label: string; path: string[] }> = {
  'j-art1': { label: 'Name', path: ['name'] },
  'j-art2': { label: 'About', path: ['about'] },
  'j-trav': { label: 'Name', path: ['previewData', 'name'] },
  'j-card': { label: 'Name', path: ['previewData', 'name'] },
  'j-blog': { label: 'Title', path: ['title'] },
  'j-promo': { label: 'Name of the event', path: ['eventName'] },
  'j-store': { label: 'Name', path: ['name'] },
  'j-event': { label: 'Title', path: ['title'] },
};

test('"Edit site" on a published site of every kind opens its editor with its content; publishing there updates that same site', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, SITES);
  await page.goto('/dashboard');
  await expect(cardOf(page, 'Mira Paints')).toBeVisible();
  const count = await siteCount(page);
  for (const site of SITES) {
    const field = NAME_FIELD[site.id];
    const was = field.path.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], site) as string;
    await page.goto('/dashboard');
    await cardOf(page, site.name).getByRole('link', { name: 'Edit site' }).tap();
    const input = page.getByRole('textbox', { name: field.label, exact: true }).first();
    await expect(input).toHaveValue(was);
    await input.fill(`${was} again`);
    await tap(page, 'button', 'Publish Site');
    // Published: the next step (Share) is on screen, and the site shows the change.
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await page.goto(`/show/${site.type}/${site.id}`);
    await expect(page.getByText(`${was} again`).first()).toBeVisible();
    // The same site holds the change: no second site was made.
    await expect.poll(async () => field.path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], await readRecord(page, 'sites', site.id))).toBe(`${was} again`);
    expect(await siteCount(page), site.id).toBe(count);
  }
  // /manage offers the same way in.
  await page.goto('/manage/j-blog');
  await tap(page, 'link', 'Edit site');
  await expect(page).toHaveURL(/\/blog\/layout2\?id=j-blog$/);
});

test('a layout editor to an RSVP: the event is made, published and answered by tap', async ({ page }) => {
  await signedIn(page);
  await page.goto('/dashboard');
  await tap(page, 'link', 'Create New Site');
  await page.getByRole('region', { name: 'What are you making?' }).getByRole('link', { name: /^Event with RSVP\b/ }).tap();
  await expect(page).toHaveURL(/\/event\/layout1\?id=\d+$/);
  await page.getByLabel('Title').fill('Studio Night');
  await page.getByLabel('Location').fill('Harbour Hall');
  await tap(page, 'button', 'Publish Site');
  await expect(page).toHaveURL(/\/publish\/event1\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Studio Night' })).toBeVisible();

  // Confirm with the form empty: the RSVP says what is missing, in view.
  await tap(page, 'button', 'RSVP Now');
  await tap(page, 'button', 'Confirm');
  await expect(page.getByRole('alert').first()).toBeInViewport();
  await page.getByLabel('Name').fill('Grace');
  await page.getByLabel('Email').fill('grace@example.com');
  await tap(page, 'button', 'Confirm');
  await expect(page.getByText('Thanks for RSVPing, Grace!')).toBeInViewport();
});
