import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { EDITOR_VARIANTS } from '../../src/sites/variant-routes';
import type { Page } from '@playwright/test';
import { test, expect } from './helpers';
import { encodeShare, type SharePayload } from '../../src/domain/share';

/**
 * The 390 px layout check (issue 28): every route of spec.md section 2, signed in where it needs
 * it, with a site of each kind seeded so the pages have content. On each screen it fails on
 *  - a visible control (button, link, input, select, textarea, [role=button], summary, a label
 *    wrapping a control) smaller than 44 x 44 CSS px,
 *  - an input, select or textarea whose text is under 16 px (iOS Safari zooms the page into it),
 *  - sideways overflow (the page scrolls sideways),
 *  - a navigation item off screen (or cut off by its scrolling row) with no visible cue.
 * Exempt: a link inside running text (WCAG 2.5.8's inline exception: a sentence's line height
 * decides its size), and a radio or checkbox whose label is itself at least 44 x 44.
 * With LAYOUT_SHOTS=<folder> it also saves a full-page screenshot of every screen.
 */

/** Selectors whose controls are listed, not failed, while a screen is being redone. Empty: none is. */
const ALLOWED_ELSEWHERE: string[] = [];

const SHOTS = process.env.LAYOUT_SHOTS;

const legacy = Object.fromEntries(
  readdirSync('tests/fixtures/legacy')
    .filter((file) => file.endsWith('.json') && file !== 'adminSession.json')
    .map((file) => [file.replace(/\.json$/, ''), readFileSync(`tests/fixtures/legacy/${file}`, 'utf8')]),
);

const wizardData = (over: Record<string, unknown>) =>
  JSON.stringify({
    name: 'Golden Hour Events', tagline: 'Parties that feel effortless', about: 'We plan weddings and launches.', logo: '',
    templateId: 'event', highlightImage: '', services: 'Weddings\nLaunches', testimonials: ['They thought of everything.', 'Best party ever.'],
    contact: { email: 'hello@example.com', phone: '555-0100', social: '@golden' }, galleryImage: '',
    navLinks: { Header: true, About: true, Services: true, Testimonials: true, Gallery: true, Contact: true },
    headerBg: '', footerImg: '', portfolioImages: [], ...over,
  });

/** Premium (unlimited sites): the check publishes one site from each layout editor. */
const premium = (json: string) => {
  const value = JSON.parse(json);
  const upgrade = (user: { email: string; plan: string }) => (user.email === 'ada@example.com' ? { ...user, plan: 'premium' } : user);
  return JSON.stringify(Array.isArray(value) ? value.map(upgrade) : upgrade(value));
};

/** Every legacy key an earlier version left (a site of each kind), plus previews of the other kinds. */
const WORLD: Record<string, string> = {
  ...legacy,
  users: premium(legacy.users),
  currentUser: premium(legacy.currentUser),
  preview_1700000000011: wizardData({}),
  preview_1700000000012: wizardData({ name: 'Slow Mornings', templateId: 'blog' }),
  site_preview_1700000000013: wizardData({ name: 'Pine Hollow', templateId: 'travel' }),
  business_preview_1700000000014: wizardData({ name: 'Corner Bakery', templateId: 'business' }),
};

const card: SharePayload = {
  k: 'business-card', v: 'card', t: 'agency-flex', n: 'Rosa Diaz',
  c: { name: 'Rosa Diaz', title: 'Florist', phone: '+1 555 0101', email: 'rosa@example.com', location: 'Lisbon', website: 'https://rosa.example', social: { linkedin: 'https://linkedin.com/in/rosa', instagram: '', twitter: '' } },
};

/** Open to anyone (the header shows the logged-out links). */
const VISITOR_ROUTES = ['/', '/help', '/login', '/signup', '/admin-login', '/templates'];

/** Signed in as Ada, with her sites. `{layout1}` etc. are the ids the layout editors made. */
const USER_ROUTES = [
  '/dashboard', '/template-selection', '/manage/1700000000001', '/recycle-bin', '/settings', '/billing', '/onboarding/complete',
  '/onboarding/step1', '/onboarding/step2', '/onboarding/step3', '/onboarding/step4', '/onboarding/step5', '/onboarding/step6',
  '/onboarding/step7', '/onboarding/step8', '/onboard', '/onboard/blog', '/onboard/travel', '/onboard/event', '/onboard/business',
  '/builder/business/1700000000007', '/builder/blog/1700000000008', '/builder/event-promo/1700000000009',
  '/builder/artist-portfolio', '/builder/template1', '/edit-artist-template', '/edit/artist/gallery',
  '/artist/slot1', '/event/slot2', '/preview-site/1700000000003',
  '/preview/artist/1700000000001', '/preview/card/1700000000005', '/preview/event-promo/1700000000011',
  '/preview/blog/1700000000012', '/preview/travel/1700000000013', '/preview/business/1700000000014',
  '/show/artist/1700000000001', '/show/event-promo/1700000000002', '/preview-template/template1', '/preview-template/template2',
  '/preview-template/template3', '/publish/business2/1700000000006', '/listing/1700000000004',
  '/preview-site-generated/1700000000004',
];

