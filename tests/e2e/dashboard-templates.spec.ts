import { test, expect, seriousA11yViolations } from './helpers';
import { seed, shoot } from './dashboard-seed';
import { TEMPLATES } from '../../src/sites/templates';

test('template selection shows the five templates live, and Choose starts the wizard with that template', async ({ page }) => {
  await seed(page);
  await page.goto('/template-selection');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a template' })).toBeVisible();
  const choices = page.getByRole('list', { name: 'Templates' }).getByRole('article');
  await expect(choices).toHaveCount(5);
  for (const template of TEMPLATES) {
    const choice = page.getByRole('article', { name: template.name });
    await expect(choice).toContainText(template.description);
    // A live thumbnail rendered with this template.
    await expect(choice.locator(`.site-thumbnail [data-template="${template.id}"]`)).toBeVisible();
    await expect(choice.locator('.site-thumbnail')).toContainText('Mara Quinn Studio');
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  await shoot(page, 'template-selection');

  await page.getByRole('article', { name: 'Hero Spotlight' }).getByRole('button', { name: 'Choose' }).click();
  await expect(page).toHaveURL(/\/onboarding\/step1\?template=hero-spotlight$/);
});
