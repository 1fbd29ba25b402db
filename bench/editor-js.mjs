// The JS the slot editor needs before its first paint (issue 12, budget <= 160 KB gzip), measured
// for real: a fresh Chromium context loads /artist/slot1 (seeded with a 5-block page, so the
// editor shows), and every .js file the page requested before the editor's first element
// (.slot-editor) was in the document is counted, at its gzip size in the build.
import { launchChromium, seedAndWatch, shownAt } from './chromium.mjs';
import { slotPageSeed } from './seeds.mjs';
import { gzipKBOf, kb } from './sizes.mjs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export async function measureEditorJs(base, dist) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await seedAndWatch(page, { values: slotPageSeed(5), selector: '.slot-editor' });
    await page.goto(`${base}/artist/slot1`);
    const editorAt = await shownAt(page);
    const requested = await page.evaluate((before) => performance.getEntriesByType('resource')
      .filter((e) => e.startTime < before && new URL(e.name).pathname.endsWith('.js'))
      .map((e) => new URL(e.name).pathname), editorAt);
    await context.close();
    const files = [...new Set(requested)].map((path) => ({
      path, gzipKB: kb(gzipSync(readFileSync(join(dist, path)), { level: 9 }).length),
    })).sort((a, b) => b.gzipKB - a.gzipKB);
    return { gzipKB: gzipKBOf(dist, files.map((f) => f.path)), editorShownMs: Math.round(editorAt), files };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(JSON.stringify(await measureEditorJs(process.argv[2], process.argv[3]), null, 2));
