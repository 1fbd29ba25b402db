import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { loggedIn, picture, stored } from './write-path-support';

/**
 * Issue 22 for the wizards: nothing a person types or picks is lost, in any order, in one tab or
 * several. Both wizards are tried the way they lost work before the write path: pictures picked
 * back to back while typing, two tabs on one step, and a reload right after the last keystroke.
 * How soon one tab shows the other's change is timed by the bench (bench/other-tab.mjs), not here.
 */
test.describe.configure({ timeout: 120_000 });

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();
const nameField = (page: Page) => page.getByLabel(/^Name \(artist or band\)/);
const draft = async (page: Page, key: string) => ((await stored(page, 'drafts', key))?.value ?? undefined) as Record<string, unknown> | undefined;
const highlights = async (page: Page) => ((await draft(page, 'onboard_wizard'))?.highlightImages ?? []) as string[];
/** The highlight pictures the page shows, in order. */
const shown = (page: Page) =>
  page.getByRole('img', { name: /^Highlight image \d+ preview$/ }).evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));

/** Steps 1 to `last` answered, as an earlier version of Brick stored them (its first load only). */
async function withDraftsUpTo(page: Page, last: number) {
  const drafts: Record<string, unknown> = {
    onboarding_step1: { name: 'Ada', tagline: '', about: '', logo: '', templateId: 'artist' },
    onboarding_step2: { highlightImage: '' },
    onboarding_step3: { services: 'Prints' },
    onboarding_step4: { testimonials: ['Lovely'] },
    onboarding_step5: { contact: { email: null, phone: null, social: null } },
    onboarding_step6: { galleryImage: '' },
  };
  const entries = Object.entries(drafts).slice(0, last).map(([key, value]) => [key, JSON.stringify(value)]);
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded-drafts')) return;
    sessionStorage.setItem('seeded-drafts', '1');
    for (const [key, value] of values) localStorage.setItem(key, value);
  }, entries);
}

test.describe('6-step wizard (/onboard)', () => {
  test('pictures picked back to back while typing are all kept after a reload, and the site is generated', async ({ page, imageHost }) => {
    void imageHost;
    await loggedIn(page);
    await page.goto('/onboard');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await nameField(page).fill('Hopper');
    // The logo is read while the name is typed.
    await nameField(page).press('End');
    await Promise.all([page.getByLabel('Logo', { exact: true }).setInputFiles(picture(1)), page.keyboard.type(' Trio', { delay: 15 })]);
    await page.getByLabel('Tagline').fill('Jazz on Sundays');
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();
    await next(page);

    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    // Three highlights, one at a time: three fields to replace, and one to add.
    await page.getByLabel('Highlight image (add one or more)').setInputFiles(picture(2));
    for (const n of [1, 2]) {
      await expect(page.getByRole('img', { name: `Highlight image ${n} preview` })).toBeVisible();
      await page.getByLabel('Add another highlight image').setInputFiles(picture(n + 2));
    }
    await expect(page.getByRole('img', { name: 'Highlight image 3 preview' })).toBeVisible();
    const first = await shown(page);
    expect(first).toHaveLength(3);

    // Four picks, each right after the last one, none waiting for the one before to be read.
    await Promise.all([
      ...[1, 2, 3].map((n) => page.getByLabel(`Highlight image ${n}`, { exact: true }).setInputFiles(picture(n + 4))),
      page.getByLabel('Add another highlight image').setInputFiles(picture(8)),
    ]);
    const replaced = (list: string[]) => ({
      pictures: list.length,
      replaced: list.slice(0, 3).filter((src, i) => src !== first[i]).length,
      different: new Set(list).size,
    });
    const all = { pictures: 4, replaced: 3, different: 4 };
    // The page shows all four new pictures, and the draft holds them.
    await expect.poll(async () => replaced(await shown(page)), { timeout: 15_000 }).toEqual(all);
    await expect.poll(async () => replaced(await highlights(page)), { timeout: 15_000 }).toEqual(all);

    await page.reload();
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    for (const n of [1, 2, 3, 4]) await expect(page.getByRole('img', { name: `Highlight image ${n} preview` })).toBeVisible();
    expect(await shown(page)).toEqual(await highlights(page));
    expect(replaced(await highlights(page))).toEqual(all);
    const saved = (await draft(page, 'onboard_wizard'))!;
    expect(saved).toMatchObject({ name: 'Hopper Trio', tagline: 'Jazz on Sundays' });
    expect(saved.logo).toMatch(/^(data:image\/|https:\/\/)/);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(nameField(page)).toHaveValue('Hopper Trio');
    await expect(page.getByRole('img', { name: 'Logo preview' })).toBeVisible();

    for (let step = 1; step <= 5; step++) await next(page);
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Site' }).click();
    await expect(page).toHaveURL(/\/preview-site-generated\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByRole('heading', { level: 1, name: 'Hopper Trio' })).toBeVisible();
    const listing = (await stored(page, 'previews', `site_previews#${id}`))?.data as Record<string, unknown>;
    expect(listing).toMatchObject({ name: 'Hopper Trio', tagline: 'Jazz on Sundays' });
    expect(new Set(listing.highlightImages as string[]).size).toBe(4);
    // Published: the answers are cleared for the next site.
    expect(await draft(page, 'onboard_wizard')).toBeUndefined();
  });

  test('two tabs replace two pictures of one list; each shows the other without a reload, and both are kept', async ({ page, context, imageHost }) => {
    void imageHost;
    await loggedIn(page);
    await page.goto('/onboard');
    await nameField(page).fill('Hopper Trio');
    await next(page);
    await page.getByLabel('Highlight image (add one or more)').setInputFiles(picture(1));
    await expect(page.getByRole('img', { name: 'Highlight image 1 preview' })).toBeVisible();
    await page.getByLabel('Add another highlight image').setInputFiles(picture(2));
    await expect.poll(async () => (await highlights(page)).length).toBe(2);
    const before = await highlights(page);

    const other = await context.newPage();
    await other.goto('/onboard?step=2');
    await expect(other.getByRole('img', { name: 'Highlight image 2 preview' })).toBeVisible();
    await Promise.all([
      page.getByLabel('Highlight image 1', { exact: true }).setInputFiles(picture(3)),
      other.getByLabel('Highlight image 2', { exact: true }).setInputFiles(picture(4)),
    ]);
    await expect.poll(async () => (await highlights(page)).every((src, i) => src !== before[i])).toBe(true);
    const after = await highlights(page);
    expect(after).toHaveLength(2);
    // Each tab shows the other's picture (the thumbnails show what is stored).
    await expect(page.getByRole('img', { name: 'Highlight image 2 preview' })).toHaveAttribute('src', after[1]);
    await expect(other.getByRole('img', { name: 'Highlight image 1 preview' })).toHaveAttribute('src', after[0]);
  });
});

