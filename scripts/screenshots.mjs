// Screenshots of Brick's screens at phone (390 px) and laptop (1280 px) width, for the README
// and for looking at what we built: npm run screenshots [-- /path /other-path]
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startPreview } from './preview-server.mjs';

const PORT = 4192;
const paths = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/help'];
const widths = { phone: 390, laptop: 1280 };
const outDir = process.env.SCREENSHOT_DIR ?? 'docs/screenshots';
mkdirSync(outDir, { recursive: true });

const server = await startPreview(PORT);
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
  });
  for (const [label, width] of Object.entries(widths)) {
    const page = await browser.newPage({ viewport: { width, height: label === 'phone' ? 844 : 800 }, deviceScaleFactor: 1 });
    for (const path of paths) {
      await page.goto(`http://localhost:${PORT}${path}`);
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.replace(/^\//, '').replace(/[^\w]+/g, '-');
      const file = `${outDir}/${name}-${label}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log('wrote', file);
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.stop();
}

