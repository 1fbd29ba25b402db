// Lighthouse 12 (mobile, the default form factor) in the system Chromium.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic',
];

export async function lighthouseScores(urls) {
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const scores = {};
  try {
    for (const url of urls) {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      });
      const c = result.lhr.categories;
      const { pathname, hash } = new URL(url);
      scores[hash ? `${pathname}#(share link)` : pathname] = {
        performance: c.performance.score,
        accessibility: c.accessibility.score,
        bestPractices: c['best-practices'].score,
        firstContentfulPaintMs: Math.round(result.lhr.audits['first-contentful-paint'].numericValue),
        largestContentfulPaintMs: Math.round(result.lhr.audits['largest-contentful-paint'].numericValue),
        failedAudits: Object.values(result.lhr.audits)
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
          .map((a) => a.id),
      };
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
