// Renders Brick's app icons (PNG) from one SVG drawing with the system Chromium, and the tab's
// icon from Brick's mark (src/ui/brick-mark.svg, which the header draws).
// Run after changing a drawing: npm run icons. The PNGs are committed in public/icons and src/ui.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const bricks = (inset, size) => {
  // Three courses of bricks inside a square of `size`, leaving `inset` on each side.
  const s = (size - 2 * inset) / 40;
  const r = (x, y, w) => `<rect x="${inset + x * s}" y="${inset + y * s}" width="${w * s}" height="${9 * s}" rx="${1.6 * s}"/>`;
  return [r(0, 4, 19), r(21, 4, 19), r(0, 15.5, 8.5), r(10.5, 15.5, 19), r(31.5, 15.5, 8.5), r(0, 27, 19), r(21, 27, 19)].join('');
};

const svg = (size, { rounded, inset }) => `
<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#c4553a"/><stop offset="1" stop-color="#9c3a24"/></linearGradient></defs>
  <rect width="${size}" height="${size}" rx="${rounded ? size * 0.22 : 0}" fill="url(#g)"/>
  <g fill="#faf7f2">${bricks(inset, size)}</g>
</svg>`;

const icons = [
  { file: 'icon-192.png', size: 192, rounded: true, inset: 192 * 0.2 },
  { file: 'icon-512.png', size: 512, rounded: true, inset: 512 * 0.2 },
  // maskable: full bleed, drawing inside the 80% safe zone
  { file: 'icon-maskable-512.png', size: 512, rounded: false, inset: 512 * 0.28 },
  { file: 'apple-touch-icon.png', size: 180, rounded: false, inset: 180 * 0.22 },
];

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();

/** Writes `drawing` (an <svg> of `size` px square) to `file` as a PNG with a clear background. */
async function writePng(drawing, size, file) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(`<html><body style="margin:0;background:transparent">${drawing}</body></html>`);
  await page.locator('svg').screenshot({ path: file, omitBackground: true });
  console.log('wrote ' + file);
}

for (const icon of icons) await writePng(svg(icon.size, icon), icon.size, `public/icons/${icon.file}`);
// The tab's icon as a PNG, which index.html holds inline (vite.config.ts, inlineIcon): an SVG icon
// is drawn as a document of its own on the page's main thread, a task of up to 30 ms on a slow
// machine beside the page's first paint; a PNG is decoded by the browser, off that thread.
const TAB_ICON = { file: 'src/ui/brick-mark-64.png', size: 64 };
const mark = readFileSync('src/ui/brick-mark.svg', 'utf8').replace('<svg ', `<svg width="${TAB_ICON.size}" height="${TAB_ICON.size}" `);
await writePng(mark, TAB_ICON.size, TAB_ICON.file);
await browser.close();
