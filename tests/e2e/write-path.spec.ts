import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { idIn, loggedIn, picture, stored } from './write-path-support';

/**
 * Issue 22: nothing a person types or picks is lost, in any order, in one tab or several. Each
 * editor family is tried the way it lost work before the write path: pictures picked back to back
 * while typing, two tabs on one record, and a reload right after the last keystroke.
 */
test.describe.configure({ timeout: 120_000 });

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('layout editors', () => {
  test('store: six pictures picked back to back while typing are all kept after a reload, and the store publishes', async ({ page, imageHost }) => {
    await loggedIn(page);
    await page.goto('/business/layout2');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const id = idIn(page);
    const name = field(page, 'Name *').or(field(page, 'Name')).first();
    await name.fill('Corner');
    for (let n = 1; n <= 5; n++) {
      const slot = page.locator('details.layout-product').nth(n - 1);
      if (!(await slot.evaluate((details: HTMLDetailsElement) => details.open))) await slot.locator('summary').click();
      await page.getByLabel(`Title (product ${n})`).fill(`Mug ${n}`);
      await page.getByLabel(`Price (product ${n})`).fill(`${n}0`);
    }

    // Each pick right after the last one, none waiting for the one before to be read.
    await name.press('End');
    await Promise.all([
      page.getByLabel('Hero image').setInputFiles(picture(1)),
      ...[1, 2, 3, 4, 5].map((n) => page.getByLabel(`Image (product ${n})`).setInputFiles(picture(n + 1))),
      page.keyboard.type(' Shop', { delay: 15 }),
    ]);
    const images = async () => {
      const site = await stored(page, 'sites', id);
      const products = (site?.products ?? []) as Array<{ image?: string }>;
      return [site?.heroImage, ...products.slice(0, 5).map((p) => p.image)].filter((v) => typeof v === 'string' && v !== '').length;
    };
    await expect.poll(images, { timeout: 15_000 }).toBe(6);

    await page.reload();
    await expect(name).toHaveValue('Corner Shop');
    expect(await images()).toBe(6);
    const site = await stored(page, 'sites', id);
    expect(new Set([site?.heroImage, ...((site?.products ?? []) as Array<{ image: string }>).slice(0, 5).map((p) => p.image)]).size).toBe(6);

    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect(page).toHaveURL(new RegExp(`/publish/business2/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Corner Shop' })).toBeVisible();
    for (let n = 1; n <= 5; n++) await expect(page.getByText(`Mug ${n}`, { exact: true })).toBeVisible();
    expect(imageHost).toBeTruthy();
  });

  test('event: two tabs type into two fields at once; each shows the other within a second, undisturbed, and both are kept', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/event/layout1');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const id = idIn(page);
    await field(page, 'Title *').fill('Fair');
    await expect(page.getByText('Saved on this device')).toBeVisible();

    const other = await context.newPage();
    await other.goto(`/event/layout1?id=${id}`);
    await expect(field(other, 'Title *')).toHaveValue('Fair');

    await Promise.all([
      field(page, 'Title *').pressSequentially(' on the Green', { delay: 25 }),
      field(other, 'Location').pressSequentially('Riverside Park', { delay: 25 }),
    ]);
    // Each tab shows the other's field within a second; the field it is typing in keeps its text.
    await expect(field(page, 'Location')).toHaveValue('Riverside Park', { timeout: 1_000 });
    await expect(field(other, 'Title *')).toHaveValue('Fair on the Green', { timeout: 1_000 });
    await expect(field(page, 'Title *')).toHaveValue('Fair on the Green');
    await expect(field(other, 'Location')).toHaveValue('Riverside Park');

    const fresh = await context.newPage();
    await fresh.goto(`/event/layout1?id=${id}`);
    await expect(field(fresh, 'Title *')).toHaveValue('Fair on the Green');
    await expect(field(fresh, 'Location')).toHaveValue('Riverside Park');
  });

  test('business: two tabs edit two services of one list; both are kept', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/business/layout1');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const id = idIn(page);
    await page.getByRole('button', { name: 'Add service' }).click();
    await page.getByRole('button', { name: 'Add service' }).click();
    await expect(page.getByLabel('Service 2', { exact: true })).toBeVisible();

    const other = await context.newPage();
    await other.goto(`/business/layout1?id=${id}`);
    await expect(other.getByLabel('Service 2', { exact: true })).toBeVisible();
    await Promise.all([
      page.getByLabel('Service 1', { exact: true }).pressSequentially('Haircuts', { delay: 25 }),
      other.getByLabel('Service 2', { exact: true }).pressSequentially('Colouring', { delay: 25 }),
    ]);
    await expect(page.getByLabel('Service 2', { exact: true })).toHaveValue('Colouring', { timeout: 1_000 });
    await expect(other.getByLabel('Service 1', { exact: true })).toHaveValue('Haircuts', { timeout: 1_000 });
    await expect.poll(async () => (await stored(page, 'sites', id))?.services).toEqual(['Haircuts', 'Colouring']);
  });

  test('a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/event/layout1');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const title = field(page, 'Title *');
    let expected = 'Fair';
    await title.fill(expected);
    await expect(page.getByText('Saved on this device')).toBeVisible();
    for (let attempt = 1; attempt <= 30; attempt++) {
      const typed = ` ${attempt}`;
      await title.press('End');
      await page.keyboard.type(typed);
      expected += typed;
      await page.reload(); // at once: well within 20 ms of the last keystroke
      await expect(title, `attempt ${attempt}`).toHaveValue(expected);
    }
  });
});
