import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './helpers';
import {
  ARTIST_PAGE_PUBLISHED, BLOG_PUBLISHED, BLOG_SAVED, BUSINESS_CARD_PUBLISHED, BUSINESS_CARD_SAVED, COMPLETE_REQUIRED_FIELDS,
  DRAFT_SAVED_LOCALLY, EVENT_PROMO_PUBLISHED, EVENT_PROMO_SAVED,
} from '../../src/domain/messages';
import { SAMPLE_CARD, SAMPLE_POST, SAMPLE_PROMO } from '../../src/domain/content-schemas';

const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');
const SHOTS = '/tmp/shots-kinds';
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

async function seed(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}
const loggedIn = () => ({ users: fixture('users'), currentUser: fixture('currentUser') });
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

const BUILDERS = [
  { path: '/builder/business', key: 'business_cards', field: 'Name', value: 'Rosa Diaz', saved: BUSINESS_CARD_SAVED, published: BUSINESS_CARD_PUBLISHED, type: 'business-card', name: SAMPLE_CARD.fullName, prop: 'fullName' },
  { path: '/builder/blog', key: 'blog_posts', field: 'Title', value: 'Notes from the studio', saved: BLOG_SAVED, published: BLOG_PUBLISHED, type: 'blog', name: SAMPLE_POST.title, prop: 'title' },
  { path: '/builder/event-promo', key: 'event_promos', field: 'Name of the event', value: 'Harbour Lights', saved: EVENT_PROMO_SAVED, published: EVENT_PROMO_PUBLISHED, type: 'event-promo', name: SAMPLE_PROMO.eventName, prop: 'eventName' },
] as const;

for (const b of BUILDERS) {
  test(`${b.path}: defaults, saves every change, survives reload, toggles, saves and publishes`, async ({ page }) => {
    await seed(page, loggedIn());
    await page.goto(b.path);
    await expect(page).toHaveURL(new RegExp(`${b.path}/\\d+$`));
    const id = page.url().split('/').pop()!;
    const field = page.getByLabel(b.field, { exact: false }).first();
    await expect(field).toHaveValue(b.name);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await field.fill(b.value);
    await expect.poll(async () => ((await stored(page, b.key)) ?? []).find((r: { id: unknown }) => String(r.id) === id)?.[b.prop]).toBe(b.value);
    await page.reload();
    await expect(page.getByLabel(b.field, { exact: false }).first()).toHaveValue(b.value);

    // The image input takes images only.
    await expect(page.locator('input[type=file]').first()).toHaveAttribute('accept', 'image/*');

    const edit = page.getByRole('button', { name: 'Edit', exact: true });
    const preview = page.getByRole('button', { name: 'Preview', exact: true });
    await expect(edit).toHaveAttribute('aria-pressed', 'true');
    await preview.click();
    await expect(preview).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('heading', { level: 1, name: b.value })).toBeVisible();
    await expect(page.getByLabel(b.field, { exact: false }).first()).toBeHidden();
    await edit.click();

    await page.getByRole('button', { name: 'Save Draft' }).click();
    await expect(page.getByRole('status').filter({ hasText: b.saved })).toBeVisible();
    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect(page.getByRole('status').filter({ hasText: b.published })).toBeVisible();
    await expect.poll(async () => ((await stored(page, 'sites')) ?? []).filter((s: { id?: unknown; siteId?: unknown }) => String(s.siteId ?? s.id) === id).length).toBe(1);
    const sites = await stored(page, 'sites');
    expect(sites.find((s: { id?: unknown; siteId?: unknown }) => String(s.siteId ?? s.id) === id)).toMatchObject({ type: b.type, name: b.value, published: true });
    // Publishing again does not add it twice.
    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect(page.getByRole('status').filter({ hasText: b.published })).toBeVisible();
    expect(((await stored(page, 'sites')) as { id?: unknown; siteId?: unknown }[]).filter((s) => String(s.siteId ?? s.id) === id)).toHaveLength(1);
    const users = await stored(page, 'users');
    const ada = users.find((u: { email: string }) => u.email === 'ada@example.com');
    expect(JSON.stringify(ada.sites)).toContain(id);

    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/dashboard');
  });
}

