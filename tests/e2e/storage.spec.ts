import { readFileSync } from 'node:fs';
import { test, expect } from './helpers';
import { DOWNLOAD_IT, QUARANTINE_NOTICE, STORAGE_UNAVAILABLE } from '../../src/domain/messages';
import { loggedIn } from './write-path-support';

const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');

/** Reads every row of a table of Brick's IndexedDB database, as the app stored it. */
async function dexieRows(page: import('@playwright/test').Page, table: string) {
  return page.evaluate(
    (name) =>
      new Promise<Record<string, unknown>[]>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).getAll();
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    table,
  );
}

test('data an earlier version left in localStorage appears in Brick on its first start', async ({ page }) => {
  const seeded = { users: fixture('users'), sites: fixture('sites'), currentUser: fixture('currentUser') };
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seeded);
  await page.goto('/');

  // The seeded current user is logged in: the header offers Log out.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect.poll(async () => (await dexieRows(page, 'users')).map((u) => u.email).sort()).toEqual(
    (JSON.parse(seeded.users) as { email: string }[]).map((u) => u.email).sort(),
  );
  const sites = await dexieRows(page, 'sites');
  for (const site of JSON.parse(seeded.sites) as { id?: string; siteId?: string }[]) {
    expect(sites.map((s) => s.id)).toContain(String(site.siteId ?? site.id));
  }
});

test('unreadable saved data is kept aside, offered as a download, and left in localStorage', async ({ page }) => {
  const broken = '{"email": "half a record", ';
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('seeded')) {
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('users', value);
    }
  }, broken);
  await page.goto('/');
  const notice = page.getByRole('alert').filter({ hasText: QUARANTINE_NOTICE });
  await expect(notice).toBeVisible();
  // The page still works.
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Build a site');

  const downloadPromise = page.waitForEvent('download');
  await notice.getByRole('button', { name: DOWNLOAD_IT }).click();
  const download = await downloadPromise;
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toContain(JSON.stringify(broken).slice(1, -1));

  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('users'))).toBe(broken);
  const quarantined = await dexieRows(page, 'quarantine');
  expect(quarantined.map((q) => q.key)).toContain('users');
});

test('a reload right after typing keeps the last keystroke', async ({ page }) => {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, { users: fixture('users'), currentUser: fixture('currentUser') });
  await page.goto('/builder/blog/typing-test');
  const title = page.getByLabel('Title', { exact: false }).first();
  await expect(title).toBeVisible();
  await title.fill('Notes from the road');
  await title.press('End');
  await page.keyboard.type('!');
  await page.reload();
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue('Notes from the road!');
});

test('an edit in one tab shows in another open tab without a reload', async ({ page, context }) => {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, { users: fixture('users'), currentUser: fixture('currentUser') });
  await page.goto('/builder/blog/two-tabs');
  await page.getByLabel('Title', { exact: false }).first().fill('First title');
  const other = await context.newPage();
  await other.goto('/builder/blog/two-tabs');
  await expect(other.getByLabel('Title', { exact: false }).first()).toHaveValue('First title');
  await other.getByRole('button', { name: 'Preview' }).click();
  await page.getByLabel('Title', { exact: false }).first().fill('Changed in the first tab');
  await expect(other.getByRole('heading', { name: 'Changed in the first tab' })).toBeVisible({ timeout: 5000 });
});

test('when a style file of the storage code fails to arrive, the page says storage is unavailable, throws nothing, and starts it once back online', async ({ page }) => {
  // As when the page is left while it loads: WebKit cancels the file, and Vite's preloading of it
  // rejected past the storage start's own handler (an unhandled rejection; storage never started).
  await loggedIn(page);
  const thrown: string[] = [];
  page.on('pageerror', (error) => thrown.push(error.message));
  let failing = true;
  await page.route(/\/assets\/site-view-[\w-]+\.css$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/dashboard');
  await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeVisible();
  expect(thrown).toEqual([]);

  failing = false;
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect(page.getByText(STORAGE_UNAVAILABLE)).toBeHidden();
  await expect.poll(() => dexieRows(page, 'users').then((rows) => rows.length)).toBeGreaterThan(0);
  expect(thrown).toEqual([]);
});
