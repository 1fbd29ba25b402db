import { test as base, expect, type BrowserContext, type CDPSession, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { fakeImageHost, IMAGE_HOST_NAMES, type ImageHostFake } from '../fakes/image-host';
import { EMAIL_API_NAMES, fakeEmailApi, type EmailApiFake } from '../fakes/email-api';
import { chromiumArgs, startServiceHost, type Answerer, type ServiceHost } from '../fakes/service-host';

/**
 * Every test's external services (image host, e-mail API) are answered by the fakes in tests/fakes,
 * whether or not it names them (auto), in every context it opens: the worker's Chromium resolves
 * their host names to the worker's service host on 127.0.0.1, so no request leaves this machine.
 * (Not auto, a test that did not name the image host sent its pictures to the real host's name,
 * and its uploads failed and were retried for as long as it ran.)
 */
export const test = base.extend<{ imageHost: ImageHostFake; emailApi: EmailApiFake; pagesSaid: void }, { serviceHost: ServiceHost }>({
  serviceHost: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use) => {
      const host = await startServiceHost();
      await use(host);
      await host.close();
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, serviceHost }, use) =>
      use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...chromiumArgs(serviceHost.port, [...IMAGE_HOST_NAMES, ...EMAIL_API_NAMES])] }),
    { scope: 'worker' },
  ],
  imageHost: [async ({ serviceHost }, use) => answeredBy(serviceHost, fakeImageHost(), use), { auto: true }],
  emailApi: [async ({ serviceHost }, use) => answeredBy(serviceHost, fakeEmailApi(), use), { auto: true }],
  /**
   * A test that fails prints what its pages said (console errors and warnings, uncaught errors),
   * each with the ms since the test began: a test that fails once in a CI run is then diagnosed
   * from the log alone.
   */
  pagesSaid: [
    async ({ context }, use, testInfo) => {
      const began = Date.now();
      const said: string[] = [];
      const listen = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() === 'error' || message.type() === 'warning') said.push(`+${Date.now() - began} ms ${message.type()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => said.push(`+${Date.now() - began} ms uncaught: ${error.message}`));
      };
      context.pages().forEach(listen);
      context.on('page', listen);
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      if (said.length > 0) console.log(`What the pages said (${testInfo.title}):\n  ${said.slice(-30).join('\n  ')}`);
      // A click that waited its whole time for "visible, enabled and stable" (links.spec.ts, once in
      // a CI run of 2026-11-30) is what a page whose animation frames stopped looks like: say so.
      const states = await Promise.all(context.pages().map((page) => pageState(page)));
      console.log(`How the pages were (${testInfo.title}):\n  ${states.join('\n  ')}`);
    },
    { auto: true },
  ],
});
export { expect };

/** Lets the fake answer its host names for the test's length. */
async function answeredBy<Fake extends { answerers: Record<string, Answerer> }>(host: ServiceHost, fake: Fake, use: (fake: Fake) => Promise<void>) {
  const stop = host.answer(fake.answerers);
  await use(fake);
  stop();
}

/**
 * A failed test's page, in one line: its address, whether it is shown and focused, and whether it
 * still paints frames and runs timers (a page that answers nothing in 3 s has a busy main thread).
 */
async function pageState(page: Page): Promise<string> {
  if (page.isClosed()) return 'a closed page';
  const probe = page.evaluate(async () => {
    const within = (start: (done: () => void) => void) =>
      new Promise<boolean>((resolve) => {
        start(() => resolve(true));
        setTimeout(() => resolve(false), 1000);
      });
    const [frame, timer] = await Promise.all([within((done) => requestAnimationFrame(done)), within((done) => setTimeout(done, 0))]);
    return `${document.visibilityState}, ${document.hasFocus() ? 'focused' : 'not focused'}, animation frame ${frame ? 'within 1 s' : 'NONE in 1 s'}, timer ${timer ? 'ran' : 'did NOT run'} (active: ${document.activeElement?.tagName ?? 'none'})`;
  });
  const answer = await Promise.race([probe.catch((error: Error) => `no answer: ${error.message}`), new Promise<string>((resolve) => setTimeout(() => resolve('no answer in 3 s: main thread busy'), 3000))]);
  return `${page.url()}: ${answer}`;
}

/** Waits until the service worker is activated and controls this page (offline is then real). */
export async function waitForServiceWorker(page: Page) {
  const state = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    const active = registration.active!;
    if (active.state !== 'activated') {
      await new Promise<void>((resolve) =>
        active.addEventListener('statechange', () => active.state === 'activated' && resolve()),
      );
    }
    return active.state;
  });
  expect(state).toBe('activated');
}

export async function goOffline(context: BrowserContext, page: Page) {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function goOnline(context: BrowserContext, page: Page) {
  await endOfflineAgain(context);
  await context.setOffline(false);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(true);
}

const offlineAgainSessions = new WeakMap<BrowserContext, CDPSession[]>();

/**
 * After a page of an offline context loads: Debian's Chromium 150 (with Playwright 1.65) forgets at
 * each navigation that the emulated network is offline as far as navigator.onLine goes (its
 * requests stay refused), where Chromium 156 keeps it, as a device really offline does. Says it
 * again, through a session of its own that goOnline (or a cut line's restore) ends: ended, the
 * session's emulation ends with it.
 */
export async function offlineAgain(page: Page) {
  if (await page.evaluate(() => navigator.onLine)) {
    const context = page.context();
    const session = await context.newCDPSession(page);
    await session.send('Network.emulateNetworkConditions', { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    offlineAgainSessions.set(context, [...(offlineAgainSessions.get(context) ?? []), session]);
  }
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

export async function endOfflineAgain(context: BrowserContext) {
  for (const session of offlineAgainSessions.get(context) ?? []) await session.detach().catch(() => undefined);
  offlineAgainSessions.delete(context);
}

/**
 * One record of a table of Brick's IndexedDB database ('brick') as committed, read in the page
 * (independent of any screen); undefined when there is none.
 */
export function readRecord(page: Page, table: string, key: string): Promise<Record<string, unknown> | undefined> {
  return page.evaluate(
    ([name, id]) =>
      new Promise<Record<string, unknown> | undefined>((resolve, reject) => {
        const open = indexedDB.open('brick');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name, 'readonly').objectStore(name).get(id);
          request.onsuccess = () => {
            open.result.close();
            resolve(request.result);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    [table, key] as const,
  );
}

/** axe with WCAG 2 A and AA rules: returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/**
 * A double click as a person makes it: two presses at one spot, the second a moment later (the
 * page may have changed under it meanwhile), and counted by the browser as the second of two.
 */
export async function doubleClickAsAPerson(page: Page, target: Locator) {
  await target.hover(); // in view, and still
  const box = (await target.boundingBox())!;
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  await page.mouse.click(x, y);
  await page.waitForTimeout(150);
  await page.mouse.down({ clickCount: 2 });
  await page.mouse.up({ clickCount: 2 });
}
