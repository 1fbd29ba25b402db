/**
 * The three engines behind one small interface, each driven the way Debian's packages allow:
 * - Chromium (/usr/bin/chromium) and Firefox ESR (/usr/bin/firefox-esr) by puppeteer-core, over
 *   CDP and WebDriver BiDi (Playwright cannot drive Debian's Firefox);
 * - WebKitGTK (Safari's engine) by its WebDriver (webkit2gtk-driver's WebKitWebDriver, starting
 *   MiniBrowser), over classic WebDriver HTTP, under xvfb-run when there is no display.
 *
 * A Browser opens tabs of one profile (`newTab`) and fresh profiles (`freshProfile`); a Tab goes
 * to addresses, reloads, goes Back and Forward, runs a function in the page (`evaluate`), types
 * into and clicks the element a CSS selector names, with the engine's own input events.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

const NAVIGATION = { waitUntil: 'load', timeout: 30_000 };

// ------------------------------------------------------------------------ puppeteer-core

/** Rejects with `what` after `ms` where `promise` has not settled (as Puppeteer's own navigation timeout). */
function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * How a tab goes to an address, reloads and goes Back and Forward. Over WebDriver BiDi (Firefox)
 * these are the BiDi commands themselves, answered by Firefox when the page has loaded: Puppeteer's
 * page.goto waits on its own record of the tab's navigations, and Firefox ESR 140 never ends the
 * one a Back or Forward from the back-forward cache begins, so every later goto timed out though
 * its page had loaded (2 runs in 3). Over CDP (Chromium), Puppeteer's own.
 */
function navigatorOf(page) {
  const context = page.mainFrame().browsingContext;
  if (!context) {
    return {
      goto: (url) => page.goto(url, NAVIGATION),
      reload: () => page.reload(NAVIGATION),
      // A page restored from the back-forward cache fires no load event: the caller checks what shows.
      back: () => page.goBack({ ...NAVIGATION, timeout: 2_000 }).catch(() => null),
      forward: () => page.goForward({ ...NAVIGATION, timeout: 2_000 }).catch(() => null),
    };
  }
  const { timeout } = NAVIGATION;
  return {
    goto: (url) => within(context.navigate(url, 'complete'), timeout, `going to ${url}`),
    reload: () => within(context.reload({ wait: 'complete' }), timeout, 'reloading'),
    back: () => within(context.traverseHistory(-1), 2_000, 'Back').catch(() => null),
    forward: () => within(context.traverseHistory(1), 2_000, 'Forward').catch(() => null),
  };
}

function puppeteerTab(page) {
  if (process.env.SMOKE_DEBUG) page.on('console', (message) => console.log(`    [console.${message.type()}] ${message.text()}`));
  return {
    ...navigatorOf(page),
    // The page's own address: Puppeteer's page.url() over BiDi misses history.replaceState in
    // Firefox ESR 140 (an editor's ?id=, added once its site is made, never showed there).
    url: () => page.evaluate(() => location.href),
    focus: () => page.bringToFront(),
    evaluate: (fn, ...args) => page.evaluate(fn, ...args),
    type: (selector, text) => page.type(selector, text),
    click: (selector) => page.click(selector),
    close: () => page.close(),
  };
}

function puppeteerProfile(context) {
  return {
    newTab: async () => puppeteerTab(await context.newPage()),
  };
}

