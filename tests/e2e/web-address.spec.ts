import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, seriousA11yViolations, waitForServiceWorker } from './helpers';
import { PNG_BYTES, seed } from './dashboard-seed';
import { serverForEachTest, siteDetails } from './sync-support';
import { SYNCED } from '../../src/domain/sync-messages';

/**
 * Issue 37: a published site at its web address on a real Brick server (127.0.0.1), pictures
 * hosted by that server. Device A is Ada's browser with sync on; visitors are fresh browsers.
 */
const server = serverForEachTest();
const details = siteDetails;
const webAddress = (page: Page) => page.getByRole('region', { name: 'Web address' });

async function deviceWithSyncOn(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await seed(page);
  await page.goto(`${server.url}/settings`);
  await page.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(page.getByRole('region', { name: 'Your devices' }).getByRole('status').first()).toHaveText(SYNCED);
  return page;
}

/** This device's space credentials, as sync keeps them (to act as that space over HTTP). */
const bearerOf = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const read = open.result.transaction('meta', 'readonly').objectStore('meta').get('sync');
          read.onsuccess = () => resolve(`Bearer ${read.result.value.spaceId}.${read.result.value.secret}`);
          read.onerror = () => reject(read.error);
        };
      }),
  );

/** What a visitor with no storage sees at `address`, fetched afresh until `check` holds. */
async function visitUntil(visitor: Page, address: string, check: (page: Page) => Promise<void>) {
  await expect(async () => {
    await visitor.goto(address);
    await check(visitor);
  }).toPass({ timeout: 20_000 });
}

