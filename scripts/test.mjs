#!/usr/bin/env node
// `npm test`: build the clients (the browser tests load them from the real server), then run every vitest
// project once and print the totals as `N skipped, N passed, N failed` (see results.mjs for what counts).
//   --no-build         skip the client build
//   --project NAME     run only these projects (repeatable)
//   --label NAME       name of the results file (.test-results/NAME.json)
//   --config PATH      another vitest config (the tests of this script); other arguments go to vitest as filters
//
// A run that hangs is killed and counted as a failure instead of waiting for CI's own limit: a test file whose
// code never yields to the event loop (PGlite answers in microtasks) starves its worker, so even vitest's
// testTimeout never fires and the run prints nothing more. Two bounds, in minutes, overridable by environment:
//   TEST_RUN_LIMIT_MIN      the whole run's wall clock (default by project below; 60 for every project)
//   TEST_SILENCE_LIMIT_MIN  time without a line of output (15: vitest prints each file when it ends, and the
//                           longest files, the crash suite and a browser journey, take a few minutes)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRun } from './read-results.mjs';
import { formatTotals, recordPathFor } from './results.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const projects = [];
const filters = [];
let label = 'all';
let build = true;
let config;
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--no-build') build = false;
  else if (args[i] === '--project') projects.push(args[++i]);
  else if (args[i] === '--label') label = args[++i];
  else if (args[i] === '--config') config = args[++i];
  else filters.push(args[i]);
}
const wantsBrowser = config === undefined && (projects.length === 0 || projects.includes('e2e'));

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

/**
 * Minutes a run of one project may take, about twice its time on CI (the whole `npm test` ~30 min, the server
 * suite on PostgreSQL ~10 min). A run of several projects gets their sum, at most the full run's 60.
 */
const RUN_LIMIT_MIN = {
  money: 5,
  pricelog: 5,
  api: 5,
  i18n: 5,
  scripts: 10,
  server: 25,
  crash: 15,
  web: 15,
  admin: 15,
  checks: 20,
  e2e: 40,
};
const FULL_RUN_LIMIT_MIN = 60;
const fromEnv = (name) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : undefined;
};
const runLimitMin =
  fromEnv('TEST_RUN_LIMIT_MIN') ??
  (projects.length === 0
    ? FULL_RUN_LIMIT_MIN
    : Math.min(
        FULL_RUN_LIMIT_MIN,
        projects.reduce((n, p) => n + (RUN_LIMIT_MIN[p] ?? 15), 0),
      ));
const silenceLimitMin = fromEnv('TEST_SILENCE_LIMIT_MIN') ?? 15;

/** Runs vitest as its own process group (its workers die with it) and kills it past either bound. */
function runVitest(vitestArgs) {
  return new Promise((resolve) => {
    const child = spawn(vitest, vitestArgs, {
      cwd: root,
      detached: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        TEST_UNHANDLED_FILE: recordPathFor(out),
        ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}),
      },
    });
    const started = Date.now();
    let lastOutput = started;
    let killed;
    const killGroup = (signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    const forward = (to) => (chunk) => {
      lastOutput = Date.now();
      to.write(chunk);
    };
    child.stdout.on('data', forward(process.stdout));
    child.stderr.on('data', forward(process.stderr));
    const minutes = (ms) => Math.round(ms / 6_000) / 10;
    const watch = setInterval(
      () => {
        const now = Date.now();
        if (now - started > runLimitMin * 60_000) {
          killed = `vitest ran past its limit of ${runLimitMin} min`;
        } else if (now - lastOutput > silenceLimitMin * 60_000) {
          killed = `vitest printed nothing for ${minutes(now - lastOutput)} min (limit ${silenceLimitMin} min)`;
        } else return;
        clearInterval(watch);
        console.log(`\n${killed}: killed. A test file hangs (a loop that never yields starves its worker's timers).`);
        killGroup('SIGKILL');
      },
      Math.min(5_000, silenceLimitMin * 15_000),
    );
    const stop = (signal) => () => {
      killGroup(signal);
      process.exit(130);
    };
    process.once('SIGINT', stop('SIGINT'));
    process.once('SIGTERM', stop('SIGTERM'));
    child.once('close', (status, signal) => {
      clearInterval(watch);
      resolve({ status, signal, killed });
    });
  });
}

const run = await runVitest([
  'run',
  ...(config ? ['--config', config] : []),
  ...projectArgs,
  ...filters,
  ...reporters,
  `--outputFile=${out}`,
]);

if (run.killed) {
  // What the run left is partial at best: one failure that says why, in the files totals.mjs reads again.
  const message = `${run.killed}: killed (a test file hangs)`;
  writeFileSync(
    out,
    JSON.stringify({ testResults: [{ name: `${label} run`, status: 'failed', message, assertionResults: [] }] }),
  );
  writeFileSync(recordPathFor(out), JSON.stringify({ reason: 'failed', processTimeout: false, unhandledErrors: [] }));
}

const totals = readRun(out);
if (run.status !== 0 && totals.failed === 0) {
  totals.failed = 1;
  totals.problems.push(`${label}: vitest exited with ${run.status ?? run.signal} and no failure counted`);
}
for (const problem of totals.problems) console.log(problem);
console.log(formatTotals(totals));
process.exit(totals.failed === 0 ? 0 : 1);
