import type { Browser, Page } from '@playwright/test';
import { test, expect } from './helpers';
import { ACCOUNT_BLOCKED } from '../../src/domain/messages';
import { ADA, ART, BOB, BOBS, seedValues } from './dashboard-seed';

/**
 * Access (issue 13, item 5). spec.md section 5 names three guards (/billing and /manage need a
 * logged-in user, /admin-dashboard an admin session) and section 2 sends a blocked user from the
 * dashboard to /login. Brick guards more than that (src/ui/guards.tsx, the layout editors): every
 * route below. Sessions are seeded in localStorage before the first load, as an earlier version
 * (or a person with the developer tools) would leave them.
 */

/** Where a logged-in person lands on each user-guarded route, and the heading they see there. */
const USER_ROUTES: Array<{ path: string; lands: RegExp; heading: string | RegExp | null }> = [
  { path: '/dashboard', lands: /\/dashboard$/, heading: 'My sites' },
  { path: `/manage/${ART.siteId}`, lands: /\/manage\/site-art$/, heading: ART.name },
  { path: '/recycle-bin', lands: /\/recycle-bin$/, heading: 'Recycle bin' },
  { path: `/recycle-bin/${ART.siteId}`, lands: /\/recycle-bin\/site-art$/, heading: /.+/ },
  { path: '/billing', lands: /\/billing$/, heading: 'Upgrade your plan' },
  { path: '/settings', lands: /\/settings$/, heading: 'Account settings' },
  { path: '/onboarding/complete', lands: /\/onboarding\/complete$/, heading: /^Welcome to Brick/ },
  // A step whose previous draft is missing goes back a step (step 1 autosaves one): in the wizard either way.
  ...[1, 2, 3, 4, 5, 6, 7, 8].map((step) => ({ path: `/onboarding/step${step}`, lands: /\/onboarding\/step[1-8]$/, heading: /.+/ })),
  { path: '/onboard', lands: /\/onboard$/, heading: 'Artist site wizard' },
  { path: '/business/layout1', lands: /\/business\/layout1\?id=\d+$/, heading: 'Business page' },
  { path: '/business/layout2', lands: /\/business\/layout2\?id=\d+$/, heading: 'Store' },
  { path: '/event/layout1', lands: /\/event\/layout1\?id=\d+$/, heading: 'Event with RSVP' },
  { path: '/event/layout2', lands: /\/event\/layout2\?id=\d+$/, heading: 'Event with agenda' },
  { path: '/blog/layout1', lands: /\/blog\/layout1\?id=\d+$/, heading: 'Article' },
  { path: '/blog/layout2', lands: /\/blog\/layout2\?id=\d+$/, heading: 'Image first' },
  // Every other screen that creates or edits a site (issue 23, item 3: spec.md section 6).
  { path: '/template-selection', lands: /\/template-selection$/, heading: /.+/ },
  { path: '/builder/business', lands: /\/builder\/business\/\d+$/, heading: /.+/ }, // a new builder puts its fresh id in the address
  { path: '/builder/blog/b1', lands: /\/builder\/blog\/b1$/, heading: /.+/ },
  { path: '/builder/event-promo', lands: /\/builder\/event-promo\/\d+$/, heading: /.+/ },
  { path: '/builder/artist-portfolio', lands: /\/builder\/artist-portfolio$/, heading: /.+/ },
  { path: '/edit-artist-template', lands: /\/edit-artist-template$/, heading: /.+/ },
  { path: '/edit/artist/gallery', lands: /\/edit\/artist\/gallery$/, heading: /.+/ },
  ...['/onboard/blog', '/onboard/travel', '/onboard/event', '/onboard/business'].map((path) => ({ path, lands: new RegExp(`${path}$`), heading: /.+/ })),
  ...['/artist/slot1', '/event/slot2', '/blog/slot3', '/business/slot5'].map((path) => ({ path, lands: new RegExp(`${path}$`), heading: null })),
];

/** Open to everyone (spec.md section 6: visitors see published and preview pages). */
const OPEN_ROUTES = [
  '/templates', '/preview-template/template1', `/show/artist/${ART.siteId}`, `/show/artist/${ART.siteId}`, '/preview/artist/p1',
  '/preview/card/p1', '/preview/event-promo/p1', '/preview/blog/p1', '/publish/event1/e1', '/publish/blog2/b1', '/publish/business2/s1',
  '/preview-site/site-art', '/preview-site-generated/l1', '/listing/l1', '/help', '/',
];

