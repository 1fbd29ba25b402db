import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, doubleClickAsAPerson, seriousA11yViolations } from './helpers';
import { SITE_PUBLISHED, SITE_UNPUBLISHED } from '../../src/domain/messages';
import { ADA, PNG_BYTES, mirroredSites, mirroredUsers, seed, shoot } from './dashboard-seed';
import { HOSTED_PICTURE } from '../fakes/image-host';
import { picture } from './write-path-support';

const adaSite = async (page: import('@playwright/test').Page, id: string) =>
  (await mirroredUsers(page)).find((u) => u.email === ADA)?.sites.find((s) => s.id === id);

test('no logged-in user: /manage goes to /login', async ({ page }) => {
  await seed(page, { as: null });
  await page.goto('/manage/site-art');
  await expect(page).toHaveURL(/\/login\?next=%2Fmanage%2Fsite-art$/);
});

test('a site that is not among the user\'s goes to /dashboard', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-bob');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/manage/no-such-site');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('title, description and theme are saved at once, survive a reload and reach the users list', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Writes');
  const title = page.getByLabel('Title');
  await expect(title).toHaveValue('Ada Writes');
  await title.fill('Ada Writes Daily');
  await page.getByLabel('Description').fill('Short notes, every day.');
  const theme = page.getByLabel('Theme');
  await expect(theme.locator('option')).toHaveText(['Light', 'Dark', 'Classic']);
  await theme.selectOption({ label: 'Dark' });

  // Live preview follows.
  const preview = page.locator('.manage-preview .manage-phone');
  await expect(preview.locator('[data-theme="dark"]')).toBeVisible();

  await expect.poll(() => adaSite(page, 'site-blog')).toMatchObject({ title: 'Ada Writes Daily', description: 'Short notes, every day.', theme: 'dark' });
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('currentUser'))) ?? '{}').sites?.find((s: { id: string }) => s.id === 'site-blog')).toMatchObject({ title: 'Ada Writes Daily', theme: 'dark' });

  await page.reload();
  await expect(page.getByLabel('Title')).toHaveValue('Ada Writes Daily');
  await expect(page.getByLabel('Description')).toHaveValue('Short notes, every day.');
  await expect(page.getByLabel('Theme')).toHaveValue('dark');

  // The theme shows on the dashboard thumbnail too.
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: 'Ada Writes' }).locator('.site-thumbnail [data-theme="dark"]')).toBeAttached();
});

test('logo and gallery uploads: 80px thumbnails, per-image remove, each sent to the image host for the site', async ({ page, imageHost }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  // Three different pictures: one picture's upload lands in every place that holds it, so the
  // same picture three times could be hosted everywhere before its other uploads were sent.
  await page.getByLabel('Logo').setInputFiles(picture(1));
  await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

  const add = page.getByLabel('Add image');
  await add.setInputFiles(picture(2));
  await expect(page.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
  await add.setInputFiles(picture(3));
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
  const thumb = await page.getByRole('img', { name: 'Gallery image 1' }).boundingBox();
  expect(Math.round(thumb!.width)).toBe(80);
  expect(Math.round(thumb!.height)).toBe(80);

  await expect.poll(async () => ((await adaSite(page, 'site-blog'))?.gallery as string[] | undefined)?.length).toBe(2);
  // Each image is sent to the image host with the site record as its target: the hosted address
  // replaces the data URL in the site once the upload lands.
  const hosted = (value: unknown) => typeof value === 'string' && HOSTED_PICTURE.test(value);
  await expect.poll(async () => hosted((await adaSite(page, 'site-blog'))?.logo)).toBe(true);
  await expect.poll(async () => ((await adaSite(page, 'site-blog'))?.gallery as unknown[]).every(hosted)).toBe(true);
  expect(imageHost.uploads).toHaveLength(3);
  const targets = await page.evaluate(
    () =>
      new Promise<unknown[]>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result.filter((row) => row.kind === 'image').map((row) => row.target));
          };
        };
      }),
  );
  expect(targets).toEqual([{ table: 'sites', key: 'site-blog' }, { table: 'sites', key: 'site-blog' }, { table: 'sites', key: 'site-blog' }]);

  await page.getByRole('button', { name: 'Remove gallery image 1' }).click();
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toHaveCount(0);
  await expect.poll(async () => ((await adaSite(page, 'site-blog'))?.gallery as string[] | undefined)?.length).toBe(1);
});

