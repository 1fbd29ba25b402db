// Gzip sizes of what the built app ships: entry JS/CSS, every lazy chunk, the service worker,
// and the precache total (every file the service worker stores for offline use).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => Math.round((bytes / 1024) * 100) / 100;

export function measureSizes(dist = 'dist') {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  // The entry: the app's script and the chunks index.html preloads with it.
  const entryJs = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
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
  const shareHtml = readFileSync(join(dist, 's', 'index.html'), 'utf8');
  const shareJs = [...shareHtml.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  const shareViewerJsGzipKB = kb(shareJs.reduce((s, f) => s + gz(join(dist, f)), 0));

  return {
    shareViewerJsGzipKB,
    entryJsGzipKB: kb(entryJs.reduce((s, f) => s + gz(join(dist, f)), 0)),
    entryCssGzipKB: kb(entryCss.reduce((s, f) => s + gz(join(dist, f)), 0)),
    serviceWorkerGzipKB: kb(gz(join(dist, 'sw.js'))),
    precacheEntries: urls.length,
    precacheKB: kb(precacheBytes),
    largestChunkGzipKB: chunks[0]?.gzipKB ?? 0,
    chunks,
  };
}
