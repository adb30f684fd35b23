#!/usr/bin/env node
// `npm test`: build the clients (the browser tests load them from the real server), then run every vitest
// project once and print the totals as `N skipped, N passed, N failed` (see results.mjs for what counts).
//   --no-build         skip the client build
//   --project NAME     run only these projects (repeatable)
//   --label NAME       name of the results file (.test-results/NAME.json)
//   --config PATH      another vitest config (the tests of this script); other arguments go to vitest as filters
//
// Without filters or --config, each project runs as its own vitest process in the order of test-plan.mjs, with
// its own worker count, and must report at least its floor of files and tests (test-floors.json); a skipped test
// fails unless allowed-skips.json gives the reason. The time of each project is printed before the totals.
//
// A run that hangs is killed and counted as a failure instead of waiting for CI's own limit: a test file whose
// code never yields to the event loop (PGlite answers in microtasks) starves its worker, so even vitest's
// testTimeout never fires and the run prints nothing more. Two bounds, in minutes, overridable by environment:
//   TEST_RUN_LIMIT_MIN      the whole run's wall clock (each project's own bound is in test-plan.mjs; 60 in all)
//   TEST_SILENCE_LIMIT_MIN  time without a line of output (15: vitest prints each file when it ends, and the
//                           longest files, the crash suite and a browser journey, take a few minutes)
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readRun } from './read-results.mjs';
import { formatTotals, recordPathFor } from './results.mjs';
import {
  countedIn,
  FULL_RUN_LIMIT_MIN,
  floorProblem,
  formatDuration,
  PROJECTS,
  projectPlan,
  skipProblems,
} from './test-plan.mjs';

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

const fromEnv = (name) => {
  const v = Number(process.env[name]);
  return Number.isFinite(v) && v > 0 ? v : undefined;
};
const silenceLimitMin = fromEnv('TEST_SILENCE_LIMIT_MIN') ?? 15;

