#!/usr/bin/env node
// Sums vitest JSON reports into one `N passed, N failed` line (a missing report counts as one failure).
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
const files = process.argv.slice(2);
for (const [i, file] of files.entries()) {
  if (!existsSync(file)) {
    // The first report (the full run) must exist; later ones only exist when their pass ran.
    if (i === 0) failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  for (const r of report.testResults ?? []) {
    if (r.status === 'failed' && (r.assertionResults ?? []).length === 0) failed += 1;
  }
}
console.log(`${passed} passed, ${failed} failed`);
