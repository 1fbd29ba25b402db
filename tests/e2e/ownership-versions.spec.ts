import type { Page } from '@playwright/test';
import { test, expect, readRecord } from './helpers';
import { RESTORE_VERSION, VERSIONS } from '../../src/domain/ownership-messages';

/**
 * Issue 25: the browser is asked to keep Brick's storage on the first publish, not on load; every
 * publish keeps a version on /manage, and Restore brings an older one back, undoably.
 */
const ADA = 'ada@example.com';
const SITE = 'site-a';

async function seeded(page: Page) {
  await page.addInitScript(([email, site]) => {
    // Count the requests to keep storage, across page loads.
    const storage = navigator.storage as StorageManager & { persist: () => Promise<boolean>; persisted: () => Promise<boolean> };
    Object.defineProperty(storage, 'persisted', { value: async () => false });
    Object.defineProperty(storage, 'persist', {
      value: async () => {
        sessionStorage.setItem('persistAsked', String(Number(sessionStorage.getItem('persistAsked') ?? 0) + 1));
        return true;
      },
    });
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('users', JSON.stringify([{ id: 'u1', email, password: 'pw', plan: 'premium', sites: [site], blocked: false }]));
    localStorage.setItem('currentUser', JSON.stringify({ email, plan: 'premium', sites: [site] }));
    // Saved but never published: not in the public `sites` list.
    localStorage.setItem('users', JSON.stringify([{ id: 'u1', email, password: 'pw', plan: 'premium', blocked: false,
      sites: [{ siteId: site, name: "Ada's Studio", type: 'artist', title: "Ada's Studio", published: false }] }]));
  }, [ADA, SITE]);
}

const persistAsked = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('persistAsked') ?? 0));

async function publishWithTitle(page: Page, title: string) {
  await page.goto(`/manage/${SITE}`);
  await page.getByLabel('Title').fill(title);
  await expect.poll(async () => (await readRecord(page, 'sites', SITE))?.title).toBe(title);
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(new RegExp(`/preview/artist/${SITE}$`));
}

test('persist is asked on the first publish, not on load; two publishes give two versions; Restore brings the first back, undoably', async ({ page }) => {
  await seeded(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: "Ada's Studio" })).toBeVisible();
  await page.goto(`/manage/${SITE}`);
  await expect(page.getByRole('heading', { name: VERSIONS })).toBeVisible();
  expect(await persistAsked(page)).toBe(0);

  await publishWithTitle(page, 'First light');
  await expect.poll(() => persistAsked(page)).toBeGreaterThan(0);
  await publishWithTitle(page, 'Second light');

  await page.goto(`/manage/${SITE}`);
  const versions = page.getByRole('region', { name: VERSIONS }).getByRole('listitem');
  await expect(versions.filter({ hasText: 'Published' })).toHaveCount(2);
  await expect(versions.first()).toContainText('Published · Second light');
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue('Second light');
  await page.screenshot({ path: '/tmp/shots-ownership/versions-1280.png', fullPage: true });

  await versions.filter({ hasText: 'Published · First light' }).getByRole('button', { name: RESTORE_VERSION }).click();
  await expect(title).toHaveValue('First light');
  await expect.poll(async () => (await readRecord(page, 'sites', SITE))?.title).toBe('First light');
  await expect(page.getByRole('status').filter({ hasText: /is the current content again/ })).toBeVisible();

  // The replaced content is a version too: restoring it undoes the restore.
  await versions.filter({ hasText: 'Replaced by a restore · Second light' }).getByRole('button', { name: RESTORE_VERSION }).click();
  await expect(title).toHaveValue('Second light');
  await expect.poll(async () => (await readRecord(page, 'sites', SITE))?.title).toBe('Second light');
});
