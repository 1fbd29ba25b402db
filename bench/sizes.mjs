// Gzip sizes of what the built app ships: entry JS/CSS, every lazy chunk, the service worker,
// and the precache total (every file the service worker stores for offline use). Also where the
// libraries that only some screens need ended up (they must not be in the entry).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
export const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;

/** The scripts a page loads up front: its module script and every chunk it modulepreloads. */
const scriptsOf = (html) => [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);

/** Gzip KB of files of `dist` named by their URL path ("/assets/x.js" or "assets/x.js"). */
export function gzipKBOf(dist, paths) {
  return kb(paths.reduce((sum, path) => sum + gz(join(dist, path.replace(/^\//, ''))), 0));
}

export function measureSizes(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The entry: the app's script and the chunks index.html preloads with it.
  const entryJs = scriptsOf(html);
  const entryCss = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]);
  const assets = readdirSync(join(dist, 'assets'));
  const chunks = assets
    .filter((f) => f.endsWith('.js') && !entryJs.includes(`assets/${f}`))
    .map((f) => ({ name: f.replace(/-[\w-]{8}\.js$/, ''), file: `assets/${f}`, gzipKB: kb(gz(join(dist, 'assets', f))) }))
    .sort((a, b) => b.gzipKB - a.gzipKB);

  // The precache manifest injected into sw.js: [{url, revision}, ...]
  const sw = readFileSync(join(dist, 'sw.js'), 'utf8');
  const urls = [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
  const precacheBytes = urls.reduce((sum, url) => sum + statSync(join(dist, url)).size, 0);

  // The share viewer (s/index.html): its script and every chunk it preloads, what a visitor loads.
  const shareJs = scriptsOf(readFileSync(join(dist, 's', 'index.html'), 'utf8'));

  return {
    shareViewerJsGzipKB: gzipKBOf(dist, shareJs),
    entryJsGzipKB: gzipKBOf(dist, entryJs),
    entryJsFiles: entryJs,
    entryCssGzipKB: gzipKBOf(dist, entryCss),
    serviceWorkerGzipKB: kb(gz(join(dist, 'sw.js'))),
    precacheEntries: urls.length,
    precacheKB: kb(precacheBytes),
    largestChunkGzipKB: chunks[0]?.gzipKB ?? 0,
    chunks,
  };
}

// Libraries and screens that only some pages need. The module path prefix identifies them in the
// chunk map that bench/brick.vite.config.ts writes during the build.
const ONLY_SOME_PAGES = {
  'payment SDK client (@paypal/paypal-js)': 'node_modules/@paypal/paypal-js/',
  'canvas-confetti': 'node_modules/canvas-confetti/',
  'QR codes (qrcode, share dialog)': 'node_modules/qrcode/',
  'e-mail client (@emailjs/browser)': 'node_modules/@emailjs/browser/',
  'slot editor (src/features/slots/BlockEditor)': 'src/features/slots/BlockEditor',
  'layout editors (src/features/layouts/LayoutEditor)': 'src/features/layouts/LayoutEditor',
  'site builders (src/features/builders/EditorShell)': 'src/features/builders/EditorShell',
  'site export (src/sites/export/export-site)': 'src/sites/export/export-site',
};

/** For each library above: the chunk(s) holding it and whether one of them is an entry chunk. */
export function libraryPlacement(dist, chunkMapFile) {
  if (!existsSync(chunkMapFile)) return null;
  const chunkMap = JSON.parse(readFileSync(chunkMapFile, 'utf8'));
  const entry = new Set(scriptsOf(readFileSync(join(dist, 'index.html'), 'utf8')));
  return Object.entries(ONLY_SOME_PAGES).map(([name, prefix]) => {
    const holders = chunkMap.filter((chunk) => chunk.modules.some((m) => m.startsWith(prefix))).map((chunk) => chunk.file);
    return { name, chunks: holders, inEntry: holders.some((file) => entry.has(file)) };
  });
}
