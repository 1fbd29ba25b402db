import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { ADA, ART, PNG, seedValues } from './dashboard-seed';

/**
 * Accessible names (issue 23, item 2). ui-contract.md: where spec.md names a button or link, that
 * is its accessible name, and every input's label begins with the field's name as spec.md words
 * it. This walks the screens and reads each named control of the contract's list by its role and
 * exact name, the way a screen reader (or a voice command) finds it.
 */

const CARD_ID = 'card-1';
const PROMO_ID = 'promo-1';
const ARTIST_ID = 'artist-1';
const EVENT_ID = 'event-1';
const wizardData = (name: string) => ({
  name, tagline: 'Tagline', about: 'About us', logo: '', templateId: 'event', highlightImage: '', services: 'One',
  testimonials: ['Great'], contact: { email: 'hello@example.com', phone: null, social: null }, galleryImage: '',
  navLinks: {}, headerBg: '', footerImg: '', portfolioImages: [],
});

async function seedWorld(page: Page) {
  const base = seedValues({ as: ADA });
  const values: Record<string, string> = {
    ...base,
    sites: JSON.stringify([
      { ...ART, owner: ADA },
      { id: EVENT_ID, name: 'Spring Show', type: 'event', variant: 'event1', title: 'Spring Show', date: '2025-04-01', owner: ADA },
    ]),
    site_pages: JSON.stringify([{ id: 'page-1', siteId: ART.siteId, type: 'artist', slotId: 1, title: 'Slot 1', blocks: [] }]),
    [`preview_${ARTIST_ID}`]: JSON.stringify(wizardData('Rosa Stone')),
    [`preview_${PROMO_ID}`]: JSON.stringify(wizardData('Golden Hour')),
    [`site_preview_${CARD_ID}`]: JSON.stringify({ name: 'Sam Lee', title: 'Potter', images: [PNG], email: 'sam@example.com' }),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

/** A button or a link named exactly `name` (spec.md says "button" for some links). */
const control = (page: Page, name: string) =>
  page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

async function expectNamed(page: Page, names: string[]) {
  for (const name of names) await expect(control(page, name).first(), name).toBeVisible();
}

test('every named control of the contract is found by its role and exact name', async ({ page }) => {
  test.setTimeout(120_000);
  await seedWorld(page);

  const screens: Array<[path: string, names: string[], more?: () => Promise<void>]> = [
    ['/templates', ['Select'], async () => {
      // Each card's button is "Select"; which template it picks is its description (the card's heading).
      const selects = page.getByRole('button', { name: 'Select', exact: true });
      expect(await selects.count()).toBeGreaterThanOrEqual(4);
      await expect(selects.first()).toHaveAccessibleDescription('Artist portfolio');
    }],
    ['/dashboard', ['Manage', 'Preview', 'Create New Site']],
    [`/manage/${ART.siteId}`, ['Publish Site']],
    ['/onboarding/complete', ['Go to Dashboard', 'Start Building', 'View My Sites']],
    ['/settings', ['Save']],
    ['/builder/business', ['Edit', 'Preview', 'Save Draft', 'Publish Site'], async () => {
      await expect(page.getByLabel(/^Name/).first()).toBeVisible();
      await expect(page.getByLabel(/^Role/)).toBeVisible(); // spec.md section 3: role
      await expect(page.getByLabel(/^Email/).first()).toBeVisible();
      await expect(page.getByLabel(/^Phone/).first()).toBeVisible();
    }],
    ['/builder/blog', ['Edit', 'Preview', 'Save Draft', 'Publish Site']],
    ['/builder/event-promo', ['Edit', 'Preview', 'Save Draft', 'Publish Site']],
    ['/edit-artist-template', ['Back to Templates', 'Save Draft']],
    ['/onboarding/step1', ['Next', 'Back']],
    ['/onboard', ['Next']],
    [`/artist/slot1`, ['Save', 'Preview Full Site']],
    [`/preview/artist/${ARTIST_ID}`, ['Publish This Site']],
    [`/preview/card/${CARD_ID}`, ['Publish My Card']],
    [`/preview/event-promo/${PROMO_ID}`, ['Book This Planner', 'Publish Event Promo Site']],
    [`/publish/event1/${EVENT_ID}`, [], async () => {
      await page.getByRole('button', { name: 'RSVP Now', exact: true }).click();
      await expectNamed(page, ['Confirm']);
      await expect(page.getByLabel(/^Name/)).toBeVisible();
      await expect(page.getByLabel(/^Email/)).toBeVisible();
    }],
  ];
  for (const [path, names, more] of screens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expectNamed(page, names);
      await more?.();
    });
  }

  await test.step('recycle bin', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: /^Delete/ }).first().click();
    await expect(page.getByRole('status').filter({ hasText: /moved to the recycle bin/ })).toBeVisible();
    await page.goto('/recycle-bin');
    await expectNamed(page, ['Preview', 'Restore', 'Delete Forever', 'Back to Dashboard']);
  });

  await test.step('log-in, sign-up and admin log-in', async () => {
    await page.getByRole('button', { name: /log ?out/i }).first().click();
    await page.goto('/login');
    await expectNamed(page, ['Log In']);
    await page.goto('/signup');
    await expectNamed(page, ['Sign Up']);
    await page.goto('/admin-login');
    await expectNamed(page, ['Log In']);
  });
});
