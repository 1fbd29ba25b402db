import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { seed } from './dashboard-seed';

/**
 * Issue 38: the slot editor paints its blocks from the localStorage mirror and takes keys before
 * storage's code (Dexie) has arrived; what was typed then is stored once it has, and a reload
 * meanwhile keeps it. Dexie's chunk is held back until the test lets it through, as a slow phone
 * network would.
 */
test.use({ serviceWorkers: 'block' });

const PAGE_ADDRESS = '/artist/slot1?siteId=site-art';
const block = (id: string, content: string) => ({ id, type: 'title', section: 'Section 1', content, fontSize: 'large' });

async function holdChunk(page: Page, name: RegExp) {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(name, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
const holdStorageCode = (page: Page) => holdChunk(page, /\/assets\/dexie-[\w-]+\.js$/);

const titleField = (page: Page) => page.locator('li[data-row-id]').first().getByLabel('Title', { exact: true });
const storedTitle = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('site_pages') ?? '[]') as Array<{ blocks: Array<{ content?: string }> }>)[0]?.blocks[0]?.content);

const storedBlockCount = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('site_pages') ?? '[]') as Array<{ blocks: unknown[] }>)[0]?.blocks.length);

test.beforeEach(async ({ page }) => {
  await seed(page);
  await page.addInitScript((pages) => {
    if (!localStorage.getItem('site_pages')) localStorage.setItem('site_pages', pages);
  }, JSON.stringify([{ id: 'page-art-1', siteId: 'site-art', type: 'artist', slotId: 1, title: 'Slot 1', blocks: [block('t1', 'Welcome')] }]));
  // A returning person: storage has imported the seed and the mirror has written it.
  await page.goto(PAGE_ADDRESS);
  await expect(titleField(page)).toHaveValue('Welcome');
});

test('the slot editor shows its blocks and takes keys before storage\'s code has arrived; they are stored once it has', async ({ page }) => {
  const release = await holdStorageCode(page);
  await page.goto(PAGE_ADDRESS);
  await expect(titleField(page)).toHaveValue('Welcome');
  await titleField(page).press('End');
  await page.keyboard.type(' home');
  await expect(titleField(page)).toHaveValue('Welcome home');
  expect(await storedTitle(page)).toBe('Welcome');
  release();
  await expect.poll(() => storedTitle(page), { timeout: 5_000 }).toBe('Welcome home');
  await expect(titleField(page)).toHaveValue('Welcome home');
});

test('a reload before storage\'s code arrived keeps what was typed', async ({ page }) => {
  const release = await holdStorageCode(page);
  await page.goto(PAGE_ADDRESS);
  await titleField(page).press('End');
  await page.keyboard.type(' again');
  await page.reload();
  await expect(titleField(page)).toHaveValue('Welcome again');
  release();
  await expect.poll(() => storedTitle(page), { timeout: 5_000 }).toBe('Welcome again');
  await page.reload();
  await expect(titleField(page)).toHaveValue('Welcome again');
});

test('when the saving code fails to arrive, the editor says so, keeps every change and saves it once the code comes', async ({ page }) => {
  let failing = true;
  await page.route(/\/assets\/persist-blocks-[\w-]+\.js$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto(PAGE_ADDRESS);
  await titleField(page).press('End');
  await page.keyboard.type(' back');
  await expect(page.getByRole('status').filter({ hasText: 'saving code has not downloaded yet' })).toBeVisible();
  await page.getByLabel('Block type').selectOption({ label: 'Text' });
  await page.getByRole('button', { name: 'Add block' }).click();
  await expect(page.locator('li[data-row-id]')).toHaveCount(2);
  expect(await storedBlockCount(page)).toBe(1);
  failing = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText('Every change is saved on this device as you make it.')).toBeVisible();
  await expect.poll(() => storedBlockCount(page), { timeout: 5_000 }).toBe(2);
  expect(await storedTitle(page)).toBe('Welcome back');
});
