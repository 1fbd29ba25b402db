import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './helpers';
import { picture } from './write-path-support';
import { PNG } from './dashboard-seed';
import { NO_SITES_YET } from '../../src/domain/messages';
import {
  CONTINUE_EDITING, DOWNLOAD_BACKUP, NEWER_BACKUP, NOT_A_BACKUP, RESTORE_FROM_BACKUP, restoreSummary,
} from '../../src/domain/ownership-messages';

/**
 * Issue 25: a backup made in one browser restores in another (sites, drafts, images, slot pages);
 * restoring twice adds nothing; a site changed since comes back as a copy; a damaged, foreign or
 * newer file changes nothing and says why.
 */
const ADA = 'ada@example.com';
const SITE = 'site-a';

function seedValues(withSite: boolean): Record<string, string> {
  const mine = withSite ? [SITE] : [];
  const values: Record<string, string> = {
    users: JSON.stringify([{ id: 'u1', email: ADA, password: 'pw', plan: 'premium', sites: mine, blocked: false, name: 'Ada' }]),
    currentUser: JSON.stringify({ email: ADA, plan: 'premium', sites: mine }),
  };
  if (withSite) {
    values.sites = JSON.stringify([{ id: SITE, name: "Ada's Studio", type: 'artist', title: "Ada's Studio", pages: ['main'], owner: ADA, published: true }]);
    values.site_pages = JSON.stringify([{ id: 'pg-1', siteId: SITE, type: 'artist', slotId: 1, title: 'Slot 1', blocks: [
      { id: 'b1', type: 'title', section: 'Section 1', content: 'Colour and light' },
      { id: 'b2', type: 'image', section: 'Section 2', content: 'A harbour at dawn', imageUrl: PNG },
    ] }]);
  }
  return values;
}

async function seeded(page: Page, withSite: boolean) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seedValues(withSite));
}

async function restore(page: Page, file: { name: string; buffer: Buffer }) {
  await page.getByLabel(RESTORE_FROM_BACKUP).setInputFiles({ ...file, mimeType: 'application/octet-stream' });
}

async function freshPage(browser: Browser) {
  const context = await browser.newContext();
  // Uploads never land in this test: every image stays only on the device that made it.
  await context.route('https://api.cloudinary.com/**', (route) => route.abort());
  const page = await context.newPage();
  await seeded(page, false);
  return { context, page };
}

test('a backup from one browser restores in another, twice without doubles, a changed site as a copy, and bad files change nothing', async ({ page, imageHost, browser }) => {
  imageHost.failNext(1000);
  await seeded(page, true);
  // A draft with a picture only on this device.
  await page.goto('/edit-artist-template');
  await page.getByLabel('Name', { exact: false }).first().fill('Mara Linden');
  await page.getByLabel('Logo', { exact: true }).setInputFiles(picture(3));
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect.poll(async () => String((await page.evaluate(() => JSON.parse(localStorage.getItem('artistForm') ?? '{}')))?.logo ?? '')).toMatch(/^data:image\//);

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_BACKUP }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^brick-backup-\d{4}-\d{2}-\d{2}\.brick$/);
  const file = { name: download.suggestedFilename(), buffer: readFileSync((await download.path())) };
  const backup = JSON.parse(file.buffer.toString('utf8'));

  // Another browser, the same person, nothing of theirs here yet.
  const other = await freshPage(browser);
  const b = other.page;
  await b.goto('/settings');
  await restore(b, { name: 'cut.brick', buffer: file.buffer.subarray(0, Math.floor(file.buffer.length / 2)) });
  await expect(b.getByRole('alert').filter({ hasText: NOT_A_BACKUP })).toBeVisible();
  await restore(b, { name: 'notes.brick', buffer: Buffer.from(JSON.stringify({ notes: ['not', 'a', 'backup'] })) });
  await expect(b.getByRole('alert').filter({ hasText: NOT_A_BACKUP })).toBeVisible();
  await restore(b, { name: 'future.brick', buffer: Buffer.from(JSON.stringify({ ...backup, version: 2 })) });
  await expect(b.getByRole('alert').filter({ hasText: NEWER_BACKUP })).toBeVisible();
  await b.goto('/dashboard');
  await expect(b.getByRole('heading', { name: NO_SITES_YET })).toBeVisible();

  await b.goto('/settings');
  await restore(b, file);
  await expect(b.getByRole('status').filter({ hasText: /^Backup restored: \d+ added/ })).toBeVisible();
  await b.goto('/dashboard');
  await expect(b.getByRole('list', { name: 'Your sites' }).getByRole('article', { name: "Ada's Studio" })).toBeVisible();
  const draft = b.getByRole('list', { name: 'Your drafts' }).getByRole('article', { name: 'Mara Linden' });
  await draft.getByRole('link', { name: CONTINUE_EDITING }).click();
  await expect(b.getByLabel('Name', { exact: false }).first()).toHaveValue('Mara Linden');
  await expect(b.getByRole('img', { name: 'Logo preview' })).toHaveAttribute('src', /^data:image\//);
  await b.goto(`/preview-site/${SITE}`);
  await expect(b.getByText('Colour and light')).toBeVisible();
  await expect(b.getByRole('img', { name: 'A harbour at dawn' })).toHaveAttribute('src', PNG);

  // Again: everything is here already.
  await b.goto('/settings');
  await restore(b, file);
  await expect(b.getByRole('status').filter({ hasText: restoreSummary({ added: 0, copies: 0, skipped: 1 }) })).toBeVisible();

  // The site changed here since: the backup's one comes back beside it, as a copy.
  await b.goto(`/manage/${SITE}`);
  await b.getByLabel('Title').fill('Ada paints');
  await expect.poll(async () => (await b.evaluate(() => JSON.parse(localStorage.getItem('sites') ?? '[]')))[0]?.title).toBe('Ada paints');
  await b.goto('/settings');
  await restore(b, file);
  await expect(b.getByRole('status').filter({ hasText: /1 kept as a copy/ })).toBeVisible();
  await b.goto('/dashboard');
  const sites = b.getByRole('list', { name: 'Your sites' });
  await expect(sites.getByRole('article', { name: "Ada's Studio (restored)" })).toBeVisible();
  await expect(sites.getByRole('article')).toHaveCount(2);
  await b.screenshot({ path: '/tmp/shots-ownership/restored-dashboard-1280.png', fullPage: true });
  await other.context.close();
});
