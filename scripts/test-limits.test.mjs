import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

/** `npm test`'s script on the fixture that hangs, with bounds of a few seconds; answers status, output and time. */
function runHanging(env) {
  const label = `hang-check-${process.pid}-${Date.now()}`;
  const args = [
    'scripts/test.mjs',
    '--no-build',
    '--label',
    label,
    '--config',
    'scripts/fixtures/src/vitest.config.mjs',
  ];
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('node', [...args, 'hang.t.mjs'], { cwd: root, env: { ...process.env, ...env } });
    let stdout = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', () => {});
    child.once('error', reject);
    child.once('close', (status) => {
      const report = join(root, '.test-results', `${label}.json`);
      const written = existsSync(report);
      rmSync(report, { force: true });
      rmSync(report.replace(/\.json$/, '.unhandled.json'), { force: true });
      resolve({ status, stdout, ms: Date.now() - started, written });
    });
  });
}

describe('test.mjs bounds on a hanging run', () => {
  it('kills a run that prints nothing for too long, and counts it as one failure', async () => {
    const r = await runHanging({ TEST_SILENCE_LIMIT_MIN: '0.1', TEST_RUN_LIMIT_MIN: '5' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/vitest printed nothing for [\d.]+ min \(limit 0\.1 min\): killed/);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 skipped, 0 passed, 1 failed');
    expect(r.written).toBe(true);
    expect(r.ms).toBeLessThan(45_000);
  });

  it('kills a run past its wall-clock limit', async () => {
    const r = await runHanging({ TEST_SILENCE_LIMIT_MIN: '5', TEST_RUN_LIMIT_MIN: '0.15' });
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/vitest ran past its limit of 0\.15 min: killed/);
    expect(r.stdout.trim().split('\n').at(-1)).toBe('0 skipped, 0 passed, 1 failed');
  });
});
