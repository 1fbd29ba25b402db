// Work under load in Chromium (issue 12), on the bench harness page (bench/harness: Brick's own
// storage and outbox modules, built by Vite like the app):
//   mirror flush, 100 users x 4 sites, and again with 20 images of 200 KB: one full flush
//     (every key written). totalMs is from start to the last write; longestTaskMs is the longest
//     main-thread task during the flush, from a Chromium trace (budget for the first: one frame,
//     16 ms); mainThreadMs the sum of those tasks. Median of FLUSH_RUNS.
//   100 queued e-mails flushed with the real EmailJS client against a fake of its API (answered
//     by Playwright's routing, as tests/fakes/email-api.ts answers it): total ms and ms per e-mail.
import { launchChromium, median, round } from './chromium.mjs';

const FLUSH_RUNS = 5;
const EMAILS = 100;
const EMAIL_API = 'https://api.emailjs.com/**';
const CORS = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'POST, OPTIONS' };

/** The main thread's tasks between the two marks of timeFullFlush, from a Chromium trace. */
function tasksBetweenMarks(trace) {
  const events = JSON.parse(trace.toString('utf8')).traceEvents;
  const mark = (name) => events.find((e) => e.name === name && e.cat.includes('blink.user_timing'));
  const start = mark('bench-flush-start');
  const end = mark('bench-flush-end');
  if (!start || !end) return null;
  const main = events.find((e) => e.name === 'thread_name' && e.pid === start.pid && e.args?.name === 'CrRendererMain');
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === start.pid && (!main || e.tid === main.tid)
    && e.ts + e.dur >= start.ts && e.ts <= end.ts);
  return {
    longestTaskMs: Math.max(0, ...tasks.map((t) => t.dur / 1000)),
    mainThreadMs: tasks.reduce((sum, t) => sum + t.dur / 1000, 0),
  };
}

async function timeFlushes(browser, page) {
  const runs = [];
  for (let i = 0; i < FLUSH_RUNS; i++) {
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'toplevel', 'blink.user_timing'] });
    const totalMs = await page.evaluate(() => window.bench.timeFullFlush());
    const tasks = tasksBetweenMarks(await browser.stopTracing());
    await page.evaluate(() => performance.clearMarks());
    runs.push({ totalMs, ...tasks });
  }
  const figure = (key) => round(median(runs.map((r) => r[key])));
  return { totalMs: figure('totalMs'), longestTaskMs: figure('longestTaskMs'), mainThreadMs: figure('mainThreadMs') };
}

export async function measureWork(harnessUrl) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext();
    const sent = [];
    await context.route(EMAIL_API, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      sent.push(route.request().postDataJSON());
      return route.fulfill({ status: 200, headers: { ...CORS, 'content-type': 'text/plain' }, body: 'OK' });
    });
    const page = await context.newPage();
    await page.goto(harnessUrl);
    await page.waitForFunction(() => window.bench !== undefined);

    await page.evaluate(() => window.bench.reset());
    await page.evaluate(() => window.bench.seedUsersAndSites(100, 4));
    const flush100Users4Sites = await timeFlushes(browser, page);
    await page.evaluate(() => window.bench.addGallery(20, 200));
    const flushWith20Images = await timeFlushes(browser, page);
    flushWith20Images.degradedKeys = await page.evaluate(() => window.bench.degradedMirrorKeys());
    flushWith20Images.localStorageChars = await page.evaluate(() => window.bench.localStorageChars());

    await page.evaluate(() => window.bench.reset());
    await page.evaluate((n) => window.bench.queueEmails(n), EMAILS);
    const flushed = await page.evaluate(() => window.bench.flushEmails());
    await context.close();
    const emails = { count: EMAILS, sent: flushed.sent, apiCalls: sent.length, totalMs: round(flushed.ms), perEmailMs: round(flushed.ms / EMAILS) };
    return { flush100Users4Sites, flushWith20Images, emails };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureWork(process.argv[2]), null, 2));
