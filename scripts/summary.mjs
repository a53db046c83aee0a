// Prints the plain closing line "N passed, N failed" from vitest's and Playwright's JSON reports.
// usage: node scripts/summary.mjs unit reports/vitest.json | node scripts/summary.mjs e2e reports/e2e.json
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
let r;
try {
  r = JSON.parse(readFileSync(file, 'utf8'));
} catch (e) {
  console.log(`${kind}: no report at ${file} (${e.message})`);
  console.log(`${kind}: 0 passed, 1 failed`);
  process.exit(1);
}
let passed, failed, skipped;
if (r.stats) {
  // Playwright JSON reporter
  passed = r.stats.expected + r.stats.flaky;
  failed = r.stats.unexpected + (r.errors?.length ?? 0);
  skipped = r.stats.skipped;
} else {
  // vitest JSON reporter
  passed = r.numPassedTests;
  // A file that fails to load has no failed tests but a failed suite: count it once.
  failed = r.numFailedTests || r.numFailedTestSuites || 0;
  skipped = r.numPendingTests + r.numTodoTests;
}
console.log(`${kind}: ${passed} passed, ${failed} failed` + (skipped ? `, ${skipped} skipped` : ''));
process.exit(failed > 0 || passed === 0 ? 1 : 0);