export async function launchPuppeteer(engine) {
  const browser = await puppeteer.launch(
    engine === 'firefox'
      ? { browser: 'firefox', executablePath: '/usr/bin/firefox-esr', headless: true }
      : { browser: 'chrome', executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS },
  );
  return {
    engine,
    version: await browser.version(),
    ...puppeteerProfile(browser.defaultBrowserContext()),
    freshProfile: async () => {
      const context = await browser.createBrowserContext();
      return { ...puppeteerProfile(context), close: () => context.close() };
    },
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------------------ classic WebDriver

const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function call(base, method, path, body) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await response.json().catch(() => ({}));
  if (!response.ok || json.value?.error) {
    throw new Error(`WebDriver ${method} ${path}: ${json.value?.error ?? response.status}: ${json.value?.message ?? ''}`);
  }
  return json.value;
}

function miniBrowser() {
  const lib = readdirSync('/usr/lib').map((dir) => `/usr/lib/${dir}/webkit2gtk-4.1/MiniBrowser`);
  return lib.find((path) => existsSync(path));
}

/** One WebDriver session: one profile of its own (WebKitGTK's automation sessions are ephemeral). */
async function webDriverSession(base) {
  const binary = miniBrowser();
  const created = await call(base, 'POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { ...(binary ? { binary } : {}), args: ['--automation'] } } },
  });
  const session = `/session/${created.sessionId}`;
  await call(base, 'POST', `${session}/window/rect`, { width: 1280, height: 900 }).catch(() => null);
  let current = await call(base, 'GET', `${session}/window`);
  const on = async (handle) => {
    if (handle !== current) await call(base, 'POST', `${session}/window`, { handle });
    current = handle;
  };
  const element = async (selector) =>
    (await call(base, 'POST', `${session}/element`, { using: 'css selector', value: selector }))[ELEMENT];

  const tab = (handle) => {
    const send = async (method, path, body) => {
      await on(handle);
      return call(base, method, `${session}${path}`, body);
    };
    return {
      goto: (url) => send('POST', '/url', { url }),
      reload: () => send('POST', '/refresh', {}),
      back: () => send('POST', '/back', {}),
      forward: () => send('POST', '/forward', {}),
      url: () => send('GET', '/url'),
      focus: () => on(handle),
      evaluate: (fn, ...args) => send('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments);`, args }),
      type: async (selector, text) => {
        await on(handle);
        await call(base, 'POST', `${session}/element/${await element(selector)}/value`, { text });
      },
      click: async (selector) => {
        await on(handle);
        await call(base, 'POST', `${session}/element/${await element(selector)}/click`, {});
      },
      close: async () => {
        await on(handle);
        await call(base, 'DELETE', `${session}/window`);
        const [other] = await call(base, 'GET', `${session}/window/handles`);
        if (other) await on(other);
      },
    };
  };
  const first = current;
  let firstTaken = false;
  return {
    version: created.capabilities.browserVersion,
    newTab: async () => {
      if (!firstTaken) {
        firstTaken = true;
        return tab(first);
      }
      const { handle } = await call(base, 'POST', `${session}/window/new`, { type: 'tab' });
      return tab(handle);
    },
    close: () => call(base, 'DELETE', session).catch(() => null),
  };
}

/** WebKitWebDriver runs one session at a time: each profile gets a driver of its own. */
async function startWebKitDriver(port) {
  const command = process.env.DISPLAY ? ['WebKitWebDriver', `--port=${port}`] : ['xvfb-run', '-a', 'WebKitWebDriver', `--port=${port}`];
  const driver = spawn(command[0], command.slice(1), { stdio: 'ignore', detached: true });
  const base = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      await call(base, 'GET', '/status');
      break;
    } catch (error) {
      if (tries > 100) throw new Error(`WebKitWebDriver did not start: ${error.message}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  const session = await webDriverSession(base);
  return {
    ...session,
    close: async () => {
      await session.close();
      // The driver and Xvfb first (xvfb-run's children), so xvfb-run cleans up its folder and exits.
      spawnSync('pkill', ['-TERM', '-P', String(driver.pid)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      try {
        process.kill(-driver.pid, 'SIGTERM'); // whatever is left of the group
      } catch {
        /* already gone */
      }
    },
  };
}

export async function launchWebKit(port = 4447) {
  const main = await startWebKitDriver(port);
  return {
    engine: 'webkit',
    version: `WebKitGTK ${main.version}`,
    newTab: main.newTab,
    freshProfile: () => startWebKitDriver(port + 1),
    close: main.close,
  };
}
