import { test, expect, seriousA11yViolations } from './helpers';
import { NO_DELETED_SITES, permanentlyDelete, siteDeletedForever } from '../../src/domain/messages';
import { BLOG, CY, mirroredUsers, seed, shoot } from './dashboard-seed';

test('no logged-in user: /recycle-bin goes to /login', async ({ page }) => {
  await seed(page, { as: null });
  await page.goto('/recycle-bin');
  await expect(page).toHaveURL(/\/login\?next=%2Frecycle-bin$/);
});

test('an empty recycle bin says so and leads back to the dashboard', async ({ page }) => {
  await seed(page, { as: CY });
  await page.goto('/recycle-bin');
  await expect(page.getByText(NO_DELETED_SITES)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'recycle-empty');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('delete → recycle bin → preview → restore → delete forever with the confirmation', async ({ page }) => {
  await seed(page);
  await page.goto('/dashboard');
  await page.getByRole('article', { name: BLOG.name }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('article', { name: BLOG.name })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'My sites menu' }).getByRole('link', { name: 'Recycle bin' }).click();
  await expect(page).toHaveURL(/\/recycle-bin$/);
  const item = page.getByRole('listitem').filter({ hasText: BLOG.name });
  await expect(item).toContainText('Blog');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'recycle');

  // Preview shows the deleted site.
  await item.getByRole('link', { name: 'Preview' }).click();
  await expect(page).toHaveURL(/\/recycle-bin\/site-blog$/);
  await expect(page.locator('.deleted-preview-site')).toContainText('Notes from the studio');
  await page.getByRole('link', { name: 'Back to Recycle bin' }).click();

  // Restore puts it back on the dashboard and in the user's list.
  await item.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(NO_DELETED_SITES)).toBeVisible();
  await expect.poll(async () => (await mirroredUsers(page)).find((u) => u.email === 'ada@example.com')!.sites.map((s) => s.id)).toContain('site-blog');
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page.getByRole('article', { name: BLOG.name })).toBeVisible();

  // Delete again, then Delete Forever: asked first, Cancel keeps it.
  await page.getByRole('article', { name: BLOG.name }).getByRole('button', { name: 'Delete' }).click();
  // The card leaves once the move is stored; a reload before that would abort it (as closing the
  // tab would), so wait for what the person sees.
  await expect(page.getByRole('article', { name: BLOG.name })).toHaveCount(0);
  await page.goto('/recycle-bin');
  await item.getByRole('button', { name: 'Delete Forever' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(permanentlyDelete(BLOG.name));
  await expect(dialog.getByText(permanentlyDelete(BLOG.name), { exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'recycle-dialog');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(item).toBeVisible();

  await item.getByRole('button', { name: 'Delete Forever' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete Forever' }).click();
  await expect(page.getByRole('status').filter({ hasText: siteDeletedForever(BLOG.name) })).toBeVisible();
  await expect(page.getByText(NO_DELETED_SITES)).toBeVisible();
  await page.reload();
  await expect(page.getByText(NO_DELETED_SITES)).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Ada Shop' })).toBeVisible();
  await expect(page.getByRole('article', { name: BLOG.name })).toHaveCount(0);
});
