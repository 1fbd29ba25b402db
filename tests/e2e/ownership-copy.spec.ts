import { test, expect } from './helpers';
import { encodeShare, type SharePayload } from '../../src/domain/share';
import { CONTINUE_EDITING, DRAFT_BADGE, MAKE_A_COPY } from '../../src/domain/ownership-messages';

/**
 * Issue 25: a share link opened on another device offers "Make a copy to edit"; after a log-in it
 * lands in the editor with the site's content, as a draft on that person's dashboard.
 */
const post: SharePayload = {
  k: 'blog',
  v: 'post',
  t: 'elegant-minimalist',
  n: 'Notes from the harbour',
  c: { id: '1700000000009', title: 'Notes from the harbour', content: 'Boats come in at dawn.', postDate: '2026-05-01' },
};

test('Make a copy to edit: a fresh browser logs in and lands in the editor with the content, a draft on the dashboard', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Ada has an account on this device but is not logged in.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('users', JSON.stringify([{ id: 'u1', email: 'ada@example.com', password: 'pw', plan: 'free', sites: [], blocked: false }]));
  });
  await page.goto(`/s#${await encodeShare(post)}`);
  await expect(page.getByRole('heading', { name: 'Notes from the harbour' })).toBeVisible();
  await page.getByRole('link', { name: MAKE_A_COPY }).click();

  await expect(page).toHaveURL(/\/login\?next=%2Fcopy$/);
  await page.getByLabel('Email').fill('ada@example.com');
  await page.getByLabel('Password').fill('pw');
  await page.getByRole('button', { name: 'Log In' }).click();

  await expect(page).toHaveURL(/\/builder\/blog\/\d+$/);
  await expect(page.getByLabel('Title', { exact: false }).first()).toHaveValue('Notes from the harbour');
  await expect(page.getByText('Boats come in at dawn.').first()).toBeVisible();

  await page.goto('/dashboard');
  const draft = page.getByRole('list', { name: 'Your drafts' }).getByRole('article', { name: 'Notes from the harbour' });
  await expect(draft.getByText(DRAFT_BADGE, { exact: true })).toBeVisible();
  await expect(draft.getByRole('link', { name: CONTINUE_EDITING })).toBeVisible();
  await context.close();
});
