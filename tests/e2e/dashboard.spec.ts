import { test, expect, doubleClickAsAPerson, seriousA11yViolations } from './helpers';
import { ACCOUNT_BLOCKED, NO_SITES_YET, UNDO, movedToRecycleBin, siteRestored } from '../../src/domain/messages';
import { ADA, BLOG, BOB, CY, mirroredUsers, seed, shoot } from './dashboard-seed';

const card = (page: import('@playwright/test').Page, name: string) => page.getByRole('article', { name, exact: true });

test('no logged-in user: /dashboard goes to /login', async ({ page }) => {
  await seed(page, { as: null });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('a blocked user is logged out and sent to /login', async ({ page }) => {
  await seed(page, { as: BOB });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login(\?next=%2Fdashboard)?$/);
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_BLOCKED })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' })).toHaveCount(0);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expect(page.getByText("Bob's Band")).toHaveCount(0);
});

test('the dashboard lists the user\'s own, non-blocked sites with their state and actions', async ({ page }) => {
  await seed(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My sites' })).toBeVisible();

  const menu = page.getByRole('navigation', { name: 'My sites menu' });
  for (const [name, href] of [['Dashboard', '/dashboard'], ['Billing', '/billing'], ['Admin Panel', '/admin-dashboard'], ['Settings', '/settings'], ['Recycle bin', '/recycle-bin']]) {
    await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  const cards = page.getByRole('list', { name: 'Your sites' }).getByRole('article');
  await expect(cards).toHaveCount(3);
  await expect(page.getByText('Hidden One')).toHaveCount(0); // blocked site
  await expect(page.getByText("Bob's Band")).toHaveCount(0); // someone else's

  const art = card(page, "Ada's Studio");
  await expect(art).toContainText('Artist portfolio');
  await expect(art).toContainText('Published');
  await expect(art).toContainText(/Last published .*2024/);
  await expect(art.getByRole('link', { name: 'Manage', exact: true })).toHaveAttribute('href', '/manage/site-art');
  await expect(art.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute('href', '/show/artist/site-art');
  // The thumbnail is a real, scaled, inert rendering of the site in its theme.
  const thumb = art.locator('.site-thumbnail');
  await expect(thumb).toHaveAttribute('aria-hidden', 'true');
  await expect(thumb).toHaveAttribute('inert', '');
  await expect(thumb.locator('[data-theme="brick"]')).toBeVisible();
  await expect(thumb).toContainText('Paintings and prints');
  const box = await thumb.boundingBox();
  expect(box!.height).toBeLessThan(260);

  const blog = card(page, BLOG.name);
  await expect(blog).toContainText('Draft');
  await expect(blog).toContainText('Not published yet');
  await expect(blog.getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute('href', '/publish/blog1/site-blog');
  await expect(card(page, 'Ada Shop').getByRole('link', { name: 'Preview', exact: true })).toHaveAttribute('href', '/publish/business2/site-store');

  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'dashboard');

  await page.getByRole('link', { name: 'Create New Site' }).click();
  await expect(page).toHaveURL(/\/template-selection$/);
});

test('a user without sites is invited to create the first one', async ({ page }) => {
  await seed(page, { as: CY });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: NO_SITES_YET })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Site' })).toHaveCount(2);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'dashboard-empty');
});

test('Delete moves a site to the recycle bin and Undo brings it back', async ({ page }) => {
  await seed(page);
  await page.goto('/dashboard');
  await card(page, BLOG.name).getByRole('button', { name: 'Delete' }).click();
  const notice = page.getByRole('status').filter({ hasText: movedToRecycleBin(BLOG.name) });
  await expect(notice).toBeVisible();
  await expect(card(page, BLOG.name)).toHaveCount(0);
  await expect.poll(async () => (await mirroredUsers(page)).find((u) => u.email === ADA)!.sites.map((s) => s.id)).not.toContain('site-blog');

  await notice.getByRole('button', { name: UNDO }).click();
  await expect(card(page, BLOG.name)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: siteRestored(BLOG.name) })).toBeVisible();
  await expect.poll(async () => (await mirroredUsers(page)).find((u) => u.email === ADA)!.sites.map((s) => s.id)).toContain('site-blog');
  await page.reload();
  await expect(card(page, BLOG.name)).toBeVisible();
});

test('a double click on Delete moves that one site to the recycle bin: the notice that comes under the pointer takes no press', async ({ page }) => {
  await seed(page);
  await page.goto('/dashboard');
  const ids = async () => (await mirroredUsers(page)).find((u) => u.email === ADA)!.sites.map((s) => s.id);
  await expect.poll(ids).toContain(BLOG.siteId); // the mirror of the users list is written
  const before = await ids();
  // On a laptop the notice, with its Undo, comes over the last card's Delete.
  await doubleClickAsAPerson(page, card(page, BLOG.name).getByRole('button', { name: 'Delete' }));
  await expect(card(page, BLOG.name)).toHaveCount(0);
  await expect.poll(ids).not.toContain(BLOG.siteId);
  await page.waitForTimeout(1000); // an Undo or a second deletion, had one gone through, is stored by now
  expect(await ids()).toEqual(before.filter((id) => id !== BLOG.siteId));
  await expect(page.getByRole('status').filter({ hasText: movedToRecycleBin(BLOG.name) })).toBeVisible();
});

test('a site deleted in one tab disappears from the other tab\'s dashboard without a reload', async ({ page, context }) => {
  await seed(page);
  await page.goto('/dashboard');
  await expect(card(page, BLOG.name)).toBeVisible();
  const other = await context.newPage();
  await other.goto('/dashboard');
  await expect(card(other, BLOG.name)).toBeVisible();

  await card(page, BLOG.name).getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, BLOG.name)).toHaveCount(0);
  await expect(card(other, BLOG.name)).toHaveCount(0);
  await expect(card(other, "Ada's Studio")).toBeVisible();
});

test('a thousand sites: 24 cards a page, Next and Previous, and the page stays quick', async ({ page }) => {
  const many = Array.from({ length: 1000 }, (_, i) => ({ siteId: `bulk-${i + 1}`, name: `Site ${i + 1}`, type: i % 2 ? 'blog' : 'artist', title: `Site ${i + 1}` }));
  await seed(page, { adaSites: many });
  await page.goto('/dashboard');
  const cards = page.getByRole('list', { name: 'Your sites' }).getByRole('article');
  await expect(cards).toHaveCount(24, { timeout: 20_000 });
  await expect(page.getByText('1000 sites · page 1 of 42')).toBeVisible();
  await expect(cards.first()).toContainText('Site 1');

  const started = Date.now();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(cards.first()).toContainText('Site 25');
  expect(Date.now() - started).toBeLessThan(2500);
  await expect(page).toHaveURL(/page=2/);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(cards.first()).toContainText('Site 1');
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
});
