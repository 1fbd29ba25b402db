import type { Page } from '@playwright/test';
import { test as base, expect, goOffline, goOnline, seriousA11yViolations } from './helpers';
import { fakePayPalSdk, type PayPalSdkFake } from '../fakes/paypal-sdk';
import { STORED_PICTURE } from '../fakes/image-host';
import {
  EMAIL_ALREADY_REGISTERED, PAYMENT_CANCELLED, PAYMENT_ERROR, PAYMENT_NEEDS_CONNECTION, PAYMENT_UNAVAILABLE, PROFILE_SAVED, trialStarted,
} from '../../src/domain/messages';
import { legacyUser, readKey, seed, storedUser } from './accounts-support';

const test = base.extend<{ paypal: PayPalSdkFake }>({
  paypal: async ({ context }, use) => use(await fakePayPalSdk(context)),
});

const logInAs = (page: Page, user: ReturnType<typeof legacyUser>, more: Record<string, unknown> = {}) =>
  seed(page, { users: [user], currentUser: { email: user.email, plan: user.plan, sites: [] }, ...more });

const planCard = (page: Page, name: string) => page.getByRole('listitem', { name });

test('paying for Standard upgrades a free user with a 30-day trial and sends one payment e-mail', async ({ page, paypal, emailApi }) => {
  test.setTimeout(90_000);
  await logInAs(page, legacyUser('ada@example.com', 'pw', { name: 'Ada' }));
  await page.goto('/billing');

  await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  for (const plan of ['Basic', 'Standard', 'Premium']) {
    await expect(planCard(page, plan).getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
  // The provider's script was asked for with the client id, USD, capture and the buttons component.
  expect(paypal.scriptUrls.length).toBeGreaterThan(0);
  const url = new URL(paypal.scriptUrls[0]);
  expect(url.pathname).toBe('/sdk/js');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ 'client-id': 'test', currency: 'USD', intent: 'capture', components: 'buttons' });
  expect(await seriousA11yViolations(page)).toEqual([]);

  const before = Date.now();
  await planCard(page, 'Standard').getByRole('button', { name: 'Pay with PayPal' }).click();
  await expect(page.getByRole('status').filter({ hasText: trialStarted('Standard') })).toBeVisible();
  expect(trialStarted('Standard')).toBe("Trial started! You've been upgraded to Standard with a 30-day free trial.");

  const state = await paypal.state(page);
  expect(state.orders).toHaveLength(1);
  expect(state.orders[0]).toMatchObject({ intent: 'CAPTURE', currency: 'USD' });
  expect(['24.00', '24']).toContain(state.orders[0].amount);
  expect(state.captures).toEqual([state.orders[0].id]);

  // The users list (localStorage mirror) says paid, trial, and when the trial ends.
  await expect.poll(async () => (await storedUser(page, 'ada@example.com'))?.plan).toBe('standard');
  const user = (await storedUser(page, 'ada@example.com'))!;
  expect(user).toMatchObject({ paid: true, trial: true });
  const paidAt = new Date(user.paymentDate!).getTime();
  expect(paidAt).toBeGreaterThanOrEqual(before - 1000);
  expect(new Date(user.trialEnds!).getTime() - paidAt).toBe(2_592_000_000);
  await expect.poll(() => readKey(page, 'currentUser')).toMatchObject({ email: 'ada@example.com', plan: 'standard' });

  // The page now shows the new plan, lower plans as not available, and when the trial ends.
  await expect(planCard(page, 'Standard').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Not Available' })).toBeDisabled();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Not Available' })).toBeDisabled();
  await expect(planCard(page, 'Premium').getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await expect(page.getByText(/Your 30-day free trial of Standard runs until/)).toBeVisible();

  // One payment e-mail, naming the plan.
  await expect.poll(() => emailApi.sent.length).toBe(1);
  expect(emailApi.sent[0].template_id).toBe('brick_payment');
  expect(emailApi.sent[0].template_params).toMatchObject({ name: 'Ada', email: 'ada@example.com' });
  expect(String(emailApi.sent[0].template_params.message)).toContain('Standard');
  await page.waitForTimeout(500);
  expect(emailApi.sent).toHaveLength(1);
});

