// The bench's browser: Debian's Chromium with the e2e tests' flags (playwright.config.ts), and
// small helpers the Chromium measurements share.
import { chromium } from '@playwright/test';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export const launchChromium = (extraArgs = []) =>
  chromium.launch({ executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extraArgs] });

/** A mid-range phone (issue 38): its screen and touch, with Chromium's CPU throttled PHONE_CPU_SLOWDOWN times. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
export const PHONE_CPU_SLOWDOWN = 4;

/** Slows the page's CPU `rate` times (CDP Emulation.setCPUThrottlingRate); it holds across its navigations. */
export const slowDown = async (context, page, rate) =>
  (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate });

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
export const round = (n) => Math.round(n * 100) / 100;

/** Resolves once a service worker controls the page and is activated (its precache is complete). */
export function waitForServiceWorker(page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    const active = registration.active;
    if (active.state !== 'activated') {
      await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve()));
    }
  });
}

/**
 * Before every document of the page: puts `values` in localStorage once per tab (reloads do not
 * re-seed), and records in window.__shownAt the first moment `selector` matches `count` elements
 * and in window.__paintedAt the first contentful paint, each also announced on the console (see
 * loadAndWatch).
 */
export async function seedAndWatch(page, { values = {}, selector, count = 1 }) {
  await page.addInitScript(({ values, selector, count, signals }) => {
    if (Object.keys(values).length && !sessionStorage.getItem('bench-seeded')) {
      sessionStorage.setItem('bench-seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }
    window.__shownAt = null;
    window.__paintedAt = null;
    const observer = new MutationObserver(() => {
      if (document.querySelectorAll(selector).length >= count) {
        window.__shownAt = performance.now();
        observer.disconnect();
        console.debug(signals.shown);
      }
    });
    observer.observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list, paints) => {
      const fcp = list.getEntriesByName('first-contentful-paint')[0];
      if (!fcp) return;
      window.__paintedAt = fcp.startTime;
      paints.disconnect();
      console.debug(signals.painted);
    }).observe({ type: 'paint', buffered: true });
  }, { values, selector, count, signals: SIGNALS });
}

const SIGNALS = { shown: 'brick-bench:shown', painted: 'brick-bench:painted' };

/**
 * Navigates (goto, or reload when url is null) and resolves with { shownAt, paintedAt } once the
 * watched selector showed and the page painted. Nothing of Playwright's runs in the page until
 * then: waitForFunction injects Playwright's helper script, a task of tens of milliseconds on a
 * page slowed down 4 x, and it landed at random inside the load being measured.
 */
export async function loadAndWatch(page, url) {
  const heard = (text) => page.waitForEvent('console', { predicate: (message) => message.text() === text, timeout: 60_000 });
  const signalled = Promise.all([heard(SIGNALS.shown), heard(SIGNALS.painted)]);
  if (url === null) await page.reload({ waitUntil: 'commit' });
  else await page.goto(url, { waitUntil: 'commit' });
  await signalled;
  return page.evaluate(() => ({ shownAt: window.__shownAt, paintedAt: window.__paintedAt }));
}

export const shownAt = async (page, timeout = 60_000) => {
  await page.waitForFunction(() => window.__shownAt !== null, null, { timeout });
  return page.evaluate(() => window.__shownAt);
};
