import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, goOffline, goOnline } from './helpers';
import { OFFLINE_BADGE } from '../../src/domain/messages';
import { PNG_BYTES, seed } from './dashboard-seed';
import { HOSTED_PICTURE } from '../fakes/image-host';

/**
 * What is on screen stays where it is while a page fills in: a screen's data and code arrive after
 * its first paint, and nothing already shown may jump (Lighthouse's layout shift, 25% of its score).
 */
const PHONE = { width: 390, height: 844 };

async function headerHeight(page: Page): Promise<number> {
  return page.locator('header.header').evaluate((header) => header.getBoundingClientRect().height);
}

/** Records every layout shift of the page from its start (buffered), for `shiftsSoFar`. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: Array<{ value: number; nodes: string[] }> = [];
    (window as unknown as { brickShifts: typeof shifts }).brickShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }>) {
        if (entry.hadRecentInput) continue;
        shifts.push({ value: entry.value, nodes: entry.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName))) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Takes the page offline and waits for the offline badge, which it returns. */
async function offlineBadgeShown(context: BrowserContext, page: Page) {
  await goOffline(context, page);
  const badge = page.getByRole('status').filter({ hasText: OFFLINE_BADGE });
  await expect(badge).toBeVisible();
  return badge;
}

const shiftsSoFar = (page: Page) =>
  page.evaluate(() => (window as unknown as { brickShifts: Array<{ value: number; nodes: string[] }> }).brickShifts);

test.describe('layout stability', () => {
  test('on a phone the header is as tall logged in as logged out, and the install action adds no row', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/help');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    const loggedOut = await headerHeight(page);

    await seed(page);
    await page.goto('/help');
    // (on a phone, Log out is under More in the bottom bar; Settings shows the session is in)
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toBeVisible();
    expect(await headerHeight(page)).toBe(loggedOut);

    // What Chromium does when it offers installation: the header gains "Install app".
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => undefined,
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    await expect(page.getByRole('button', { name: 'Install app' })).toBeVisible();
    expect(await headerHeight(page)).toBe(loggedOut);
  });

  test('the footer waits below the fold, so a short screen filling in cannot push it', async ({ page }) => {
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible();
      const footerTop = await page.locator('footer.app-footer').evaluate((footer) => footer.getBoundingClientRect().top);
      expect(footerTop).toBeGreaterThanOrEqual(viewport.height);
    }
  });

  test('the offline badge comes and goes over the page without moving it, and a tap under it reaches the page', async ({ page, context }) => {
    await seed(page);
    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport);
      await page.goto('/dashboard');
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      const top = (await heading.boundingBox())!.y;

      const badge = await offlineBadgeShown(context, page);
      expect((await heading.boundingBox())!.y).toBe(top);
      await page.screenshot({ path: test.info().outputPath(`offline-${viewport.width}.png`) });
      // What a finger on the badge would press: the page under it, not the badge.
      const box = (await badge.boundingBox())!;
      const pressed = await page.evaluate(([x, y]) => document.elementFromPoint(x, y)?.closest('.header-status') ?? null, [box.x + box.width / 2, box.y + box.height / 2]);
      expect(pressed).toBeNull();

      await goOnline(context, page);
      await expect(badge).toHaveCount(0);
      expect((await heading.boundingBox())!.y).toBe(top);
    }
  });

  test("on a laptop the offline tab never covers the buttons of a builder's stuck bar, and moves nothing", async ({ page, context }) => {
    await seed(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/builder/blog');
    const publish = page.getByRole('button', { name: 'Publish Site' });
    await expect(publish).toBeVisible();
    const inFlow = (await publish.boundingBox())!.y;

    const badge = await offlineBadgeShown(context, page);
    expect((await publish.boundingBox())!.y).toBe(inFlow);

    // Scrolled down, the bar sticks under the header, where the tab hangs over its right end.
    await page.mouse.wheel(0, 700);
    await expect.poll(async () => (await publish.boundingBox())!.y).toBeLessThan(inFlow - 100);
    await page.screenshot({ path: test.info().outputPath('stuck-bar-offline-1280.png') });
    const tab = (await badge.boundingBox())!;
    for (const button of [publish, page.getByRole('button', { name: 'Save Draft' })]) {
      const box = (await button.boundingBox())!;
      expect(box.x < tab.x + tab.width && tab.x < box.x + box.width, 'the tab is over the button column').toBe(true);
      expect(box.y).toBeGreaterThanOrEqual(tab.y + tab.height);
    }
    // What shows between the header and the bar is the bar's own paper, not the form scrolling by.
    const header = (await page.locator('header.header').boundingBox())!;
    const bar = (await page.locator('.builder-bar').boundingBox())!;
    expect(bar.y).toBeLessThanOrEqual(header.y + header.height);
  });

  test('a picture being sent says so on the picture: nothing under its field moves meanwhile or when it lands', async ({ page, imageHost }) => {
    await seed(page);
    await page.goto('/builder/blog');
    const input = page.getByLabel('Header image', { exact: true });
    const field = page.locator('.image-input').filter({ has: input });
    const release = imageHost.holdUploads();
    await input.setInputFiles({ name: 'header.png', mimeType: 'image/png', buffer: PNG_BYTES });
    const picture = field.getByRole('img', { name: 'Header image preview' });
    await expect(picture).toBeVisible();
    const status = field.getByRole('status');
    await expect(status).toHaveText(/^Uploading… \d+%$/);
    // Over the picture, where the person is looking, and readable there.
    const tile = (await picture.boundingBox())!;
    const caption = (await status.boundingBox())!;
    expect(caption.y + caption.height).toBeLessThanOrEqual(tile.y + tile.height + 1);
    const height = (await field.boundingBox())!.height;

    release();
    await expect(picture).toHaveAttribute('src', HOSTED_PICTURE);
    await expect(status).toBeEmpty();
    expect((await field.boundingBox())!.height).toBe(height);
  });

  for (const [path, shown] of [
    ['/dashboard', "Ada's Studio"],
    ['/show/artist/site-art', 'Colour and light'],
    ['/publish/blog1/site-blog', 'Ada Writes'],
  ] as const) {
    test(`${path} fills in on a slow phone without moving what it showed`, async ({ page, context }) => {
      await page.setViewportSize(PHONE);
      await seed(page);
      await page.goto('/help'); // the first start imports the seeded data
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' })).toBeVisible();
      if (path.startsWith('/show/')) {
        await page.evaluate(() => localStorage.setItem('preview_site-art', JSON.stringify({ name: "Ada's Studio", tagline: 'Colour and light' })));
      }
      await recordShifts(page);
      // A phone's CPU: the page's code and data then arrive well after its first paint.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(path);
      await expect(page.getByText(shown).first()).toBeVisible();
      await page.waitForTimeout(500); // late arrivals: fonts, the session's header links
      const shifts = await shiftsSoFar(page);
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.01);
    });
  }
});
