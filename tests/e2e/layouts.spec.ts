import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, doubleClickAsAPerson, readRecord, seriousA11yViolations } from './helpers';
import { picture } from './write-path-support';
import { HOSTED_PICTURE } from '../fakes/image-host';
import {
  BLOG_NOT_FOUND, EVENT_NOT_FOUND, NO_PURCHASE_LINK, RSVP_EMAIL_INVALID, RSVP_EMAIL_REQUIRED, RSVP_NAME_REQUIRED,
  SITE_NOT_FOUND, STORE_NOT_FOUND, rsvpThanks,
} from '../../src/domain/messages';

// Whole journeys with axe runs and screenshots at two widths: give them time.
test.describe.configure({ timeout: 150_000 });

const SHOTS = '/tmp/shots-layouts';
mkdirSync(SHOTS, { recursive: true });
const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Puts the spec's localStorage keys in place before the first load (once per tab). */
async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}
const loggedIn = (page: Page, extra: Record<string, string> = {}) =>
  seed(page, { users: fixture('users'), currentUser: fixture('currentUser'), ...extra });

async function siteIdOf(page: Page) {
  await expect(page).toHaveURL(/[?&]id=\d+/);
  return new URL(page.url()).searchParams.get('id')!;
}
const saved = (page: Page) => expect(page.getByText('Saved on this device')).toBeVisible();

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the editors need a logged-in user', async ({ page }) => {
  await page.goto('/event/layout1');
  await expect(page).toHaveURL(/\/login\?next=%2Fevent%2Flayout1$/);
});

test('event: type with limits, reload keeps it, switch layout carries fields, publish, RSVP', async ({ page, imageHost }) => {
  await loggedIn(page);
  await page.goto('/event/layout1');
  await expect(page).toHaveURL(/\/event\/layout1\?id=\d+/);
  const id = await siteIdOf(page);

  const title = page.getByLabel('Title', { exact: false }).first();
  await title.fill('x'.repeat(120));
  await expect(title).toHaveValue('x'.repeat(100)); // maxLength 100 stops the typing
  await expect(page.getByText('100 / 100')).toBeVisible(); // the counter near the limit
  await title.fill('Summer Fair');
  await page.getByLabel('Date').fill('2025-06-21');
  await page.getByLabel('Time').fill('7pm – 11pm');
  await page.getByLabel('Location').fill('Riverside Park');
  await page.getByLabel('Description').fill('Music, food and good company.\n\nBring a friend.');
  await page.getByLabel('Image').setInputFiles({ name: 'hero.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByLabel('Button text')).toHaveValue('RSVP Now');
  await saved(page);
  expect(imageHost).toBeTruthy();

  await page.reload();
  await expect(page.getByLabel('Location')).toHaveValue('Riverside Park');
  await expect(page).toHaveURL(new RegExp(`id=${id}`));

  // Layout 2 shares title, date, time and image.
  await page.getByRole('navigation', { name: 'Layout' }).getByRole('link', { name: 'Layout 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/event/layout2\\?id=${id}$`));
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue('Summer Fair');
  await expect(page.getByLabel('Date')).toHaveValue('2025-06-21');
  await expect(page.getByLabel('Time')).toHaveValue('7pm – 11pm');
  await page.getByLabel('Agenda').fill('Doors open\nBand\nFireworks');
  await page.getByLabel('Highlights').fill('Local food');
  // The split view's live preview follows the typing.
  await expect(page.getByRole('region', { name: 'Live preview' }).getByText('Fireworks')).toBeVisible();
  await saved(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'editor-event2');

  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/publish/event2/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Fair' })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Fireworks' })).toBeVisible();
  expect(await readRecord(page, 'sites', id)).toMatchObject({ _listed: 1, published: true, type: 'event', variant: 'event2' });
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-event2');

  // Layout 1's page: RSVP with validation and thanks, kept on the device.
  await page.goto(`/publish/event1/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer Fair' })).toBeVisible();
  await expect(page.getByText('Riverside Park')).toBeVisible();
  await page.getByRole('button', { name: 'RSVP Now' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: RSVP_NAME_REQUIRED })).toBeVisible();
  await expect(page.getByRole('alert').getByRole('link', { name: RSVP_EMAIL_REQUIRED })).toBeVisible();
  await page.getByLabel('Name').fill('Ada');
  await page.getByLabel('Email').fill('ada@example');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alert').getByRole('link', { name: RSVP_EMAIL_INVALID })).toBeVisible();
  await expect(page.getByText(RSVP_NAME_REQUIRED)).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-event1-form');
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(rsvpThanks('Ada'), { exact: true })).toBeVisible();
  await expect.poll(() => readRecord(page, 'drafts', `rsvps_${id}`)).toMatchObject({ value: [{ name: 'Ada', email: 'ada@example.com' }] });
  await shoot(page, 'publish-event1-thanks');
});

test('business layout 1: services at most 5, contact, publish shows header, Services and Contact', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/business/layout1');
  const id = await siteIdOf(page);
  await page.getByLabel('Name', { exact: false }).first().fill('Bright Plumbing');
  await page.getByLabel('Tagline').fill('Fast and tidy');
  const add = page.getByRole('button', { name: 'Add service' });
  for (let i = 1; i <= 5; i += 1) {
    await add.click();
    await page.getByLabel(`Service ${i}`, { exact: true }).fill(`Service number ${i}`);
  }
  await expect(add).toBeDisabled();
  await page.getByRole('button', { name: 'Remove service 5' }).click();
  await expect(add).toBeEnabled();
  await page.getByLabel('Add portfolio image').setInputFiles({ name: 'work.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByLabel('Portfolio image 1', { exact: true })).toBeAttached();
  await page.getByLabel('Email').fill('hi@bright.example');
  await page.getByLabel('Address').fill('1 High St');
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Service 4', { exact: true })).toHaveValue('Service number 4');
  await expect(page.getByLabel('Service 5', { exact: true })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'editor-business1');

  // Layout 2 (the store) carries the name and contact.
  await page.getByRole('link', { name: 'Layout 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/layout2\\?id=${id}$`));
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue('Bright Plumbing');
  await expect(page.getByLabel('Email')).toHaveValue('hi@bright.example');
  await page.getByRole('link', { name: 'Layout 1' }).click();
  await expect(page).toHaveURL(new RegExp(`/business/layout1\\?id=${id}$`));

  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/publish/business1/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Plumbing' })).toBeVisible();
  const services = page.getByRole('region', { name: 'Services' });
  await expect(services.getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'Portfolio' }).getByRole('img')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Contact' }).getByRole('link', { name: 'hi@bright.example' })).toHaveAttribute('href', 'mailto:hi@bright.example');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-business1');
});

