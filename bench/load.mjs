// Load of "/" (issue 12, "the limit"): Brick beside the bare React + router page (bench/bare),
// in the same run, so the ratios hold on a noisy machine. Budget: Brick at most 1.3 x bare.
//
// In Chromium with the CPU slowed down 4 x (CDP Emulation.setCPUThrottlingRate), which makes the
// differences visible. Per load:
//   fcp          performance entry 'first-contentful-paint' (navigation start = 0)
//   interactive  navigation start to the first moment the route's content is in the document
//                (Brick: the landing's h1; bare: its h1), as seen by a MutationObserver. React
//                attaches its event handlers when it commits that content, so from then on the
//                route's controls respond; each load also clicks the route's router link and
//                checks that it navigated within the same document (clickNavigates).
// online:  a fresh browser context per load (cold cache, no service worker).
// offline: one context per page visits once, waits until the service worker is activated and
//          controls the page, and goes offline (context.setOffline); each measured load is then a
//          navigation to "/" answered by the service worker (warm: the browser's caches stay).
//          A tab is slowed down only while its own load is measured: Chromium's throttling keeps
//          a slowed tab's process busy even when it is idle, and on this 2-core machine the idle
//          tab then took CPU from the one being measured (Brick's "/" offline, median of 9 loads:
//          FCP 236 ms and interactive 192 ms beside an idle slowed tab, 184 and 145 beside an idle
//          tab at full speed; the bare page, one file and no worker threads, lost less).
// Median of RUNS loads each; Brick's and the bare page's loads alternate, each going first in
// every other round. Nothing of Playwright's runs in the page during a load (loadAndWatch in
// chromium.mjs).
import { launchChromium, loadAndWatch, median, round, seedAndWatch, slowDown, waitForServiceWorker } from './chromium.mjs';

const RUNS = 15;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { viewport: { width: 412, height: 823 } };

const PAGES = {
  brick: { route: '.landing h1', link: '.landing a[href="/login"]', next: '/login', nextRoute: '.account-page h1' },
  bare: { route: '.hello h1', link: '.hello a[href="/about"]', next: '/about', nextRoute: '.about h1' },
};

/** A fresh context: cold cache, no service worker. */
async function onlineLoad(browser, base, page) {
  const context = await browser.newContext(VIEWPORT);
  try {
    const tab = await context.newPage();
    await seedAndWatch(tab, { selector: page.route });
    await slowDown(context, tab, CPU_SLOWDOWN);
    return await measure(tab, `${base}/`, page);
  } finally {
    await context.close();
  }
}

/** One visit, until the service worker is activated and controls the page; then offline. */
async function offlineTab(browser, base, page) {
  const context = await browser.newContext(VIEWPORT);
  const tab = await context.newPage();
  await seedAndWatch(tab, { selector: page.route });
  await tab.goto(`${base}/`);
  await waitForServiceWorker(tab);
  await context.setOffline(true);
  const cpu = await context.newCDPSession(tab);
  const throttle = (rate) => cpu.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    context,
    load: async () => {
      await throttle(CPU_SLOWDOWN);
      try {
        return await measure(tab, `${base}/`, page);
      } finally {
        await throttle(1);
      }
    },
  };
}

async function measure(tab, url, page) {
  const { shownAt: interactiveMs, paintedAt: fcpMs } = await loadAndWatch(tab, url);
  const clickNavigates = await clickNavigatesInPlace(tab, page);
  return { fcpMs, interactiveMs, clickNavigates };
}

/** Clicks the route's router link: true when the next route showed without a new document. */
async function clickNavigatesInPlace(tab, page) {
  await tab.evaluate(() => (window.__sameDocument = true));
  await tab.click(page.link);
  await tab.waitForURL((url) => url.pathname === page.next);
  await tab.waitForSelector(page.nextRoute);
  return tab.evaluate(() => window.__sameDocument === true);
}

/** { brick: { online, offline }, bare: {...}, ratios } with each figure the median of RUNS. */
export async function measureLoad({ brickUrl, bareUrl }) {
  const browser = await launchChromium();
  const samples = { brick: { online: [], offline: [] }, bare: { online: [], offline: [] } };
  try {
    // Which page loads first swaps every round: a page always loaded first (or second) would
    // carry whatever the other one leaves behind (a browser process still busy, caches, the
    // machine's drift over a pair) in every one of its samples.
    const inTurn = (i, brickLoad, bareLoad) => (i % 2 === 0 ? [['brick', brickLoad], ['bare', bareLoad]] : [['bare', bareLoad], ['brick', brickLoad]]);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, load] of inTurn(i, () => onlineLoad(browser, brickUrl, PAGES.brick), () => onlineLoad(browser, bareUrl, PAGES.bare))) {
        samples[name].online.push(await load());
      }
    }
    const brick = await offlineTab(browser, brickUrl, PAGES.brick);
    const bare = await offlineTab(browser, bareUrl, PAGES.bare);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, load] of inTurn(i, brick.load, bare.load)) samples[name].offline.push(await load());
    }
  } finally {
    await browser.close();
  }
  const summary = (runs) => ({
    fcpMs: round(median(runs.map((r) => r.fcpMs))),
    interactiveMs: round(median(runs.map((r) => r.interactiveMs))),
    clickNavigates: runs.every((r) => r.clickNavigates),
  });
  const result = { runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, brick: {}, bare: {}, ratios: {} };
  for (const mode of ['online', 'offline']) {
    result.brick[mode] = summary(samples.brick[mode]);
    result.bare[mode] = summary(samples.bare[mode]);
    for (const figure of ['fcpMs', 'interactiveMs']) {
      result.ratios[`${mode}${figure[0].toUpperCase()}${figure.slice(1).replace('Ms', '')}`] = round(result.brick[mode][figure] / result.bare[mode][figure]);
    }
  }
  return result;
}

// node bench/load.mjs BRICK_URL BARE_URL: the servers are started by the caller.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await measureLoad({ brickUrl: process.argv[2], bareUrl: process.argv[3] }), null, 2));
}