test('a published site at its web address: title and picture for a fresh visitor, the same page under the owner\'s service worker, republish, unpublish', async ({ browser }) => {
  test.setTimeout(120_000);
  const owner = await browser.newContext();
  const pageA = await deviceWithSyncOn(owner);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(webAddress(pageA)).toContainText('Publish this site to put it at its web address.');
  await details(pageA).getByLabel('Title', { exact: true }).fill('Ada on the Web');
  await pageA.getByLabel('Add image').setInputFiles({ name: 'studio.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(pageA.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
  // The picture goes to the Brick server (no image host was chosen): the record holds its address there.
  await expect.poll(() => pageA.getByRole('img', { name: 'Gallery image 1' }).getAttribute('src'), { timeout: 20_000 }).toMatch(/\/pictures\/[0-9a-f]{64}$/);
  await pageA.getByRole('button', { name: 'Publish Site' }).click();
  await expect(pageA).toHaveURL(/\/preview\/blog\/site-blog$/);

  await pageA.goto(`${server.url}/manage/site-blog`);
  const field = webAddress(pageA).getByLabel('Web address');
  await expect(field).toHaveValue(`${server.url}/p/ada-on-the-web`, { timeout: 20_000 });
  await expect(webAddress(pageA).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `${server.url}/p/ada-on-the-web`);
  await expect(webAddress(pageA).getByRole('img', { name: 'QR code of the web address' })).toBeVisible();
  expect(await seriousA11yViolations(pageA)).toEqual([]);
  let address = await field.inputValue();
  if (process.env.SHOTS) {
    await webAddress(pageA).scrollIntoViewIfNeeded();
    await webAddress(pageA).screenshot({ path: '/tmp/web-address-1280.png' });
    await pageA.setViewportSize({ width: 390, height: 844 });
    await webAddress(pageA).screenshot({ path: '/tmp/web-address-390.png' });
    await pageA.setViewportSize({ width: 1280, height: 720 });
  }

  // A visitor with no storage: the site, its picture loaded, and no app code at all.
  const visitorContext = await browser.newContext({ serviceWorkers: 'block' });
  const visitor = await visitorContext.newPage();
  const scripts: string[] = [];
  visitor.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  const response = await visitor.goto(address);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toMatch(/^default-src 'none'/);
  await expect(visitor.getByRole('heading', { name: 'Ada on the Web' }).first()).toBeVisible();
  const picture = visitor.locator('main img').first();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(await picture.getAttribute('src')).toMatch(/\/pictures\/[0-9a-f]{64}$/);
  expect(scripts).toEqual([]);
  if (process.env.SHOTS) await visitor.screenshot({ path: '/tmp/web-address-visitor.png', fullPage: true });

  // In the owner's own browser, where Brick's service worker runs: the same page, not the app shell.
  await waitForServiceWorker(pageA);
  await pageA.goto(address);
  await expect(pageA.getByRole('heading', { name: 'Ada on the Web' }).first()).toBeVisible();
  expect(await pageA.locator('#root').count()).toBe(0);

  // Renamed and republished: the same address shows the change.
  await pageA.goto(`${server.url}/manage/site-blog`);
  await details(pageA).getByLabel('Title', { exact: true }).fill('Ada Paints');
  await details(pageA).getByLabel('Description', { exact: true }).fill('Now on the open web');
  await pageA.getByRole('button', { name: 'Publish Site' }).click();
  await expect(pageA).toHaveURL(/\/preview\/blog\/site-blog$/);
  await visitUntil(visitor, address, async (page) => {
    await expect(page.locator('main')).toContainText('Now on the open web', { timeout: 1000 });
    await expect(page.getByRole('heading', { name: 'Ada Paints' }).first()).toBeVisible({ timeout: 1000 });
  });
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(webAddress(pageA).getByLabel('Web address')).toHaveValue(address);

  // The person changes the address: the new one shows the site, the old one is gone.
  await webAddress(pageA).getByLabel('New address').fill('ada-paints');
  await webAddress(pageA).getByRole('button', { name: 'Change address' }).click();
  await expect(webAddress(pageA).getByLabel('Web address')).toHaveValue(`${server.url}/p/ada-paints`);
  expect((await visitor.goto(address))?.status()).toBe(404);
  address = `${server.url}/p/ada-paints`;
  await visitor.goto(address);
  await expect(visitor.getByRole('heading', { name: 'Ada Paints' }).first()).toBeVisible();

  // Unpublish: the address answers 404, "Site not found.".
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageA.getByRole('button', { name: 'Unpublish' }).click();
  await expect(async () => {
    const gone = await visitor.goto(address);
    expect(gone?.status()).toBe(404);
  }).toPass({ timeout: 20_000 });
  await expect(visitor.getByText('Site not found.')).toBeVisible();
  await owner.close();
  await visitorContext.close();
});

test('another space cannot publish over a site\'s address or take it down, and uploads need a paired space, a raster picture and a size under the limit', async ({ browser, request }) => {
  test.setTimeout(120_000);
  const a = await browser.newContext();
  const pageA = await deviceWithSyncOn(a);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageA.getByRole('button', { name: 'Publish Site' }).click();
  await expect(pageA).toHaveURL(/\/preview\/blog\/site-blog$/);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(webAddress(pageA).getByLabel('Web address')).toHaveValue(`${server.url}/p/ada-writes`, { timeout: 20_000 });

  // Another browser, another space (Ada's data, never paired): its own site-blog is another site.
  const b = await browser.newContext();
  const pageB = await deviceWithSyncOn(b);
  const other = await bearerOf(pageB);
  const page = `${server.url}/api/sites/site-blog/page`;
  const forged = '<!DOCTYPE html><html><body><h1>Forged</h1></body></html>';
  const taken = await request.put(page, { headers: { Authorization: other }, data: { slug: 'ada-writes', exact: true, html: forged } });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error.message).toBe('That address is taken. Try another.');
  const down = await request.delete(page, { headers: { Authorization: other } });
  expect(down.status()).toBe(404);
  const none = await request.put(page, { data: { slug: 'ada-writes', exact: false, html: forged } });
  expect(none.status()).toBe(401);
  const stillThere = await request.get(`${server.url}/p/ada-writes`);
  expect(stillThere.status()).toBe(200);
  expect(await stillThere.text()).toContain('Ada Writes');

  // Uploads: without a paired space, an SVG, and a picture over the limit are refused, and nothing is stored.
  const upload = (bytes: Buffer, mimeType: string, authorization?: string) =>
    request.post(`${server.url}/api/pictures`, {
      headers: authorization ? { Authorization: authorization } : {},
      multipart: { file: { name: 'picture', mimeType, buffer: bytes }, upload_preset: 'brick_unsigned_upload' },
    });
  const stored = async (bytes: Buffer) => (await request.get(`${server.url}/pictures/${createHash('sha256').update(bytes).digest('hex')}`)).status();
  const mine = await bearerOf(pageA);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  const large = Buffer.concat([PNG_BYTES, Buffer.alloc(11 * 1024 * 1024, 1)]);
  const unpaired = Buffer.concat([PNG_BYTES, Buffer.from('unpaired')]);
  expect((await upload(unpaired, 'image/png')).status()).toBe(401);
  expect((await upload(svg, 'image/svg+xml', mine)).status()).toBe(415);
  expect((await upload(large, 'image/png', mine)).status()).toBe(413);
  for (const bytes of [unpaired, svg, large]) expect(await stored(bytes)).toBe(404);
  // The same upload, paired and a real picture, is taken.
  const taken2 = await upload(unpaired, 'image/png', mine);
  expect(taken2.status()).toBe(200);
  expect((await taken2.json()).secure_url).toMatch(/\/pictures\/[0-9a-f]{64}$/);
  expect(await stored(unpaired)).toBe(200);

  // An admin deletes the site for everyone (no bin entry is left to say its page is up): it comes down.
  await pageA.evaluate(() => localStorage.setItem('adminSession', JSON.stringify({ email: 'admin@brick.app' })));
  await pageA.goto(`${server.url}/admin-dashboard`);
  const row = pageA.getByRole('row').filter({ has: pageA.getByRole('rowheader', { name: 'Ada Writes' }) });
  await row.getByRole('button', { name: 'Delete' }).click();
  await pageA.getByRole('alertdialog').getByRole('button', { name: 'Delete Site' }).click();
  await expect(row).toHaveCount(0);
  await expect.poll(async () => (await request.get(`${server.url}/p/ada-writes`)).status(), { timeout: 20_000 }).toBe(404);
  await a.close();
  await b.close();
});

test('a page the server cannot take now is tried again with a growing wait, not on every keystroke', async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  const page = await deviceWithSyncOn(context);
  // The server's page API fails (a proxy in front of it is down); sync itself still works.
  let attempts = 0;
  // (Counted for the blog only: Ada's published studio is waiting to go up too.)
  await context.route('**/api/sites/*/page', (route) => {
    if (route.request().url().includes('/site-blog/')) attempts += 1;
    return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { message: 'Down for a moment' } }) });
  });
  await page.goto(`${server.url}/manage/site-blog`);
  await page.getByRole('button', { name: 'Publish Site' }).click();
  await expect(page).toHaveURL(/\/preview\/blog\/site-blog$/);
  await page.goto(`${server.url}/manage/site-blog`);
  await expect(webAddress(page)).toContainText('Putting this site on the web…');
  await expect.poll(() => attempts).toBeGreaterThan(0);
  // The page that showed the preview tried too: counted from this page's own first try on.
  await page.waitForTimeout(1000);
  const before = attempts;
  // Ten keystrokes in the site's description, a little apart (each is saved as it is typed).
  await details(page).getByLabel('Description', { exact: true }).pressSequentially(' and more', { delay: 450 });
  expect(attempts - before).toBeLessThanOrEqual(1);
  // Back: the next try puts it up.
  await context.unroute('**/api/sites/*/page');
  await expect(webAddress(page).getByLabel('Web address')).toHaveValue(`${server.url}/p/ada-writes`, { timeout: 30_000 });
  await context.close();
});
