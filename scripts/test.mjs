#!/usr/bin/env node
// `npm test`: build the clients (the browser tests load them from the real server), then run every vitest
// project once and print the totals as `N passed, N failed`.
//   --no-build         skip the client build
//   --project NAME     run only these projects (repeatable)
//   --label NAME       name of the results file (.test-results/NAME.json)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

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
    console.log('0 passed, 1 failed');
    process.exit(1);
  }
}

mkdirSync(join(root, '.test-results'), { recursive: true });
const out = join(root, '.test-results', `${label}.json`);
const vitest = join(root, 'node_modules', '.bin', 'vitest');
const projectArgs = projects.flatMap((p) => ['--project', p]);
const run = spawnSync(vitest, ['run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile=${out}`], {
  cwd: root,
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
if (existsSync(out)) {
  const report = JSON.parse(readFileSync(out, 'utf8'));
  passed = report.numPassedTests ?? 0;
  failed = report.numFailedTests ?? 0;
  // A file that fails to load has no tests to count; it still is a failure.
  for (const file of report.testResults ?? []) {
    if (file.status === 'failed' && (file.assertionResults ?? []).length === 0) failed += 1;
  }
}
if (run.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
