import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { seed } from './dashboard-seed';

/**
 * Issue 38: a data page paints its content from the localStorage mirror before storage's code
 * (Dexie) has arrived, and becomes whole (its buttons, its live data) once it has. Dexie's chunk
 * is held back here until the test lets it through, as a slow phone network would.
 */
test.use({ serviceWorkers: 'block' });

async function holdStorageCode(page: Page) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/dexie-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  return { release, asked: () => asked };
}

test.beforeEach(async ({ page }) => {
  await seed(page);
  // A returning person: storage has imported the seed and the mirror has written it.
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Writes' }).first()).toBeVisible();
});

test('a published page shows its site before storage\'s code has arrived, then its buttons', async ({ page }) => {
  const storage = await holdStorageCode(page);
  await page.goto('/publish/blog1/site-blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Writes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);
  await expect.poll(storage.asked).toBe(true);
  storage.release();
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Writes' })).toBeVisible();
});

test('the artist show page shows the artist before storage\'s code has arrived', async ({ page }) => {
  const storage = await holdStorageCode(page);
  await page.goto('/show/artist/site-art');
  await expect(page.getByRole('heading', { level: 1, name: "Ada's Studio" })).toBeVisible();
  storage.release();
  // Storage then answers: the owner is known, and sharing is offered.
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
});

test('the dashboard shows its frame before storage\'s code has arrived, then the sites', async ({ page }) => {
  const storage = await holdStorageCode(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My sites' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create New Site' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Writes' })).toHaveCount(0);
  storage.release();
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Writes' }).first()).toBeVisible();
});

/**
 * The page holds the app's stylesheet inline (vite.config.ts, inlineAppStylesheet). Lazy screens
 * that import the app's own code used to fetch it again as a file once the screen had painted, and
 * apply every rule a second time over the whole page (a long task in Lighthouse's blocking time).
 */
test('a data page, whole, has fetched no second copy of the app\'s stylesheet, and a screen\'s own styles stay', async ({ page }) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
  });
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Ada Writes' }).first()).toBeVisible();
  await page.goto('/publish/blog1/site-blog');
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The slot editor's "Add a block" form keeps its own padding once storage's code has come: the
  // second copy put the app's card padding back over it, and the block list under it moved 16 px.
  await page.goto('/artist/slot1?siteId=site-art');
  const addBlock = page.getByRole('form', { name: 'Add a block' });
  await expect(addBlock).toHaveCSS('padding-top', '16px');
  await page.waitForLoadState('networkidle');
  await expect(addBlock).toHaveCSS('padding-top', '16px');
  // The screens' own stylesheets came (so the list would show a second copy too) ...
  expect(stylesheets.length).toBeGreaterThan(0);
  // ... and none is the app's, which the page already holds.
  const appSheet = await page.evaluate(() => document.querySelector('head > style')?.textContent?.slice(0, 40));
  expect(appSheet).toContain('@font-face');
  expect(stylesheets.filter((path) => /^\/assets\/main-[\w-]+\.css$/.test(path))).toEqual([]);
  // Still styled by it: the app's buttons are a thumb's height.
  await expect(page.locator('.button').first()).toHaveCSS('min-height', '44px');
});

/**
 * Brick's mark, as the tab's icon and in the header, is inside the page: over HTTP/1.1 requests
 * queue six at a time, and the icon's file was one more before a published page's site could paint
 * (Lighthouse's simulated LCP on a published blog: 2.92 s with it, 2.69 s without). Neither is an
 * SVG image either, which the browser draws as a document of its own on the page's main thread.
 */
test('a data page asks the network for no icon: the tab\'s and the header\'s mark are in the page', async ({ page }) => {
  const images: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol !== 'data:' && (request.resourceType() === 'image' || url.pathname.endsWith('.svg'))) images.push(url.pathname);
  });
  await page.goto('/publish/blog1/site-blog');
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(images).toEqual([]);
  const mark = page.locator('.wordmark svg');
  await expect(mark).toBeVisible();
  expect(await mark.boundingBox()).toMatchObject({ width: 28, height: 28 });
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toMatch(/^data:image\/png;base64,/);
});

/**
 * Every screen's headings and the header's wordmark are set in the display font, which Chromium
 * waited for before painting any text: asked for only by the first layout, it came after the
 * page's scripts had run, and "/" painted later than it could (issue 38). The page asks for it
 * itself, beside its scripts.
 */
test('"/" asks for its display font with its scripts, before it has rendered', async ({ page }) => {
  await page.addInitScript(() => {
    const seen = new MutationObserver(() => {
      if (!document.querySelector('.landing h1')) return;
      (window as { headingAt?: number }).headingAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { font, headingAt } = await page.evaluate(() => ({
    font: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/fraunces-[\w-]+\.woff2$/.test(entry.name))
      .map((entry) => ({ by: (entry as PerformanceResourceTiming).initiatorType, at: entry.startTime })),
    headingAt: (window as { headingAt?: number }).headingAt ?? Infinity,
  }));
  expect(font).toHaveLength(1);
  expect(font[0].by).toBe('link');
  expect(font[0].at).toBeLessThan(headingAt);
});

test('a visitor nobody logged in for is still sent to log in, not shown the dashboard', async ({ page }) => {
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  const storage = await holdStorageCode(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My sites' })).toHaveCount(0);
  storage.release();
  await expect(page).toHaveURL(/\/login/);
});

/**
 * "Log out" sends the dashboard to /login at once, before the mirror's next write. Another tab (a
 * page of this site running no Brick code) holds the mirror's lock meanwhile, as a busy tab can
 * for up to 3 s, and the person opens the dashboard again straight away: the page they left must
 * not have left `currentUser` behind, since the next page paints from it before storage answers.
 */
test('a page opened right after logging out, before the mirror could write, sees nobody', async ({ page, context }) => {
  const other = await context.newPage();
  await other.goto('/manifest.webmanifest');
  await other.evaluate(() => new Promise<void>((held) => {
    void navigator.locks.request('brick-mirror', () => new Promise<void>((release) => {
      (window as unknown as { releaseLock: () => void }).releaseLock = release;
      held();
    }));
  }));
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/login/);
  expect(await page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();

  const storage = await holdStorageCode(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'My sites' })).toHaveCount(0);
  await other.evaluate(() => (window as unknown as { releaseLock: () => void }).releaseLock());
  storage.release();
  await expect(page).toHaveURL(/\/login/);
});
