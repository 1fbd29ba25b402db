import { test, expect, waitForServiceWorker, goOffline } from './helpers';
import { encodeShare, type SharePayload } from '../../src/domain/share';
import { MADE_WITH_BRICK, SHARE_DAMAGED } from '../../src/domain/messages';

const card: SharePayload = {
  k: 'business-card',
  v: 'card',
  t: 'agency-flex',
  n: 'Rosa Diaz',
  c: {
    name: 'Rosa Diaz',
    title: 'Florist',
    phone: '+1 555 0101',
    email: 'rosa@example.com',
    location: 'Lisbon',
    website: 'https://rosa.example',
    social: { linkedin: 'https://linkedin.com/in/rosa', instagram: '', twitter: '' },
  },
};

test('a share link opens in a browser that never used Brick, and again offline', async ({ browser }) => {
  // A new context: empty storage, no service worker, as on a visitor's phone.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/s#${await encodeShare(card)}`);
  await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
  await expect(page.getByText('Florist')).toBeVisible();
  await expect(page.getByRole('link', { name: 'https://rosa.example' })).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: MADE_WITH_BRICK })).toBeVisible();
  await expect(page).toHaveTitle('Rosa Diaz');
  // The visitor's page stores nothing of Brick's.
  expect(await page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain('brick');

  await waitForServiceWorker(page);
  await goOffline(context, page);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
  await context.close();
});

test('a damaged link says so and shows nothing else', async ({ page }) => {
  const data = await encodeShare(card);
  await page.goto(`/s#${data.slice(0, data.length - 10)}`);
  await expect(page.getByRole('alert')).toHaveText(SHARE_DAMAGED);
  await expect(page.getByRole('heading')).toHaveCount(0);

  await page.goto('/s#1' + 'A'.repeat(40));
  await expect(page.getByRole('alert')).toHaveText(SHARE_DAMAGED);
});

test('a link whose content carries script or javascript: URLs renders them inert', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  const hostile: SharePayload = {
    ...card,
    c: {
      ...(card.c as object),
      name: '<img src=x onerror="alert(1)">Rosa',
      title: '<script>alert(2)</script>',
      website: 'javascript:alert(3)',
      logo: 'data:text/html,<script>alert(4)</script>',
      social: { linkedin: 'JaVaScRiPt:alert(5)', instagram: ' javascript:alert(6)', twitter: 'data:text/html;base64,PHNjcmlwdD5hbGVydCg3KTwvc2NyaXB0Pg==' },
    },
  };
  await page.goto(`/s#${await encodeShare(hostile)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('<img src=x onerror="alert(1)">Rosa');
  await expect(page.getByText('<script>alert(2)</script>')).toBeVisible();
  const urls = await page.evaluate(() =>
    [...document.querySelectorAll('[href], [src]')].map((el) => el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
  );
  expect(urls.filter((u) => /^\s*(javascript|data:text\/html)/i.test(u))).toEqual([]);
  await page.waitForTimeout(300);
  expect(dialogs).toBe(0);
});
