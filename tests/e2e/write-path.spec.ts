import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { idIn, loggedIn, picture, reloadRightAfterTyping, stored } from './write-path-support';
import { seed } from './dashboard-seed';

/**
 * Issue 22: nothing a person types or picks is lost, in any order, in one tab or several. Each
 * editor family is tried the way it lost work before the write path: pictures picked back to back
 * while typing, two tabs on one record, and a reload right after the last keystroke.
 * How soon one tab shows another's change (issue 22: within a second) is the bench's figure
 * (bench/other-tab.mjs), not a timed assertion here: on a busy CI machine a 1 s wait failed.
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

  // Two groups: Ada's Standard plan allows 4 sites, and she has 1 (each editor here makes one).
  for (const layouts of [
    [
      { path: '/business/layout1', variant: 'business1', text: 'Name', image: 'Logo' },
      { path: '/event/layout1', variant: 'event1', text: 'Title', image: 'Image' },
      { path: '/event/layout2', variant: 'event2', text: 'Title', image: 'Image' },
    ],
    [
      { path: '/blog/layout1', variant: 'blog1', text: 'Title', image: 'Image' },
      { path: '/blog/layout2', variant: 'blog2', text: 'Title', image: 'Image' },
    ],
  ]) test(`${layouts.map((l) => l.variant).join(', ')}: five pictures picked back to back into the image field while typing; after a reload the text and a picture are kept, and each publishes`, async ({ page }) => {
    await loggedIn(page);
    for (const layout of layouts) {
      await page.goto(layout.path);
      await expect(page).toHaveURL(/[?&]id=\d+/);
      const id = idIn(page);
      const text = field(page, `${layout.text} *`).or(field(page, layout.text)).first();
      await text.fill('Spring');
      await text.press('End');
      const image = page.getByLabel(layout.image, { exact: true });
      await Promise.all([...[1, 2, 3, 4, 5].map((n) => image.setInputFiles(picture(n))), page.keyboard.type(' Fair', { delay: 15 })]);
      const imagePath = layout.image === 'Logo' ? 'logo' : 'image';
      await expect.poll(async () => (await stored(page, 'sites', id))?.[imagePath], { timeout: 10_000 }).toMatch(/^data:image|^https:/);
      await page.reload();
      await expect(text, layout.path).toHaveValue('Spring Fair');
      await page.getByRole('button', { name: 'Publish Site' }).click();
      await expect(page).toHaveURL(new RegExp(`/publish/${layout.variant}/${id}$`));
      await expect(page.getByText('Spring Fair').first(), layout.path).toBeVisible();
    }
  });

  test('event: two tabs type into two fields at once; each shows the other without a reload, undisturbed, and both are kept', async ({ page, context }) => {
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
    // Each tab shows the other's field without a reload (how soon: bench/other-tab.mjs); the field it is typing in keeps its text.
    await expect(field(page, 'Location')).toHaveValue('Riverside Park');
    await expect(field(other, 'Title *')).toHaveValue('Fair on the Green');
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
    await expect(page.getByLabel('Service 2', { exact: true })).toHaveValue('Colouring');
    await expect(other.getByLabel('Service 1', { exact: true })).toHaveValue('Haircuts');
    await expect.poll(async () => (await stored(page, 'sites', id))?.services).toEqual(['Haircuts', 'Colouring']);
  });

  test('business: a service typed into while the other tab removes the one above it keeps its text and the focus, and no other service takes it', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/business/layout1');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const id = idIn(page);
    for (const [n, text] of ['Design', 'Print', 'Framing'].entries()) {
      await page.getByRole('button', { name: 'Add service' }).click();
      await page.getByLabel(`Service ${n + 1}`, { exact: true }).fill(text);
    }
    await expect.poll(async () => (await stored(page, 'sites', id))?.services).toEqual(['Design', 'Print', 'Framing']);
    const other = await context.newPage();
    await other.goto(`/business/layout1?id=${id}`);
    await expect(other.getByLabel('Service 3', { exact: true })).toHaveValue('Framing');

    // Services are kept by place: the keys typed while the removal is on its way name place 3.
    await page.getByLabel('Service 3', { exact: true }).press('End');
    await Promise.all([
      page.keyboard.type(' and hanging', { delay: 20 }),
      other.waitForTimeout(100).then(() => other.getByRole('button', { name: 'Remove service 1' }).click()),
    ]);
    // The field typed into stays on the screen as service 2, with the focus and every key typed.
    await expect(page.getByLabel('Service 3', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Service 2', { exact: true })).toBeFocused();
    await expect(page.getByLabel('Service 2', { exact: true })).toHaveValue('Framing and hanging');
    await expect(other.getByLabel('Service 2', { exact: true })).toHaveValue('Framing and hanging');
    const servicesNow = async () => (await stored(page, 'sites', id))?.services as string[];
    await expect.poll(servicesNow).toEqual(['Print', 'Framing and hanging']);
  });

  test('a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/event/layout1');
    await expect(page).toHaveURL(/[?&]id=\d+/);
    const title = field(page, 'Title *');
    await title.fill('Fair');
    await expect(page.getByText('Saved on this device')).toBeVisible();
    await reloadRightAfterTyping(page, title);
  });
});

test.describe('single-page builders', () => {
  test('business card: five photos picked back to back while typing; the last one picked stays, and it publishes', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/builder/business');
    await expect(page).toHaveURL(/\/builder\/business\/\d+$/);
    const id = page.url().split('/').pop()!;
    const name = field(page, 'Name *');
    await name.fill('Ada');
    await name.press('End');
    // The field's file input: once a photo is picked, its Change and Remove buttons are labelled
    // with the field's name too, and a picker that resolved after that found three elements.
    const photo = page.getByLabel('Photo').and(page.locator('input[type="file"]'));
    await Promise.all([...[1, 2, 3, 4, 5].map((n) => photo.setInputFiles(picture(n))), page.keyboard.type(' Lovelace', { delay: 15 })]);
    await expect.poll(async () => (await stored(page, 'businessCards', id))?.image, { timeout: 10_000 }).toMatch(/^data:image|^https:/);
    await page.reload();
    await expect(name).toHaveValue('Ada Lovelace');
    const image = (await stored(page, 'businessCards', id))?.image;
    expect(image).toBeTruthy();
    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect.poll(async () => (await stored(page, 'sites', id))?._listed).toBe(1);
    expect((await stored(page, 'sites', id))?.fullName).toBe('Ada Lovelace');
  });

  test('blog: two tabs type into two fields at once; each shows the other without a reload; both kept', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/builder/blog');
    await expect(page).toHaveURL(/\/builder\/blog\/\d+$/);
    const address = page.url();
    const other = await context.newPage();
    await other.goto(address);
    const [title, content] = ['Title *', 'Content'];
    await field(page, title).fill('');
    await field(page, content).fill('');
    await expect(field(other, title)).toHaveValue('', { timeout: 2_000 });
    await expect(field(other, content)).toHaveValue('', { timeout: 2_000 });
    await Promise.all([
      field(page, title).pressSequentially('Spring notes', { delay: 25 }),
      field(other, content).pressSequentially('The garden wakes.', { delay: 25 }),
    ]);
    await expect(field(page, content)).toHaveValue('The garden wakes.');
    await expect(field(other, title)).toHaveValue('Spring notes');
    const fresh = await context.newPage();
    await fresh.goto(address);
    await expect(field(fresh, title)).toHaveValue('Spring notes');
    await expect(field(fresh, content)).toHaveValue('The garden wakes.');
  });

  test('event promo: a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/builder/event-promo');
    await expect(page).toHaveURL(/\/builder\/event-promo\/\d+$/);
    await field(page, 'Name of the event *').fill('Fair');
    await reloadRightAfterTyping(page, field(page, 'Name of the event *'));
  });
});

test.describe('artist editors', () => {
  test('Modern Showcase: logo, hero, profile and four portfolio pictures picked back to back while typing are all kept; it publishes', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/edit-artist-template');
    const name = field(page, 'Name *');
    await name.fill('Mara');
    await field(page, 'Bio *').fill('I paint the sea.');
    await name.press('End');
    const labels = ['Logo', 'Hero image', 'Profile image', 'Portfolio image 1', 'Portfolio image 2', 'Portfolio image 3', 'Portfolio image 4'];
    await Promise.all([
      ...labels.map((label, n) => page.getByLabel(label, { exact: true }).setInputFiles(picture(n + 1))),
      page.keyboard.type(' Linden', { delay: 15 }),
    ]);
    const pictures = async () => {
      const form = (await stored(page, 'drafts', 'artistForm'))?.value as Record<string, unknown> | undefined;
      const portfolio = (form?.portfolio ?? []) as unknown[];
      return [form?.logo, form?.heroImage, form?.profileImage, ...portfolio].filter((v) => typeof v === 'string' && v !== '');
    };
    await expect.poll(async () => (await pictures()).length, { timeout: 15_000 }).toBe(7);
    await page.reload();
    await expect(name).toHaveValue('Mara Linden');
    expect(new Set(await pictures()).size).toBe(7);
    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect(page).toHaveURL(/\/show\/artist\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Mara Linden' })).toBeVisible();
  });

  test('Modern Showcase: two tabs edit two services and the tagline at once; both kept, each shows the other', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/edit-artist-template');
    await expect(field(page, 'Service 2 title')).toBeVisible();
    const other = await context.newPage();
    await other.goto('/edit-artist-template');
    await expect(field(other, 'Service 2 title')).toBeVisible();
    await Promise.all([
      field(page, 'Service 1 title').fill(''),
      field(other, 'Service 2 title').fill(''),
    ]);
    await Promise.all([
      field(page, 'Service 1 title').pressSequentially('Portraits', { delay: 25 }),
      // One keyboard per tab: the other tab types its two fields one after the other.
      field(other, 'Service 2 title')
        .pressSequentially('Murals', { delay: 25 })
        .then(() => field(other, 'Tagline').pressSequentially('Painter of the sea', { delay: 10 })),
    ]);
    await expect(field(page, 'Service 2 title')).toHaveValue('Murals');
    await expect(field(page, 'Tagline')).toHaveValue('Painter of the sea');
    await expect(field(other, 'Service 1 title')).toHaveValue('Portraits');
    await expect.poll(async () => {
      const form = (await stored(page, 'drafts', 'artistForm'))?.value as { services?: Array<{ title: string }>; tagline?: string };
      return [form?.services?.map((s) => s.title).slice(0, 2), form?.tagline];
    }).toEqual([['Portraits', 'Murals'], 'Painter of the sea']);
  });

  test('Modern Showcase: a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await loggedIn(page);
    await page.goto('/edit-artist-template');
    await field(page, 'Name *').fill('Mara');
    await reloadRightAfterTyping(page, field(page, 'Name *'));
  });

  test('Gallery Focused: five pictures picked back to back while typing are all kept; two tabs keep both edits; it publishes', async ({ page, context }) => {
    await loggedIn(page);
    await page.goto('/edit/artist/gallery');
    await page.getByRole('button', { name: 'Add a work' }).click();
    await page.getByRole('button', { name: 'Add a work' }).click();
    await expect(page.getByLabel('Label of item 5')).toBeVisible();
    const about = page.getByRole('textbox', { name: 'About', exact: true });
    await about.fill('Oil and water.');
    await about.press('End');
    const works = ['Painting 1', 'Painting 2', 'Sculpture 1', 'Work 4', 'Work 5'];
    await Promise.all([
      ...works.map((work, n) => page.getByLabel(`Image of ${work}`).setInputFiles(picture(n + 10))),
      page.keyboard.type(' Mostly oil.', { delay: 15 }),
    ]);
    const images = async () => {
      const form = (await stored(page, 'drafts', 'artistForm'))?.value as { gallery?: Array<{ image?: string | null }> } | undefined;
      return (form?.gallery ?? []).map((item) => item.image).filter(Boolean);
    };
    await expect.poll(async () => (await images()).length, { timeout: 15_000 }).toBe(5);
    await page.reload();
    await expect(about).toHaveValue('Oil and water. Mostly oil.');
    expect(new Set(await images()).size).toBe(5);

    const other = await context.newPage();
    await other.goto('/edit/artist/gallery');
    await Promise.all([
      page.getByLabel('Label of item 1').fill('Harbour at dawn'),
      other.getByLabel('Label of item 2').fill('Storm'),
    ]);
    await expect(page.getByLabel('Label of item 2')).toHaveValue('Storm');
    await expect(other.getByLabel('Label of item 1')).toHaveValue('Harbour at dawn');

    await page.getByRole('button', { name: 'Publish Site' }).click();
    await expect(page).toHaveURL(/\/show\/artist\/\d+$/);
    // The address changes before the show page's code has loaded: wait until the editor is gone.
    await expect(page.getByLabel('Label of item 1')).toHaveCount(0);
    await expect(page.getByText('Harbour at dawn')).toBeVisible();
  });
});

test.describe('manage', () => {
  test('logo and five gallery pictures picked back to back while typing the title are all kept', async ({ page }) => {
    await seed(page);
    await page.goto('/manage/site-blog');
    const title = field(page, 'Title');
    await expect(title).toBeEnabled();
    await title.fill('Garden notes');
    await title.press('End');
    const add = page.getByLabel('Add image');
    await Promise.all([
      page.getByLabel('Logo').setInputFiles(picture(20)),
      ...[21, 22, 23, 24, 25].map((n) => add.setInputFiles(picture(n))),
      page.keyboard.type(' from May', { delay: 15 }),
    ]);
    await expect.poll(async () => ((await stored(page, 'sites', 'site-blog'))?.gallery as unknown[] | undefined)?.length, { timeout: 15_000 }).toBe(5);
    await page.reload();
    await expect(title).toHaveValue('Garden notes from May');
    const site = await stored(page, 'sites', 'site-blog');
    expect(site?.logo).toMatch(/^data:image|^https:/);
    expect(new Set(site?.gallery as string[]).size).toBe(5);
  });

  test('two tabs: a title changed in one shows in the other without a reload, while its description is being typed', async ({ page, context }) => {
    await seed(page);
    await page.goto('/manage/site-blog');
    const other = await context.newPage();
    await other.goto('/manage/site-blog');
    await expect(field(other, 'Title')).toBeEnabled();
    await field(page, 'Title').fill('');
    await expect(field(other, 'Title')).toHaveValue('', { timeout: 2_000 });
    await Promise.all([
      field(page, 'Title').pressSequentially('Spring', { delay: 25 }),
      field(other, 'Description').fill('').then(() => field(other, 'Description').pressSequentially('Notes from the garden.', { delay: 25 })),
    ]);
    await expect(field(other, 'Title')).toHaveValue('Spring');
    await expect(field(page, 'Description')).toHaveValue('Notes from the garden.');
    await expect(field(other, 'Description')).toHaveValue('Notes from the garden.');
  });

  test('a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await seed(page);
    await page.goto('/manage/site-blog');
    await expect(field(page, 'Title')).toBeEnabled();
    await reloadRightAfterTyping(page, field(page, 'Title'));
  });
});

test.describe('slot editor', () => {
  const SITE = 'site-a';
  async function seedSlots(page: Page) {
    await page.addInitScript((site) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      const email = 'ada@example.com';
      localStorage.setItem('users', JSON.stringify([{ id: 'u1', email, password: 'hunter2', plan: 'standard', sites: [site], blocked: false }]));
      localStorage.setItem('sites', JSON.stringify([{ id: site, name: "Ada's Studio", type: 'artist', pages: ['main'], owner: email }]));
      localStorage.setItem('currentUser', JSON.stringify({ email, plan: 'standard', sites: [site] }));
    }, SITE);
  }
  const rows = (page: Page) => page.locator('li[data-row-id]');
  async function addTitleBlock(page: Page) {
    const before = await rows(page).count();
    await page.getByLabel('Block type').selectOption({ label: 'Title' });
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect(rows(page)).toHaveCount(before + 1);
  }
  const titleOf = (page: Page, n: number) => rows(page).nth(n).getByLabel('Title', { exact: true });
  async function addBlock(page: Page, type: string) {
    const before = await rows(page).count();
    await page.getByLabel('Block type').selectOption({ label: type });
    await page.getByRole('button', { name: 'Add block' }).click();
    await expect(rows(page)).toHaveCount(before + 1);
  }
  const storedBlocks = (page: Page) =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('site_pages') ?? '[]')[0]?.blocks ?? []) as Array<{ type: string; imageUrl?: string; text?: string }>);

  test('five pictures picked back to back into five image blocks while typing a title are all kept after a reload and Save', async ({ page }) => {
    await seedSlots(page);
    await page.goto(`/artist/slot3?siteId=${SITE}`);
    await addTitleBlock(page);
    for (let n = 0; n < 5; n++) await addBlock(page, 'Image');
    await titleOf(page, 0).fill('Works');
    await titleOf(page, 0).press('End');
    const imageInputs = page.locator('li[data-row-id] input[type="file"]');
    await expect(imageInputs).toHaveCount(5);
    await Promise.all([
      ...[0, 1, 2, 3, 4].map((n) => imageInputs.nth(n).setInputFiles(picture(n + 1))),
      page.keyboard.type(' on paper', { delay: 15 }),
    ]);
    const pictures = async () => (await storedBlocks(page)).filter((b) => b.type === 'image' && /^data:image|^https:/.test(b.imageUrl ?? '')).length;
    await expect.poll(pictures, { timeout: 15_000 }).toBe(5);
    // Once in CI (1 run in about 30) the title read "Works" after the reload: what the page held
    // then says where the rest went, if it happens again.
    const before = await page.evaluate(() => ({
      focused: `${document.activeElement?.tagName} ${document.activeElement?.getAttribute('type') ?? ''} in row ${document.activeElement?.closest('li')?.getAttribute('data-row-id') ?? '-'}`,
      shown: document.querySelector<HTMLInputElement>('li[data-row-id] input[data-control="primary"]')?.value,
      mirrored: (JSON.parse(localStorage.getItem('site_pages') ?? '[]')[0]?.blocks ?? [])[0]?.content,
    }));
    await page.reload();
    await expect(titleOf(page, 0), `before the reload: ${JSON.stringify(before)}`).toHaveValue('Works on paper');
    // Save reloads the page itself once everything is stored: a reload of the test's own beside it
    // raced it (CI: page.reload net::ERR_ABORTED).
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Save', exact: true }).click()]);
    await expect(titleOf(page, 0)).toHaveValue('Works on paper');
    expect(await pictures()).toBe(5);
    expect(new Set((await storedBlocks(page)).filter((b) => b.type === 'image').map((b) => b.imageUrl)).size).toBe(5);
  });

  test('two tabs edit two blocks of one page at once; each shows the other without a reload, and a fresh tab shows both', async ({ page, context }) => {
    await seedSlots(page);
    await page.goto(`/artist/slot3?siteId=${SITE}`);
    await addTitleBlock(page);
    await addTitleBlock(page);
    await expect.poll(async () => page.evaluate(() => (JSON.parse(localStorage.getItem('site_pages') ?? '[]')[0]?.blocks ?? []).length)).toBe(2);
    const other = await context.newPage();
    await other.goto(`/artist/slot3?siteId=${SITE}`);
    await expect(rows(other)).toHaveCount(2);
    await titleOf(page, 0).fill('');
    await titleOf(other, 1).fill('');
    await Promise.all([
      titleOf(page, 0).pressSequentially('Welcome', { delay: 25 }),
      titleOf(other, 1).pressSequentially('Latest work', { delay: 25 }),
    ]);
    // Each open tab follows the other's block (live), its own text untouched.
    await expect(titleOf(page, 1)).toHaveValue('Latest work');
    await expect(titleOf(other, 0)).toHaveValue('Welcome');
    await expect(titleOf(page, 0)).toHaveValue('Welcome');
    await expect(titleOf(other, 1)).toHaveValue('Latest work');
    // A block added in one tab appears in the other.
    await addTitleBlock(other);
    await expect(rows(page)).toHaveCount(3);
    const fresh = await context.newPage();
    await fresh.goto(`/artist/slot3?siteId=${SITE}`);
    await expect(titleOf(fresh, 0)).toHaveValue('Welcome');
    await expect(titleOf(fresh, 1)).toHaveValue('Latest work');
    await expect(rows(fresh)).toHaveCount(3);
  });

  test('a reload right after the last keystroke keeps it (30 tries)', async ({ page }) => {
    await seedSlots(page);
    await page.goto(`/artist/slot3?siteId=${SITE}`);
    await addTitleBlock(page);
    const title = titleOf(page, 0);
    await title.fill('Intro');
    await reloadRightAfterTyping(page, title);
  });
});
