import type { Locator, Page } from '@playwright/test';
import { test, expect, readRecord, seriousA11yViolations } from './helpers';
import { seed, ART, PNG } from './dashboard-seed';
import { picture } from './write-path-support';
import { IMAGE_TILE_POINTER } from '../../src/domain/messages';

// Image fields are tiles (issue 28): the picture with Change and Remove, an empty tile that says
// what to add, and on a laptop a dropped file or a pasted image is picked like a chosen one.

const site = (page: Page) => readRecord(page, 'sites', ART.siteId) as Promise<{ logo?: string | null; gallery?: string[] } | undefined>;

/** Drops picture `n` on `tile`, as a file dragged from the desktop arrives. */
async function dropOn(page: Page, tile: Locator, n: number) {
  const { name, buffer } = picture(n);
  const dataTransfer = await page.evaluateHandle(([fileName, base64]) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], fileName, { type: 'image/png' }));
    return transfer;
  }, [name, buffer.toString('base64')] as const);
  for (const type of ['dragenter', 'dragover', 'drop']) await tile.dispatchEvent(type, { dataTransfer });
}

test('an image field is a tile: Change and Remove, and a dropped or pasted picture is kept after reload', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await seed(page, { adaSites: [{ ...ART, gallery: [] }] });
  await page.goto(`/manage/${ART.siteId}`);
  const logo = page.locator('.image-input').filter({ has: page.getByLabel('Logo', { exact: true }) });

  // The picture, with Change and Remove as full touch targets; no browser "Choose File" in sight.
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  for (const name of ['Change Logo', 'Remove Logo']) {
    const box = (await logo.getByRole('button', { name }).boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  const input = (await page.getByLabel('Logo', { exact: true }).boundingBox())!;
  expect(input.width * input.height).toBeLessThanOrEqual(1);
  expect(await seriousA11yViolations(page)).toEqual([]);

  // Change opens the system's picker; the picture chosen there replaces the logo.
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), logo.getByRole('button', { name: 'Change Logo' }).click()]);
  await chooser.setFiles(picture(1));
  await expect.poll(async () => (await site(page))?.logo).not.toBe(PNG);

  // Remove clears it in storage; the tile then says what to add.
  await logo.getByRole('button', { name: 'Remove Logo' }).click();
  await expect.poll(async () => (await site(page))?.logo ?? '').toBe('');
  await expect(logo.getByText(IMAGE_TILE_POINTER)).toBeVisible();
  await expect(logo.getByRole('button', { name: 'Remove Logo' })).toHaveCount(0);

  // A file dropped on the tile becomes the logo.
  await dropOn(page, logo.locator('.image-tile'), 2);
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect.poll(async () => (await site(page))?.logo ?? '').not.toBe('');

  // An image copied to the clipboard and pasted (Ctrl+V) while the gallery's "Add image" tile has
  // focus is added to the gallery.
  await page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    await navigator.clipboard.write([new ClipboardItem({ 'image/png': new Blob([bytes], { type: 'image/png' }) })]);
  }, picture(3).buffer.toString('base64'));
  await page.getByLabel('Add image', { exact: true }).focus();
  await page.keyboard.press('Control+V');
  await expect.poll(async () => (await site(page))?.gallery?.length).toBe(1);

  // Both are kept after a reload.
  const before = await site(page);
  await page.reload();
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
  const after = await site(page);
  expect(after?.logo).toBeTruthy();
  expect(after?.gallery).toHaveLength(1);
  expect([before?.logo, after?.logo]).not.toContain(PNG);
});

test('a logo removed just as its upload lands stays removed, round after round on a slow phone', async ({ page, imageHost }) => {
  await seed(page, { adaSites: [{ ...ART, gallery: [] }] });
  await page.goto(`/manage/${ART.siteId}`);
  const logo = page.locator('.image-input').filter({ has: page.getByLabel('Logo', { exact: true }) });
  await expect(logo.getByRole('img', { name: 'Logo preview' })).toBeVisible();
  // A slow phone: the form shows a stored change a while after it was written, so the upload can
  // land between the Remove and the form showing it. A race: each round may meet it or not.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  for (let round = 1; round <= 5; round++) {
    const release = imageHost.holdUploads();
    await page.getByLabel('Logo', { exact: true }).setInputFiles(picture(round));
    await expect.poll(async () => (await site(page))?.logo ?? '').toMatch(/^data:image\//);
    await expect(logo.getByRole('status')).toHaveText(/^Uploading/); // sent, and held by the host
    release();
    await logo.getByRole('button', { name: 'Remove Logo' }).click();
    await expect.poll(() => imageHost.uploads.length).toBe(round);
    await page.waitForTimeout(1000); // the form's own reads of the landed upload come meanwhile
    expect((await site(page))?.logo ?? '', `round ${round}`).toBe('');
    await expect(logo.getByText(IMAGE_TILE_POINTER)).toBeVisible();
    await expect(logo.getByRole('button', { name: 'Remove Logo' })).toHaveCount(0);
  }
});
