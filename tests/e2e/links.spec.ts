/**
 * The link-in-bio kind (issue 24 part 7), made from its manifest line alone: chosen on /templates,
 * edited (name, bio, links reordered by keyboard), kept over a reload, published, on the dashboard,
 * shared to a browser that never used Brick, downloaded, and edited offline.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, readRecord, waitForServiceWorker, goOffline, seriousA11yViolations } from './helpers';
import { TEMPLATES } from '../../src/sites/templates';

const TEMPLATE_IDS = TEMPLATES.map((template) => template.id);
import { DOWNLOAD_SITE, SHARE } from '../../src/domain/messages';

test.describe.configure({ timeout: 150_000 });

const EMAIL = 'lina@example.com';
const SHOTS = '/tmp/shots-links';
mkdirSync(SHOTS, { recursive: true });

function loggedIn(page: Page) {
  const values = {
    users: JSON.stringify([{ id: 'u-lina', email: EMAIL, password: 'pw', plan: 'premium', sites: [], blocked: false }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: [] }),
  };
  return page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, values);
}

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const saved = (page: Page) => expect(page.getByText('Saved on this device', { exact: true })).toBeVisible();
const preview = (page: Page) => page.getByRole('region', { name: 'Live preview' });
const labelsIn = (page: Page) => preview(page).getByRole('list', { name: 'Links' }).getByRole('link');

test('a link-in-bio page: from /templates to a shared, downloaded page, and edited offline', async ({ page, browser, context }) => {
  await loggedIn(page);
  await page.goto('/templates');
  await shoot(page, 'templates');
  await page.setViewportSize({ width: 1280, height: 900 });
  // The four cards of spec.md, then the kind the manifest added.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Link in bio' }) });
  await card.getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/links\/edit\?id=\d+/);
  const id = new URL(page.url()).searchParams.get('id')!;
  await expect(page.getByRole('heading', { name: 'Link in bio', level: 1 })).toBeVisible();

  await page.getByLabel('Name').fill('Lina Ortega');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Ceramics, zines and slow mornings in Porto.');
  await page.getByLabel('Instagram').fill('@lina.makes');
  for (let n = 0; n < 3; n += 1) await page.getByRole('button', { name: 'Add link' }).click();
  const links = [
    ['Shop my mugs', 'https://shop.example.com'],
    ['Newsletter', 'https://news.example.com'],
    ['Book a workshop', 'https://book.example.com'],
  ];
  for (const [i, [label, url]] of links.entries()) {
    await page.getByLabel(`Link ${i + 1} label`).fill(label);
    await page.getByLabel(`Link ${i + 1} address`).fill(url);
  }
  await expect(labelsIn(page)).toHaveText(['Shop my mugs', 'Newsletter', 'Book a workshop']);

  // An address that is not http(s), mailto or tel is left out of the page, and the editor says so.
  await page.getByRole('button', { name: 'Add link' }).click();
  await page.getByLabel('Link 4 label').fill('Sneaky');
  await page.getByLabel('Link 4 address').fill('javascript:alert(1)');
  await expect(page.getByText("This address can't be opened as a link")).toBeVisible();
  await expect(labelsIn(page)).toHaveCount(3);
  await expect(preview(page).getByText('Sneaky')).toHaveCount(0);
  await page.getByRole('button', { name: 'Remove link 4' }).click();

  // Reorder with the keyboard: the focus stays on the moved link's button.
  await page.getByRole('button', { name: 'Move link 3 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(labelsIn(page)).toHaveText(['Shop my mugs', 'Book a workshop', 'Newsletter']);
  await expect(page.getByRole('button', { name: 'Move link 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(labelsIn(page)).toHaveText(['Book a workshop', 'Shop my mugs', 'Newsletter']);
  await expect(page.getByRole('button', { name: 'Move link 1 down' })).toBeFocused();
  // Touch targets: the move buttons are 44 px at least; inputs have 16 px text.
  const box = await page.getByRole('button', { name: 'Move link 1 down' }).boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(44);
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(await page.getByLabel('Link 1 address').evaluate((el) => getComputedStyle(el).fontSize)).toBe('16px');

  // Each of the five looks, as the live preview shows it on a phone.
  await page.setViewportSize({ width: 390, height: 900 });
  for (const look of ['Casual Showcase', 'Hero Spotlight', 'Elegant Minimalist', 'Agency Flex']) {
    await page.getByRole('radio', { name: look }).click();
    await expect(page.getByRole('radio', { name: look })).toBeChecked();
    await preview(page).locator('[data-template]').screenshot({ path: `${SHOTS}/look-${look.toLowerCase().replace(' ', '-')}-390.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // The look is stored at once: the choice shows as soon as the record has it.
  await page.getByRole('radio', { name: 'Bold Grid' }).click();
  await expect(page.getByRole('radio', { name: 'Bold Grid' })).toBeChecked();
  await expect(preview(page).locator('[data-template]')).toHaveAttribute('data-template', 'bold-grid');
  await saved(page);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Lina Ortega');
  await expect(page.getByLabel('Link 1 label')).toHaveValue('Book a workshop');
  await expect(labelsIn(page)).toHaveText(['Book a workshop', 'Shop my mugs', 'Newsletter']);
  await expect(page.getByRole('radio', { name: 'Bold Grid' })).toBeChecked();
  const record = await readRecord(page, 'sites', id);
  expect(record).toMatchObject({ type: 'links', variant: 'links', name: 'Lina Ortega', owner: EMAIL, templateId: 'bold-grid' });
  await shoot(page, 'editor');
  await page.setViewportSize({ width: 1280, height: 900 });
  expect(await seriousA11yViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(`/publish/links/${id}`);
  await expect(page.getByRole('heading', { name: 'Lina Ortega', level: 1 })).toBeVisible();
  const published = page.getByRole('list', { name: 'Links' }).getByRole('link');
  await expect(published).toHaveText(['Book a workshop', 'Shop my mugs', 'Newsletter']);
  await expect(published.first()).toHaveAttribute('href', 'https://book.example.com/');
  await expect(page.getByRole('link', { name: 'Instagram: @lina.makes' })).toHaveAttribute('href', 'https://instagram.com/lina.makes');
  await shoot(page, 'published');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Share: a link with a QR code, opened in a browser that never used Brick.
  await page.getByRole('button', { name: SHARE }).click();
  const shareLink = await page.getByLabel('Share link').inputValue();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto(shareLink);
  await expect(visitorPage.getByRole('heading', { name: 'Lina Ortega' })).toBeVisible();
  await expect(visitorPage.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText(['Book a workshop', 'Shop my mugs', 'Newsletter']);
  await visitor.close();

  // Download: one HTML file with the page in it.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_SITE }).click();
  const file = test.info().outputPath('links.html');
  await (await downloading).saveAs(file);
  const html = readFileSync(file, 'utf8');
  expect(html).toContain('Lina Ortega');
  expect(html).toContain('href="https://book.example.com/"');
  expect(html).not.toContain('javascript:');

  // The dashboard: its card, Edit site back to the editor, Preview shows it.
  await page.goto('/dashboard');
  const dashCard = page.getByRole('article', { name: 'Lina Ortega' });
  await expect(dashCard.getByText('Link in bio')).toBeVisible();
  await expect(dashCard.getByText('Published', { exact: true })).toBeVisible();
  await expect(dashCard.getByRole('link', { name: 'Edit site' })).toHaveAttribute('href', `/links/edit?id=${id}`);
  await dashCard.getByRole('link', { name: 'Preview' }).click();
  await expect(page.getByRole('heading', { name: 'Lina Ortega', level: 1 })).toBeVisible();
  // The manage page edits the fields the page shows: its title is the name, its description the bio.
  await page.goto(`/manage/${id}`);
  await expect(page.getByLabel('Title')).toHaveValue('Lina Ortega');
  await expect(page.getByLabel('Description')).toHaveValue('Ceramics, zines and slow mornings in Porto.');
  await page.getByLabel('Title').fill('Lina Ortega Studio');
  await expect.poll(async () => (await readRecord(page, 'sites', id))?.name).toBe('Lina Ortega Studio');
  await page.goto(`/publish/links/${id}`);
  await expect(page.getByRole('heading', { name: 'Lina Ortega Studio', level: 1 })).toBeVisible();
  await page.goto('/template-selection');
  await expect(page.getByRole('link', { name: /Link in bio/ })).toHaveAttribute('href', '/links/edit');
  await shoot(page, 'template-selection');
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Lina Ortega Studio' })).toBeVisible();
  await shoot(page, 'dashboard');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Offline: the editor still opens and saves.
  await page.goto(`/links/edit?id=${id}`);
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Lina Ortega Studio');
  await page.getByRole('textbox', { name: 'Bio' }).fill('Back in the studio on Monday.');
  await saved(page);
  await expect(preview(page).getByText('Back in the studio on Monday.')).toBeVisible();
  expect((await readRecord(page, 'sites', id))?.bio).toBe('Back in the studio on Monday.');
});

test('a link-in-bio page that is not stored says so', async ({ page }) => {
  await page.goto('/publish/links/nothing-here');
  await expect(page.getByRole('heading', { name: 'Site not found.' })).toBeVisible();
});

test('the page reads well in each of the five looks (axe, WCAG 2 A and AA)', async ({ page }) => {
  const sites = TEMPLATE_IDS.map((templateId) => ({
    id: `lk-${templateId}`, siteId: `lk-${templateId}`, type: 'links', variant: 'links', name: 'Lina Ortega', owner: EMAIL, pages: ['main'],
    published: true, templateId, bio: 'Ceramics, zines and slow mornings in Porto.',
    links: [{ id: 'a', label: 'Shop my mugs', url: 'https://shop.example.com' }, { id: 'b', label: 'Newsletter', url: 'mailto:lina@example.com' }],
    socials: { instagram: '@lina.makes', tiktok: '', youtube: 'linamakes', x: '' },
  }));
  await page.addInitScript((seed) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(seed)) localStorage.setItem(key, value);
  }, {
    users: JSON.stringify([{ id: 'u-lina', email: EMAIL, password: 'pw', plan: 'premium', sites, blocked: false }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites }),
    sites: JSON.stringify(sites),
  });
  for (const site of sites) {
    await page.goto(`/publish/links/${site.id}`);
    await expect(page.locator(`[data-template="${site.templateId}"]`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Links' }).getByRole('link')).toHaveText(['Shop my mugs', 'Newsletter']);
    expect(await seriousA11yViolations(page), site.templateId).toEqual([]);
  }
});

test('removing links with the keyboard keeps the focus in the list: the next link, the one before, then Add link', async ({ page }) => {
  await loggedIn(page);
  await page.goto('/templates');
  await page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Link in bio' }) }).getByRole('button', { name: 'Select' }).click();
  await expect(page).toHaveURL(/\/links\/edit\?id=\d+/);
  for (let n = 0; n < 3; n += 1) await page.getByRole('button', { name: 'Add link' }).click();
  for (const [i, label] of ['Shop', 'Newsletter', 'Workshop'].entries()) await page.getByLabel(`Link ${i + 1} label`).fill(label);

  // The middle link's Remove: its row goes, and the next link, now second, has the focus.
  await page.getByRole('button', { name: 'Remove link 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Link 3 label')).toHaveCount(0);
  await expect(page.getByLabel('Link 2 label')).toHaveValue('Workshop');
  await expect(page.getByRole('button', { name: 'Remove link 2' })).toBeFocused();
  // The last link's: the one before it.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Link 2 label')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove link 1' })).toBeFocused();
  // The only link's: Add link, where the next one comes from.
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Link 1 label')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add link' })).toBeFocused();
});
