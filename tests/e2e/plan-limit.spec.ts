import { test, expect } from './helpers';
import { seed, ADA, ART } from './dashboard-seed';

test('a free account that already has a site is told to upgrade instead of getting a second one', async ({ page }) => {
  await seed(page, { adaSites: [ART] });
  // Ada is on the free plan with one site.
  await page.addInitScript((email) => {
    if (sessionStorage.getItem('plan-set')) return;
    sessionStorage.setItem('plan-set', '1');
    const users = JSON.parse(localStorage.getItem('users') ?? '[]');
    for (const user of users) if (user.email === email) user.plan = 'free';
    localStorage.setItem('users', JSON.stringify(users));
    localStorage.setItem('currentUser', JSON.stringify({ ...JSON.parse(localStorage.getItem('currentUser') ?? '{}'), plan: 'free' }));
  }, ADA);
  await page.goto('/builder/blog');
  await page.getByRole('button', { name: 'Publish Site' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Your Free plan allows 1 site. Upgrade to add more.' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'See plans' }).click();
  await expect(page).toHaveURL(/\/billing$/);
  const users = await page.evaluate(() => JSON.parse(localStorage.getItem('users') ?? '[]'));
  expect(users.find((u: { email: string }) => u.email === ADA).sites).toHaveLength(1);
});
