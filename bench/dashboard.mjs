// The dashboard under load (issue 12): navigation start to the site cards in the document, with
// 10 and with 1,000 sites (the first page of cards, 24, shows). Budget: 1,000 at most 3 x 10.
// The legacy keys users/sites/currentUser are seeded before the first load, which imports them
// (firstLoadMs: the one-time import is in it); then RUNS reloads are measured (median).
// phone10: the 10 sites at 390 x 844 with touch and the CPU throttled 4x (a mid-range phone).
import { launchChromium, loadAndWatch, median, PHONE, PHONE_CPU_SLOWDOWN, round, seedAndWatch, slowDown } from './chromium.mjs';
import { manySitesSeed } from './seeds.mjs';

const RUNS = 5;
const CARDS_PER_PAGE = 24; // src/features/dashboard/DashboardPage.tsx SITES_PER_PAGE

async function renderTimes(browser, base, sites, phone = false) {
  const context = await browser.newContext(phone ? PHONE : { viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    if (phone) await slowDown(context, page, PHONE_CPU_SLOWDOWN);
    const count = Math.min(sites, CARDS_PER_PAGE);
    await seedAndWatch(page, { values: manySitesSeed(sites), selector: 'ul[aria-label="Your sites"] > li', count });
    const firstLoadMs = (await loadAndWatch(page, `${base}/dashboard`)).shownAt;
    const times = [];
    for (let i = 0; i < RUNS; i++) times.push((await loadAndWatch(page, null)).shownAt);
    return { firstLoadMs: round(firstLoadMs), renderMs: round(median(times)) };
  } finally {
    await context.close();
  }
}

export async function measureDashboard(base) {
  const browser = await launchChromium();
  try {
    const sites10 = await renderTimes(browser, base, 10);
    const sites1000 = await renderTimes(browser, base, 1000);
    // The same 10 sites on a phone (issue 38): the installed app opened again on a mid-range phone.
    const phone10 = { cpuSlowdown: PHONE_CPU_SLOWDOWN, ...(await renderTimes(browser, base, 10, true)) };
    return { runs: RUNS, sites10, sites1000, ratio: round(sites1000.renderMs / sites10.renderMs), phone10 };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureDashboard(process.argv[2]), null, 2));
