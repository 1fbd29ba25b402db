/**
 * The journey every engine must finish (issue 29): sign up; open the dashboard and an editor by
 * typed address; type, reload, the text is kept; a second tab on the same editor; publish; the
 * share link in a fresh profile; Back and Forward across full page loads; the dashboard reloaded
 * with the server gone. Then: no uncaught error or unhandled rejection in any page of the run.
 *
 * Every step is a full page load where the issue says "typed address": that is what hung Firefox
 * (a page in its back-forward cache held the mirror's lock).
 */
import { ERRORS_KEY, PENDING_KEY } from './server.mjs';

const WAIT_MS = 15_000;

/** Polls `fn` in the page until it returns something truthy; fails with `what` after WAIT_MS. */
export async function waitFor(tab, what, fn, ...args) {
  const deadline = Date.now() + WAIT_MS;
  let last = null;
  for (;;) {
    try {
      const value = await tab.evaluate(fn, ...args);
      if (value) return value;
    } catch (error) {
      last = error; // a page between loads answers nothing: ask again
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${last ? ` (last error: ${last.message})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Marks the control a person would find by its label (`label`: the control a <label> beginning
 * with `text` is for; `labelItself`: that label) or by its words (`button`, `link`: exact text),
 * so the engine can type into or click it by the selector `[data-smoke="tag"]`.
 */
function markControl(how, text, tag) {
  const words = (element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  let found = null;
  if (how === 'label' || how === 'labelItself') {
    const label = [...document.querySelectorAll('label')].find((l) => words(l).startsWith(text));
    found = label && how === 'label' ? (label.control ?? document.getElementById(label.htmlFor)) : label;
  } else {
    const tagName = how === 'button' ? 'button' : 'a';
    found = [...document.querySelectorAll(tagName)].find((e) => words(e) === text && e.getClientRects().length > 0);
  }
  if (!found) return false;
  found.setAttribute('data-smoke', tag);
  found.scrollIntoView({ block: 'center' }); // as a person scrolls to it: clear of the sticky header
  return true;
}

async function find(tab, how, text) {
  const tag = `${how}-${text}`.replace(/[^a-z0-9-]/gi, '_');
  await waitFor(tab, `the ${how} "${text}"`, markControl, how, text, tag);
  return `[data-smoke="${tag}"]`;
}

export const typeInto = async (tab, label, text) => tab.type(await find(tab, 'label', label), text);
export const press = async (tab, how, text) => tab.click(await find(tab, how, text));

export const mainSays = (tab, what, text) =>
  waitFor(tab, what, (words) => (document.querySelector('main')?.textContent ?? '').includes(words), text);
export const pathIs = (tab, path) => waitFor(tab, `the address ${path}`, (p) => location.pathname === p, path);
const valueOf = (tab, label) =>
  tab.evaluate((text) => {
    const l = [...document.querySelectorAll('label')].find((e) => (e.textContent ?? '').trim().startsWith(text));
    return (l?.control ?? document.getElementById(l?.htmlFor ?? ''))?.value ?? null;
  }, label);

/** What the page's probe recorded (server.mjs), emptied as it is read. */
const uncaughtIn = (tab) =>
  tab.evaluate((key) => {
    const list = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    sessionStorage.removeItem(key);
    return list;
  }, ERRORS_KEY);

/**
 * For a failed step: the address, the main text, the Web Locks, whether IndexedDB answers, the
 * service worker, and what this page and the pages before it left unanswered (the probe's record
 * under `pendingKey`, server.mjs).
 */
export async function whatThePageShows(pendingKey) {
  const locks = await navigator.locks?.query?.().catch(() => null);
  const names = (list) => (list ?? []).map((lock) => lock.name).join(',') || 'none';
  const database = await Promise.race([
    new Promise((resolve) => {
      const open = indexedDB.open('brick');
      open.onsuccess = () => {
        const read = open.result.transaction('sites', 'readonly').objectStore('sites').count();
        read.onsuccess = () => resolve(`answers (${read.result} sites)`);
        read.onerror = () => resolve(`fails: ${read.error}`);
      };
      open.onerror = () => resolve(`cannot open: ${open.error}`);
      open.onblocked = () => resolve('open blocked');
    }),
    new Promise((resolve) => setTimeout(() => resolve('does not answer in 2 s'), 2000)),
  ]);
  const main = (document.querySelector('main')?.textContent ?? '(no main)').slice(0, 300);
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => null);
  const worker = registration
    ? ['installing', 'waiting', 'active'].map((slot) => `${slot} ${registration[slot]?.state ?? 'none'}`).join(', ')
    : 'not registered';
  const unanswered = window[`${pendingKey}Text`]?.() ?? 'unknown';
  const pagesBefore = JSON.parse(localStorage.getItem(`${pendingKey}_left`) ?? '[]').join('\n  ');
  return `${location.pathname}${location.search}: ${main} [locks held: ${names(locks?.held)}; waiting: ${names(locks?.pending)}; IndexedDB ${database}; service worker: ${worker}, controls the page: ${Boolean(navigator.serviceWorker?.controller)}; this page waits on: ${unanswered}]\n  now ${new Date().toISOString().slice(11, 23)}; pages before:\n  ${pagesBefore}`;
}

/**
 * Runs the journey in `browser` against `server`; returns the steps with their outcome. A failed
 * step ends the journey (the ones after it depend on it) and the rest are reported as not run.
 */
export async function runJourney(browser, server) {
  const origin = server.origin;
  const email = `smoke-${browser.engine}@example.com`;
  const title = `Smoke Fair in ${browser.engine}`;
  const uncaught = [];
  const steps = [];
  let failed = false;
  const step = async (name, run) => {
    if (failed) return steps.push({ name, ok: false, skipped: true });
    const started = Date.now();
    try {
      await run();
      steps.push({ name, ok: true, ms: Date.now() - started });
    } catch (error) {
      failed = true;
      const seen = await tab.evaluate(whatThePageShows, PENDING_KEY).catch((why) => `(the page did not answer: ${why.message})`);
      steps.push({ name, ok: false, ms: Date.now() - started, error: `${error.message}\nthe page showed ${seen}` });
    }
  };

  const tab = await browser.newTab();
  let editorUrl = '';
  let shareLink = '';

  await step('sign up', async () => {
    await tab.goto(`${origin}/signup`);
    await typeInto(tab, 'Email', email);
    await typeInto(tab, 'Password', 'smoke-pw');
    await typeInto(tab, 'Confirm Password', 'smoke-pw');
    await press(tab, 'label', 'Free'); // the card's radio lies over its label
    await press(tab, 'button', 'Sign Up');
    await pathIs(tab, '/onboarding/complete');
    await mainSays(tab, 'the welcome', 'Welcome to Brick');
  });

  await step('open the dashboard by typed address', async () => {
    await tab.goto(`${origin}/dashboard`);
    await mainSays(tab, 'the dashboard', 'My sites');
  });

  await step('open an editor by typed address', async () => {
    await tab.goto(`${origin}/event/layout1`);
    await waitFor(tab, 'a new site id in the address', () => /[?&]id=\d+/.test(location.search));
    editorUrl = await tab.url();
    await find(tab, 'label', 'Title');
  });

  await step('type, reload: the text is kept', async () => {
    await typeInto(tab, 'Title', title);
    await typeInto(tab, 'Location', 'Riverside Park');
    await mainSays(tab, 'the save', 'Saved on this device');
    await tab.reload();
    await waitFor(tab, 'the typed title after the reload', (text) =>
      [...document.querySelectorAll('input')].some((input) => input.value === text), title);
    if ((await valueOf(tab, 'Location')) !== 'Riverside Park') throw new Error('the location was lost in the reload');
  });

  await step('a second tab on the same editor', async () => {
    const second = await browser.newTab();
    await second.goto(editorUrl);
    await waitFor(second, 'the title in the second tab', (text) =>
      [...document.querySelectorAll('input')].some((input) => input.value === text), title);
    uncaught.push(...(await uncaughtIn(second)));
    await second.close();
    await tab.focus(); // back to the first tab, as a person would be
  });

  await step('publish', async () => {
    await press(tab, 'button', 'Publish Site');
    await waitFor(tab, 'the publish page', () => location.pathname.startsWith('/publish/event1/'));
    await waitFor(tab, 'the published heading', (text) => document.querySelector('h1')?.textContent?.includes(text), title);
  });

  await step('the share link opens in a fresh profile', async () => {
    await press(tab, 'button', 'Share');
    shareLink = await waitFor(tab, 'the share link', () => document.querySelector('input[id^="share-link-"]')?.value);
    if (!shareLink.includes('/s#')) throw new Error(`not a share link: ${shareLink}`);
    const visitor = await browser.freshProfile();
    try {
      const visitorTab = await visitor.newTab();
      await visitorTab.goto(shareLink);
      await waitFor(visitorTab, "the visitor's heading", (text) => document.querySelector('h1')?.textContent?.includes(text), title);
      uncaught.push(...(await uncaughtIn(visitorTab)));
    } finally {
      await visitor.close();
    }
  });

  await step('Back and Forward across full page loads', async () => {
    await tab.goto(`${origin}/dashboard`);
    await mainSays(tab, 'the site on the dashboard', title);
    await tab.goto(`${origin}/settings`);
    await mainSays(tab, 'the settings', 'Account settings');
    await tab.back();
    await pathIs(tab, '/dashboard');
    await mainSays(tab, 'the dashboard after Back', title);
    await tab.forward();
    await pathIs(tab, '/settings');
    await mainSays(tab, 'the settings after Forward', 'Account settings');
    await tab.goto(`${origin}${new URL(editorUrl).pathname}${new URL(editorUrl).search}`);
    await waitFor(tab, 'the editor after it all', (text) =>
      [...document.querySelectorAll('input')].some((input) => input.value === text), title);
  });

  await step('with the server gone, the dashboard reloads', async () => {
    await tab.goto(`${origin}/dashboard`);
    await mainSays(tab, 'the dashboard', title);
    await waitFor(tab, 'the service worker to control the page', () => navigator.serviceWorker?.controller !== null);
    // The first version, installed while the person went from page to page, is not an update.
    if (await tab.evaluate(() => document.body.innerText.includes('Update available'))) {
      throw new Error('a first visit was offered "Update available"');
    }
    await server.stop();
    try {
      await tab.reload();
      await mainSays(tab, 'the dashboard from the service worker', title);
    } finally {
      await server.start();
    }
  });

  await step('no uncaught error or unhandled rejection', async () => {
    uncaught.push(...(await uncaughtIn(tab)));
    if (uncaught.length) throw new Error(uncaught.join('\n'));
  });
  return steps;
}
