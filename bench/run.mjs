// npm run bench: builds Brick, measures it, prints each figure beside its budget and writes
// bench/results.json. `npm run bench -- --compare FILE` also prints the change against FILE.
// Budgets are reported here, never asserted in tests.
import { execSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { measureSizes } from './sizes.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const args = process.argv.slice(2);
const compareFile = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : null;
const PORT = 4191; // (4190 is on the browsers' list of blocked ports)

console.log('Building...');
execSync('npx vite build', { stdio: 'ignore' });

const sizes = measureSizes('dist');

console.log('Measuring storage (mirror flushes, typing)...');
execSync('npx vitest run --config bench/vitest.bench.config.ts', { stdio: 'ignore' });
const storage = JSON.parse(readFileSync('bench/.measure-results.json', 'utf8'));

const server = await startPreview(PORT);
let lighthouse;
let slots;
try {
  console.log('Measuring the slot editor (keystroke to preview, 500-block render)...');
  slots = JSON.parse(execSync(`node bench/slots.mjs http://localhost:${PORT}`, { encoding: 'utf8' }).trim().split('\n').pop());
  console.log('Running Lighthouse...');
  lighthouse = await lighthouseScores(['/', '/help', `/s#${storage.sampleShareFragment}`].map((p) => `http://localhost:${PORT}${p}`));
} finally {
  server.stop();
}

const { sampleShareFragment: _fragment, ...storageFigures } = storage;
const results = { measuredAt: new Date().toISOString(), sizes, storage: storageFigures, slots, lighthouse };
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

// figure, value, budget, whether within budget
const rows = [
  ['entry JS (gzip KB)', sizes.entryJsGzipKB, '<= 125', sizes.entryJsGzipKB <= 125],
  ['entry CSS (gzip KB)', sizes.entryCssGzipKB, '-', true],
  ['largest route chunk (gzip KB)', `${sizes.largestChunkGzipKB} (${sizes.chunks[0]?.name})`, '<= 40', sizes.largestChunkGzipKB <= 40],
  ['service worker (gzip KB)', sizes.serviceWorkerGzipKB, '-', true],
  ['precache total (KB)', `${sizes.precacheKB} in ${sizes.precacheEntries} files`, '<= 1536', sizes.precacheKB <= 1536],
  ['share viewer JS (gzip KB)', sizes.shareViewerJsGzipKB, '<= 90', sizes.shareViewerJsGzipKB <= 90],
  ['share link, typical site (bytes)', storage.sampleShareLinkBytes, '< 8192', storage.sampleShareLinkBytes < 8192],
  ['mirror flush, 100 users x 4 sites (ms, jsdom)', storage.flush100Users4SitesMs, '-', true],
  ['mirror flush, 20 images of 200 KB (ms, jsdom)', storage.flushWith20ImagesMs, '-', true],
  ['mirror writes of a key per second, typing', storage.typingWritesPerSecond, '<= 4', storage.typingWritesPerSecond <= 4],
  ['slot keystroke->preview, 5 blocks (ms)', slots.keystroke5Ms, '-', true],
  ['slot keystroke->preview, 500 blocks (ms)', slots.keystroke500Ms, '< 12', slots.keystroke500Ms < 12],
  ['slot keystroke ratio 500/5', slots.ratio, '<= 1.2', slots.ratio <= 1.2],
  ['slot editor render, 500 blocks (ms)', slots.render500Ms, '< 600', slots.render500Ms < 600],
];
for (const [path, s] of Object.entries(lighthouse)) {
  rows.push([`lighthouse ${path} performance`, s.performance, '>= 0.95', s.performance >= 0.95]);
  rows.push([`lighthouse ${path} accessibility`, s.accessibility, '1.00', s.accessibility >= 1]);
  rows.push([`lighthouse ${path} best practices`, s.bestPractices, '1.00', s.bestPractices >= 1]);
  rows.push([`lighthouse ${path} first contentful paint (ms)`, s.firstContentfulPaintMs, '-', true]);
}

console.log('\nBrick bench');
console.log(pad('figure', 48) + pad('value', 28) + pad('budget', 10) + 'ok');
for (const [name, value, budget, ok] of rows) console.log(pad(name, 48) + pad(String(value), 28) + pad(budget, 10) + (ok ? 'yes' : 'OVER'));
console.log('\nroute chunks (gzip KB):');
for (const c of sizes.chunks) console.log(`  ${pad(c.name, 40)} ${c.gzipKB}`);
for (const [path, s] of Object.entries(lighthouse)) if (s.failedAudits.length) console.log(`lighthouse ${path} failed audits: ${s.failedAudits.join(', ')}`);

if (compareFile) {
  const before = JSON.parse(readFileSync(compareFile, 'utf8'));
  console.log(`\nchange against ${compareFile} (${before.measuredAt}):`);
  for (const key of ['entryJsGzipKB', 'entryCssGzipKB', 'largestChunkGzipKB', 'serviceWorkerGzipKB', 'precacheKB', 'shareViewerJsGzipKB']) {
    const a = before.sizes?.[key];
    const b = sizes[key];
    if (typeof a === 'number') console.log(`  ${pad(key, 24)} ${a} -> ${b} (${b - a >= 0 ? '+' : ''}${Math.round((b - a) * 100) / 100})`);
  }
  for (const [path, s] of Object.entries(lighthouse)) {
    const a = before.lighthouse?.[path];
    if (a) console.log(`  lighthouse ${path} performance ${a.performance} -> ${s.performance}`);
  }
}
console.log('\nwrote bench/results.json');

function pad(text, width) {
  return String(text).padEnd(width);
}

