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
