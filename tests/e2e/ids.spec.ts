import { test, expect } from './helpers';
import { ADA, BOB, seedValues } from './dashboard-seed';

/**
 * One way to make a site id (issue 23, item 5): the current timestamp, bumped past any id already
 * taken. A new site made in the same millisecond as a stored one (or after an import) must not
 * open, and so overwrite, that other site.
 */
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);

test('a new site never takes the id of a stored one, in the layout editors and the single-page builders', async ({ page }) => {
  await page.clock.setFixedTime(NOW);
  const values = {
    ...seedValues({ as: ADA }),
    sites: JSON.stringify([{ id: String(NOW), name: "Bob's Gala", type: 'event', variant: 'event1', title: "Bob's Gala", owner: BOB }]),
    business_cards: JSON.stringify([{ id: String(NOW + 1), fullName: 'Somebody Else', role: 'Owner' }]),
  };
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);

  await page.goto('/event/layout1');
  await expect(page).toHaveURL(new RegExp(`/event/layout1\\?id=${NOW + 1}$`));
  await expect(page.getByLabel('Title', { exact: false }).first()).not.toHaveValue("Bob's Gala");

  await page.goto('/builder/business');
  // NOW is a site, NOW + 1 a card: the card builder starts past both.
  await expect(page).toHaveURL(new RegExp(`/builder/business/${NOW + 2}$`));
  await expect(page.getByLabel(/^Name/).first()).not.toHaveValue('Somebody Else');
});