test('a builder opened with an id shows the stored record (seeded business_cards)', async ({ page }) => {
  await seed(page, { business_cards: fixture('business_cards'), ...loggedIn() });
  await page.goto('/builder/business/1700000000007');
  await expect(page.getByLabel('Email')).toHaveValue('alex@example.com');
  await expect(page.getByLabel('Phone')).toHaveValue('555-0104');
});

test('artist Modern Showcase: autosaved draft, publish rule, then a new site and its show page', async ({ page }) => {
  await seed(page, loggedIn());
  await page.goto('/edit-artist-template');
  await expect(page.getByRole('link', { name: 'Back to Templates' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByLabel('Name', { exact: false }).first().fill('Mara Linden');
  await page.getByLabel('Bio').fill('I paint the sea.');
  await expect.poll(async () => (await stored(page, 'artistForm'))?.name).toBe('Mara Linden');
  await page.reload();
  await expect(page.getByLabel('Name', { exact: false }).first()).toHaveValue('Mara Linden');

  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: DRAFT_SAVED_LOCALLY })).toBeVisible();

  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByRole('alert').filter({ hasText: COMPLETE_REQUIRED_FIELDS })).toBeVisible();
  await expect(page).toHaveURL(/\/edit-artist-template$/);

  for (const label of ['Logo', 'Hero image', 'Profile image']) {
    await page.getByLabel(label, { exact: true }).setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('img', { name: `${label} preview` })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: ARTIST_PAGE_PUBLISHED })).toBeVisible();
  await expect(page).toHaveURL(/\/show\/artist\/\d+$/);
  const id = page.url().split('/').pop()!;
  // The address changes before the show page's code has loaded: wait until the editor is gone.
  await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Mara Linden' })).toBeVisible();
  await expect(page.getByText('I paint the sea.')).toBeVisible();
  await expect.poll(async () => (await stored(page, `preview_${id}`))?.name).toBe('Mara Linden');
  const sites = await stored(page, 'sites');
  expect(sites.find((s: { id?: unknown; siteId?: unknown }) => String(s.siteId ?? s.id) === id)).toMatchObject({ type: 'artist', name: 'Mara Linden' });

  // Publishing again makes another site.
  await page.goto('/edit-artist-template');
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(/\/show\/artist\/\d+$/);
  expect(page.url().split('/').pop()).not.toBe(id);
});

test('artist Gallery Focused: default items, add and remove, drafts kept, publish without checks', async ({ page }) => {
  await seed(page, loggedIn());
  await page.goto('/edit/artist/gallery');
  for (const label of ['Painting 1', 'Painting 2', 'Sculpture 1']) {
    await expect(page.getByRole('textbox', { name: /Label of item/ }).filter({ hasText: '' }).nth(0)).toBeVisible();
    await expect(page.locator(`input[value="${label}"]`)).toHaveCount(1);
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.getByRole('textbox', { name: 'About' }).fill('Oils and bronze.');
  await page.getByLabel('Email').fill('mara@example.com');
  await page.getByRole('button', { name: 'Add a work' }).click();
  await page.getByRole('button', { name: 'Remove Painting 2' }).click();
  await expect.poll(() => stored(page, 'artist_about')).toBe('Oils and bronze.');
  await expect.poll(() => stored(page, 'artist_email')).toBe('mara@example.com');
  await expect.poll(async () => (await stored(page, 'artistForm'))?.gallery?.map((i: { label: string }) => i.label)).toEqual(['Painting 1', 'Sculpture 1', 'Work 4']);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'About' })).toHaveValue('Oils and bronze.');
  await expect(page.locator('input[value="Work 4"]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: ARTIST_PAGE_PUBLISHED })).toBeVisible();
  await expect(page).toHaveURL(/\/show\/artist\/\d+$/);
  // The address changes first; the editor (whose live preview shows the same text) stays until the page's code is here.
  await expect(page.getByRole('textbox', { name: 'About' })).toHaveCount(0);
  await expect(page.getByText('Oils and bronze.')).toBeVisible();
  await expect(page.getByText('Sculpture 1')).toBeVisible();
  const id = page.url().split('/').pop()!;
  // The mirror writes localStorage a moment after the database: waited for, not read once.
  const listed = async () => ((await stored(page, 'sites')) ?? []).find((s: { id?: unknown; siteId?: unknown }) => String(s.siteId ?? s.id) === id);
  await expect.poll(listed).toMatchObject({ type: 'artist', variant: 'variant2' });
});

