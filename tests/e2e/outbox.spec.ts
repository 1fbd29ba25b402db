import type { Page } from '@playwright/test';
import { test, expect, waitForServiceWorker, goOffline, goOnline, readRecord } from './helpers';
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
  await expect(page.getByText(/e-mail waiting for a connection/)).toBeVisible();
  expect(emailApi.sent).toHaveLength(0);

  await goOnline(context, page);
  await expect.poll(() => emailApi.sent.length, { timeout: 20_000 }).toBe(1);
  expect(emailApi.sent[0].template_params).toMatchObject({ email: 'offline.ola@example.com' });
  await page.reload();
  await page.waitForTimeout(1500);
  expect(emailApi.sent).toHaveLength(1);
});
