import type { Page } from '@playwright/test';
import { test, expect, seriousA11yViolations } from './helpers';
import { LOADING_LISTING, SITE_NOT_FOUND, UNTITLED_LISTING } from '../../src/domain/messages';
import { requiredMessage } from '../../src/domain/wizard';
import { STORED_PICTURE } from '../fakes/image-host';

const EMAIL = 'wiz@example.com';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const image = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/** A logged-in person, seeded the way an earlier version stored it; extra keys too. */
async function seed(page: Page, extra: Record<string, unknown> = {}) {
  const values: Record<string, string> = {
    users: JSON.stringify([{ id: 'u-wiz', email: EMAIL, password: 'pw', plan: 'premium', sites: [] }]),
    currentUser: JSON.stringify({ email: EMAIL, plan: 'premium', sites: [] }),
  };
  for (const [key, value] of Object.entries(extra)) values[key] = JSON.stringify(value);
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const stored = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

/** Steps 2 to 7 with little content (an image on 2, toggled email on 5, gallery on 6). */
async function throughSteps2to7(page: Page) {
  await expect(page).toHaveURL(/\/onboarding\/step2$/);
  await page.getByLabel('Highlight image', { exact: true }).setInputFiles(image('highlight.png'));
  await expect(page.getByRole('img', { name: 'Highlight image preview' })).toBeVisible();
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/step3$/);
  await page.getByLabel('Services').fill('Commissions\nPrints');
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/step4$/);
  await page.getByLabel('Testimonials').fill('  Wonderful work!  \n\n Would hire again \n');
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/step5$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Add email' }).check();
  await page.getByLabel('Email', { exact: true }).fill('hello@example.com');
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/step6$/);
  // Choosing a file goes straight to step 7.
  await page.getByLabel('Gallery image', { exact: true }).setInputFiles(image('gallery.png'));
  await expect(page).toHaveURL(/\/onboarding\/step7$/);
  for (const name of ['Header', 'About', 'Services', 'Testimonials', 'Gallery', 'Contact']) {
    await expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked();
  }
  await page.getByRole('checkbox', { name: 'Services', exact: true }).uncheck();
  await next(page);
  await expect(page).toHaveURL(/\/onboarding\/step8$/);
}

async function publishAndCheck(page: Page, route: RegExp, expected: Record<string, unknown>) {
  await page.getByRole('button', { name: 'Save & Publish' }).click();
  await expect(page).toHaveURL(route);
  const id = decodeURIComponent(page.url().split('/').pop()!);
  await expect.poll(async () => ((await stored(page, 'site_previews')) ?? []).find((e: { id: string }) => e.id === id) ?? null).toMatchObject({
    id,
    ...expected,
  });
  await expect.poll(() => stored(page, `preview_${id}`)).toMatchObject(expected);
  await expect.poll(() => stored(page, `site_preview_${id}`)).toMatchObject(expected);
  // The drafts are cleared, and the site is in the person's list and the published list.
  await expect.poll(() => stored(page, 'onboarding_step1')).toBeNull();
  await expect.poll(async () => ((await stored(page, 'sites')) ?? []).some((s: { id?: string; siteId?: string }) => String(s.siteId ?? s.id) === id)).toBe(true);
  return id;
}