/** The editors the manifest gives a route (the layout editors, the link-in-bio page): each is checked, then publishes, and its publish page is checked. */
const LAYOUT_EDITORS = EDITOR_VARIANTS.map((v) => v.editor.path);

const ADMIN_ROUTES = ['/admin-dashboard', '/billing-admin'];

interface Finding {
  route: string;
  what: string;
}

/** Runs in the page: the findings of the four checks on the screen as it is now. */
function findProblems(allowedElsewhere: string[]) {
  const MIN = 44;
  const findings: string[] = [];
  const allowed: string[] = [];
  const describe = (el: Element) => {
    const tag = el.tagName.toLowerCase();
    const id = el.id && !/^[:«]/.test(el.id) ? `#${el.id}` : '';
    const cls = el.classList.length ? `.${[...el.classList].join('.')}` : '';
    const type = el instanceof HTMLInputElement ? `[type=${el.type}]` : '';
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${tag}${id}${cls}${type}${name ? ` "${name}"` : ''}`;
  };
  const report = (el: Element, problem: string) => {
    const line = `${describe(el)} ${problem}`;
    if (allowedElsewhere.some((selector) => el.closest(selector))) allowed.push(line);
    else findings.push(line);
  };
  const shown = (el: Element) => {
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) return false;
    if (!el.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false;
    // visually hidden on purpose (a skip link waiting for focus, a screen-reader-only text)
    if (rect.right <= 0 || rect.width <= 1 || rect.height <= 1) return false;
    return true;
  };
  /** A link in a sentence: its line decides its height (WCAG 2.5.8, inline exception). */
  const inRunningText = (el: Element) => {
    if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
    const block = el.parentElement;
    if (!block) return false;
    const own = (el as HTMLElement).innerText.trim();
    return (block.innerText ?? '').trim().length > own.length;
  };

  // A site's scaled-down picture (dashboard cards) is inert: nothing in it can be pressed.
  const live = (el: Element) => !el.closest('[inert]');
  const controls = document.querySelectorAll('button, a[href], input:not([type=hidden]), select, textarea, [role=button], summary, label');
  for (const el of controls) {
    if (el.tagName === 'LABEL' && !el.querySelector('input, select, textarea')) continue;
    if (!shown(el) || !live(el)) continue;
    if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
      const labels = [...(el.labels ?? [])];
      if (labels.some((label) => { const r = label.getBoundingClientRect(); return r.width >= MIN && r.height >= MIN; })) continue;
    }
    if (el.closest('label') && el.tagName !== 'LABEL') {
      const r = el.closest('label')!.getBoundingClientRect();
      if (r.width >= MIN && r.height >= MIN && el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) continue;
    }
    if (inRunningText(el)) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width < MIN - 0.5 || rect.height < MIN - 0.5) report(el, `is ${Math.round(rect.width)} x ${Math.round(rect.height)} px`);
  }

  for (const el of document.querySelectorAll('input, select, textarea')) {
    if (el instanceof HTMLInputElement && ['checkbox', 'radio', 'hidden', 'range', 'color', 'file', 'submit', 'button', 'image', 'reset'].includes(el.type)) continue;
    if (!shown(el)) continue;
    const size = parseFloat(getComputedStyle(el).fontSize);
    if (size < 16) report(el, `has ${size} px text`);
  }

  const scroller = document.scrollingElement!;
  if (scroller.scrollWidth > innerWidth) findings.push(`the page scrolls sideways: ${scroller.scrollWidth} px wide in ${innerWidth} px`);

  for (const item of document.querySelectorAll('nav a, nav button, [role=menu] [role=menuitem], [role=tablist] [role=tab]')) {
    if (!item.checkVisibility({ visibilityProperty: true })) continue;
    const rect = item.getBoundingClientRect();
    let clipped = rect.left < -0.5 || rect.right > innerWidth + 0.5;
    for (let box = item.parentElement; box && !clipped; box = box.parentElement) {
      if (getComputedStyle(box).overflowX === 'visible') continue;
      const r = box.getBoundingClientRect();
      clipped = rect.left < r.left - 0.5 || rect.right > r.right + 0.5;
    }
    // a row that scrolls sideways may hide items if it shows that it does (data-more-cue)
    const cue = item.closest('[data-more-cue]');
    if (clipped && !(cue && cue.getAttribute('data-more-cue') === 'shown')) report(item, `is off screen (${Math.round(rect.left)} to ${Math.round(rect.right)} px)`);
  }
  return { findings, allowed };
}

async function check(page: Page, route: string, all: Finding[], allowed: Finding[]) {
  // Screens that load their code or data late: wait until the main landmark has content and nothing is loading.
  await expect(page.locator('main, #root > *').first()).not.toBeEmpty();
  await page.waitForLoadState('networkidle');
  // Stored data arrives after the code: most screens then show their heading (slot pages may not).
  await page.locator('main :is(h1, h2), #root :is(h1, h2)').first().waitFor({ timeout: 5_000 }).catch(() => undefined);
  await page.evaluate(() => document.fonts.ready);
  const result = await page.evaluate(findProblems, ALLOWED_ELSEWHERE);
  all.push(...result.findings.map((what) => ({ route, what })));
  allowed.push(...result.allowed.map((what) => ({ route, what })));
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    const name = route === '/' ? 'home' : route.replace(/^\//, '').replace(/[^\w]+/g, '-').slice(0, 80);
    await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  }
}

async function seedWorld(page: Page, values: Record<string, string>) {
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, values);
}

const readable = (findings: Finding[]) => findings.map((f) => `${f.route}: ${f.what}`);

test('every route at 390 px: 44 px targets, 16 px inputs, no sideways scroll, no menu item off screen', async ({ page, browser }) => {
  test.setTimeout(300_000); // about seventy screens, one after another
  const findings: Finding[] = [];
  const allowed: Finding[] = [];

  // A visitor: the logged-out header, the share link.
  const visitor = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const stranger = await visitor.newPage();
  for (const route of VISITOR_ROUTES) await test.step(route, async () => { await stranger.goto(route); await check(stranger, route, findings, allowed); });
  await test.step('/s#…', async () => {
    await stranger.goto(`/s#${await encodeShare(card)}`);
    await expect(stranger.getByRole('heading', { name: 'Rosa Diaz' })).toBeVisible();
    await check(stranger, '/s#(a business card)', findings, allowed);
  });
  await visitor.close();

  // Ada, signed in, with a site of each kind.
  await seedWorld(page, WORLD);
  for (const route of USER_ROUTES) {
    await test.step(route, async () => {
      await page.goto(route);
      await check(page, route, findings, allowed);
    });
  }
  // The phone's More menu, open.
  await test.step('More', async () => {
    await page.goto('/help');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap();
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
    await check(page, '/help (More open)', findings, allowed);
  });
  // The layout editors, and the pages they publish.
  const published: Record<string, string> = {};
  for (const route of LAYOUT_EDITORS) {
    await test.step(route, async () => {
      await page.goto(route);
      await expect(page).toHaveURL(/\?id=/);
      await check(page, route, findings, allowed);
      await page.getByRole('button', { name: 'Publish Site' }).tap();
      await expect(page).toHaveURL(/\/publish\//);
      published[route] = page.url();
      await check(page, `${new URL(page.url()).pathname.replace(/[^/]+$/, '{id}')} (from ${route})`, findings, allowed);
    });
  }
  // The RSVP form open on an event's page.
  await test.step('RSVP', async () => {
    await page.goto(published['/event/layout1'].replace('/event2/', '/event1/'));
    await page.getByRole('button', { name: 'RSVP Now' }).tap();
    await expect(page.getByRole('button', { name: 'Confirm' })).toBeVisible();
    await check(page, '/publish/event1/{id} (RSVP open)', findings, allowed);
  });
  // A notice on screen: its dismiss button is a target too.
  await test.step('a notice', async () => {
    await page.goto('/templates');
    await page.getByRole('listitem').filter({ hasText: 'Travel' }).getByRole('button', { name: 'Select' }).tap();
    await expect(page.getByRole('status').filter({ hasText: 'soon' })).toBeVisible();
    await check(page, '/templates (with a notice)', findings, allowed);
  });

  // An admin.
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await seedWorld(admin, { ...WORLD, adminSession: JSON.stringify({ email: 'admin@brick.app' }) });
  for (const route of ADMIN_ROUTES) await test.step(route, async () => { await admin.goto(route); await check(admin, route, findings, allowed); });
  await adminContext.close();

  if (allowed.length) console.log(`Left to the slot editor and image field work (ALLOWED_ELSEWHERE):\n${readable(allowed).join('\n')}`);
  expect(readable(findings), `${findings.length} findings at 390 px`).toEqual([]);
});
