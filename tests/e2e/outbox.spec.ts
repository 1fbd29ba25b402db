import type { Page } from '@playwright/test';
import { test, expect, waitForServiceWorker, goOffline, goOnline, offlineAgain, readRecord } from './helpers';
import { seed, ART, ADA, PNG_BYTES } from './dashboard-seed';
import { WAITING_FOR_CONNECTION } from '../../src/domain/messages';

const siteLogo = async (page: Page, siteId: string) => (await readRecord(page, 'sites', siteId))?.logo;

test('a logo added offline shows at once, uploads once when back online, and the site then holds the hosted address', async ({ page, context, imageHost }) => {
  await seed(page, { adaSites: [{ ...ART, logo: '' }] });
  await page.goto(`/manage/${ART.siteId}`);
  await expect(page.getByLabel('Title')).toHaveValue(ART.title);
  await waitForServiceWorker(page);
  await goOffline(context, page);

  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });
  // Shown at once from the local copy, and marked as waiting.
  await expect(page.getByRole('img', { name: /logo/i }).first()).toBeVisible();
  await expect(page.getByText(WAITING_FOR_CONNECTION).first()).toBeVisible();
  expect(await siteLogo(page, ART.siteId)).toMatch(/^data:image\//);
  await page.waitForTimeout(500);
  expect(imageHost.uploads).toHaveLength(0);

  await goOnline(context, page);
  await expect.poll(() => imageHost.uploads.length).toBe(1);
  expect(imageHost.uploads[0].preset).toBe('brick_unsigned_upload');
  await expect.poll(() => siteLogo(page, ART.siteId)).toBe(imageHost.secureUrl(1));
  await expect
    .poll(async () => (await page.evaluate(() => JSON.parse(localStorage.getItem('users') ?? '[]')))
      .find((u: { email: string }) => u.email === ADA)?.sites.find((s: { siteId: string }) => s.siteId === ART.siteId)?.logo)
    .toBe(imageHost.secureUrl(1));
  // No second upload of the same image, even after a reload.
  await page.reload();
  await page.waitForTimeout(1000);
  expect(imageHost.uploads).toHaveLength(1);
});

test('a welcome e-mail queued offline is sent exactly once after reconnecting, across a reload', async ({ page, context, emailApi }) => {
  await page.goto('/signup');
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.getByLabel('Email', { exact: true }).fill('offline.ola@example.com');
  await page.getByLabel('Password', { exact: true }).fill('s3cret-pass');
  await page.getByLabel('Confirm Password').fill('s3cret-pass');
  await page.getByRole('radio', { name: /Free/ }).check();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/onboarding\/complete/, { timeout: 30_000 });
  await expect(page.getByText(/e-mail waiting for a connection/)).toBeVisible();

  await page.reload(); // still offline: the service worker serves the app, the outbox keeps the row
  await offlineAgain(page);
  await expect(page.getByText(/e-mail waiting for a connection/)).toBeVisible();
  expect(emailApi.sent).toHaveLength(0);

  await goOnline(context, page);
  await expect.poll(() => emailApi.sent.length, { timeout: 20_000 }).toBe(1);
  expect(emailApi.sent[0].template_params).toMatchObject({ email: 'offline.ola@example.com' });
  await page.reload();
  await page.waitForTimeout(1500);
  expect(emailApi.sent).toHaveLength(1);
});

test.describe('the image field tells the truth about its upload (issue 23, item 4)', () => {
  async function openManage(page: Page) {
    await seed(page, { adaSites: [{ ...ART, logo: '' }] });
    await page.goto(`/manage/${ART.siteId}`);
    await expect(page.getByLabel('Title')).toHaveValue(ART.title);
  }
  const pickLogo = (page: Page) => page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });

  test('offline: "Waiting for a connection"', async ({ page, context }) => {
    await openManage(page);
    await waitForServiceWorker(page);
    await goOffline(context, page);
    await pickLogo(page);
    await expect(page.getByRole('status').filter({ hasText: /^Waiting for a connection$/ })).toBeVisible();
    await goOnline(context, page);
  });

  test('online, the host answers 503: "Upload failed, retrying in N s" with Retry now, never "waiting for a connection"', async ({ page, imageHost }) => {
    await openManage(page);
    imageHost.failNext(4, 503); // retried after about 1, 2 and 4 s, then it lands
    await pickLogo(page);
    const status = page.getByRole('status').filter({ hasText: /^Upload failed, retrying in \d+ s$/ });
    await expect(status).toBeVisible();
    await expect(page.getByText(/waiting for (a )?connection/i)).toHaveCount(0);
    const retryNow = page.getByRole('button', { name: /^Retry now/ });
    await expect(retryNow).toBeVisible();
    const box = await retryNow.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);
    expect(box!.width).toBeGreaterThanOrEqual(44);
    await retryNow.click(); // sends at once, from a fresh backoff
    await expect.poll(() => siteLogo(page, ART.siteId), { timeout: 20_000 }).toMatch(/^https:\/\/res\.cloudinary\.com\//);
    expect(imageHost.uploads).toHaveLength(1);
    await expect(status).toHaveCount(0);
  });

  test('online, the host answers 429: the same countdown', async ({ page, imageHost }) => {
    await openManage(page);
    imageHost.failNext(1, 429);
    await pickLogo(page);
    await expect(page.getByRole('status').filter({ hasText: /^Upload failed, retrying in \d+ s$/ })).toBeVisible();
  });

  test('a final refusal (400): "Image upload failed." with Try again and Remove', async ({ page, imageHost }) => {
    await openManage(page);
    imageHost.failNext(1, 400);
    await pickLogo(page);
    await expect(page.getByRole('alert').filter({ hasText: /^Image upload failed\.$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Try again/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Logo' })).toBeVisible();
    await page.getByRole('button', { name: /^Try again/ }).click();
    await expect.poll(() => siteLogo(page, ART.siteId), { timeout: 15_000 }).toMatch(/^https:\/\/res\.cloudinary\.com\//);
    await expect(page.getByRole('alert').filter({ hasText: 'Image upload failed.' })).toHaveCount(0);
  });
});
