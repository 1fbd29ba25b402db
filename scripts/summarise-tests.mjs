// Prints one closing line over the unit (vitest) and end-to-end (Playwright) JSON reports:
// "N passed, N failed" (and skipped), so a reader of CI output sees the whole count at once.
import { readFileSync } from 'node:fs';

const [unitFile, e2eFile] = process.argv.slice(2);
const unit = JSON.parse(readFileSync(unitFile, 'utf8'));
const e2e = JSON.parse(readFileSync(e2eFile, 'utf8'));

const passed = unit.numPassedTests + (e2e.stats.expected ?? 0) + (e2e.stats.flaky ?? 0);
const failed = unit.numFailedTests + (e2e.stats.unexpected ?? 0);
const skipped = (unit.numPendingTests ?? 0) + (unit.numTodoTests ?? 0) + (e2e.stats.skipped ?? 0);
console.log(`unit: ${unit.numPassedTests} passed, end-to-end: ${e2e.stats.expected} passed (${e2e.stats.flaky ?? 0} flaky)`);
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 ? 1 : 0);