test('a seeded artistForm of an earlier version opens in the Modern Showcase editor', async ({ page }) => {
  await seed(page, { artistForm: fixture('artistForm'), ...loggedIn() });
  await page.goto('/edit-artist-template');
  await expect(page.getByLabel('Bio')).toHaveValue('Paints daily.');
  await expect(page.getByLabel('Testimonial 1 quote')).toHaveValue('Wonderful');
});

test('/builder/:templateId titles, sample layouts, the artist editor and stored sites', async ({ page }) => {
  await seed(page, loggedIn());
  await page.goto('/builder/artist-portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'Builder: artist portfolio' })).toBeVisible();
  await expect(page.getByLabel('Bio')).toBeVisible();
  await page.goto('/builder/template2');
  await expect(page.getByRole('heading', { level: 1, name: 'Builder: template2' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Golden Hour Events' })).toBeVisible();
  await page.goto('/builder/some-other-thing');
  await expect(page.getByRole('heading', { level: 1, name: 'Builder: some other thing' })).toBeVisible();
  await expect(page.getByLabel('Bio')).toHaveCount(0);
});

test('/builder/:type/:id opens a stored site', async ({ page }) => {
  await seed(page, { sites: fixture('sites'), ...loggedIn() });
  await page.goto('/builder/event-promo/1700000000002');
  await expect(page.getByRole('button', { name: 'Publish Site' })).toBeVisible();
  // A wizard-made artist site has no single-page editor: it is shown, with a way to Manage it.
  await page.goto('/builder/artist/1700000000001');
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/manage/1700000000001');
  await expect(page.getByLabel('Bio')).toHaveCount(0);
  await page.goto('/builder/blog/nope');
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue('My First Blog Post');
  await page.goto('/builder/travel/nope');
  await expect(page.getByRole('heading', { name: 'Site not found.' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`screenshots of builders at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await seed(page, loggedIn());
    for (const [name, path] of [
      ['business', '/builder/business/1'],
      ['blog', '/builder/blog/2'],
      ['event-promo', '/builder/event-promo/3'],
      ['artist', '/edit-artist-template'],
      ['gallery', '/edit/artist/gallery'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Publish Site' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/builder-${name}-${width}.png`, fullPage: true });
    }
  });
}

test('artist Gallery Focused: a work removed with the keyboard hands the focus to the next work\'s Remove, not its picture\'s', async ({ page }) => {
  await seed(page, loggedIn());
  await page.goto('/edit/artist/gallery');
  await expect(page.locator('input[value="Sculpture 1"]')).toHaveCount(1);
  // The next work has a picture: its row has two Remove buttons, the picture's and the work's.
  await page.getByLabel('Image of Sculpture 1').setInputFiles({ name: 'bronze.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByRole('button', { name: 'Remove Image of Sculpture 1' })).toBeVisible();

  await page.getByRole('button', { name: 'Remove Painting 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('input[value="Painting 2"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Sculpture 1', exact: true })).toBeFocused();
});
