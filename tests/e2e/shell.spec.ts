import { test, expect, waitForServiceWorker, goOffline, goOnline, seriousA11yViolations } from './helpers';
import { serveDist } from './static-server';
import { legacyUser, readKey, seed } from './accounts-support';
import { OFFLINE_BADGE, PAGE_NOT_FOUND, UPDATE_AVAILABLE, RELOAD } from '../../src/domain/messages';

test.describe('app shell', () => {
  test('"/", "/help" and an unknown deep route open offline after one visit', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Build a site');
    await waitForServiceWorker(page);
    await goOffline(context, page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Build a site');

    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help and Tutorials' })).toBeVisible();
    for (const section of ['Get started', 'Saving and publishing', 'Sharing', 'Contact support']) {
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
    }
    await expect(page.getByText('/preview/blog/:id')).toBeVisible();

    await page.goto('/some/deep/route/that-does-not-exist');
    await expect(page.getByRole('heading', { name: PAGE_NOT_FOUND })).toBeVisible();
  });

  test('the offline badge shows while offline and goes away online', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.getByText(OFFLINE_BADGE)).toHaveCount(0);
    await goOffline(context, page);
    await expect(page.getByRole('status').filter({ hasText: OFFLINE_BADGE })).toBeVisible();
    await goOnline(context, page);
    await expect(page.getByText(OFFLINE_BADGE)).toHaveCount(0);
  });

  test('logged out, the header links to templates, dashboard, help, log in and sign up', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['/templates', '/dashboard', '/help', '/login', '/signup']);
    await expect(nav.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(nav.getByRole('button', { name: 'Log out' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Brick' })).toHaveAttribute('href', '/');
  });

  test('a first visit to "/" stores nothing until the visitor goes where data is needed', async ({ page }) => {
    const brickDatabases = () =>
      page.evaluate(async () => (await indexedDB.databases()).filter((d) => d.name === 'brick').length);
    await page.goto('/');
    await waitForServiceWorker(page);
    // Past the moment the landing asks, when the browser is idle, whether anything is stored.
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500))));
    expect(await brickDatabases()).toBe(0);

    await page.getByRole('link', { name: 'Sign up free' }).click();
    await page.getByLabel('Email').fill('first@example.com');
    await page.getByLabel('Password', { exact: true }).fill('first-visit-1');
    await page.getByLabel('Confirm Password').fill('first-visit-1');
    await page.getByRole('radio', { name: /^Free/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/onboarding\/complete$/);
    expect(await brickDatabases()).toBe(1);
    await expect.poll(() => readKey(page, 'currentUser')).toMatchObject({ email: 'first@example.com' });
  });

  test('a returning visitor who is logged in gets their header on "/"', async ({ page }) => {
    const ada = legacyUser('ada@example.com', 'hunter2', { name: 'Ada' });
    await seed(page, { users: [ada], currentUser: { email: ada.email, plan: ada.plan, sites: [] } });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Settings' })).toBeVisible();
  });

  test('the landing page shows the four plans with prices and site limits', async ({ page }) => {
    await page.goto('/');
    const plans = page.locator('.plan-card');
    await expect(plans).toHaveCount(4);
    await expect(plans.nth(0)).toContainText('Free');
    await expect(plans.nth(0)).toContainText('$0');
    await expect(plans.nth(0)).toContainText('1 site');
    await expect(plans.nth(1)).toContainText('$12');
    await expect(plans.nth(1)).toContainText('2 sites');
    await expect(plans.nth(2)).toContainText('$24');
    await expect(plans.nth(2)).toContainText('4 sites');
    await expect(plans.nth(3)).toContainText('$50');
    await expect(plans.nth(3)).toContainText('Unlimited sites');
  });

  test('the manifest describes an installable app and every icon can be fetched', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Brick',
      short_name: 'Brick',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect(manifest.description).toBeTruthy();
    expect(manifest.theme_color).toMatch(/^#/);
    expect(manifest.background_color).toMatch(/^#/);
    expect(manifest.shortcuts.map((s: { name: string }) => s.name)).toEqual(['Dashboard', 'New site']);
    const sizes = manifest.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`);
    expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const src of [...manifest.icons.map((i: { src: string }) => i.src), appleTouch]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()['content-type']).toMatch(/image\/png/);
      expect((await response.body()).length).toBeGreaterThan(500);
    }
  });

  test('a new version shows "Update available" and Reload switches to it', async ({ page }) => {
    const host = await serveDist();
    try {
      await page.goto(host.url + '/');
      await waitForServiceWorker(page);
      const firstWorker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
      expect(firstWorker).toContain('/sw.js');
      host.deployNextVersion();
      // What the periodic update check does while the app is open:
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toBeVisible();
      const hadWaiting = await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting));
      expect(hadWaiting).toBe(true);

      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: RELOAD }).click()]);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Build a site');
      const stillWaiting = () =>
        page
          .evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting))
          .catch(() => 'navigating');
      await expect.poll(stillWaiting).toBe(false);
      await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toHaveCount(0);
    } finally {
      await host.close();
    }
  });

  for (const path of ['/', '/help']) {
    test(`axe finds no serious or critical violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }
});

test('when the browser offers installation, the header shows "Install app" and it opens the prompt', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
  // What Chromium fires when the app is installable (headless never does by itself).
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & { prompt(): Promise<void>; userChoice: Promise<{ outcome: string }> };
    (window as unknown as { promptShown: boolean }).promptShown = false;
    event.prompt = async () => {
      (window as unknown as { promptShown: boolean }).promptShown = true;
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });
  await page.getByRole('button', { name: 'Install app' }).click();
  expect(await page.evaluate(() => (window as unknown as { promptShown: boolean }).promptShown)).toBe(true);
  await expect(page.getByRole('button', { name: 'Install app' })).toHaveCount(0);
});

test('npm start lets the browser keep the app\'s hashed files and asks again only for the page', async ({ page }) => {
  await page.goto('/');
  const script = await page.locator('script[type="module"][src^="/assets/"]').first().getAttribute('src');
  const file = await page.request.get(script!);
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  const html = await page.request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
});
