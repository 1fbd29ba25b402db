import type { Page } from '@playwright/test';
import { legacyUser, readKey, seed, storedUser } from './accounts-support';
import { test, expect, seriousA11yViolations } from './helpers';
import {
  ACCOUNT_BLOCKED, ALL_FIELDS_REQUIRED, EMAIL_ALREADY_REGISTERED, INVALID_LOGIN, PASSWORDS_DO_NOT_MATCH,
} from '../../src/domain/messages';

async function fillSignUp(page: Page, email: string, password: string, confirm: string, plan?: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(confirm);
  if (plan) await page.getByRole('radio', { name: new RegExp(`^${plan}`) }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

test('sign up → welcome page with one confetti, one welcome e-mail, and a hashed password', async ({ page, emailApi }) => {
  test.setTimeout(90_000);
  await page.goto('/signup');
  await expect(page.getByRole('radio')).toHaveCount(4);
  for (const [name, price, limit] of [['Free', '$0', '1 site'], ['Basic', '$12', '2 sites'], ['Standard', '$24', '4 sites'], ['Premium', '$50', 'Unlimited sites']]) {
    await expect(page.getByRole('radio', { name: `${name} ${price} ${limit}` })).toBeAttached();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);

  await fillSignUp(page, 'Grace.Hopper@Example.com', 'cobol-1959', 'cobol-1959', 'Basic');
  await expect(page).toHaveURL(/\/onboarding\/complete$/);
  const welcome = page.getByRole('heading', { level: 1 });
  await expect(welcome).toContainText('Welcome to Brick');
  await expect(welcome).toContainText('Grace Hopper');
  await expect(page.getByText('grace.hopper@example.com')).toBeVisible();
  await expect(page.locator('.welcome-facts')).toContainText('Basic');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'View My Sites' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('link', { name: 'Start Building' })).toHaveAttribute('href', '/templates');
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveAttribute('href', '/billing');

  // Confetti plays (its canvas is there), and the per-user flag is stored.
  await expect(page.locator('[data-confetti="playing"]')).toBeAttached();
  await expect(page.locator('canvas.confetti-canvas')).toBeAttached();
  await expect.poll(() => readKey(page, 'confetti_shown_grace.hopper@example.com')).toBe(true);
  expect(await seriousA11yViolations(page)).toEqual([]);
  // It is over after 4 seconds: the canvas goes away.
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(0, { timeout: 8000 });
  await expect(page.locator('[data-confetti="played"]')).toBeAttached();

  // Stored: the spec's user fields, a PBKDF2 hash instead of the password, the session.
  await expect.poll(() => storedUser(page, 'grace.hopper@example.com')).toMatchObject({
    plan: 'basic', sites: [], blocked: false, name: 'Grace Hopper', paid: false, paymentDate: null, trial: false, trialEnds: null,
  });
  const user = await storedUser(page, 'grace.hopper@example.com');
  expect(user?.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(user?.password).toMatch(/^pbkdf2-sha256\$600000\$[\w-]+\$[\w-]+$/);
  expect(await readKey(page, 'currentUser')).toMatchObject({ email: 'grace.hopper@example.com', plan: 'basic' });

  // The welcome e-mail reaches the provider exactly once, with the template params.
  await expect.poll(() => emailApi.sent.length).toBe(1);
  expect(emailApi.sent[0].template_id).toBe('brick_welcome');
  expect(emailApi.sent[0].template_params).toMatchObject({ name: 'Grace Hopper', email: 'grace.hopper@example.com' });
  expect(String(emailApi.sent[0].template_params.message)).toContain('Welcome to Brick, Grace Hopper!');

  // Once per user: a reload does not play it again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to Brick');
  await expect(page.locator('[data-confetti="seen"]')).toBeAttached();
  await page.waitForTimeout(800);
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(0);
  await page.waitForTimeout(500);
  expect(emailApi.sent).toHaveLength(1);
});

test('a premium sign-up is not offered an upgrade; with reduced motion the confetti does not animate but counts', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/signup');
  await fillSignUp(page, 'lin@example.com', 'pw', 'pw', 'Premium');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Welcome to Brick');
  await expect(page.locator('.welcome-facts')).toContainText('Premium');
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Upgrade Plan' })).toHaveCount(0);
  await expect(page.locator('[data-confetti="reduced-motion"]')).toBeAttached();
  await expect(page.locator('canvas.confetti-canvas')).toHaveCount(0);
  await expect.poll(() => readKey(page, 'confetti_shown_lin@example.com')).toBe(true);
});

test('sign-up validation: required fields, matching passwords, one account per email', async ({ page }) => {
  await seed(page, { users: [legacyUser('taken@example.com', 'pw')] });
  await page.goto('/signup');
  // The error summary at the top of the form says the spec's message; the field it is about says it too.
  const error = page.getByRole('alert').getByRole('listitem');

  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ALL_FIELDS_REQUIRED })).toBeVisible();

  await fillSignUp(page, 'new@example.com', 'pw', 'pw'); // no plan chosen
  await expect(error).toHaveText(ALL_FIELDS_REQUIRED);

  await fillSignUp(page, 'new@example.com', 'pw', 'pw2', 'Free');
  await expect(error).toHaveText(PASSWORDS_DO_NOT_MATCH);
  await expect(page.getByLabel('Confirm Password')).toHaveAccessibleDescription(PASSWORDS_DO_NOT_MATCH);
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');

  await fillSignUp(page, 'Taken@Example.com', 'pw', 'pw', 'Free');
  await expect(error).toHaveText(EMAIL_ALREADY_REGISTERED);
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(EMAIL_ALREADY_REGISTERED);
  await expect(page).toHaveURL(/\/signup$/);
  await expect.poll(async () => ((await readKey(page, 'users')) as unknown[]).length).toBe(1);
  expect(await readKey(page, 'currentUser')).toBeNull();
});

test('log in with an old plain-text password upgrades it to a hash; log out; log in again', async ({ page }) => {
  await seed(page, { users: [legacyUser('ada@example.com', 'hunter2', { plan: 'standard', name: 'Ada' })] });
  await page.goto('/login');
  expect(await seriousA11yViolations(page)).toEqual([]);
  await expect(page.getByRole('link', { name: /create an account/i })).toHaveAttribute('href', '/signup');

  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: INVALID_LOGIN })).toBeVisible();
  expect(await readKey(page, 'currentUser')).toBeNull();

  await page.getByLabel('Password').fill('hunter2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(async () => (await storedUser(page, 'ada@example.com'))?.password).toMatch(/^pbkdf2-sha256\$600000\$/);
  expect(JSON.stringify(await readKey(page, 'users'))).not.toContain('hunter2');
  await expect.poll(() => readKey(page, 'currentUser')).toMatchObject({ email: 'ada@example.com', plan: 'standard' });

  await header.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => readKey(page, 'currentUser')).toBeNull();

  // The hash now stands for the same password.
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('hunter2');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => readKey(page, 'currentUser')).toMatchObject({ email: 'ada@example.com' });
});

test('a blocked user is told so and not logged in', async ({ page }) => {
  await seed(page, { users: [legacyUser('bob@example.com', 'pass', { blocked: true })] });
  await page.goto('/login');
  await page.getByLabel('Email').fill('bob@example.com');
  await page.getByLabel('Password').fill('pass');
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: ACCOUNT_BLOCKED })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await readKey(page, 'currentUser')).toBeNull();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the welcome page needs a logged-in user', async ({ page }) => {
  await page.goto('/onboarding/complete');
  await expect(page).toHaveURL(/\/login\?next=%2Fonboarding%2Fcomplete$/);
});
