// Lighthouse 12 (mobile, the default form factor; simulated throttling) in the system Chromium.
//
// Pages that need data (the dashboard, a preview, the published pages) are seeded first: the
// legacy localStorage keys are put in the same Chromium (through Playwright over chrome-launcher's
// CDP port) and one warm-up load of /dashboard imports them into IndexedDB. Lighthouse's storage
// reset (12.x: service workers, Cache Storage, file systems and the HTTP cache, not localStorage
// or IndexedDB) still runs before every page, so each page is a cold load of a returning user's
// data. finalUrl and the LCP element are kept so a reader can see the data was there (a
// dashboard without a user would have ended on /login).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

/**
 * plain: URLs measured as a first visit; seeded: { values, warmUp, urls } measured after the
 * values are in localStorage and warmUp (a URL) showed the selector `warmUpReady`.
 * Returns { [label]: scores }, the label being the path (share links: "/s#(share link)").
 */
export async function lighthouseScores({ plain, seeded }) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const scores = {};
  try {
    for (const url of plain) scores[labelOf(url)] = await run(url, chrome.port);
    if (seeded) {
      await seed(chrome.port, seeded);
      for (const url of seeded.urls) scores[labelOf(url)] = await run(url, chrome.port);
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}

function labelOf(url) {
  const { pathname, hash } = new URL(url);
  return hash ? `${pathname}#(share link)` : pathname;
}

async function seed(port, { values, warmUp, warmUpReady }) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(new URL('/help', warmUp).href);
    await page.evaluate((entries) => {
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, values);
    await page.goto(warmUp);
    await page.waitForSelector(warmUpReady, { timeout: 60_000 });
    await page.close();
  } finally {
    await browser.close(); // disconnects; chrome-launcher's Chromium keeps running
  }
}

async function run(url, port) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  });
  const c = lhr.categories;
  const a = lhr.audits;
  return {
    performance: c.performance.score,
    accessibility: c.accessibility.score,
    bestPractices: c['best-practices'].score,
    firstContentfulPaintMs: Math.round(a['first-contentful-paint'].numericValue),
    largestContentfulPaintMs: Math.round(a['largest-contentful-paint'].numericValue),
    totalBlockingTimeMs: Math.round(a['total-blocking-time'].numericValue),
    // A quarter of the performance score: what moved on screen while the page loaded.
    cumulativeLayoutShift: Math.round(a['cumulative-layout-shift'].numericValue * 1000) / 1000,
    mostShifted: a['layout-shifts']?.details?.items?.[0]?.node?.selector ?? null,
    finalUrl: new URL(lhr.finalDisplayedUrl).pathname,
    lcpElement: a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
    failedAudits: Object.values(a)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}
