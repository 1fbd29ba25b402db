import { test, expect } from './helpers';
import { loggedIn } from './write-path-support';
import { OTHER_PAGE_STALLED } from '../../src/domain/messages';

/**
 * Issue 29: no page waits on another for ever. A page put into Firefox's back-forward cache while
 * it held the mirror's lock kept every later page blank; that is tested in Firefox itself by the
 * cross-engine smoke (tests/smoke). Chromium runs a frozen page's lock and database callbacks, so
 * it cannot show that hang; what it can show is the rule for a holder that never lets go.
 */
test('a page that waits too long for another page goes on without it and says so', async ({ page, context }) => {
  await loggedIn(page);
  await page.goto('/help');
  // A page that holds the mirror's lock and never lets go (hung, or frozen by an older Brick).
  await page.evaluate(() => void navigator.locks.request('brick-mirror', () => new Promise<void>(() => {})));

  const next = await context.newPage();
  await next.goto('/dashboard');
  await expect(next.getByRole('heading', { name: 'My sites' })).toBeVisible();
  await expect(next.getByText(OTHER_PAGE_STALLED)).toBeVisible();
});
