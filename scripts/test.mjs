// `npm test`: install what is missing, then lint, type-check and run every test, and print one
// closing line "N passed, N failed".
import { readFileSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, run } from './ensure-installed.mjs';

ensureInstalled();
// The end-to-end tests need a browser; a fresh machine gets Debian's.
ensureChromium();

// `npm test -- --tests-only` skips lint and type check (CI's second pass, on PostgreSQL).
const testsOnly = process.argv.includes('--tests-only');
/** @type {[string, string, string[]][]} */
const steps = testsOnly
  ? []
  : [
      ['lint (biome)', 'npx', ['biome', 'check', '.']],
      ['type check', 'npm', ['run', 'typecheck']],
    ];
for (const [name, command, args] of steps) {
  console.log(`\n== ${name}`);
  if (run(command, args) !== 0) {
    console.log(`\n${name} failed`);
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

console.log(
  `\n== unit, integration and end-to-end tests (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`,
);
const report = '.tmp/vitest-report.json';
const status = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
]);
let passed = 0;
let failed = status === 0 ? 0 : 1;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  passed = r.numPassedTests;
  failed = r.numFailedTests + (status !== 0 && r.numFailedTests === 0 ? 1 : 0);
} catch {
  // No report: the run itself failed; counted above.
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(status === 0 && failed === 0 ? 0 : 1);
