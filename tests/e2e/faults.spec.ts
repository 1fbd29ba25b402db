import type { Page } from '@playwright/test';
import { test, expect, waitForServiceWorker, goOffline, goOnline, readRecord } from './helpers';
import { serveDist } from './static-server';
import { OFFLINE_BADGE, QUOTA_NOTICE, RELOAD, UPDATE_AVAILABLE } from '../../src/domain/messages';
import { SAMPLE_CARD } from '../../src/domain/content-schemas';
import { ADA, ART, seed } from './dashboard-seed';
import { describeStep, drawSchedule, storageSnapshot, storedKey, type Field, type Step, type Tab } from './faults-support';

/**
 * End-to-end faults (issue 13, item 4): random schedules of typing, offline, online, reloads and tab
 * switches over two tabs; localStorage full; a new version while an editor is open; two tabs of a
 * single-page builder. The schedules drive the manage page (/manage/:siteId): it saves every
 * keystroke at once, field by field, so two tabs may edit one site.
 *
 * Replay a schedule: FAULTS_SEED=<seed> npx playwright test tests/e2e/faults.spec.ts -g "sequence 1/"
 */
const BASE_SEED = Number(process.env.FAULTS_SEED ?? 20_260_413);
const SEQUENCES = 20;
const MANAGE = `/manage/${ART.siteId}`;
const PROP: Record<Field, 'title' | 'description'> = { Title: 'title', Description: 'description' };
type Values = Record<'title' | 'description', string>;

const field = (page: Page, name: Field) => page.getByLabel(name, { exact: true });
/** A business card builder field (its label may carry a required mark, hidden from the accessible name). */
const cardField = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** The manage form is on screen (after a load or reload, online or offline). */
async function formShown(page: Page) {
  // The heading is the site's current title (issue 35): it follows the Title field as it changes.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(field(page, 'Title')).toBeVisible();
}

async function expectShows(page: Page, values: Values) {
  await expect(field(page, 'Title')).toHaveValue(values.title);
  await expect(field(page, 'Description')).toHaveValue(values.description);
}

const committed = async (page: Page) => {
  const row = await readRecord(page, 'sites', ART.siteId);
  return { title: row?.title, description: row?.description };
};

const mirroredSite = async (page: Page) => {
  const users = ((await storedKey(page, 'users')) ?? []) as Array<{ email: string; sites: Array<Record<string, unknown>> }>;
  const site = users.find((u) => u.email === ADA)?.sites.find((s) => s.id === ART.siteId);
  return site && { title: site.title, description: site.description };
};

