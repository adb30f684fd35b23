#!/usr/bin/env node
// Sums test runs into one `N skipped, N passed, N failed` line, listing each failure that is not a failed test
// (a file that failed to load, a hook error, an unhandled error) above it. Arguments: JSON report paths, every
// one required (a pass that ran and left no report is a failure; the caller passes only the passes it ran).
import { readRun } from './read-results.mjs';
import { formatTotals, sumTotals } from './results.mjs';

const runs = process.argv.slice(2).map(readRun);
const totals = sumTotals(runs);
for (const problem of totals.problems) console.log(problem);
console.log(formatTotals(totals));
process.exit(totals.failed === 0 ? 0 : 1);
