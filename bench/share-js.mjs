// The JS a visitor of a share link downloads (issue 11 and 12, budget <= 90 KB gzip), measured
// for real: for one link of every kind, a fresh Chromium context opens /s#… and every .js file
// the page requested by the time the site was shown (the "Made with Brick" credit under it) is
// counted at its gzip size in the build. The viewer loads only the kind the link carries, so the
// figure held against the budget is the heaviest kind's.
import { readFileSync } from 'node:fs';
import { launchChromium, round } from './chromium.mjs';
import { gzipKBOf } from './sizes.mjs';

export async function measureShareJs(base, dist, fragmentsByKind) {
  const browser = await launchChromium();
  const byKind = {};
  try {
    for (const [kind, fragment] of Object.entries(fragmentsByKind)) {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      await page.goto(`${base}/s#${fragment}`);
      await page.locator('.share-credit').waitFor({ timeout: 60_000 });
      const paths = await page.evaluate(() => performance.getEntriesByType('resource')
        .map((e) => new URL(e.name).pathname).filter((path) => path.endsWith('.js')));
      await context.close();
      byKind[kind] = gzipKBOf(dist, [...new Set(paths)]);
    }
  } finally {
    await browser.close();
  }
  const [heaviestKind, gzipKB] = Object.entries(byKind).sort((a, b) => b[1] - a[1])[0];
  return { gzipKB: round(gzipKB), heaviestKind, byKind };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [base, dist, fragmentsFile] = process.argv.slice(2);
  console.log(JSON.stringify(await measureShareJs(base, dist, JSON.parse(readFileSync(fragmentsFile, 'utf8')).shareFragmentsByKind), null, 2));
}