test.describe('two tabs on one manage page under random faults', () => {
  for (let i = 0; i < SEQUENCES; i++) {
    const seedValue = BASE_SEED + i;
    test(`sequence ${i + 1}/${SEQUENCES}, seed ${seedValue}`, async ({ page, context }) => {
      const steps = drawSchedule(seedValue);
      test.info().annotations.push(
        { type: 'seed', description: String(seedValue) },
        { type: 'schedule', description: steps.map(describeStep).join('; ') },
      );
      await seed(page);
      await page.goto(MANAGE);
      await formShown(page);
      await waitForServiceWorker(page); // offline reloads are served by it
      const other = await context.newPage();
      await other.goto(MANAGE);
      await formShown(other);
      const tabs: Record<Tab, Page> = { A: page, B: other };
      let active: Tab = 'A';
      await page.bringToFront();
      let offline = false;
      const expected: Values = { title: ART.title, description: ART.description };

      const run = async (step: Step, next: Step | undefined) => {
        switch (step.kind) {
          case 'type': {
            const tab = tabs[step.tab];
            if (active !== step.tab) {
              await tab.bringToFront(); // a person types in the tab they are looking at
              active = step.tab;
            }
            const input = field(tab, step.field);
            // Every open tab follows the stored site (issue 22): this one shows the other tab's
            // committed text before the person types after it.
            await expect(input).toHaveValue(expected[PROP[step.field]]);
            const shown = expected[PROP[step.field]];
            await input.focus();
            await input.press('End');
            await input.pressSequentially(step.text);
            expected[PROP[step.field]] = shown + step.text;
            await expect(input).toHaveValue(expected[PROP[step.field]]);
            // Reloading this very tab next must not lose the last keystroke: do not wait for the
            // write then. Otherwise wait until it is committed, so the other tab reads it.
            if (!(next?.kind === 'reload' && next.tab === step.tab)) {
              await expect.poll(() => committed(tab)).toEqual(expected);
            }
            break;
          }
          case 'offline':
            await goOffline(context, tabs[active]);
            offline = true;
            await expect(tabs[active].getByRole('status').filter({ hasText: OFFLINE_BADGE })).toBeVisible();
            break;
          case 'online':
            await goOnline(context, tabs[active]);
            offline = false;
            await expect(tabs[active].getByText(OFFLINE_BADGE)).toHaveCount(0);
            break;
          case 'reload':
            await tabs[step.tab].reload();
            await formShown(tabs[step.tab]);
            await expectShows(tabs[step.tab], expected);
            await expect.poll(() => committed(tabs[step.tab])).toEqual(expected);
            break;
          case 'switch':
            active = active === 'A' ? 'B' : 'A';
            await tabs[active].bringToFront();
            break;
        }
      };
      const snapshots: unknown[] = [];
      const snapshot = async (label: string) => {
        for (const [name, tab] of Object.entries(tabs)) snapshots.push({ label, tab: name, ...(await storageSnapshot(tab, ART.siteId)) });
      };
      try {
        for (const [index, step] of steps.entries()) {
          await test.step(`${index + 1}. ${describeStep(step)}${offline ? ' (offline)' : ''}`, () => run(step, steps[index + 1]));
        }
        await expect.poll(() => committed(page)).toEqual(expected);
        await snapshot('before the final reloads');
        for (const [name, tab] of Object.entries(tabs)) {
          await tab.reload();
          await formShown(tab);
          await snapshot(`after reloading tab ${name}`);
          await expectShows(tab, expected);
        }
        await expect.poll(() => mirroredSite(page)).toEqual(expected); // one localStorage for both tabs
      } catch (error) {
        // What each store held, to tell a lost write from a stale copy winning.
        await snapshot('at the failure').catch(() => undefined);
        await test.info().attach('storage', { body: JSON.stringify({ expected, snapshots }, null, 2), contentType: 'application/json' });
        throw error;
      }
    });
  }
});

test('with localStorage full, editing goes on, the notice says so, and reloads keep every change', async ({ page }) => {
  await seed(page);
  await page.goto(MANAGE);
  await formShown(page);
  // Fill localStorage to the last byte, keeping 64 characters aside, then free those.
  const filled = await page.evaluate(() => {
    localStorage.setItem('zz-slack', 'x'.repeat(64));
    let size = 1 << 20;
    let count = 0;
    let total = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`zz-filler-${count}`, 'x'.repeat(size));
        count += 1;
        total += size;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    localStorage.removeItem('zz-slack');
    return total;
  });
  expect(filled).toBeGreaterThan(1_000_000);
  await expect(page.getByText(QUOTA_NOTICE)).toHaveCount(0);

  // Each keystroke grows three mirrored keys (users, currentUser, sites): 64 characters soon run out.
  const title = `${ART.title}, prints, paintings and a title far too long to fit in what is left`;
  await field(page, 'Title').fill(title);
  await expect(page.getByRole('status').filter({ hasText: QUOTA_NOTICE })).toBeVisible();
  await expect.poll(async () => (await committed(page)).title).toBe(title);

  // Editing goes on while the notice is up.
  await field(page, 'Description').press('End');
  await field(page, 'Description').pressSequentially(', all year round');
  const description = `${ART.description}, all year round`;
  await expect.poll(async () => (await committed(page)).description).toBe(description);

  await page.reload();
  await formShown(page);
  await expectShows(page, { title, description });
  await expect(page.getByRole('status').filter({ hasText: QUOTA_NOTICE })).toBeVisible();
  // Nothing the mirror wrote was left broken: the users key still reads, with Ada in it.
  expect(((await storedKey(page, 'users')) as Array<{ email: string }>).map((u) => u.email)).toContain(ADA);

  // And after the reload, too.
  await field(page, 'Title').press('End');
  await field(page, 'Title').pressSequentially('!');
  await page.reload();
  await formShown(page);
  await expectShows(page, { title: `${title}!`, description });
});