const ADMIN_ROUTES = [
  { path: '/admin-dashboard', heading: 'Admin dashboard' },
  { path: '/billing-admin', heading: 'Billing' },
];

/** Puts these localStorage values before the first load (once per tab, not on reloads). */
async function seedKeys(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** The users, sites and (unless `as` is null) currentUser of tests/e2e/dashboard-seed.ts, plus extra keys. */
const world = (as: string | null, extra: Record<string, unknown> = {}) => ({
  ...seedValues({ as }),
  ...Object.fromEntries(Object.entries(extra).map(([key, value]) => [key, JSON.stringify(value)])),
});

async function expectRefusedToLogin(page: Page) {
  await expect(page).toHaveURL(/\/login(\?next=[^&]+)?$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
}

async function expectRefusedToAdminLogin(page: Page) {
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin log-in' })).toBeVisible();
  await expect(page.getByLabel('Email')).toBeVisible();
}

/** A fresh browser context (own storage) seeded with `values`, on `path`. */
async function openAs(browser: Browser, values: Record<string, string>, path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await seedKeys(page, values);
  await page.goto(path);
  return { page, close: () => context.close() };
}

test.describe('user-guarded routes', () => {
  test(`nobody logged in: each of the ${USER_ROUTES.length} routes goes to /login`, async ({ page }) => {
    test.setTimeout(150_000); // every screen that builds or edits a site, one after another
    await seedKeys(page, world(null));
    for (const route of USER_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expectRefusedToLogin(page);
      });
    }
  });

  test(`a logged-in user gets into each of the ${USER_ROUTES.length} routes (so the refusals are the guards')`, async ({ page }) => {
    test.setTimeout(150_000); // every screen that builds or edits a site, one after another
    await seedKeys(page, world(ADA));
    for (const route of USER_ROUTES) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page).toHaveURL(route.lands);
        if (route.heading) await expect(page.getByRole('heading', { level: 1, name: route.heading }).first()).toBeVisible();
        else await expect(page.getByRole('main')).not.toBeEmpty();
      });
    }
  });
});

test.describe('admin-guarded routes', () => {
  for (const route of ADMIN_ROUTES) {
    test(`${route.path}: nobody, a logged-in user, or an adminSession of a non-admin goes to /admin-login; an admin gets in`, async ({ page, browser }) => {
      await seedKeys(page, world(null));
      await page.goto(route.path);
      await expectRefusedToAdminLogin(page);

      for (const values of [
        world(ADA), // a user session is not an admin session
        world(null, { adminSession: { email: 'mallory@example.com' } }), // nobody configured
        world(ADA, { adminSession: { email: ADA } }), // a real user, but not one of the two admins
      ]) {
        const other = await openAs(browser, values, route.path);
        try {
          await expectRefusedToAdminLogin(other.page);
        } finally {
          await other.close();
        }
      }

      const admin = await openAs(browser, world(null, { adminSession: { email: 'admin@brick.app' } }), route.path);
      try {
        await expect(admin.page).toHaveURL(new RegExp(`${route.path}$`));
        await expect(admin.page.getByRole('heading', { level: 1, name: route.heading, exact: true })).toBeVisible();
      } finally {
        await admin.close();
      }
    });
  }
});

test('an adminSession naming someone who is not a configured admin is not trusted: the admin log-in still works', async ({ page }) => {
  test.setTimeout(90_000); // the admin password check is a deliberately slow PBKDF2
  await seedKeys(page, world(null, { adminSession: { email: 'mallory@example.com' } }));
  await page.goto('/admin-login');
  await expectRefusedToAdminLogin(page);
  await expect(page.getByText('mallory@example.com')).toHaveCount(0);

  await page.getByLabel('Email').fill('admin@brick.app');
  await page.getByLabel('Password').fill('brick-admin-2026');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  await expect(page.getByText('Admin: admin@brick.app')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('adminSession'))).toBe(JSON.stringify({ email: 'admin@brick.app' }));
});

test('a blocked user is logged out and sent from /dashboard (and from their site\'s page) to /login', async ({ page, browser }) => {
  await seedKeys(page, world(BOB));
  await page.goto('/dashboard');
  await expectRefusedToLogin(page);
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_BLOCKED })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('currentUser'))).toBeNull();
  await expect(page.getByText(BOBS.name)).toHaveCount(0);

  // Straight to the manage page of his own site, with his session: refused the same way.
  const bob = await openAs(browser, world(BOB), `/manage/${BOBS.siteId}`);
  try {
    await expectRefusedToLogin(bob.page);
    await expect(bob.page.getByRole('alert').filter({ hasText: ACCOUNT_BLOCKED })).toBeVisible();
  } finally {
    await bob.close();
  }
});

