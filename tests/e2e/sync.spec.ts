import type { BrowserContext, Page } from '@playwright/test';
import { test, expect, offlineAgain, readRecord, waitForServiceWorker } from './helpers';
import { ADA, PNG_BYTES, seed } from './dashboard-seed';
import { routeSync, serverForEachTest, siteDetails, type Line } from './sync-support';
import { PAIRED_LOG_IN, SYNCED } from '../../src/domain/sync-messages';
import { siteRestored } from '../../src/domain/messages';

/**
 * Issue 36: a person's devices in step through a real Brick server on 127.0.0.1. Device A has
 * the account and the sites; device B is a fresh browser that opens A's pairing link.
 */
const server = serverForEachTest();
const details = siteDetails;
const syncStatus = (page: Page) => page.getByRole('region', { name: 'Your devices' }).getByRole('status').first();

/**
 * The account arrives through sync; until then the log-in is refused, and the person tries again.
 * A try's log-in can answer after the try gave up on it (the password check is slow on a busy
 * machine): it lands on the dashboard while the next try waits for a form that has gone, so each
 * step has a time limit of its own and a try starts by looking where the page is.
 */
async function logInWhenTheAccountArrives(page: Page) {
  await expect(async () => {
    if (new URL(page.url()).pathname !== '/dashboard') {
      await page.getByLabel('Email').fill(ADA, { timeout: 2000 });
      await page.getByLabel('Password', { exact: true }).fill('pw', { timeout: 2000 });
      await page.getByRole('button', { name: 'Log In' }).click({ timeout: 2000 });
    }
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Device A turns sync on; device B opens its pairing link and logs in with the same e-mail and password. */
async function pairTwoDevices(browser: import('@playwright/test').Browser, extra: Record<string, string> = {}) {
  const a = await browser.newContext();
  const b = await browser.newContext();
  const lineA = await routeSync(a);
  const lineB = await routeSync(b);
  const pageA = await a.newPage();
  await seed(pageA);
  await pageA.addInitScript((values) => {
    if (sessionStorage.getItem('seeded-extra')) return;
    sessionStorage.setItem('seeded-extra', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, extra);
  await pageA.goto(`${server.url}/settings`);
  await pageA.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(syncStatus(pageA)).toHaveText(SYNCED);
  await pageA.getByRole('button', { name: 'Add a device' }).click();
  const link = await pageA.getByLabel('Pairing link').inputValue();
  expect(link).toMatch(/\/pair#s=[0-9a-f]{32}&k=/);

  const pageB = await b.newPage();
  await pageB.goto(link);
  await expect(pageB).toHaveURL(/\/login/);
  await expect(pageB.getByText(PAIRED_LOG_IN)).toBeVisible();
  await logInWhenTheAccountArrives(pageB);
  // The sites arrive after the account, each in its own document: the tests start once they are here.
  for (const name of ["Ada's Studio", 'Ada Writes']) await expect(pageB.getByRole('article', { name })).toBeVisible({ timeout: 20_000 });
  return { a, b, pageA, pageB, lineA, lineB };
}

test('pair by the link: the account and the sites arrive, edits show live both ways, and sync off sends nothing', async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB, lineA } = await pairTwoDevices(browser);
  await expect(pageB.getByRole('article', { name: "Ada's Studio" })).toBeVisible();
  await expect(pageB.getByRole('article', { name: 'Ada Writes' })).toBeVisible();

  // Live, both ways, in open editors.
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageB.goto(`${server.url}/manage/site-blog`);
  await details(pageA).getByLabel('Title', { exact: true }).fill('Ada Writes Daily');
  await expect(details(pageB).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes Daily');
  await details(pageB).getByLabel('Description', { exact: true }).fill('Written on the laptop');
  await expect(details(pageA).getByLabel('Description', { exact: true })).toHaveValue('Written on the laptop');

  // A publish on one device keeps a version there; it arrives with the site on the other.
  await pageA.getByRole('button', { name: 'Publish Site' }).click();
  await expect(pageA).toHaveURL(/\/preview\/blog\/site-blog$/);
  await pageB.goto(`${server.url}/manage/site-blog`);
  await expect(pageB.getByRole('region', { name: 'Versions' }).getByRole('button', { name: /^Restore/ }).first()).toBeVisible({ timeout: 20_000 });

  // Sync off: nothing more leaves device A.
  await pageA.goto(`${server.url}/settings`);
  await pageA.getByRole('button', { name: 'Turn off sync' }).click();
  await expect(pageA.getByRole('button', { name: 'Turn on sync' })).toBeVisible();
  const sentBefore = lineA.sent();
  await pageA.goto(`${server.url}/manage/site-blog`);
  await details(pageA).getByLabel('Title', { exact: true }).fill('Kept on this device');
  await pageA.waitForTimeout(1500);
  expect(lineA.sent()).toBe(sentBefore);
  await pageB.reload();
  await expect(details(pageB).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes Daily');
  await a.close();
  await b.close();
});

test('both devices offline edit different fields and the same field, then converge when back', async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageB.goto(`${server.url}/manage/site-blog`);
  for (const page of [pageA, pageB]) await expect(details(page).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes');
  await waitForServiceWorker(pageA); // offline, Brick's pages come from it

  await lineA.cut();
  await lineB.cut();
  await details(pageA).getByLabel('Title', { exact: true }).fill('Title from A');
  await details(pageB).getByLabel('Description', { exact: true }).fill('Description from B');
  await details(pageA).getByLabel('Theme').selectOption({ label: 'Dark' });
  await details(pageB).getByLabel('Theme').selectOption({ label: 'Classic' });
  // Offline, /settings says how many changes wait, even in a page loaded since (the service worker serves it).
  await pageA.goto(`${server.url}/settings`);
  await offlineAgain(pageA);
  await expect(syncStatus(pageA)).toHaveText(/^Offline: [1-9]\d* changes? waiting$/);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await offlineAgain(pageA);
  await expect(details(pageA).getByLabel('Title', { exact: true })).toHaveValue('Title from A');
  await lineA.restore();
  await lineB.restore();

  for (const page of [pageA, pageB]) {
    await expect(details(page).getByLabel('Title', { exact: true })).toHaveValue('Title from A', { timeout: 20_000 });
    await expect(details(page).getByLabel('Description', { exact: true })).toHaveValue('Description from B', { timeout: 20_000 });
  }
  // The same field: one value wins, the same on both.
  await expect.poll(async () => [await details(pageA).getByLabel('Theme').inputValue(), await details(pageB).getByLabel('Theme').inputValue()].every((v, _i, all) => v === all[0])).toBe(true);
  await a.close();
  await b.close();
});

for (const first of ['deleting', 'editing'] as const) test(`a site deleted on one device while edited on the other is in the recycle bin on both, with the edit in it (the ${first} device back first)`, async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser);
  await pageB.goto(`${server.url}/manage/site-blog`);
  await expect(details(pageB).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes');
  await pageA.goto(`${server.url}/dashboard`);
  await expect(pageA.getByRole('article', { name: 'Ada Writes' })).toBeVisible();

  await lineA.cut();
  await lineB.cut();
  await pageA.getByRole('article', { name: 'Ada Writes' }).getByRole('button', { name: 'Delete' }).click();
  await expect(pageA.getByRole('article', { name: 'Ada Writes' })).toHaveCount(0);
  await details(pageB).getByLabel('Description', { exact: true }).fill('Edited while it was deleted');
  await pageB.waitForTimeout(500);
  const [one, other] = first === 'deleting' ? [lineA, lineB] : [lineB, lineA];
  await one.restore();
  await pageA.waitForTimeout(3000); // its changes reach the server before the other device's
  await other.restore();

  for (const [device, page] of [['A', pageA], ['B', pageB]] as const) {
    await expect(async () => {
      await page.goto(`${server.url}/recycle-bin`);
      await expect(page.getByRole('heading', { name: 'Ada Writes' }), `the bin on device ${device}`).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
  }
  await pageB.goto(`${server.url}/dashboard`);
  await expect(pageB.getByRole('article', { name: 'Ada Writes' })).toHaveCount(0);
  // The edit is in it on the deleting device too: its bin's preview shows it once it has arrived
  // (the bin entry shows at once there, as that device deleted it; restoring before the edit came
  // would restore the copy it had), and restored from there, the site has it.
  await pageA.goto(`${server.url}/recycle-bin`);
  await pageA.getByRole('link', { name: 'Preview' }).first().click();
  await expect(pageA.getByText('Edited while it was deleted')).toBeVisible({ timeout: 20_000 });
  await pageA.getByRole('button', { name: 'Restore' }).click();
  await expect(pageA.getByText(siteRestored('Ada Writes'))).toBeVisible();
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(details(pageA).getByLabel('Description', { exact: true })).toHaveValue('Edited while it was deleted');
  await a.close();
  await b.close();
});

test('a server restarted, and one wiped, mid-sync is filled again by the devices, and nothing is lost', async ({ browser }) => {
  test.setTimeout(120_000);
  const { a, b, pageA, pageB } = await pairTwoDevices(browser);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageB.goto(`${server.url}/manage/site-blog`);
  // Both screens are here before the server goes away, and their service workers serve any code
  // they fetch later (once, a page's later chunk was asked of the stopped server and the screen failed).
  for (const page of [pageA, pageB]) {
    await expect(details(page).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes');
    await waitForServiceWorker(page);
  }

  await server.restart({ wipe: false });
  await details(pageA).getByLabel('Title', { exact: true }).fill('After a restart');
  await expect(details(pageB).getByLabel('Title', { exact: true })).toHaveValue('After a restart', { timeout: 20_000 });

  await server.restart({ wipe: true });
  // A reload after the wipe must not take the server's emptiness for deletions.
  await pageA.reload();
  await expect(details(pageA).getByLabel('Title', { exact: true })).toHaveValue('After a restart');
  await details(pageB).getByLabel('Description', { exact: true }).fill('After a wipe');
  await expect(details(pageA).getByLabel('Description', { exact: true })).toHaveValue('After a wipe', { timeout: 20_000 });

  // A third browser paired now gets everything from the refilled server.
  await pageA.goto(`${server.url}/settings`);
  await pageA.getByRole('button', { name: 'Add a device' }).click();
  const link = await pageA.getByLabel('Pairing link').inputValue();
  const c = await browser.newContext();
  const pageC = await c.newPage();
  await pageC.goto(link);
  await logInWhenTheAccountArrives(pageC);
  await pageC.goto(`${server.url}/manage/site-blog`);
  await expect(details(pageC).getByLabel('Title', { exact: true })).toHaveValue('After a restart');
  await expect(details(pageC).getByLabel('Description', { exact: true })).toHaveValue('After a wipe');
  await expect(pageC.getByRole('heading', { level: 1 })).toHaveText('After a restart');
  await a.close();
  await b.close();
  await c.close();
});

test('after a wipe, two devices fill the server with copies of their own at once: an edit made on either before the copies met is kept, whichever copy wins', async ({ browser }) => {
  test.setTimeout(120_000);
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(details(pageA).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes');
  await waitForServiceWorker(pageA);
  // A edits offline: its change is in the copy it fills the server with.
  await lineA.cut();
  await details(pageA).getByLabel('Title', { exact: true }).fill('Titled offline on A');
  await expect.poll(async () => (await readRecord(pageA, 'sites', 'site-blog'))?.title).toBe('Titled offline on A');
  await server.restart({ wipe: true });
  // B connects again and reads the empty server, but what it holds does not reach the server yet:
  // so device A, back next, finds the documents empty and fills them with copies of its own.
  lineB.holdUploads();
  await expect.poll(() => lineB.held(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);

  // B edits two sites (each its own document, each a new chance for A's copy to win), in the page
  // it has open since before the wipe.
  const edits = [['Ada Writes', 'site-blog', 'Edited after the wipe'], ["Ada's Studio", 'site-art', 'Painted after the wipe']] as const;
  for (const [name, id, description] of edits) {
    await pageB.getByRole('article', { name }).getByRole('link', { name: 'Manage' }).click();
    await details(pageB).getByLabel('Description', { exact: true }).fill(description);
    await expect.poll(async () => (await readRecord(pageB, 'sites', id))?.description).toBe(description);
    await pageB.getByRole('link', { name: 'Dashboard' }).first().click();
  }
  await lineA.restore();
  await pageA.reload();
  await expect(details(pageA).getByLabel('Title', { exact: true })).toHaveValue('Titled offline on A');
  // A's copies reach B (its downloads are not held) before B's documents reach the server.
  await pageB.waitForTimeout(3000);
  lineB.releaseUploads();

  for (const [, id, description] of edits) {
    for (const [device, page] of [['A', pageA], ['B', pageB]] as const) {
      await expect.poll(async () => (await readRecord(page, 'sites', id))?.description, { message: `${id} on device ${device}`, timeout: 20_000 }).toBe(description);
    }
  }
  for (const page of [pageA, pageB]) await expect.poll(async () => (await readRecord(page, 'sites', 'site-blog'))?.title, { timeout: 20_000 }).toBe('Titled offline on A');
  await expect(details(pageA).getByLabel('Description', { exact: true })).toHaveValue('Edited after the wipe');
  await a.close();
  await b.close();
});

/** Three sites edited after a wipe: each its own document, each a new chance for the other device's copy to win. */
const EDITS_AFTER_THE_WIPE = [['Ada Writes', 'site-blog', 'Edited after the wipe'], ["Ada's Studio", 'site-art', 'Painted after the wipe'], ['Ada Shop', 'site-store', 'Stocked after the wipe']] as const;

async function editThreeSitesAfterTheWipe(page: Page) {
  for (const [name, id, description] of EDITS_AFTER_THE_WIPE) {
    await page.getByRole('article', { name }).getByRole('link', { name: 'Manage' }).click();
    await details(page).getByLabel('Description', { exact: true }).fill(description);
    await expect.poll(async () => (await readRecord(page, 'sites', id))?.description).toBe(description);
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
  }
}

/**
 * Once the server has B's edits, B is closed before A's copies (held on A's line) reach the
 * server: what B knew in memory goes with the page. A's copies are released, B opens again, and
 * the edits must be on both devices.
 */
async function expectEditsKeptOnceClosedAndReopened({ b, pageA, pageB, lineA }: { b: BrowserContext; pageA: Page; pageB: Page; lineA: Line }) {
  await pageB.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Settings' }).click();
  await expect(syncStatus(pageB)).toHaveText(SYNCED, { timeout: 20_000 });
  await pageB.close();
  lineA.releaseUploads();
  await expect(syncStatus(pageA)).toHaveText(SYNCED, { timeout: 20_000 });
  const reopened = await b.newPage();
  await reopened.goto(`${server.url}/dashboard`);
  for (const [, id, description] of EDITS_AFTER_THE_WIPE) {
    for (const [device, page] of [['A', pageA], ['B', reopened]] as const) {
      await expect.poll(async () => (await readRecord(page, 'sites', id))?.description, { message: `${id} on device ${device}`, timeout: 20_000 }).toBe(description);
    }
  }
}

test('after a wipe, edits the server took into one device\'s copies are kept when the other device\'s copies win while it is closed', async ({ browser }) => {
  test.setTimeout(150_000);
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser);
  await lineB.cut();
  await server.restart({ wipe: true });
  // A opens Brick again, reads the empty server and fills the documents with copies of its own,
  // which wait on its line. (A page open since before the wipe sends the server the documents it
  // had, the same copies on both devices: no two copies meet then.)
  lineA.holdUploads();
  await pageA.goto(`${server.url}/settings`);
  await expect.poll(() => lineA.held(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  // B opens Brick again too and finds the documents empty: its copies reach the server, and so do
  // its edits of three sites (each its own document, each a new chance for A's copy to win).
  await lineB.restore();
  await pageB.goto(`${server.url}/dashboard`);
  await editThreeSitesAfterTheWipe(pageB);
  await expectEditsKeptOnceClosedAndReopened({ b, pageA, pageB, lineA });
  await a.close();
  await b.close();
});

test('after a wipe, edits a device made in the copies its page kept open across it are kept when the other device\'s new copies win while it is closed', async ({ browser }) => {
  test.setTimeout(150_000);
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser);
  await lineA.cut();
  // B's page stays open across the wipe: it connects again and reads the empty server, and sends
  // the documents it had (the same copies it had before), which wait on its line for now.
  lineB.holdUploads();
  await server.restart({ wipe: true });
  await expect.poll(() => lineB.held(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  // A opens Brick again, finds the documents empty and fills them with new copies, which wait too.
  lineA.holdUploads();
  await lineA.restore();
  await pageA.goto(`${server.url}/settings`);
  await expect.poll(() => lineA.held(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  // B edits three sites in the copies it had (each its own document, each a new chance for A's
  // copy to win), and the server takes them.
  await editThreeSitesAfterTheWipe(pageB);
  lineB.releaseUploads();
  await expectEditsKeptOnceClosedAndReopened({ b, pageA, pageB, lineA });
  await a.close();
  await b.close();
});

test('a picture picked on one device arrives on the other, sent on its own and never inside the site\'s document', async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB, lineA } = await pairTwoDevices(browser);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await pageB.goto(`${server.url}/manage/site-blog`);
  await pageA.getByLabel('Add image').setInputFiles({ name: 'a.png', mimeType: 'image/png', buffer: PNG_BYTES });
  await expect(pageA.getByRole('img', { name: 'Gallery image 1' })).toBeVisible();
  const arrived = pageB.getByRole('img', { name: 'Gallery image 1' });
  await expect(arrived).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => arrived.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  expect(lineA.sentDataUrls()).toBe(0);
  await a.close();
  await b.close();
});

test('blocks added on both devices offline are all kept, none twice, and a block moved on both appears once', async ({ browser }) => {
  test.setTimeout(90_000);
  const block = (id: string, content: string) => ({ id, type: 'text', section: 'Section 1', content, align: 'left' });
  const pages = [{ id: 'page-1', siteId: 'site-art', type: 'artist', slotId: 1, title: 'Slot 1', blocks: [block('b1', 'First'), block('b2', 'Second')] }];
  const { a, b, pageA, pageB, lineA, lineB } = await pairTwoDevices(browser, { site_pages: JSON.stringify(pages) });
  const rows = (page: Page) => page.locator('li[data-row-id]');
  const order = (page: Page) => rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-row-id')));
  for (const page of [pageA, pageB]) {
    await page.goto(`${server.url}/artist/slot1?siteId=site-art`);
    await expect(rows(page)).toHaveCount(2);
  }

  await lineA.cut();
  await lineB.cut();
  for (const [page, type] of [[pageA, 'Title'], [pageB, 'Text']] as const) {
    await page.getByLabel('Block type').selectOption({ label: type });
    await page.getByLabel('Add to section').selectOption('Section 1');
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect(rows(page)).toHaveCount(3);
    await rows(page).first().getByRole('button', { name: 'Move down' }).click();
    await expect.poll(() => order(page).then((ids) => ids.indexOf('b1'))).toBe(1);
  }
  await pageA.waitForTimeout(500);
  await lineA.restore();
  await lineB.restore();

  for (const page of [pageA, pageB]) await expect(rows(page)).toHaveCount(4, { timeout: 20_000 });
  await expect.poll(async () => JSON.stringify(await order(pageA)) === JSON.stringify(await order(pageB)), { timeout: 20_000 }).toBe(true);
  const ids = await order(pageA);
  expect(ids.filter((id) => id === 'b1')).toHaveLength(1);
  expect(new Set(ids).size).toBe(4);
  await a.close();
  await b.close();
});

test('a device whose saved sync state was lost (a page load cut its save short) sends its records again without doubling a list', async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB } = await pairTwoDevices(browser);
  await expect(pageB.getByRole('article', { name: 'Ada Writes' })).toBeVisible();
  // What a full page load right after a write can leave behind on device A: no saved bases.
  await pageA.goto(`${server.url}/dashboard`);
  await pageA.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const transaction = open.result.transaction('meta', 'readwrite');
          const meta = transaction.objectStore('meta');
          const keys = meta.getAllKeys();
          keys.onsuccess = () => {
            for (const key of keys.result) if (typeof key === 'string' && key.startsWith('sync-base:')) meta.delete(key);
          };
          transaction.oncomplete = () => {
            open.result.close();
            resolve();
          };
          transaction.onerror = () => reject(transaction.error);
        };
      }),
  );
  await pageA.goto(`${server.url}/settings`);
  await expect(syncStatus(pageA)).toHaveText(SYNCED);
  await pageA.waitForTimeout(1000);
  for (const page of [pageA, pageB]) {
    await page.goto(`${server.url}/dashboard`);
    await expect(page.getByRole('article', { name: "Ada's Studio" })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Ada Writes' })).toHaveCount(1);
    await expect(page.getByRole('article', { name: 'Ada Shop' })).toHaveCount(1);
  }
  await a.close();
  await b.close();
});

test('a site in the recycle bin reaches a device paired after the first device has come back to the server', async ({ browser }) => {
  test.setTimeout(90_000);
  const a = await browser.newContext();
  const pageA = await a.newPage();
  await seed(pageA);
  await pageA.goto(`${server.url}/dashboard`);
  await pageA.getByRole('article', { name: 'Ada Writes' }).getByRole('button', { name: 'Delete' }).click();
  await expect(pageA.getByRole('article', { name: 'Ada Writes' })).toHaveCount(0);
  await pageA.goto(`${server.url}/settings`);
  await pageA.getByRole('button', { name: 'Turn on sync' }).click();
  await expect(syncStatus(pageA)).toHaveText(SYNCED);
  // Device A comes back to the server (a reload: every document is reconciled again).
  await pageA.reload();
  await expect(syncStatus(pageA)).toHaveText(SYNCED);
  await pageA.waitForTimeout(1000);
  await pageA.getByRole('button', { name: 'Add a device' }).click();
  const link = await pageA.getByLabel('Pairing link').inputValue();

  const b = await browser.newContext();
  const pageB = await b.newPage();
  await pageB.goto(link);
  await logInWhenTheAccountArrives(pageB);
  await expect(pageB.getByRole('article', { name: "Ada's Studio" })).toBeVisible({ timeout: 20_000 });
  await expect(async () => {
    await pageB.goto(`${server.url}/recycle-bin`);
    await expect(pageB.getByRole('heading', { name: 'Ada Writes' })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await a.close();
  await b.close();
});

/** The title a device holds for a site in its own database (what it would show after a reload). */
const storedTitle = async (page: Page, id: string) => (await readRecord(page, 'sites', id))?.title ?? null;

test('a device closed right after another device\'s edit arrived does not undo that device\'s next edit when it opens again', async ({ browser }) => {
  test.setTimeout(90_000);
  const { a, b, pageA, pageB } = await pairTwoDevices(browser);
  await pageA.goto(`${server.url}/manage/site-blog`);
  await details(pageA).getByLabel('Title', { exact: true }).fill('Ada Writes Weekly');
  // Device B stores A's edit and is closed at once, as a person closes a tab: what it keeps of
  // sync has to say it holds that edit, or its next start reads the edit as its own and sends it back.
  await expect.poll(() => storedTitle(pageB, 'site-blog'), { intervals: [10], timeout: 15_000 }).toBe('Ada Writes Weekly');
  await pageB.close();
  await details(pageA).getByLabel('Title', { exact: true }).fill('Ada Writes Daily');
  await pageA.goto(`${server.url}/settings`);
  await expect(syncStatus(pageA)).toHaveText(SYNCED);

  const reopened = await b.newPage();
  await reopened.goto(`${server.url}/manage/site-blog`);
  await expect(details(reopened).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes Daily', { timeout: 15_000 });
  await pageA.goto(`${server.url}/manage/site-blog`);
  await expect(details(pageA).getByLabel('Title', { exact: true })).toHaveValue('Ada Writes Daily');
  // Still so once both have settled: nothing sent back overwrote it.
  await reopened.goto(`${server.url}/settings`);
  await expect(syncStatus(reopened)).toHaveText(SYNCED);
  for (const page of [pageA, reopened]) expect(await storedTitle(page, 'site-blog')).toBe('Ada Writes Daily');
  await a.close();
  await b.close();
});
