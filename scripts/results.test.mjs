import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countRun, formatTotals, recordPathFor, sumTotals } from './results.mjs';
import UnhandledReporter from './unhandled-reporter.mjs';

// The fixtures are real Vitest 3 reports of the files in fixtures/src (see its vitest.config.mjs).
const fixtures = join(import.meta.dirname, 'fixtures');
const load = (name) => JSON.parse(readFileSync(join(fixtures, name), 'utf8'));
const run = (name) => countRun(load(`${name}.json`), load(`${name}.unhandled.json`), name);
const line = (totals) => formatTotals(totals);

/**
 * A child process that does not block this worker: a synchronous spawn of a nested vitest run can hold the worker
 * past vitest's fixed 60 s RPC timeout on a loaded machine ("Timeout calling onTaskUpdate").
 */
function spawnAsync(cmd, args, opts = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, opts);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, stdout, stderr }));
  });
}

describe('countRun', () => {
  it('counts a clean run as passed', () => {
    expect(line(run('clean'))).toBe('0 skipped, 3 passed, 0 failed');
  });

  it('counts a file whose beforeAll threw as a failure, not as skipped tests only', () => {
    // hook.t.mjs throws in a top-level beforeAll; dhook.t.mjs in a describe's beforeAll beside a passing test.
    // Counting failed tests alone, this report reads "1 passed, 0 failed".
    const totals = run('hook-failure');
    expect(line(totals)).toBe('3 skipped, 1 passed, 2 failed');
    expect(totals.problems.join('\n')).toContain('browser did not start');
  });

  it('counts a file that fails to import as a failure', () => {
    const totals = run('import-failure');
    expect(line(totals)).toBe('0 skipped, 0 passed, 1 failed');
    expect(totals.problems[0]).toContain('missing-module.mjs');
  });

  it('counts an error thrown outside any test as a failure although the JSON report says success', () => {
    expect(load('unhandled-error.json').success).toBe(true);
    const totals = run('unhandled-error');
    expect(line(totals)).toBe('0 skipped, 2 passed, 1 failed');
    expect(totals.problems[0]).toContain('late boom');
  });

  it('reports skipped and todo tests', () => {
    expect(line(run('skipped'))).toBe('2 skipped, 1 passed, 0 failed');
  });

  it('counts a missing report or record as a failure', () => {
    expect(countRun(null, load('clean.unhandled.json'), 'x').failed).toBe(1);
    expect(countRun(load('clean.json'), null, 'x').failed).toBe(1);
  });

  it('counts an interrupted run and workers that did not exit as failures', () => {
    const record = { reason: 'interrupted', processTimeout: true, unhandledErrors: [] };
    expect(line(countRun(load('clean.json'), record, 'x'))).toBe('0 skipped, 3 passed, 2 failed');
  });

  it('sums runs and keeps "N passed, N failed" as the last words', () => {
    const sum = sumTotals([run('clean'), run('skipped'), run('hook-failure')]);
    expect(line(sum)).toBe('5 skipped, 5 passed, 2 failed');
    expect(line(sum)).toMatch(/(\d+) passed, (\d+) failed$/);
  });
});

describe('unhandled reporter', () => {
  it('records unhandled errors of a real run next to the JSON report', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'results-'));
    const report = join(dir, 'run.json');
    const vitest = join(import.meta.dirname, '..', 'node_modules', '.bin', 'vitest');
    const args = ['run', '--config', join(fixtures, 'src', 'vitest.config.mjs'), 'unh.t.mjs'];
    const reporters = ['--reporter=json', `--reporter=${join(import.meta.dirname, 'unhandled-reporter.mjs')}`];
    const child = await spawnAsync(vitest, [...args, ...reporters, `--outputFile=${report}`], {
      env: { ...process.env, TEST_UNHANDLED_FILE: recordPathFor(report) },
    });
    expect(child.status).toBe(1);
    const totals = countRun(
      JSON.parse(readFileSync(report, 'utf8')),
      JSON.parse(readFileSync(recordPathFor(report), 'utf8')),
      'run',
    );
    expect(line(totals)).toBe('0 skipped, 2 passed, 1 failed');
  });

  it('rewrites its record when the workers time out after the run', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'results-')), 'r.unhandled.json');
    const reporter = new UnhandledReporter();
    reporter.file = file;
    reporter.onTestRunEnd([], [], 'passed');
    expect(JSON.parse(readFileSync(file, 'utf8')).processTimeout).toBe(false);
    reporter.onProcessTimeout();
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      reason: 'passed',
      processTimeout: true,
      unhandledErrors: [],
    });
  });
});

describe('totals.mjs', () => {
  const totals = (...names) =>
    spawnAsync('node', [join(import.meta.dirname, 'totals.mjs'), ...names.map((n) => join(fixtures, n))]);

  it('prints the honest line last and fails on a hook error', async () => {
    const child = await totals('hook-failure.json', 'clean.json');
    expect(child.stdout.trim().split('\n').at(-1)).toBe('3 skipped, 4 passed, 2 failed');
    expect(child.status).toBe(1);
  });

  it('counts every named report that is missing as a failure (CI names the PostgreSQL pass only when it ran)', async () => {
    const later = await totals('clean.json', 'absent.json');
    expect(later.stdout.trim().split('\n').at(-1)).toBe('0 skipped, 3 passed, 2 failed');
    expect(later.status).toBe(1);
    expect((await totals('absent.json')).stdout.trim().split('\n').at(-1)).toBe('0 skipped, 0 passed, 2 failed');
  });
});
