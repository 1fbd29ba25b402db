// npm run bench: builds Brick, measures it, prints each figure beside its budget and writes
// bench/results.json. `npm run bench -- --compare FILE` also prints the change against FILE.
// Budgets are reported here, never asserted in tests.
import { execSync, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { measureSizes } from './sizes.mjs';
import { lighthouseScores } from './lighthouse.mjs';

const args = process.argv.slice(2);
const compareFile = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : null;
const PORT = 4191; // (4190 is on the browsers' list of blocked ports)

console.log('Building...');
execSync('npx vite build', { stdio: 'ignore' });

const sizes = measureSizes('dist');

const server = spawn('npx', ['vite', 'preview', '--port', String(PORT), '--strictPort'], { stdio: 'ignore', detached: true });
await waitForServer(`http://localhost:${PORT}/`);
let lighthouse;
try {
  lighthouse = await lighthouseScores(['/', '/help'].map((p) => `http://localhost:${PORT}${p}`));
} finally {
  process.kill(-server.pid);
}

const results = { measuredAt: new Date().toISOString(), sizes, lighthouse };
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');

// figure, value, budget, whether within budget
const rows = [
  ['entry JS (gzip KB)', sizes.entryJsGzipKB, '<= 125', sizes.entryJsGzipKB <= 125],
  ['entry CSS (gzip KB)', sizes.entryCssGzipKB, '-', true],
  ['largest route chunk (gzip KB)', `${sizes.largestChunkGzipKB} (${sizes.chunks[0]?.name})`, '<= 40', sizes.largestChunkGzipKB <= 40],
  ['service worker (gzip KB)', sizes.serviceWorkerGzipKB, '-', true],
  ['precache total (KB)', `${sizes.precacheKB} in ${sizes.precacheEntries} files`, '<= 1536', sizes.precacheKB <= 1536],
];
for (const [path, s] of Object.entries(lighthouse)) {
  rows.push([`lighthouse ${path} performance`, s.performance, '>= 0.95', s.performance >= 0.95]);
  rows.push([`lighthouse ${path} accessibility`, s.accessibility, '1.00', s.accessibility >= 1]);
  rows.push([`lighthouse ${path} best practices`, s.bestPractices, '1.00', s.bestPractices >= 1]);
  rows.push([`lighthouse ${path} first contentful paint (ms)`, s.firstContentfulPaintMs, '-', true]);
}

console.log('\nBrick bench');
console.log(pad('figure', 44) + pad('value', 28) + pad('budget', 10) + 'ok');
for (const [name, value, budget, ok] of rows) console.log(pad(name, 44) + pad(String(value), 28) + pad(budget, 10) + (ok ? 'yes' : 'OVER'));
console.log('\nroute chunks (gzip KB):');
for (const c of sizes.chunks) console.log(`  ${pad(c.name, 40)} ${c.gzipKB}`);
for (const [path, s] of Object.entries(lighthouse)) if (s.failedAudits.length) console.log(`lighthouse ${path} failed audits: ${s.failedAudits.join(', ')}`);

if (compareFile) {
  const before = JSON.parse(readFileSync(compareFile, 'utf8'));
  console.log(`\nchange against ${compareFile} (${before.measuredAt}):`);
  for (const key of ['entryJsGzipKB', 'entryCssGzipKB', 'largestChunkGzipKB', 'serviceWorkerGzipKB', 'precacheKB']) {
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

async function waitForServer(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}