/** Runs vitest as its own process group (its workers die with it) and kills it past either bound. */
function runVitest(vitestArgs, runLimitMin, recordPath) {
  return new Promise((resolve) => {
    const child = spawn(vitest, vitestArgs, {
      cwd: root,
      detached: true,
      stdio: ['inherit', 'pipe', 'pipe'],
      env: {
        ...process.env,
        TEST_UNHANDLED_FILE: recordPath,
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
    const onInt = stop('SIGINT');
    const onTerm = stop('SIGTERM');
    process.once('SIGINT', onInt);
    process.once('SIGTERM', onTerm);
    child.once('close', (status, signal) => {
      clearInterval(watch);
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
      resolve({ status, signal, killed });
    });
  });
}

/** One vitest process; a run killed for hanging leaves one failure that says why, in the files totals.mjs reads. */
async function runOne(extraArgs, runLimitMin, reportPath, name) {
  rmSync(reportPath, { force: true });
  rmSync(recordPathFor(reportPath), { force: true });
  const run = await runVitest(
    ['run', ...extraArgs, ...filters, ...reporters, `--outputFile=${reportPath}`],
    runLimitMin,
    recordPathFor(reportPath),
  );
  if (run.killed) {
    const message = `${run.killed}: killed (a test file hangs)`;
    writeFileSync(
      reportPath,
      JSON.stringify({ testResults: [{ name: `${name} run`, status: 'failed', message, assertionResults: [] }] }),
    );
    writeFileSync(
      recordPathFor(reportPath),
      JSON.stringify({ reason: 'failed', processTimeout: false, unhandledErrors: [] }),
    );
  }
  return run;
}

const runLimitOf = (names) =>
  fromEnv('TEST_RUN_LIMIT_MIN') ??
  Math.min(
    FULL_RUN_LIMIT_MIN,
    names.reduce((n, p) => n + projectPlan(p).limitMin, 0),
  );

const extraProblems = [];
let exitProblem;
if (config !== undefined || filters.length > 0) {
  // A chosen config or chosen files: one vitest process over them, as vitest itself would run them.
  const names = projects.length > 0 ? projects : PROJECTS.map((p) => p.name);
  const run = await runOne(
    [...(config ? ['--config', config] : []), ...projectArgs],
    config === undefined ? runLimitOf(names) : (fromEnv('TEST_RUN_LIMIT_MIN') ?? FULL_RUN_LIMIT_MIN),
    out,
    label,
  );
  if (run.status !== 0) exitProblem = `${label}: vitest exited with ${run.status ?? run.signal}`;
} else {
  // Every chosen project whole, one vitest process each (its workers, its bound), then one merged report.
  const names = projects.length > 0 ? projects : PROJECTS.map((p) => p.name);
  const floors = JSON.parse(readFileSync(join(root, 'scripts', 'test-floors.json'), 'utf8'));
  const allowedSkips = JSON.parse(readFileSync(join(root, 'scripts', 'allowed-skips.json'), 'utf8'));
  const parts = [];
  const times = [];
  const deadline = Date.now() + (fromEnv('TEST_RUN_LIMIT_MIN') ?? FULL_RUN_LIMIT_MIN) * 60_000;
  for (const name of names) {
    const plan = projectPlan(name);
    const reportPath = join(root, '.test-results', label, `${name}.json`);
    mkdirSync(dirname(reportPath), { recursive: true });
    const left = Math.max(0.1, (deadline - Date.now()) / 60_000);
    const started = Date.now();
    const run = await runOne(
      ['--project', name, `--maxWorkers=${plan.workers}`, `--minWorkers=1`],
      Math.min(plan.limitMin, left),
      reportPath,
      name,
    );
    times.push([name, Date.now() - started]);
    const report = readJsonOrNull(reportPath);
    const problem = floorProblem(name, countedIn(report), floors);
    if (problem) extraProblems.push(problem);
    extraProblems.push(...skipProblems(report, allowedSkips).map((p) => `${name}: ${p}`));
    if (run.status !== 0 && readRun(reportPath).failed === 0)
      extraProblems.push(`${name}: vitest exited with ${run.status ?? run.signal} and no failure counted`);
    parts.push({ report, record: readJsonOrNull(recordPathFor(reportPath)), name });
  }
  writeMerged(parts, extraProblems);
  console.log('\ntime per project (wall clock):');
  for (const [name, ms] of times) console.log(`  ${name.padEnd(10)} ${formatDuration(ms)}`);
  console.log(`  ${'total'.padEnd(10)} ${formatDuration(times.reduce((n, [, ms]) => n + ms, 0))}`);
}

function readJsonOrNull(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * The projects' reports as one report and one record at `out`, so CI's totals read one file per pass. A part
 * without a report or record, and each problem found here, become a failed entry that names it.
 */
function writeMerged(parts, problems) {
  const failedEntry = (name, message) => ({ name, status: 'failed', message, assertionResults: [] });
  const testResults = [];
  const record = { reason: 'passed', processTimeout: false, unhandledErrors: [] };
  for (const { report, record: r, name } of parts) {
    if (report) testResults.push(...(report.testResults ?? []));
    else testResults.push(failedEntry(`${name} run`, `${name}: no JSON report (the run crashed or never ran)`));
    if (!r) {
      testResults.push(
        failedEntry(`${name} run`, `${name}: no unhandled-error record (the run crashed before it ended)`),
      );
      continue;
    }
    record.unhandledErrors.push(...(r.unhandledErrors ?? []));
    record.processTimeout ||= Boolean(r.processTimeout);
    if (r.reason === 'interrupted') record.reason = 'interrupted';
    else if (r.reason === 'failed' && record.reason !== 'interrupted') record.reason = 'failed';
  }
  for (const p of problems) testResults.push(failedEntry('test run checks', p));
  writeFileSync(out, JSON.stringify({ testResults }));
  writeFileSync(recordPathFor(out), JSON.stringify(record));
}

const totals = readRun(out);
if (exitProblem && totals.failed === 0) {
  totals.failed = 1;
  totals.problems.push(`${exitProblem} and no failure counted`);
}
for (const problem of totals.problems) console.log(problem);
console.log(formatTotals(totals));
process.exit(totals.failed === 0 ? 0 : 1);
