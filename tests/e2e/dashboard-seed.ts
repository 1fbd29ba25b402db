import type { Page } from '@playwright/test';

/**
 * Seeds "my sites" data the way an earlier version left it in localStorage (spec.md section 3
 * keys users, sites, currentUser) before the first load; reloads do not re-seed.
 */
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
export const PNG_BYTES = Buffer.from(PNG.split(',')[1], 'base64');

export const ADA = 'ada@example.com';
export const BOB = 'bob@example.com';
export const CY = 'cy@example.com';

export const ART = {
  siteId: 'site-art', name: "Ada's Studio", type: 'artist', title: "Ada's Studio", description: 'Paintings and prints',
  logo: PNG, gallery: [PNG], theme: 'brick', published: true, lastPublished: '2024-05-01T10:00:00.000Z',
};
export const BLOG = { siteId: 'site-blog', name: 'Ada Writes', type: 'blog', title: 'Ada Writes', description: 'Notes from the studio' };
export const STORE = { siteId: 'site-store', name: 'Ada Shop', type: 'business', variant: 'business2' };
export const HIDDEN = { siteId: 'site-hidden', name: 'Hidden One', type: 'artist', blocked: true };
export const BOBS = { siteId: 'site-bob', name: "Bob's Band", type: 'artist' };

const user = (email: string, sites: unknown[], extra: Record<string, unknown> = {}) => ({
  id: `id-${email}`, email, password: 'pw', plan: 'premium', sites, blocked: false, name: '', paid: false,
  paymentDate: null, trial: false, trialEnds: null, ...extra,
});

export interface SeedOptions {
  /** Who is logged in (null: nobody). */
  as?: string | null;
  /** Replaces Ada's sites. */
  adaSites?: unknown[];
}

export function seedValues({ as = ADA, adaSites = [ART, BLOG, STORE, HIDDEN] }: SeedOptions = {}): Record<string, string> {
  const users = [user(ADA, adaSites), user(BOB, [BOBS], { blocked: true }), user(CY, [])];
  const values: Record<string, string> = {
    users: JSON.stringify(users),
    sites: JSON.stringify(adaSites.some((s) => s === ART) ? [{ ...ART, owner: ADA }] : []),
  };
  const current = users.find((u) => u.email === as);
  if (current) values.currentUser = JSON.stringify({ email: current.email, plan: current.plan, sites: current.sites });
  return values;
}

export async function seed(page: Page, options: SeedOptions = {}) {
  await page.addInitScript((values) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
  }, seedValues(options));
}

/** The `users` key as the mirror wrote it. */
export async function mirroredUsers(page: Page): Promise<Array<{ email: string; sites: Array<Record<string, unknown>> }>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('users') ?? '[]'));
}

export async function mirroredSites(page: Page): Promise<Array<Record<string, unknown>>> {
  return page.evaluate(() => JSON.parse(localStorage.getItem('sites') ?? '[]'));
}

export const SHOTS = '/tmp/shots-sites';

export async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}
