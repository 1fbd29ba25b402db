import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './helpers';
import { INVALID_ADMIN, SITE_DELETED } from '../../src/domain/messages';
import { legacyUser, readKey, seed, storedUser } from './accounts-support';

const ADMIN = { email: 'admin@brick.app', password: 'brick-admin-2026' };

const keep = { id: 's-keep', name: 'Keep Me', type: 'blog', pages: ['main'], owner: 'ada@example.com', previewData: { name: 'Keep Me' } };
const doomed = { id: 's-doomed', name: 'Doomed Site', type: 'artist', pages: ['main'], owner: 'ada@example.com', previewData: { name: 'Doomed Site' } };

function seedWorld(page: Page, extra: Record<string, unknown> = {}) {
  return seed(page, {
    users: [
      legacyUser('ada@example.com', 'pw', { plan: 'standard', name: 'Ada', sites: [keep, doomed], paid: true, paymentDate: '2026-02-03T10:20:00.000Z', trial: true, trialEnds: '2026-03-05T10:20:00.000Z' }),
      legacyUser('bob@example.com', 'pw'),
    ],
    sites: [keep, doomed],
    [`preview_${doomed.id}`]: { name: 'Doomed Site' },
    ...extra,
  });
}

async function adminLogIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

const total = (page: Page, label: string) => page.locator('.admin-total').filter({ has: page.getByText(label, { exact: true }) }).locator('dd');

test('admin log-in refuses wrong credentials and lets a configured admin in; admin log-out', async ({ page }) => {
  test.setTimeout(90_000);
  await seedWorld(page);
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
  expect(await seriousA11yViolations(page)).toEqual([]);

  await adminLogIn(page, ADMIN.email, 'not-the-password');
  await expect(page.getByRole('alert').filter({ hasText: INVALID_ADMIN })).toBeVisible();
  await adminLogIn(page, 'ada@example.com', 'pw'); // a user is not an admin
  await expect(page.getByRole('alert').filter({ hasText: INVALID_ADMIN })).toBeVisible();
  expect(await readKey(page, 'adminSession')).toBeNull();

  await adminLogIn(page, ADMIN.email, ADMIN.password);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect.poll(() => readKey(page, 'adminSession')).toEqual({ email: 'admin@brick.app' });

  await page.getByRole('button', { name: 'Admin log out' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect.poll(() => readKey(page, 'adminSession')).toBeNull();
  await page.goto('/admin-dashboard');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('admin dashboard: totals, block and unblock a user, delete a site after confirming', async ({ page }) => {
  await seedWorld(page, { adminSession: { email: 'admin@brick.app' } });
  await page.goto('/admin-dashboard');
  await expect(total(page, 'Users')).toHaveText('2');
  await expect(total(page, 'Sites')).toHaveText('2');
  await expect(total(page, 'Published')).toHaveText('2');
  await expect(total(page, 'Blocked users')).toHaveText('0');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect(await readKey(page, 'preview_s-doomed')).toEqual(expect.objectContaining({ name: 'Doomed Site' }));

  const bobRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bob@example.com' }) });
  await bobRow.getByRole('button', { name: 'Block' }).click();
  await expect(bobRow.getByRole('button', { name: 'Unblock' })).toBeVisible();
  await expect(bobRow).toContainText('Blocked');
  await expect(total(page, 'Blocked users')).toHaveText('1');
  await expect.poll(async () => (await storedUser(page, 'bob@example.com'))?.blocked).toBe(true);

  await bobRow.getByRole('button', { name: 'Unblock' }).click();
  await expect(bobRow.getByRole('button', { name: 'Block' })).toBeVisible();
  await expect.poll(async () => (await storedUser(page, 'bob@example.com'))?.blocked).toBe(false);

  // Delete asks first; Cancel keeps the site.
  const doomedRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Doomed Site' }) });
  await doomedRow.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText("Delete 'Doomed Site' for everyone?");
  expect(await seriousA11yViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(doomedRow).toBeVisible();

  await doomedRow.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: SITE_DELETED })).toBeVisible();
  await expect(doomedRow).toHaveCount(0);
  await expect(total(page, 'Sites')).toHaveText('1');

  // Gone from sites, from Ada's list and its preview key; the other site stays.
  await expect.poll(async () => ((await readKey(page, 'sites')) as Array<{ id: string }>).map((s) => s.id)).toEqual(['s-keep']);
  const ada = await storedUser(page, 'ada@example.com');
  expect(JSON.stringify(ada?.sites)).not.toContain('s-doomed');
  expect(JSON.stringify(ada?.sites)).toContain('s-keep');
  await expect.poll(() => readKey(page, 'preview_s-doomed')).toBeNull();
});

test('billing admin: Email, Plan, Paid (tick or cross) and Payment Date (date-time or dash)', async ({ page }) => {
  await seedWorld(page, { adminSession: { email: 'admin@brick.app' } });
  await page.goto('/billing-admin');
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Email', 'Plan', 'Paid', 'Payment Date']);

  const ada = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'ada@example.com' }) });
  await expect(ada.getByRole('cell').nth(0)).toHaveText('Standard');
  await expect(ada.getByRole('img', { name: 'Paid' })).toHaveText('✓');
  const expectedDate = await page.evaluate(() => new Date('2026-02-03T10:20:00.000Z').toLocaleString());
  await expect(ada.getByRole('cell').nth(2)).toHaveText(expectedDate);

  const bob = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'bob@example.com' }) });
  await expect(bob.getByRole('img', { name: 'Not paid' })).toHaveText('✗');
  await expect(bob.getByRole('cell').nth(2)).toHaveText('—');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('billing admin needs an admin session', async ({ page }) => {
  await page.goto('/billing-admin');
  await expect(page).toHaveURL(/\/admin-login$/);
});