test.describe('8-step onboarding wizard', () => {
  test('artist: all eight steps end on /preview/artist/{id} with the data stored', async ({ page, imageHost }) => {
    void imageHost;
    await seed(page);
    await page.goto('/onboarding/step1?template=artist');
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    await page.getByLabel('Name (artist or band)').fill('Ada Lovelace');
    await page.getByLabel('Tagline').fill('Paintings of engines');
    await page.getByLabel('About').fill('I paint.');
    await next(page);
    await throughSteps2to7(page);

    // Review shows everything collected.
    const review = page.getByRole('main');
    await expect(review.getByText('Ada Lovelace')).toBeVisible();
    await expect(review.getByText('“Wonderful work!”')).toBeVisible();
    await expect(review.getByText('hello@example.com')).toBeVisible();
    await expect(review.getByText('Header, About, Testimonials, Gallery, Contact')).toBeVisible();
    await expect(review.getByRole('img', { name: 'Highlight image' })).toBeVisible();

    const id = await publishAndCheck(page, /\/preview\/artist\/[^/]+$/, {
      name: 'Ada Lovelace',
      tagline: 'Paintings of engines',
      templateId: 'artist',
      services: 'Commissions\nPrints',
      testimonials: ['Wonderful work!', 'Would hire again'],
      contact: { email: 'hello@example.com', phone: null, social: null },
      navLinks: { Header: true, About: true, Services: false, Testimonials: true, Gallery: true, Contact: true },
    });
    const preview = await stored(page, `preview_${id}`);
    expect(preview.highlightImage).toMatch(STORED_PICTURE);
    expect(preview.galleryImage).toMatch(STORED_PICTURE);
    const site = ((await stored(page, 'sites')) as Record<string, unknown>[]).find((s) => String(s.siteId ?? s.id) === id)!;
    expect(site).toMatchObject({ type: 'artist', variant: 'preview', published: true });
  });

  test('blog: required Title, Tagline, About; ends on /preview/blog/{id}', async ({ page }) => {
    await seed(page);
    await page.goto('/onboard/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Start your blog');
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page).toHaveURL(/\/onboarding\/step1\?template=blog$/);
    await next(page);
    // The error summary lists each missing field (and takes focus); each field says it too.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: requiredMessage('Title') })).toBeVisible();
    await expect(summary.getByRole('link', { name: requiredMessage('Tagline') })).toBeVisible();
    await expect(summary.getByRole('link', { name: requiredMessage('About') })).toBeVisible();
    await expect(page.getByLabel('About')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/onboarding\/step1/);
    await summary.getByRole('link', { name: requiredMessage('Title') }).click();
    await expect(page.getByLabel('Title')).toBeFocused();
    await page.getByLabel('Title').fill('Slow Travel Notes');
    await page.getByLabel('Tagline').fill('One town at a time');
    await expect(page.getByText(requiredMessage('Title'))).toHaveCount(0);
    await next(page);
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('About') })).toBeVisible();
    await page.getByLabel('About').fill('Notes from the road.');
    await next(page);
    for (let step = 2; step <= 7; step++) {
      await expect(page).toHaveURL(new RegExp(`/onboarding/step${step}$`));
      await next(page);
    }
    await expect(page).toHaveURL(/\/onboarding\/step8$/);
    await publishAndCheck(page, /\/preview\/blog\/[^/]+$/, {
      name: 'Slow Travel Notes', tagline: 'One town at a time', about: 'Notes from the road.', templateId: 'blog',
      contact: { email: null, phone: null, social: null },
    });
  });

  test('event: required Title and Date; optional ticket price; ends on /preview/event-promo/{id}', async ({ page }) => {
    await seed(page);
    await page.goto('/onboarding/step1?template=event');
    await expect(page.getByLabel('Ticket price')).toBeVisible();
    await expect(page.getByLabel('Booking contact')).toBeVisible();
    await next(page);
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('Title') })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('Date') })).toBeVisible();
    await page.getByLabel('Title').fill('Midsummer Gala');
    await page.getByLabel('Date').fill('2030-06-21');
    await page.getByLabel('Ticket price').fill('$15');
    await next(page);
    for (let step = 2; step <= 7; step++) {
      await expect(page).toHaveURL(new RegExp(`/onboarding/step${step}$`));
      await next(page);
    }
    await expect(page.getByText('2030-06-21')).toBeVisible();
    await publishAndCheck(page, /\/preview\/event-promo\/[^/]+$/, {
      name: 'Midsummer Gala', date: '2030-06-21', ticketPrice: '$15', templateId: 'event',
    });
  });

  test('business: Name and Description required, Slogan optional; ends on /preview/card/{id}', async ({ page, imageHost }) => {
    void imageHost;
    await seed(page);
    await page.goto('/onboard/business');
    await page.getByRole('link', { name: 'Start' }).click();
    await expect(page.getByLabel('Slogan')).toBeVisible();
    await page.getByLabel('Slogan').fill('Fresh every morning');
    await next(page);
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('Name') })).toBeVisible();
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('Description') })).toBeVisible();
    await expect(page.getByText(requiredMessage('Slogan'))).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Corner Bakery');
    await page.getByLabel('Description').fill('Bread and cakes.');
    await next(page);
    await throughSteps2to7(page);
    const id = await publishAndCheck(page, /\/preview\/card\/[^/]+$/, {
      name: 'Corner Bakery', tagline: 'Fresh every morning', about: 'Bread and cakes.', templateId: 'business',
      title: 'Fresh every morning', email: 'hello@example.com',
    });
    const site = ((await stored(page, 'sites')) as Record<string, unknown>[]).find((s) => String(s.siteId ?? s.id) === id)!;
    expect(site).toMatchObject({ type: 'business-card', variant: 'card' });
  });

  test('a step whose previous draft is missing sends the person back', async ({ page }) => {
    await seed(page, {
      onboarding_step1: { name: 'Ada', tagline: '', about: '', logo: '', templateId: 'artist' },
      onboarding_step2: { highlightImage: '' },
      onboarding_step3: { services: 'Prints' },
    });
    // Step 4 exists, so step 5 opens; step 6 needs step 5's draft: back to step 5.
    await page.goto('/onboarding/step6');
    await expect(page).toHaveURL(/\/onboarding\/step4$/);
    await expect(page.getByRole('heading', { name: 'Testimonials' })).toBeVisible();
    // Step 4 opens with step 3's draft.
    await page.goto('/onboarding/step4');
    await expect(page).toHaveURL(/\/onboarding\/step4$/);
    await expect(page.getByText('Step 4 of 8')).toBeVisible();
    // Back goes to the previous step.
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/onboarding\/step3$/);
    await expect(page.getByLabel('Services')).toHaveValue('Prints');
  });

  test('with no drafts at all, step 8 leads back to step 1; step 1 Back goes to /template-selection', async ({ page }) => {
    await seed(page);
    await page.goto('/onboarding/step8');
    await expect(page).toHaveURL(/\/onboarding\/step1$/);
    await expect(page.getByText('Step 1 of 8')).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/template-selection$/);
  });

  test('drafts autosave as the person types: a reload mid-wizard keeps them', async ({ page }) => {
    await seed(page);
    await page.goto('/onboarding/step1?template=artist');
    await page.getByLabel('Name (artist or band)').fill('Grace');
    await page.getByLabel('About').fill('Line one\n\nLine three');
    await expect.poll(() => stored(page, 'onboarding_step1')).toMatchObject({ name: 'Grace', templateId: 'artist' });
    await page.reload();
    await expect(page.getByLabel('Name (artist or band)')).toHaveValue('Grace');
    await expect(page.getByLabel('About')).toHaveValue('Line one\n\nLine three');
    // Each Next once its step is on screen: a click while the last step is still showing would be
    // that step's Next again (a flake under load).
    for (const step of [2, 3, 4]) {
      await next(page);
      await expect(page).toHaveURL(new RegExp(`/onboarding/step${step}$`));
    }
    await page.getByLabel('Testimonials').fill('First\n\n  Second  ');
    await expect.poll(() => stored(page, 'onboarding_step4')).toMatchObject({ testimonials: ['First', 'Second'] });
    await page.reload();
    await expect(page.getByLabel('Testimonials')).toHaveValue('First\n\n  Second  ');
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page.getByLabel('Name (artist or band)')).toHaveValue('Grace');
  });
});

