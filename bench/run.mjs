// npm run bench: builds Brick, the bare React + router page and the bench harness under
// .bench-tmp/, measures them, prints each figure beside its budget and writes bench/results.json.
// `npm run bench -- --compare FILE` also prints the change of every figure against FILE.
// Budgets are reported here, never asserted in tests. Each measurement is a module of bench/.
import { execSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { readFileSync, writeFileSync } from 'node:fs';
import { libraryPlacement, measureSizes } from './sizes.mjs';
import { measureEditorJs } from './editor-js.mjs';
import { measureShareJs } from './share-js.mjs';
import { measureLoad } from './load.mjs';
import { measureDashboard } from './dashboard.mjs';
import { measureOtherTab } from './other-tab.mjs';
import { measureWork } from './work.mjs';
import { lighthouseScores } from './lighthouse.mjs';
import { everyKindSeed, SITES } from './seeds.mjs';
import { printReport } from './report.mjs';
import { printComparison } from './compare.mjs';
import { measureMachineSpeed } from './machine-speed.mjs';
import { measureServerLoad } from './server-load.mjs';
import { startPreview } from '../scripts/preview-server.mjs';

const args = process.argv.slice(2);
const compareFile = args.includes('--compare') ? args[args.indexOf('--compare') + 1] : null;
const BRICK_DIST = '.bench-tmp/brick';
// (4190 is on the browsers' list of blocked ports; 4192 is scripts/screenshots.mjs's)
const PORTS = { brick: 4191, bare: 4193, harness: 4194 };
const loadAverage = () => loadavg().map((n) => Math.round(n * 10) / 10);
const machine = { cpus: cpus().length, loadAverageBefore: loadAverage(), ...measureMachineSpeed() };
const started = Date.now();
const step = (text) => console.log(`[${Math.round((Date.now() - started) / 1000)} s] ${text}`);

step('Building Brick, the bare page and the harness into .bench-tmp/...');
const build = (args) => execSync(`npx vite build ${args}`, { stdio: 'ignore' });
build(`--config bench/brick.vite.config.ts --outDir ${BRICK_DIST} --emptyOutDir`);
build('--config bench/bare/vite.config.ts');
build('--config bench/harness/vite.config.ts');

const sizes = { ...measureSizes(BRICK_DIST), placement: libraryPlacement(BRICK_DIST, '.bench-tmp/brick-chunks.json') };

step('Measuring storage in jsdom (mirror flushes, typing)...');
execSync('npx vitest run --config bench/vitest.bench.config.ts', { stdio: 'ignore' });
const { sampleShareFragment, shareFragmentsByKind, ...storage } = JSON.parse(readFileSync('bench/.measure-results.json', 'utf8'));

const servers = [];
const results = { measuredAt: new Date().toISOString(), machine, sizes, storage };
try {
  servers.push(await startPreview(PORTS.brick, { outDir: BRICK_DIST }));
  servers.push(await startPreview(PORTS.bare, { config: 'bench/bare/vite.config.ts' }));
  servers.push(await startPreview(PORTS.harness, { config: 'bench/harness/vite.config.ts' }));
  const [brick, bare, harness] = servers.map((s) => s.url);

  step('Measuring "/" beside the bare page, online and offline...');
  results.load = await measureLoad({ brickUrl: brick, bareUrl: bare });
  step('Measuring the JS the slot editor loads before it paints...');
  results.editorJs = await measureEditorJs(brick, BRICK_DIST);
  step('Measuring the JS a share link loads, for each kind...');
  results.shareJs = await measureShareJs(brick, BRICK_DIST, shareFragmentsByKind);
  step('Measuring the dashboard with 10 and 1,000 sites...');
  results.dashboard = await measureDashboard(brick);
  step('Measuring how soon another tab shows a key...');
  results.otherTab = await measureOtherTab(brick);
  step('Measuring mirror flushes and the e-mail outbox in Chromium...');
  results.work = await measureWork(`${harness}/`);
  step('Measuring the slot editor (keystroke to preview, 500-block render)...');
  results.slots = JSON.parse(execSync(`node bench/slots.mjs ${brick}`, { encoding: 'utf8' }).trim().split('\n').pop());
  step('Running Lighthouse...');
  results.lighthouse = await lighthouseScores({
    plain: [`${brick}/`, `${brick}/login`, `${brick}/s#${sampleShareFragment}`],
    seeded: {
      values: everyKindSeed(),
      warmUp: `${brick}/dashboard`,
      warmUpReady: '.dash-card',
      urls: [
        '/dashboard', `/show/artist/${SITES.artist.siteId}`, `/publish/blog1/${SITES.blog.siteId}`,
        `/publish/event1/${SITES.event.siteId}`, `/publish/business1/${SITES.business.siteId}`,
        `/publish/business2/${SITES.store.siteId}`,
      ].map((path) => `${brick}${path}`),
    },
  });
} finally {
  for (const server of servers) server.stop();
}

// Last, with the preview servers gone: the Brick server under load (bench/server-load.mjs), built
// from the sources now into .bench-tmp/server. Without PostgreSQL or Redis the two-instance case
// is skipped; a failure here is reported in the results, and the other figures are kept.
step('Measuring the Brick server under load (devices editing sites, web address pages)...');
try {
  execSync('npx tsc -p server/tsconfig.json --outDir .bench-tmp/server', { stdio: 'ignore' });
  results.serverLoad = await measureServerLoad({
    serverEntry: '.bench-tmp/server/server/src/index.js',
    staticDir: BRICK_DIST,
    log: (line) => step(`  ${line}`),
  });
} catch (error) {
  console.error(`The server load figures failed: ${error instanceof Error ? error.message : String(error)}`);
  results.serverLoad = { skipped: `failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
}
if (results.serverLoad.skipped) step(`  server load skipped: ${results.serverLoad.skipped}`);

machine.loadAverageAfter = loadAverage();
machine.minutes = Math.round((Date.now() - started) / 600) / 100;
writeFileSync('bench/results.json', JSON.stringify(results, null, 2) + '\n');
printReport(results);
if (compareFile) printComparison(JSON.parse(readFileSync(compareFile, 'utf8')), results, compareFile);
console.log(`\nwrote bench/results.json (${machine.minutes} min)`);