test('store: 10 slots; the page hides incomplete products, shows placeholders and No purchase link', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/business/layout2');
  const id = await siteIdOf(page);
  await page.getByLabel('Name', { exact: false }).first().fill('Corner Shop');
  await page.getByLabel('About').fill('Handmade goods from our little studio.');
  await expect(page.locator('details.layout-product')).toHaveCount(10);
  const product = async (n: number, values: { title?: string; price?: string; link?: string; image?: boolean }) => {
    const slot = page.locator('details.layout-product').nth(n - 1);
    if (!(await slot.evaluate((d) => (d as HTMLDetailsElement).open))) await slot.locator('summary').click();
    if (values.title) await page.getByLabel(`Title (product ${n})`).fill(values.title);
    if (values.price) await page.getByLabel(`Price (product ${n})`).fill(values.price);
    if (values.link) await page.getByLabel(`Buy link (product ${n})`).fill(values.link);
    if (values.image) {
      await page.getByLabel(`Image (product ${n})`).setInputFiles({ name: 'p.png', mimeType: 'image/png', buffer: PNG_BYTES });
      // The picture is hosted, and its field says nothing more, before the next product is opened.
      await expect(slot.getByRole('img', { name: `Image (product ${n}) preview` })).toHaveAttribute('src', HOSTED_PICTURE);
      await expect(slot.locator('.image-input-status')).toBeEmpty();
    }
  };
  await product(1, { title: 'Mug', price: '12', link: 'https://shop.example/mug', image: true });
  await product(2, { title: 'Plate', price: '20' });
  await product(3, { title: 'Ghost product' });
  await product(4, { price: '99' });
  await saved(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'editor-store');

  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/publish/business2/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('heading', { level: 3 })).toHaveText(['Mug', 'Plate']);
  await expect(page.getByText('Ghost product')).toHaveCount(0);
  await expect(products.getByRole('link', { name: 'Buy Mug' })).toHaveAttribute('href', 'https://shop.example/mug');
  await expect(products.getByText(NO_PURCHASE_LINK)).toHaveCount(1);
  await expect(products.locator('.site-placeholder')).toHaveCount(1);
  // The store page reads business_preview_{id}, mirrored to the spec's localStorage key.
  await expect.poll(async () => JSON.parse((await page.evaluate((key) => localStorage.getItem(key), `business_preview_${id}`)) ?? 'null')?.name).toBe('Corner Shop');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-store');
});

