#!/usr/bin/env node
// `npm test`: build the clients (the browser tests load them from the real server), then run every vitest
// project once and print the totals as `N skipped, N passed, N failed` (see results.mjs for what counts).
//   --no-build         skip the client build
//   --project NAME     run only these projects (repeatable)
//   --label NAME       name of the results file (.test-results/NAME.json)
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRun } from './read-results.mjs';
import { formatTotals, recordPathFor } from './results.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const projects = [];
let label = 'all';
let build = true;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--no-build') build = false;
  else if (args[i] === '--project') projects.push(args[++i]);
  else if (args[i] === '--label') label = args[++i];
}
const wantsBrowser = projects.length === 0 || projects.includes('e2e');

if (build && wantsBrowser) {
  const r = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) {
    console.log('client build failed');
    console.log('0 skipped, 0 passed, 1 failed');
    process.exit(1);
  }
}

// A stale report from an earlier run must never be counted as this run's result.
const out = join(root, '.test-results', `${label}.json`);
rmSync(out, { force: true });
rmSync(recordPathFor(out), { force: true });
mkdirSync(dirname(out), { recursive: true });

const vitest = join(root, 'node_modules', '.bin', 'vitest');
const projectArgs = projects.flatMap((p) => ['--project', p]);
const reporters = [
  '--reporter=default',
  '--reporter=json',
  `--reporter=${join(root, 'scripts', 'unhandled-reporter.mjs')}`,
];
const run = spawnSync(vitest, ['run', ...projectArgs, ...reporters, `--outputFile=${out}`], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, TEST_UNHANDLED_FILE: recordPathFor(out) },
});

const totals = readRun(out);
if (run.status !== 0 && totals.failed === 0) {
  totals.failed = 1;
  totals.problems.push(`${label}: vitest exited with ${run.status ?? run.signal} and no failure counted`);
}
for (const problem of totals.problems) console.log(problem);
console.log(formatTotals(totals));
process.exit(totals.failed === 0 ? 0 : 1);
