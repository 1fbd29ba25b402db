import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect, goOffline, waitForServiceWorker } from './helpers';
import { DOWNLOAD_BACKUP, RESTORE_FROM_BACKUP } from '../../src/domain/ownership-messages';

/**
 * Issue 25, offline: a backup is downloaded with no network, and restored on another device that
 * is offline too; its dashboard then shows the site. Nothing of either needs the network.
 */
const ADA = 'ada@example.com';
const SITE = 'site-off';

async function seeded(page: Page, withSite: boolean) {
  const mine = withSite ? [SITE] : [];
  const values: Record<string, string> = {
    users: JSON.stringify([{ id: 'u1', email: ADA, password: 'pw', plan: 'premium', sites: mine, blocked: false, name: 'Ada' }]),
    currentUser: JSON.stringify({ email: ADA, plan: 'premium', sites: mine }),
  };
  if (withSite) values.sites = JSON.stringify([{ id: SITE, name: 'Harbour Prints', type: 'artist', title: 'Harbour Prints', pages: ['main'], owner: ADA, published: true }]);
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

test('offline: Download backup on one device, Restore from backup on another, and the site is on its dashboard', async ({ page, context, browser }) => {
  await seeded(page, true);
  await page.goto('/settings');
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.reload(); // from the service worker's cache
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: DOWNLOAD_BACKUP }).click();
  const download = await downloading;
  const file = { name: download.suggestedFilename(), mimeType: 'application/octet-stream', buffer: readFileSync((await download.path())) };

  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await seeded(other, false);
  await other.goto('/settings');
  await waitForServiceWorker(other);
  await goOffline(otherContext, other);
  await other.reload();
  await other.getByLabel(RESTORE_FROM_BACKUP).setInputFiles(file);
  await expect(other.getByRole('status').filter({ hasText: /^Backup restored: \d+ added/ })).toBeVisible();
  await other.goto('/dashboard');
  await expect(other.getByRole('list', { name: 'Your sites' }).getByRole('article', { name: 'Harbour Prints' })).toBeVisible();
  await otherContext.close();
});