test('cancelling or failing a payment says so and changes nothing', async ({ page, paypal }) => {
  await logInAs(page, legacyUser('ada@example.com', 'pw', { plan: 'basic' }));
  await page.goto('/billing');
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Not Available' })).toBeDisabled();

  await planCard(page, 'Premium').getByRole('button', { name: 'Cancel payment' }).click();
  await expect(page.getByText(PAYMENT_CANCELLED)).toBeVisible();
  expect((await paypal.state(page)).orders[0]).toMatchObject({ amount: '50.00', currency: 'USD', intent: 'CAPTURE' });

  await planCard(page, 'Standard').getByRole('button', { name: 'Fail payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: PAYMENT_ERROR })).toBeVisible();

  expect((await paypal.state(page)).captures).toEqual([]);
  const user = await storedUser(page, 'ada@example.com');
  expect(user).toMatchObject({ plan: 'basic', paid: false, trial: false, trialEnds: null });
});

test('when the PayPal script cannot load, the page says so and logs it', async ({ page, paypal }) => {
  paypal.setMode('fail-load');
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await logInAs(page, legacyUser('ada@example.com', 'pw'));
  await page.goto('/billing');
  await expect(planCard(page, 'Basic').getByRole('alert').filter({ hasText: PAYMENT_UNAVAILABLE })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  expect(errors.some((text) => /PayPal/.test(text))).toBe(true);

  // It can be tried again once PayPal answers.
  paypal.setMode('ok');
  await planCard(page, 'Basic').getByRole('button', { name: 'Retry' }).click();
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
});

test('offline, the billing page says payment needs a connection instead of showing buttons', async ({ page, context, paypal }) => {
  await logInAs(page, legacyUser('ada@example.com', 'pw'));
  await page.goto('/billing');
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  await goOffline(context, page);
  await expect(page.getByText(PAYMENT_NEEDS_CONNECTION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay with PayPal' })).toHaveCount(0);
  await expect(planCard(page, 'Free').getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  expect(await seriousA11yViolations(page)).toEqual([]);
  await goOnline(context, page);
  await expect(planCard(page, 'Basic').getByRole('button', { name: 'Pay with PayPal' })).toBeVisible();
  void paypal;
});

test('/billing and /settings need a logged-in user', async ({ page }) => {
  await page.goto('/billing');
  await expect(page).toHaveURL(/\/login\?next=%2Fbilling$/);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login\?next=%2Fsettings$/);
});

test('settings: name, email and avatar are saved; the sites stay the user’s; a used email is refused', async ({ page, imageHost }) => {
  const site = { id: 's-100', name: 'Ada Studio', type: 'artist', pages: ['main'], owner: 'ada@example.com', previewData: { name: 'Ada Studio' } };
  await logInAs(
    page,
    legacyUser('ada@example.com', 'pw', { name: 'Ada', sites: [site] }),
    { users: [legacyUser('ada@example.com', 'pw', { name: 'Ada', sites: [site] }), legacyUser('bob@example.com', 'pw')], sites: [site] },
  );
  await page.goto('/settings');
  await expect(page.getByLabel('Name')).toHaveValue('Ada');
  await expect(page.getByLabel('Email')).toHaveValue('ada@example.com');
  await expect(page.getByLabel('Avatar')).toHaveAttribute('accept', 'image/*');
  await expect(page.getByText(/Brick uses .* of the/)).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Another account's email is refused.
  await page.getByLabel('Email').fill('BOB@example.com');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert').filter({ hasText: EMAIL_ALREADY_REGISTERED })).toBeVisible();
  expect((await storedUser(page, 'ada@example.com'))?.email).toBe('ada@example.com');

  // A new name, email and avatar are saved.
  await page.getByLabel('Name').fill('Ada Lovelace');
  await page.getByLabel('Email').fill('ada@lovelace.dev');
  await page.getByLabel('Avatar').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
  });
  await expect(page.getByRole('img', { name: 'Avatar preview' })).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: PROFILE_SAVED })).toBeVisible();

  await expect.poll(async () => (await storedUser(page, 'ada@lovelace.dev'))?.name).toBe('Ada Lovelace');
  expect(await storedUser(page, 'ada@example.com')).toBeUndefined();
  await expect.poll(() => readKey(page, 'currentUser')).toMatchObject({ email: 'ada@lovelace.dev' });
  // The profile is its own write after the account's (and so, on a slow machine, its own mirror flush).
  await expect.poll(() => readKey(page, 'user_profile')).toMatchObject({ name: 'Ada Lovelace', email: 'ada@lovelace.dev' });
  const profile = await readKey(page, 'user_profile');
  expect(String(profile.avatar)).toMatch(STORED_PICTURE);
  // The site is still hers: in her list, and owned by her new email.
  const user = await storedUser(page, 'ada@lovelace.dev');
  expect(JSON.stringify(user?.sites)).toContain('s-100');
  const sites = (await readKey(page, 'sites')) as Array<{ id?: string; siteId?: string; owner?: string }>;
  expect(sites.find((s) => String(s.id ?? s.siteId) === 's-100')?.owner).toBe('ada@lovelace.dev');

  // The avatar upload lands on the image host and replaces the data URL in the profile.
  await expect.poll(() => imageHost.uploads.length).toBe(1);
  await expect.poll(async () => String((await readKey(page, 'user_profile'))?.avatar)).toMatch(/^https:\/\/res\.cloudinary\.com\//);

  // After a reload the form shows what was saved.
  await page.reload();
  await expect(page.getByLabel('Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('Email')).toHaveValue('ada@lovelace.dev');
});
