#!/usr/bin/env node
/**
 * The cross-engine smoke (issue 29): the journey of scenario.mjs against the production build in
 * Chromium, Firefox ESR and WebKitGTK, each from Debian's packages. Usage:
 *
 *   node tests/smoke/run.mjs [chromium] [firefox] [webkit]     (all three by default)
 *
 * Serves dist/ itself (server.mjs, port SMOKE_PORT or 4183). Writes reports/smoke.json (each
 * engine's version and steps) and exits non-zero when a step failed. In CI (or with
 * SMOKE_RETRIES=1) an engine whose journey failed runs it once more (see RETRIES). A failed step
 * prints what the page still waits on (IndexedDB, Web Locks; server.mjs's probe); SMOKE_STACKS=1
 * adds the stack that began each of those transactions.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { launchPuppeteer, launchWebKit } from './drivers.mjs';
import { runJourney } from './scenario.mjs';
import { runPairing } from './pairing.mjs';
import { serveBuild } from './server.mjs';

const ENGINES = { chromium: () => launchPuppeteer('chromium'), firefox: () => launchPuppeteer('firefox'), webkit: () => launchWebKit() };
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : Object.keys(ENGINES);
const unknown = wanted.filter((name) => !(name in ENGINES));
if (unknown.length) {
  console.error(`smoke: unknown engine ${unknown.join(', ')} (choose from ${Object.keys(ENGINES).join(', ')})`);
  process.exit(2);
}

// As Playwright's e2e retries in CI: an engine whose journey failed runs it once more, from a fresh
// browser and server; both runs are printed, and the report keeps the first one's steps
// (`firstRun`) beside the second's, so a flaky engine is counted as such, never hidden.
const RETRIES = Number(process.env.SMOKE_RETRIES ?? (process.env.CI ? 1 : 0));

async function runEngine(engine) {
  // A server of its own for each run: a journey ends with the server stopped and started again.
  const server = await serveBuild({ root: process.env.SMOKE_DIST ?? 'dist', port: Number(process.env.SMOKE_PORT ?? 4183) });
  const started = Date.now();
  let browser = null;
  let steps;
  try {
    browser = await ENGINES[engine]();
    console.log(`== smoke in ${engine}: ${browser.version}`);
    steps = await runJourney(browser, server);
    // Firefox and WebKit are each paired with a Chromium device through a real Brick server (issue 36).
    if (engine !== 'chromium') steps.push(...(await runPairing(browser)));
  } catch (error) {
    steps = [{ name: 'start the browser', ok: false, error: error.message }];
  } finally {
    await browser?.close().catch(() => null);
    await server.stop();
  }
  for (const { name, ok, skipped, ms, error } of steps) {
    console.log(`  ${ok ? '✓' : skipped ? '-' : '✘'} ${engine}: ${name}${ms === undefined ? '' : ` (${ms} ms)`}`);
    if (error) console.log(`      ${error.replace(/\n/g, '\n      ')}`);
  }
  return { engine, version: browser?.version ?? null, seconds: Math.round((Date.now() - started) / 1000), steps };
}

const results = [];
for (const engine of wanted) {
  let result = await runEngine(engine);
  for (let retry = 1; retry <= RETRIES && result.steps.some((step) => !step.ok); retry++) {
    console.log(`  ${engine}: a step failed; its journey runs again (retry #${retry})`);
    result = { ...(await runEngine(engine)), firstRun: result.firstRun ?? result.steps };
  }
  results.push(result);
}

mkdirSync('reports', { recursive: true });
writeFileSync('reports/smoke.json', `${JSON.stringify(results, null, 2)}\n`);
const all = results.flatMap((result) => result.steps);
const failed = all.filter((step) => !step.ok).length;
console.log(`smoke steps: ${all.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