test('a store saved by an earlier version shows from business_preview_{id}', async ({ page }) => {
  await seed(page, { business_preview_1700000000006: fixture('business_preview_1700000000006') });
  await page.goto('/publish/business2/1700000000006');
  const products = page.getByRole('region', { name: 'Products' });
  await expect(products.getByRole('heading', { level: 3 })).toHaveText(['Mug', 'Plate']);
  await expect(products.getByText('$20')).toBeVisible(); // a price stored as a number
  await expect(products.getByText(NO_PURCHASE_LINK)).toHaveCount(1);
  await expect(products.locator('.site-placeholder')).toHaveCount(2);
  await expect(page.getByText('1 High St')).toBeVisible();
});

test('blog: date defaults to today, layouts share fields, publish to /publish/blog2', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/blog/layout1');
  const id = await siteIdOf(page);
  const today = await page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await page.getByLabel('Title', { exact: false }).first().fill('Notes from the studio');
  await page.getByLabel('Summary').fill('What I learned this spring.');
  await page.getByLabel('Content 1').fill('First part.\n\nSecond paragraph.');
  await saved(page);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'editor-blog1');

  await page.getByRole('link', { name: 'Layout 2' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/layout2\\?id=${id}$`));
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue('Notes from the studio');
  await expect(page.getByLabel('Date')).toHaveValue(today);
  await page.getByLabel('Intro').fill('A short intro.');
  await page.getByLabel('Conclusion').fill('See you next time.');
  await saved(page);
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/publish/blog2/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Notes from the studio' })).toBeVisible();
  await expect(page.getByText('See you next time.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-blog2');

  await page.goto(`/publish/blog1/${id}`);
  await expect(page.getByText('What I learned this spring.')).toBeVisible();
  await expect(page.getByText('Second paragraph.')).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'publish-blog1');
});

test('published pages say when there is nothing to show', async ({ page }) => {
  const cases: [string, string][] = [
    ['/publish/business1/nope', SITE_NOT_FOUND],
    ['/publish/business2/nope', STORE_NOT_FOUND],
    ['/publish/event1/nope', EVENT_NOT_FOUND],
    ['/publish/event2/nope', EVENT_NOT_FOUND],
    ['/publish/blog1/nope', BLOG_NOT_FOUND],
    ['/publish/blog2/nope', BLOG_NOT_FOUND],
  ];
  for (const [path, message] of cases) {
    await page.goto(path);
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'not-found');
});

test('business portfolio: removing pictures with the keyboard keeps the focus in the list, down to its Add', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/business/layout1');
  const add = page.getByLabel('Add portfolio image');
  await add.setInputFiles([{ name: 'a.png', mimeType: 'image/png', buffer: PNG_BYTES }, { name: 'b.png', mimeType: 'image/png', buffer: PNG_BYTES }]);
  await expect(page.getByLabel('Portfolio image 2', { exact: true })).toBeAttached();

  // The last picture's Remove goes with it: the picture before has the focus; then the list's Add.
  await page.getByRole('button', { name: 'Remove Portfolio image 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Portfolio image 2', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Portfolio image 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Portfolio image 1', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Add portfolio image')).toBeFocused();
});

test('business portfolio: a double click on a picture\'s Remove removes that picture only', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/business/layout1');
  await page.getByLabel('Add portfolio image').setInputFiles([1, 2, 3].map(picture)); // three different pictures
  await expect(page.getByLabel('Portfolio image 3', { exact: true })).toBeAttached();

  await doubleClickAsAPerson(page, page.getByRole('button', { name: 'Remove Portfolio image 1' }));
  await expect(page.getByLabel('Portfolio image 3', { exact: true })).toHaveCount(0);
  await page.waitForTimeout(1000); // the second press's removal, had it gone through, is stored and shown by now
  await expect(page.getByLabel('Portfolio image 2', { exact: true })).toBeAttached();
  await expect(page.getByLabel('Portfolio image 3', { exact: true })).toHaveCount(0);
});
