import { readFileSync } from 'node:fs';
import { test, expect, seriousA11yViolations } from './helpers';
import { noTemplateFound, TEMPLATE_SOON } from '../../src/domain/messages';

const SHOTS = '/tmp/shots-kinds';
const TEMPLATE_NAMES = ['Casual Showcase', 'Hero Spotlight', 'Elegant Minimalist', 'Agency Flex', 'Bold Grid'];

const fixture = (key: string) => readFileSync(`tests/fixtures/legacy/${key}.json`, 'utf8');

test('/templates: four Select cards go to their builders; the others are coming soon', async ({ page }) => {
  // Logged in: the layout editors it leads to may ask for a user.
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, { users: fixture('users'), currentUser: fixture('currentUser') });
  await page.goto('/templates');
  expect(await seriousA11yViolations(page)).toEqual([]);
  const select = (name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('button', { name: 'Select' });
  for (const [name, path] of [
    ['Artist portfolio', '/edit-artist-template'],
    ['Blog', '/blog/layout1'],
    ['Business', '/business/layout1'],
    ['Event', '/event/layout1'],
  ]) {
    await page.goto('/templates');
    await select(name).click();
    // (the layout editors then add ?id= for the site they create)
    await expect(page).toHaveURL(new RegExp(`${path}(\\?id=[^&]+)?$`));
  }
  await page.goto('/templates');
  await select('Travel page').click();
  await expect(page.getByRole('status').filter({ hasText: TEMPLATE_SOON })).toBeVisible();
  await expect(page).toHaveURL(/\/templates$/);
});

test('/preview-template shows the three sample layouts and names unknown ids', async ({ page }) => {
  for (const [id, heading] of [
    ['template1', 'Mara Linden'],
    ['template2', 'Golden Hour Events'],
    ['template3', 'Pine Hollow Cabin'],
  ]) {
    await page.goto(`/preview-template/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await page.goto('/preview-template/template9');
  await expect(page.getByRole('heading', { name: noTemplateFound('template9') })).toBeVisible();
});

for (const width of [390, 1280]) {
  test(`every visual template renders the event promo and the artist page legibly at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.addInitScript((values) => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, { users: fixture('users'), currentUser: fixture('currentUser') }); // the builders are for logged-in users
    await page.goto('/builder/event-promo/42');
    await page.getByLabel('Description').fill('Lanterns, music and food by the water.');
    for (const [i, name] of TEMPLATE_NAMES.entries()) {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByLabel('Look').selectOption({ label: name });
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByRole('region', { name: 'Live preview' });
      await expect(preview.getByRole('heading', { level: 1, name: 'My Event' })).toBeVisible();
      expect(await seriousA11yViolations(page), name).toEqual([]);
      await preview.screenshot({ path: `${SHOTS}/template-${i + 1}-promo-${width}.png` });
    }
    await page.goto('/builder/artist-portfolio');
    await page.getByLabel('Name', { exact: false }).first().fill('Mara Linden');
    await page.getByLabel('Bio').fill('I paint the sea in layers of blue and grey.');
    for (const [i, name] of TEMPLATE_NAMES.entries()) {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page.getByLabel('Look').selectOption({ label: name });
      await page.getByRole('button', { name: 'Preview', exact: true }).click();
      const preview = page.getByRole('region', { name: 'Live preview' });
      await expect(preview.getByRole('heading', { level: 1, name: 'Mara Linden' })).toBeVisible();
      expect(await seriousA11yViolations(page), name).toEqual([]);
      await preview.screenshot({ path: `${SHOTS}/template-${i + 1}-artist-${width}.png` });
    }
  });
}
