import { test, expect, waitForServiceWorker, goOffline, goOnline } from './helpers';
import { seed, ART, PNG_BYTES } from './dashboard-seed';
import { SHARE, SHARE_OFFLINE, imagesLeftOutOfLink, uploadingBeforeSharing } from '../../src/domain/messages';

/** The link Share produced, decoded by the visitor's page in a fresh browser context. */
async function openAsVisitor(browser: import('@playwright/test').Browser, link: string) {
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(link);
  return { context, visitor };
}

test('Share waits for an image added offline, then makes a link with its hosted address', async ({ page, context, browser, imageHost }) => {
  await seed(page, { adaSites: [{ ...ART, logo: '', gallery: [] }] });
  await page.goto(`/manage/${ART.siteId}`);
  await expect(page.getByLabel('Title')).toHaveValue(ART.title);
  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: PNG_BYTES });

  await page.getByRole('button', { name: SHARE, exact: true }).click();
  await expect(page.getByText(SHARE_OFFLINE)).toBeVisible();
  await goOnline(context, page);
  // The upload may be quick; the link must not appear before it has landed.
  await expect(page.getByLabel('Share link')).toHaveValue(/\/s#/, { timeout: 15_000 });
  expect(imageHost.uploads).toHaveLength(1);
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).not.toContain('data:');

  const { context: visitorContext, visitor } = await openAsVisitor(browser, link);
  await expect(visitor.getByRole('heading', { name: ART.title }).first()).toBeVisible();
  // Wait for the picture rather than read the page once: under the full suite's load it was not
  // yet in the page when the heading first showed (once, in a full run; never when run alone).
  await expect(visitor.locator(`img[src="${imageHost.secureUrl(1)}"]`).first()).toBeAttached();
  await visitorContext.close();
});

test('Share pressed while a picture is still being kept waits for it (back online before it was stored)', async ({ page, context, imageHost }) => {
  await seed(page, { adaSites: [{ ...ART, logo: '', gallery: [] }] });
  await page.goto(`/manage/${ART.siteId}`);
  await expect(page.getByLabel('Title')).toHaveValue(ART.title);
  await waitForServiceWorker(page);
  // A large photo on a slow CPU: its resizing is still running when the device is back online.
  const photo = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const paint = canvas.getContext('2d')!;
    for (let i = 0; i < 400; i++) {
      paint.fillStyle = `hsl(${i % 360} 70% 50%)`;
      paint.fillRect((i * 97) % 4000, (i * 53) % 3000, 300, 200);
    }
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  });
  const cdp = await context.newCDPSession(page);
  await goOffline(context, page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
  await page.getByLabel('Logo').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from(photo) });
  await page.getByRole('button', { name: SHARE, exact: true }).click();
  await expect(page.getByText(SHARE_OFFLINE)).toBeVisible();
  await goOnline(context, page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await expect(page.getByLabel('Share link')).toHaveValue(/\/s#/, { timeout: 20_000 });
  // The link waited for the picture: uploaded, and the link carries its hosted address.
  expect(imageHost.uploads).toHaveLength(1);
  expect(decodeURIComponent(await page.getByLabel('Share link').inputValue())).not.toContain('data:');
  await expect(page.getByText(imagesLeftOutOfLink(1))).toHaveCount(0);
});

test('an image that was never queued (kept from an earlier version) is left out of the link, and Share says so', async ({ page, browser, imageHost }) => {
  // ART's logo and gallery hold the same local data URL, never uploaded: one image.
  await seed(page);
  await page.goto(`/manage/${ART.siteId}`);
  await page.getByRole('button', { name: SHARE, exact: true }).click();
  await expect(page.getByLabel('Share link')).toHaveValue(/\/s#/);
  await expect(page.getByText(imagesLeftOutOfLink(1))).toBeVisible();
  await expect(page.getByText(uploadingBeforeSharing(1))).toHaveCount(0);
  expect(imageHost.uploads).toHaveLength(0);
  const link = await page.getByLabel('Share link').inputValue();
  expect(link).not.toContain('data');
  expect(link.length).toBeLessThan(8192);

  const { context: visitorContext, visitor } = await openAsVisitor(browser, link);
  await expect(visitor.getByRole('heading', { name: ART.title }).first()).toBeVisible();
  expect(await visitor.locator('img[src^="data:"]').count()).toBe(0);
  await visitorContext.close();
});
