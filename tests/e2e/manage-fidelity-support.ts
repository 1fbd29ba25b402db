/**
 * Issue 35, tried as a person would on a laptop and on a phone: /manage keeps spec.md's site
 * fields (title, description, logo, gallery, theme on the record in `users` and `currentUser`),
 * the site shows them, the gallery is a list on every kind, and a site's name is its title.
 * Each spec file (laptop, phone) declares these tests; on a phone every press is a tap().
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, readRecord } from './helpers';
import { STORED_PICTURE } from '../fakes/image-host';
import { ADA, PNG, PNG_BYTES, mirroredUsers, seed } from './dashboard-seed';
import { KIND_IDS, MANIFEST } from '../../src/sites/manifest';
import { previewPathFor } from '../../src/sites/variant-routes';

type Rec = Record<string, unknown>;

/** Two distinct pictures (a 1 px PNG and a 2 px one), so the page and storage can tell them apart. */
const PNG2 = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAAEUlEQVR42mP8z8DwnwEIGBkACg4CAdCsVVcAAAAASUVORK5CYII=';
const file = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG_BYTES });

/** A site in the spec's manage-page shape (spec.md section 3), of this kind. */
const specSite = (kind: string, extra: Rec = {}) => ({
  siteId: `m-${kind}`, name: 'Managed Site', type: kind, title: 'Old Title', description: 'Old description',
  logo: PNG, gallery: [PNG, PNG2], theme: 'light', published: false, lastPublished: null, ...extra,
});

/** /manage's own form (the page also lists the site's pages, whose fields have labels of their own). */
const details = (page: Page) => page.getByRole('form', { name: 'Site details' });

async function press(target: Locator) {
  if (test.info().project.use.hasTouch) await target.tap();
  else await target.click();
}

const siteIn = async (page: Page, id: string, key: 'users' | 'currentUser') => {
  if (key === 'users') return (await mirroredUsers(page)).find((u) => u.email === ADA)?.sites.find((s) => s.siteId === id || s.id === id);
  const current = JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser'))) ?? '{}') as { sites?: Rec[] };
  return current.sites?.find((s) => s.siteId === id || s.id === id);
};

async function expectStored(page: Page, id: string, fields: Rec) {
  for (const key of ['users', 'currentUser'] as const) await expect.poll(() => siteIn(page, id, key), { message: key }).toMatchObject(fields);
}

