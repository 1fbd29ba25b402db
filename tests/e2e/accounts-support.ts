import type { Page } from '@playwright/test';

// Shared by tests/e2e/accounts*.spec.ts.

/** Puts localStorage keys before the first load, the way an earlier version left them (once per tab). */
export async function seed(page: Page, values: Record<string, unknown>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, JSON.stringify(value));
  }, values);
}

export const legacyUser = (email: string, password: string, extra: Record<string, unknown> = {}) => ({
  id: `id-${email}`,
  email,
  password,
  plan: 'free',
  sites: [],
  blocked: false,
  name: '',
  paid: false,
  paymentDate: null,
  trial: false,
  trialEnds: null,
  ...extra,
});

export const readKey = (page: Page, key: string) =>
  page.evaluate((k) => {
    const raw = localStorage.getItem(k);
    return raw === null ? null : JSON.parse(raw);
  }, key);

type StoredUser = { email: string; password: string; plan: string; paid: boolean; trial: boolean; trialEnds: string | null; paymentDate: string | null; blocked: boolean; name: string; id: string; sites: unknown[] };
export const storedUser = async (page: Page, email: string) =>
  ((await readKey(page, 'users')) as StoredUser[] | null)?.find((u) => u.email === email);

