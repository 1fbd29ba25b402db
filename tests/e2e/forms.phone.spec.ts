import type { Locator, Page } from '@playwright/test';
import { test, expect } from './helpers';
import { legacyUser, seed } from './accounts-support';
import { ALL_FIELDS_REQUIRED, CONFIRM_PASSWORD_REQUIRED, EMAIL_REQUIRED, INVALID_LOGIN, PLAN_REQUIRED, TEMPLATE_SOON } from '../../src/domain/messages';
import { requiredMessage } from '../../src/domain/wizard';

/**
 * Issue 28 on a phone, every press a tap: a refused form says what is wrong where the person is
 * looking (the error summary takes focus, below the sticky header, and each field says its part),
 * the navigation names its destinations, a notice leaves the control that raised it uncovered,
 * and logging out is found by tap.
 */

const summaryOf = (page: Page) => page.getByRole('alert').filter({ hasText: 'There is a problem' });

/** In view, in focus, and not under the sticky header (which covers the top of the screen). */
async function expectSeenAndFocused(page: Page, summary: Locator) {
  await expect(summary).toBeFocused();
  await expect(summary).toBeInViewport({ ratio: 1 });
  const headerBottom = await page.locator('header.header').evaluate((h) => h.getBoundingClientRect().bottom);
  const top = await summary.evaluate((s) => s.getBoundingClientRect().top);
  expect(top).toBeGreaterThanOrEqual(headerBottom);
}

const box = async (locator: Locator) => (await locator.boundingBox())!;
const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test('sign-up and log-in refused by tap: the error is in view and focused, each field says its part', async ({ page }) => {
  await page.goto('/signup');
  const signUp = page.getByRole('button', { name: 'Sign Up' });
  await signUp.scrollIntoViewIfNeeded(); // the form's top (where the message goes) is now out of view
  await signUp.tap();
  const summary = summaryOf(page);
  await expect(summary.getByRole('link', { name: ALL_FIELDS_REQUIRED })).toBeVisible();
  await expectSeenAndFocused(page, summary);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_REQUIRED);
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(CONFIRM_PASSWORD_REQUIRED);
  await expect(page.getByText(PLAN_REQUIRED)).toBeVisible();
  // The summary's entry leads to the first field it is about.
  await summary.getByRole('link', { name: ALL_FIELDS_REQUIRED }).tap();
  await expect(page.getByLabel('Email')).toBeFocused();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Log In' }).tap();
  const loginSummary = summaryOf(page);
  await expect(loginSummary).toContainText(INVALID_LOGIN);
  await expectSeenAndFocused(page, loginSummary);
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription(INVALID_LOGIN);
});

test('a wizard step and settings refused by tap, a notice beside the tapped control, the bottom bar, and log out by tap', async ({ page }) => {
  await seed(page, {
    users: [legacyUser('ada@example.com', 'pw', { name: 'Ada' })],
    currentUser: { email: 'ada@example.com', plan: 'free', sites: [] },
  });

  // Wizard step 1 (blog): Next with nothing filled in.
  await page.goto('/onboarding/step1?template=blog');
  const next = page.getByRole('button', { name: 'Next' });
  await next.scrollIntoViewIfNeeded();
  await next.tap();
  const summary = summaryOf(page);
  await expect(summary.getByRole('link', { name: requiredMessage('About') })).toBeVisible();
  await expectSeenAndFocused(page, summary);
  await summary.getByRole('link', { name: requiredMessage('Tagline') }).tap();
  await expect(page.getByLabel('Tagline')).toBeFocused();
  await expect(page.getByLabel('Tagline')).toHaveAttribute('aria-invalid', 'true');

  // Settings: Save with the email emptied.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).tap();
  await page.getByLabel('Email').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).tap();
  const settingsSummary = summaryOf(page);
  await expect(settingsSummary.getByRole('link', { name: EMAIL_REQUIRED })).toBeVisible();
  await expectSeenAndFocused(page, settingsSummary);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_REQUIRED);

  // The navigation names each destination in words, and every one is on screen.
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Templates', 'Dashboard', 'Help', 'Settings']) {
    const link = nav.getByRole('link', { name });
    await expect(link).toHaveText(name);
    await expect(link).toBeInViewport({ ratio: 1 });
  }
  const more = nav.getByRole('button', { name: 'More' });
  await expect(more).toHaveText('More');
  await expect(more).toBeInViewport({ ratio: 1 });

  // A notice: it leaves the control that raised it uncovered, and its dismiss is a 44 px target.
  await nav.getByRole('link', { name: 'Templates' }).tap();
  const select = page.getByRole('listitem').filter({ hasText: 'Travel page' }).getByRole('button', { name: 'Select' });
  await select.tap();
  const notice = page.getByRole('status').filter({ hasText: TEMPLATE_SOON });
  await expect(notice).toBeInViewport();
  expect(overlaps(await box(notice), await box(select))).toBe(false);
  const dismiss = notice.getByRole('button', { name: 'Dismiss' });
  const size = await box(dismiss);
  expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
  await dismiss.tap();
  await expect(notice).toHaveCount(0);

  // Log out: under More, by tap.
  await expect(nav.getByRole('button', { name: 'Log out' })).toBeHidden();
  await more.tap();
  await nav.getByRole('button', { name: 'Log out' }).tap();
  await expect(page).toHaveURL(/\/login$/);
  await expect(nav.getByRole('link', { name: 'Log in' })).toBeInViewport({ ratio: 1 });
  await expect(nav.getByRole('button', { name: 'More' })).toHaveCount(0);
});