async function shareLinkOf(page: Page): Promise<string> {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await press(page.getByRole('button', { name: /^Share/ }).first());
  const field = page.getByRole('textbox', { name: /link/i });
  await expect(field).toHaveValue(/\/s#/);
  return field.inputValue();
}

export function declareManageFidelityTests() {
  for (const kind of KIND_IDS) {
    test(`${kind}: a site in the spec's manage shape opens with what it holds; edits land under the spec's names and show on the site`, async ({ page, browser }) => {
      const variant = MANIFEST[kind].defaultVariant;
      // Its variant's own content says something else: the spec's fields win, everywhere.
      const both = specSite(kind, { variant, ...(MANIFEST[kind].variants as Record<string, { content?: string }>)[variant].content === 'preview-data' ? { previewData: { name: 'Content Name' } } : {} });
      await seed(page, { adaSites: [both] });
      const id = both.siteId;
      await page.goto(`/manage/${id}`);
      await expect(details(page).getByLabel('Title', { exact: true })).toHaveValue('Old Title');
      await expect(details(page).getByLabel('Description', { exact: true })).toHaveValue('Old description');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Old Title');
      await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);

      await details(page).getByLabel('Title', { exact: true }).fill('New Title');
      await details(page).getByLabel('Description', { exact: true }).fill('New description');
      await details(page).getByLabel('Theme', { exact: true }).selectOption({ label: 'Dark' });
      await expectStored(page, id, { title: 'New Title', description: 'New description', theme: 'dark', name: 'New Title', logo: PNG, gallery: [PNG, PNG2] });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('New Title');

      // The site shows them: its preview, and the share link opened on another device.
      const site = (await siteIn(page, id, 'users'))!;
      await page.goto(previewPathFor({ ...site, type: kind }));
      await expect(page.getByText('New Title').first()).toBeVisible();
      await expect(page.getByText('New description').first()).toBeVisible();
      await page.goto(`/manage/${id}`);
      const link = await shareLinkOf(page);
      const visitor = await browser.newPage();
      await visitor.goto(link);
      await expect(visitor.getByText('New Title').first()).toBeVisible();
      await visitor.close();
    });
  }

  test('two pictures in one pick give two thumbnails, Remove drops one, and the site shows every picture', async ({ page }) => {
    await seed(page, { adaSites: [specSite('artist', { gallery: [] })] });
    await page.goto('/manage/m-artist');
    await page.getByLabel('Add image').setInputFiles([file('a.png'), file('b.png')]);
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
    // (Polled: when its upload lands, the thumbnail is drawn anew, with the hosted address.)
    await expect.poll(async () => Math.round((await page.getByRole('img', { name: 'Gallery image 2' }).boundingBox())?.width ?? 0)).toBe(80);
    await expectStored(page, 'm-artist', { gallery: [expect.stringMatching(STORED_PICTURE), expect.stringMatching(STORED_PICTURE)] });
    await press(page.getByRole('button', { name: 'Remove gallery image 1' }));
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(1);
    await expect.poll(async () => ((await siteIn(page, 'm-artist', 'users'))?.gallery as unknown[]).length).toBe(1);
  });

  test('a wizard site takes a second and a third gallery picture, and its preview shows all three', async ({ page }) => {
    const data = { name: 'Rosa Stone', tagline: 'Paintings', about: 'I paint', logo: '', templateId: 'artist', highlightImage: '', services: '', testimonials: [], contact: { email: null, phone: null, social: null }, galleryImage: PNG, navLinks: {}, headerBg: '', footerImg: '', portfolioImages: [] };
    await seed(page, { adaSites: [{ id: 'w-1', siteId: 'w-1', name: 'Rosa Stone', type: 'artist', variant: 'preview', pages: ['main'], previewData: data }] });
    await page.addInitScript((d) => {
      if (!localStorage.getItem('preview_w-1')) localStorage.setItem('preview_w-1', JSON.stringify(d));
    }, data);
    await page.goto('/manage/w-1');
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(1);
    const add = page.getByLabel('Add image');
    await add.setInputFiles(file('b.png'));
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(2);
    await add.setInputFiles(file('c.png'));
    await expect(page.getByRole('img', { name: /^Gallery image \d$/ })).toHaveCount(3);
    // (The picks are the seeded picture's bytes: its upload gives all three the one hosted address.)
    await expectStored(page, 'w-1', { gallery: [expect.stringMatching(STORED_PICTURE), expect.stringMatching(STORED_PICTURE), expect.stringMatching(STORED_PICTURE)] });
    await page.goto('/preview/artist/w-1');
    await expect(page.getByRole('img', { name: /Rosa Stone picture \d/ })).toHaveCount(2);
  });

  for (const [kind, editor, field] of [['blog', '/blog/layout1', 'Title'], ['event', '/event/layout1', 'Title'], ['artist', '/edit-artist-template', 'Name']] as const) {
    test(`a ${kind} site retitled in its editor and published again is named anew on /dashboard and /manage`, async ({ page }) => {
      const logged: string[] = [];
      page.on('console', (message) => message.type() !== 'debug' && logged.push(`${message.type()}: ${message.text()}`));
      await seed(page, { adaSites: [] });
      await page.goto(editor);
      const title = page.getByLabel(new RegExp(`^${field}`)).first();
      await title.fill('Version One Title');
      if (kind === 'artist') await fillArtistRequired(page);
      await press(page.getByRole('button', { name: 'Publish Site' }).or(page.getByRole('button', { name: /^Publish/ })).first());
      await page.waitForURL((url) => !url.pathname.startsWith(editor));
      await page.goto('/dashboard');
      await expect(page.getByRole('article', { name: 'Version One Title' })).toBeVisible();
      const manage = page.getByRole('article', { name: 'Version One Title' }).getByRole('link', { name: 'Manage' });
      await press(manage);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version One Title');
      const id = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

      // Retitled in its editor, published again.
      await press(page.getByRole('link', { name: 'Edit site' }).first());
      await page.waitForURL((url) => url.pathname.startsWith(editor) || url.pathname.startsWith('/builder') || url.pathname.startsWith('/edit'));
      const editing = page.url();
      // The address changes before the editor replaces /manage, whose own Title field took the
      // text in that moment (CI, 3 times: the publish then kept the old title). Typed once the editor shows.
      await expect(details(page)).toHaveCount(0);
      await page.getByLabel(new RegExp(`^${field}`)).first().fill('Version Two Title');
      await press(page.getByRole('button', { name: 'Publish Site' }).or(page.getByRole('button', { name: /^Publish/ })).first());
      // Left for the page after publishing: a navigation before that could cut the publish short.
      await page.waitForURL((url) => url.href !== editing);
      const publishedAt = page.url();
      await page.goto('/dashboard');
      // Failed once in CI (event, phone, both tries) and never in 32 local runs: the message says what was stored.
      await expect(page.getByRole('article', { name: 'Version Two Title' }), await whatWasStored(page, id, editing, publishedAt, logged)).toBeVisible();
      await expect(page.getByRole('article', { name: 'Version One Title' })).toHaveCount(0);
      await page.goto(`/manage/${encodeURIComponent(id)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Version Two Title');
      await expectStored(page, id, { name: 'Version Two Title' });
    });
  }
}

/** What a failed rename check reports: the record as stored, the addresses, the page's console. */
async function whatWasStored(page: Page, id: string, editing: string, publishedAt: string, logged: string[]): Promise<string> {
  const record = await readRecord(page, 'sites', id).catch((error: unknown) => `unreadable: ${String(error)}`);
  return `edited at ${editing}, then ${publishedAt}; stored: ${JSON.stringify(record)}; console: ${logged.join(' | ')}`;
}

/** The artist showcase's publish check (spec.md section 5): logo, hero and profile images, a bio. */
async function fillArtistRequired(page: Page) {
  for (const label of [/^Logo/, /^Hero image/, /^Profile image/]) await page.getByLabel(label).first().setInputFiles(file('x.png'));
  await page.getByLabel(/^Bio/).first().fill('I paint.');
}