test('a gallery picture whose upload lands stays where it is: its Remove button keeps the focus', async ({ page, imageHost }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  const release = imageHost.holdUploads();
  await page.getByLabel('Add image').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_BYTES });
  const picture = page.getByRole('img', { name: 'Gallery image 1' });
  await expect(picture).toHaveAttribute('src', /^data:image\//);
  const remove = page.getByRole('button', { name: 'Remove gallery image 1' });
  await remove.focus();

  release();
  await expect(picture).toHaveAttribute('src', HOSTED_PICTURE);
  await expect(remove).toBeFocused();
});

test('removing gallery pictures with the keyboard keeps the focus in the gallery, down to its Add image', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  const add = page.getByLabel('Add image');
  await add.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await add.setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();

  // The last picture's Remove: its button goes with it, and the focus goes to the picture before.
  await page.getByRole('button', { name: 'Remove gallery image 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove gallery image 1' })).toBeFocused();

  // The only picture's: the list goes, and the focus goes to Add image, where the next one comes from.
  await page.keyboard.press('Enter');
  await expect(page.getByText('No gallery images yet.')).toBeVisible();
  await expect(add).toBeFocused();
  await expect.poll(async () => (await adaSite(page, 'site-blog'))?.gallery).toEqual([]);
});

test('a picture removed while the other pictures\' uploads land: the focus still goes to the picture before, and both writes are kept', async ({ page, imageHost }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  const release = imageHost.holdUploads();
  const add = page.getByLabel('Add image');
  await add.setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await add.setInputFiles({ name: 'b.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();

  // The removal and the uploads' swaps of addresses reach the same record at once: a list that
  // comes back changed but no shorter is not the removal's.
  await page.getByRole('button', { name: 'Remove gallery image 2' }).focus();
  await page.keyboard.press('Enter');
  release();
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove gallery image 1' })).toBeFocused();
  await expect(page.getByRole('img', { name: 'Gallery image 1' })).toHaveAttribute('src', HOSTED_PICTURE);
  await expect.poll(async () => ((await adaSite(page, 'site-blog'))?.gallery as string[] | undefined)?.map((src) => HOSTED_PICTURE.test(src))).toEqual([true]);
  await expect(page.getByRole('button', { name: 'Remove gallery image 1' })).toBeFocused();
});

test('a double click on a gallery picture\'s Remove removes that picture only', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  const add = page.getByLabel('Add image');
  for (const n of [1, 2, 3]) await add.setInputFiles(picture(n)); // three different pictures
  await expect(page.getByRole('img', { name: 'Gallery image 3' })).toBeVisible();
  const stored = async () => ((await adaSite(page, 'site-blog'))?.gallery as string[] | undefined) ?? [];
  await expect.poll(async () => (await stored()).filter((src) => HOSTED_PICTURE.test(src)).length).toBe(3); // their uploads landed
  const [, second, third] = await stored();

  await doubleClickAsAPerson(page, page.getByRole('button', { name: 'Remove gallery image 1' }));
  await expect(page.getByRole('img', { name: 'Gallery image 3' })).toHaveCount(0);
  await page.waitForTimeout(1000); // the second press's removal, had it gone through, is stored by now
  expect(await stored()).toEqual([second, third]);
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toBeVisible();
});

/** The blog site on /manage in two tabs, its gallery three hosted pictures; `stored` reads the gallery. */
async function twoTabsOnThreePictures(page: Page, context: BrowserContext) {
  await seed(page);
  await page.goto('/manage/site-blog');
  const add = page.getByLabel('Add image');
  for (const n of [1, 2, 3]) await add.setInputFiles(picture(n));
  const stored = async () => ((await adaSite(page, 'site-blog'))?.gallery as string[] | undefined) ?? [];
  await expect.poll(async () => (await stored()).filter((src) => HOSTED_PICTURE.test(src)).length).toBe(3);
  const other = await context.newPage();
  await other.goto('/manage/site-blog');
  await expect(other.getByRole('img', { name: 'Gallery image 3' })).toBeVisible();
  return { other, stored };
}

test('two tabs pressing Remove on the same gallery picture at the same moment remove that picture only', async ({ page, context }) => {
  test.info().annotations.push({ type: 'race', description: 'each press removes what its tab showed' });
  const { other, stored } = await twoTabsOnThreePictures(page, context);
  const [, second, third] = await stored();

  // Each tab removes its first picture: what each press meant is what its tab showed as it was
  // pressed. Both showing three (the race): both meant the first, and the second removal stands
  // down. A tab that already showed the other's removal meant the picture then in first place.
  const shownAtPress = (tab: Page) =>
    tab.evaluate(() => new Promise<number>((resolve) => document.addEventListener('click', () => resolve(document.querySelectorAll('.gallery-thumbs li').length), { capture: true, once: true })));
  const shown = Promise.all([page, other].map(shownAtPress));
  await Promise.all([page, other].map((tab) => tab.getByRole('button', { name: 'Remove gallery image 1' }).click()));
  const both = await shown;
  await page.waitForTimeout(1000); // both removals are stored by now
  expect(await stored()).toEqual(both.every((n) => n === 3) ? [second, third] : [third]);
  for (const tab of [page, other]) await expect(tab.getByRole('img', { name: 'Gallery image 3' })).toHaveCount(0);
});

test('two tabs pressing Remove at the same moment, one on the first gallery picture and one on the last, remove both', async ({ page, context }) => {
  const { other, stored } = await twoTabsOnThreePictures(page, context);
  const [, second] = await stored();

  // Each tab presses the Remove it shows first or last, at once: whichever removal is stored first,
  // the other still removes the picture its tab showed there.
  const press = (tab: Page, which: 'first' | 'last') =>
    tab.evaluate((which) => {
      const removes = [...document.querySelectorAll<HTMLButtonElement>('.gallery-thumbs li button')];
      (which === 'first' ? removes[0] : removes[removes.length - 1]).click();
      return removes.length;
    }, which);
  const shown = await Promise.all([press(page, 'last'), press(other, 'first')]);
  test.info().annotations.push({ type: 'race', description: `pictures shown at the presses: ${shown.join(' and ')}` });
  await expect.poll(stored).toEqual([second]);
  for (const tab of [page, other]) await expect(tab.getByRole('img', { name: 'Gallery image 2' })).toHaveCount(0);
  await page.waitForTimeout(1000); // a removal that went on to another picture would be stored by now
  expect(await stored()).toEqual([second]);
});

test('another tab removing the first gallery picture leaves this tab on the picture it was on, its Remove still focused', async ({ page, context }) => {
  const { other, stored } = await twoTabsOnThreePictures(page, context);
  const [, second, third] = await stored();
  expect(third).not.toBe(second); // so the one removed at the end can be told apart
  const thirdShown = await page.getByRole('img', { name: 'Gallery image 3' }).getAttribute('src');

  await page.getByRole('button', { name: 'Remove gallery image 3' }).focus();
  await other.getByRole('button', { name: 'Remove gallery image 1' }).click();
  await expect(page.getByRole('img', { name: 'Gallery image 3' })).toHaveCount(0);
  // The picture moved up to second place, and the focus with it.
  await expect(page.getByRole('img', { name: 'Gallery image 2' })).toHaveAttribute('src', thirdShown!);
  await expect(page.getByRole('button', { name: 'Remove gallery image 2' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(stored).toEqual([second]);
});

test('Publish Site: published with a date, added to sites once, notice and the preview route', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-blog');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'manage');
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page.getByRole('status').filter({ hasText: SITE_PUBLISHED })).toBeVisible();
  await expect(page).toHaveURL(/\/preview\/blog\/site-blog$/);
  await expect.poll(async () => (await mirroredSites(page)).filter((s) => s.id === 'site-blog').length).toBe(1);
  const site = (await mirroredSites(page)).find((s) => s.id === 'site-blog')!;
  expect(site.published).toBe(true);
  expect(Date.now() - Date.parse(site.lastPublished as string)).toBeLessThan(60_000);

  // Publishing again does not add it twice.
  await page.goto('/manage/site-blog');
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(/\/preview\/blog\/site-blog$/);
  await page.waitForTimeout(400);
  expect((await mirroredSites(page)).filter((s) => s.id === 'site-blog').length).toBe(1);
});

test('Unpublish returns a published site to draft', async ({ page }) => {
  await seed(page);
  await page.goto('/manage/site-art');
  await expect(page.locator('.manage-head')).toContainText('Published');
  await page.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByRole('status').filter({ hasText: SITE_UNPUBLISHED })).toBeVisible();
  await expect(page.locator('.manage-head')).toContainText('Draft');
  await expect(page.getByRole('button', { name: 'Unpublish' })).toHaveCount(0);
  await expect.poll(async () => (await mirroredSites(page)).map((s) => s.id)).not.toContain('site-art');
  await expect.poll(async () => (await adaSite(page, 'site-art'))?.published).toBe(false);
  await page.goto('/dashboard');
  await expect(page.getByRole('article', { name: "Ada's Studio" })).toContainText('Draft');
});