test.describe('single-page six-step wizard and listing preview', () => {
  test('/onboard walks six steps and Generate Site shows the listing', async ({ page }) => {
    await seed(page);
    await page.goto('/onboard');
    await expect(page.getByText('Step 1 of 6')).toBeVisible();
    await next(page);
    await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('Name (artist or band)') })).toBeVisible();
    await page.getByLabel('Name (artist or band)').fill('Hopper Trio');
    await page.getByLabel('Tagline').fill('Jazz on Sundays');
    await page.getByLabel('About').fill('Three friends.');
    await next(page);
    await expect(page.getByText('Step 2 of 6')).toBeVisible();
    await page.getByLabel('Highlight image (add one or more)').setInputFiles(image('h.png'));
    await expect(page.getByRole('img', { name: 'Highlight image 1 preview' })).toBeVisible();
    await next(page);
    await expect(page.getByText('Step 3 of 6')).toBeVisible();
    await page.getByLabel('Services').fill('Weddings');
    await next(page);
    await page.getByLabel('Testimonials').fill(' Swinging! \nGreat');
    await next(page);
    await expect(page.getByText('Step 5 of 6')).toBeVisible();
    await page.getByRole('checkbox', { name: 'Add phone' }).check();
    await page.getByLabel('Phone', { exact: true }).fill('555 0100');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 4 of 6')).toBeVisible();
    await expect(page.getByLabel('Testimonials')).toHaveValue(' Swinging! \nGreat');
    await next(page);
    await next(page);
    await expect(page.getByText('Step 6 of 6')).toBeVisible();
    await page.getByRole('button', { name: 'Generate Site' }).click();
    await expect(page).toHaveURL(/\/preview-site-generated\/[^/]+$/);
    const id = decodeURIComponent(page.url().split('/').pop()!);
    await expect(page.getByRole('heading', { level: 1, name: 'Hopper Trio' })).toBeVisible();
    await expect(page.getByText('Jazz on Sundays')).toBeVisible();
    await expect(page.getByText('555 0100')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Dashboard' })).toBeVisible();
    await expect(page.getByText(LOADING_LISTING)).toHaveCount(0);
    await expect.poll(async () => ((await stored(page, 'site_previews')) ?? []).find((e: { id: string }) => e.id === id) ?? null).toMatchObject({
      name: 'Hopper Trio',
      testimonials: [' Swinging! ', 'Great'],
      contact: { email: null, phone: '555 0100', social: null },
    });
    // The same listing at /listing/{id}.
    await page.goto(`/listing/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Hopper Trio' })).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('listing: not found after reading; untitled when nameless', async ({ page }) => {
    await seed(page, {
      site_previews: [{ id: 'l-1', name: '', tagline: 'No name yet', navLinks: { Header: true, About: false, Gallery: true } }],
    });
    await page.goto('/listing/missing-id');
    await expect(page.getByRole('heading', { name: SITE_NOT_FOUND })).toBeVisible();
    await expect(page.getByText(LOADING_LISTING)).toHaveCount(0);
    await page.goto('/preview-site-generated/l-1');
    await expect(page.getByRole('heading', { level: 1, name: UNTITLED_LISTING })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Navigation' })).toContainText('Header');
    await expect(page.getByRole('region', { name: 'Navigation' })).not.toContainText('About');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test('wizard screens have no serious accessibility violations', async ({ page }) => {
  test.setTimeout(150_000); // axe takes a few seconds per screen
  await seed(page, {
    onboarding_step1: { name: 'Ada', tagline: 'T', about: 'A', logo: '', templateId: 'event', date: '2030-01-01' },
    onboarding_step2: { highlightImage: '' },
    onboarding_step3: { services: 'Prints' },
    onboarding_step4: { testimonials: ['Nice'] },
    onboarding_step5: { contact: { email: 'a@b.c', phone: null, social: null } },
    onboarding_step6: { galleryImage: '' },
    onboarding_step7: { headerBg: '', footerImg: '' },
  });
  for (const path of ['/onboarding/step1?template=event', '/onboarding/step5', '/onboarding/step7', '/onboarding/step8', '/onboard', '/onboard/travel']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousA11yViolations(page), path).toEqual([]);
  }
  await page.goto('/onboarding/step1?template=blog');
  await page.getByLabel('About').fill('');
  await next(page);
  await expect(page.getByRole('alert').getByRole('link', { name: requiredMessage('About') })).toBeVisible();
  expect(await seriousA11yViolations(page), 'step 1 with errors').toEqual([]);
});

test('screenshots at 390px and 1280px', async ({ page }) => {
  test.setTimeout(150_000);
  await seed(page, {
    onboarding_step1: { name: 'Ada Lovelace', tagline: 'Paintings of engines', about: 'I paint.', logo: '', templateId: 'business' },
    onboarding_step2: { highlightImage: '' },
    onboarding_step3: { services: 'Commissions\nPrints' },
    onboarding_step4: { testimonials: ['Wonderful', 'Would hire again'] },
    onboarding_step5: { contact: { email: 'ada@example.com', phone: null, social: null } },
    onboarding_step6: { galleryImage: '' },
    onboarding_step7: { headerBg: '', footerImg: '' },
    site_previews: [{ id: 'shot', name: 'Hopper Trio', tagline: 'Jazz on Sundays', about: 'Three friends.', services: 'Weddings', testimonials: ['Swinging!'], contact: { email: 'h@example.com', phone: null, social: null }, navLinks: { Header: true, About: true } }],
  });
  const dir = process.env.SHOTS_DIR ?? '/tmp/shots-wizard';
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const [name, path] of [
      ['step1', '/onboarding/step1'],
      ['step5', '/onboarding/step5'],
      ['step7', '/onboarding/step7'],
      ['step8', '/onboarding/step8'],
      ['onboard', '/onboard'],
      ['entry-event', '/onboard/event'],
      ['listing', '/listing/shot'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
    }
  }
});
