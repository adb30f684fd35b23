import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Type-check and lint belong to `npm test` so CI fails on a type error or a lint error, not only on a red test.
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const WORKSPACES = [
  'packages/money',
  'packages/api',
  'packages/i18n',
  'apps/server',
  'apps/web',
  'apps/admin',
  'e2e',
  'bench',
];

/**
 * Runs a tool without blocking this worker: a synchronous spawn of tsc held the worker's event loop past vitest's
 * fixed 60 s RPC timeout on a loaded machine ("Timeout calling onTaskUpdate"), which failed a run with every test green.
 */
function run(cmd: string, args: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(join(root, 'node_modules', '.bin', cmd), args, { cwd: root });
    let output = '';
    child.stdout.on('data', (d) => {
      output += d;
    });
    child.stderr.on('data', (d) => {
      output += d;
    });
    child.once('error', reject);
    child.once('close', (status) => resolve({ status, output }));
  });
}

describe('type-check', () => {
  it.each(WORKSPACES)('%s compiles under strict TypeScript', async (ws) => {
    const { status, output } = await run('tsc', ['-p', join(ws, 'tsconfig.json')]);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});

describe('lint', () => {
  it('biome finds no errors', async () => {
    const { status, output } = await run('biome', ['check', '--diagnostic-level=error', '.']);
    expect(status, output.slice(-4000)).toBe(0);
  });
});
