// Prints one closing line over the unit (vitest) and end-to-end (Playwright) JSON reports and the
// cross-engine smoke's steps (tests/smoke/run.mjs): "N passed, N failed" (and skipped), so a reader
// of CI output sees the whole count at once.
import { readFileSync } from 'node:fs';

// The end-to-end reports are comma-separated (the laptop and the phone projects run one after the
// other); a report that is missing or unreadable (Playwright did not get to write it) fails here.
const [unitFile, e2eFiles, smokeFile] = process.argv.slice(2);
const unit = JSON.parse(readFileSync(unitFile, 'utf8'));
const e2e = { stats: {} };
for (const file of e2eFiles.split(',')) {
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  for (const key of ['expected', 'flaky', 'unexpected', 'skipped']) e2e.stats[key] = (e2e.stats[key] ?? 0) + (stats[key] ?? 0);
}
// A smoke that could not even write its report counts as one failure.
const smoke = smokeFile ? readSmoke(smokeFile) : [];
const smokeSteps = smoke.flatMap((engine) => engine.steps);
const smokePassed = smokeSteps.filter((step) => step.ok).length;

function readSmoke(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return [{ engine: 'smoke', steps: [{ name: 'write reports/smoke.json', ok: false }] }];
  }
}

const passed = unit.numPassedTests + (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0) + smokePassed;
const failed = unit.numFailedTests + (e2e.stats.unexpected ?? 0) + smokeSteps.length - smokePassed;
const skipped = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0) + (e2e.stats.skipped ?? 0);
// An engine that failed its first run and passed its second (tests/smoke/run.mjs) is flaky.
const flakyEngine = (engine) => engine.firstRun?.some((step) => !step.ok) && engine.steps.every((step) => step.ok);
const engines = smoke
  .map((engine) => `${engine.engine} ${engine.steps.filter((step) => step.ok).length}/${engine.steps.length}${flakyEngine(engine) ? ' (flaky)' : ''}`)
  .join(', ');
console.log(
  `unit: ${unit.numPassedTests} passed, end-to-end: ${e2e.stats.expected} passed (${e2e.stats.flaky ?? 0} flaky)` +
    (smoke.length ? `, smoke steps: ${engines}` : ''),
);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