test('a new version arrives while the business card builder is open: Reload keeps every keystroke', async ({ page }) => {
  // Its own host, so the "deploy" changes the service worker script (as in shell.spec.ts).
  const host = await serveDist(process.env.E2E_DIST ?? 'dist');
  try {
    await seed(page); // the builders are for logged-in users
    await page.goto(`${host.url}/builder/business/sw-update`);
    const name = cardField(page, 'Name');
    await expect(name).toHaveValue(SAMPLE_CARD.fullName);
    await waitForServiceWorker(page);
    await name.fill('Rosa Diaz');

    host.deployNextVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toBeVisible();

    // Still typing while the notice is up; the last keystroke comes right before Reload.
    await name.press('End');
    await name.pressSequentially(', Studio');
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: RELOAD }).click()]);

    await expect(page).toHaveURL(/\/builder\/business\/sw-update$/);
    await expect(cardField(page, 'Name')).toHaveValue('Rosa Diaz, Studio');
    const waiting = () =>
      page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration())?.waiting)).catch(() => 'navigating');
    await expect.poll(waiting).toBe(false); // the new version is the one running
    await expect(page.getByRole('status').filter({ hasText: UPDATE_AVAILABLE })).toHaveCount(0);
    await expect
      .poll(async () => ((await storedKey(page, 'business_cards')) as Array<{ id: string; fullName: string }> | null)?.find((c) => c.id === 'sw-update')?.fullName)
      .toBe('Rosa Diaz, Studio');
  } finally {
    await host.close();
  }
});

test('two tabs of one business card, each editing its own field: every edit is kept', async ({ page, context }) => {
  await seed(page); // the builders are for logged-in users
  await page.goto('/builder/business/two-tabs');
  await expect(cardField(page, 'Name')).toHaveValue(SAMPLE_CARD.fullName);
  await cardField(page, 'Name').fill('Rosa Diaz');
  const other = await context.newPage();
  await other.goto('/builder/business/two-tabs');
  await expect(cardField(other, 'Name')).toHaveValue('Rosa Diaz');
  await cardField(other, 'Email').fill('rosa@example.com');
  const card = async () => ((await storedKey(page, 'business_cards')) as Array<Record<string, unknown>> | null)?.find((c) => c.id === 'two-tabs');
  await expect.poll(async () => (await readRecord(page, 'businessCards', 'two-tabs'))?.email).toBe('rosa@example.com');
  // The first tab still shows the email it loaded with; changing the phone must not write that back.
  await page.bringToFront();
  await cardField(page, 'Phone').fill('555-0199');
  const expected = { fullName: 'Rosa Diaz', email: 'rosa@example.com', phone: '555-0199' };
  await expect.poll(async () => await readRecord(page, 'businessCards', 'two-tabs')).toMatchObject(expected);
  for (const tab of [page, other]) {
    await tab.reload();
    await expect(cardField(tab, 'Name')).toHaveValue(expected.fullName);
    await expect(cardField(tab, 'Email')).toHaveValue(expected.email);
    await expect(cardField(tab, 'Phone')).toHaveValue(expected.phone);
  }
  await expect.poll(card).toMatchObject(expected);
});