test.describe('8-step wizard (/onboarding)', () => {
  test('two tabs type into two fields of step 1; each shows the other without a reload, undisturbed, and both are kept', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/onboarding/step1?template=artist');
    await nameField(page).fill('Ada');
    await expect.poll(async () => (await draft(page, 'onboarding_step1'))?.name).toBe('Ada');

    const other = await context.newPage();
    await other.goto('/onboarding/step1');
    await expect(nameField(other)).toHaveValue('Ada');

    await Promise.all([
      page.getByLabel('Tagline').pressSequentially('Paintings of engines', { delay: 25 }),
      other.getByLabel('About').pressSequentially('I paint what I build.', { delay: 25 }),
    ]);
    // Each tab shows the other's field without a reload (how soon: bench/other-tab.mjs); the field it is typing in keeps its text.
    await expect(page.getByLabel('About')).toHaveValue('I paint what I build.');
    await expect(other.getByLabel('Tagline')).toHaveValue('Paintings of engines');
    await expect(page.getByLabel('Tagline')).toHaveValue('Paintings of engines');
    await expect(other.getByLabel('About')).toHaveValue('I paint what I build.');

    const fresh = await context.newPage();
    await fresh.goto('/onboarding/step1');
    await expect(fresh.getByLabel('Tagline')).toHaveValue('Paintings of engines');
    await expect(fresh.getByLabel('About')).toHaveValue('I paint what I build.');
    await expect(nameField(fresh)).toHaveValue('Ada');
  });

  test('two tabs switch off two navigation sections of step 7; each shows the other without a reload, and both are kept', async ({ page, context }) => {
    await loggedIn(page);
    await withDraftsUpTo(page, 6);
    await page.goto('/onboarding/step7');
    await expect(page.getByText('Step 7 of 8')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/onboarding/step7');
    await expect(other.getByText('Step 7 of 8')).toBeVisible();

    const toggle = (tab: Page, name: string) => tab.getByRole('checkbox', { name, exact: true });
    await Promise.all([toggle(page, 'Services').uncheck(), toggle(other, 'Gallery').uncheck()]);
    await expect(toggle(page, 'Gallery')).not.toBeChecked();
    await expect(toggle(other, 'Services')).not.toBeChecked();
    await expect.poll(async () => (await draft(page, 'onboarding_step7'))?.navLinks).toEqual({
      Header: true, About: true, Services: false, Testimonials: true, Gallery: false, Contact: true,
    });
    await next(page);
    await expect(page.getByText('Header, About, Testimonials, Contact')).toBeVisible();
  });

  test('a reload right after the last keystroke on step 1 keeps it (30 tries)', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/onboarding/step1?template=artist');
    const name = nameField(page);
    let expected = 'Fair';
    await name.fill(expected);
    await expect.poll(async () => (await draft(page, 'onboarding_step1'))?.name).toBe(expected);
    let lost = 0;
    for (let attempt = 1; attempt <= 30; attempt++) {
      const typed = ` ${attempt}`;
      await name.press('End');
      await page.keyboard.type(typed);
      expected += typed;
      await page.reload(); // at once: well within 20 ms of the last keystroke
      await expect(name).toBeVisible();
      if ((await name.inputValue()) !== expected) {
        lost += 1;
        expected = await name.inputValue(); // go on from what was kept, to count every loss
      }
    }
    expect(lost, 'reloads that lost the last keystroke').toBe(0);
    await expect.poll(async () => (await draft(page, 'onboarding_step1'))?.name).toBe(expected);
  });
});