test('a currentUser whose email has no user is not trusted: logged out everywhere, the key not adopted', async ({ page }) => {
  // Claims Ada's site and a premium plan, but no user in `users` has this email.
  const ghost = JSON.stringify({ email: 'ghost@example.com', plan: 'premium', sites: [ART] });
  await seedKeys(page, { ...world(null), currentUser: ghost });
  for (const path of ['/dashboard', `/manage/${ART.siteId}`, '/settings', '/billing', '/business/layout1']) {
    await page.goto(path);
    await expectRefusedToLogin(page);
  }
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' })).toHaveCount(0);
  // Ignored (left as found) or removed, but never adopted: the mirror has not rewritten it as a session.
  expect([null, ghost]).toContain(await page.evaluate(() => localStorage.getItem('currentUser')));
});

test('a currentUser with no users at all is not trusted either', async ({ page }) => {
  await seedKeys(page, { currentUser: JSON.stringify({ email: ADA, plan: 'premium', sites: [] }) });
  await page.goto('/dashboard');
  await expectRefusedToLogin(page);
});

test.describe('the way back after logging in (issue 23, item 3)', () => {
  async function logIn(page: Page) {
    await page.getByLabel('Email').fill(ADA);
    await page.getByLabel('Password', { exact: true }).fill('pw');
    await page.getByRole('button', { name: 'Log In' }).click();
  }

  test('a visitor sent to /login lands, once logged in, on the screen they asked for, with its query', async ({ page }) => {
    await seedKeys(page, world(null));
    await page.goto('/event/layout2?id=1700000000123');
    await expect(page).toHaveURL(/\/login\?next=%2Fevent%2Flayout2%3Fid%3D1700000000123$/);
    await logIn(page);
    await expect(page).toHaveURL(/\/event\/layout2\?id=1700000000123$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Event with agenda' })).toBeVisible();
  });

  test('a first visit (nothing stored) to a guarded page goes to log in without creating the database, and signing up there still works', async ({ page }) => {
    const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name));
    await page.goto('/dashboard');
    await expectRefusedToLogin(page);
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
    await page.waitForTimeout(1000); // storage, had it started for the page left, would have created it by now
    expect(await databases()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByLabel('Email').fill('first@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('radio', { name: /Free/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/onboarding\/complete\?next=%2Fdashboard$/);
    await page.getByRole('link', { name: 'Continue', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My sites' })).toBeVisible();
    expect(await databases()).toContain('brick');
  });

  test('a first visit to the admin dashboard goes to the admin log-in', async ({ page }) => {
    await page.goto('/admin-dashboard');
    await expectRefusedToAdminLogin(page);
  });

  test('one who signs up instead ends at /onboarding/complete, whose first action, Continue, goes on to that screen', async ({ page }) => {
    await seedKeys(page, world(null));
    await page.goto('/builder/blog?from=templates');
    await expectRefusedToLogin(page);
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await page.getByLabel('Email').fill('new@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Confirm Password').fill('secret-123');
    await page.getByRole('radio', { name: /Free/ }).check();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/onboarding\/complete\?next=%2Fbuilder%2Fblog%3Ffrom%3Dtemplates$/);
    const actions = page.getByRole('main').getByRole('link');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome to Brick/ })).toBeVisible();
    const continueLink = page.getByRole('link', { name: 'Continue', exact: true });
    await expect(continueLink).toBeVisible();
    // The first of the page's actions.
    expect(await page.locator('.welcome-actions a').first().textContent()).toBe('Continue');
    await continueLink.click();
    // The builder then puts its new post's fresh id in the address, keeping the query.
    await expect(page).toHaveURL(/\/builder\/blog\/\d+\?from=templates$/);
    await expect(actions.first()).toBeVisible();
  });

  for (const next of ['//evil.example', 'https://evil.example/x', '/\\evil.example', 'javascript:alert(1)']) {
    test(`a return address that leaves the app is ignored: ${next}`, async ({ page }) => {
      await seedKeys(page, world(null));
      await page.goto(`/login?next=${encodeURIComponent(next)}`);
      await logIn(page);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard$/);
    });
  }

  test('previews, publish pages, /show, /templates and share pages stay open to a visitor', async ({ page }) => {
    await seedKeys(page, world(null));
    for (const path of OPEN_ROUTES) {
      await test.step(path, async () => {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page).toHaveURL(new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toHaveCount(0);
      });
    }
  });
});
