import { spawnSync } from 'node:child_process';
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

function run(cmd: string, args: string[]): { status: number | null; output: string } {
  const r = spawnSync(join(root, 'node_modules', '.bin', cmd), args, { cwd: root, encoding: 'utf8' });
  return { status: r.status, output: `${r.stdout}${r.stderr}` };
}

describe('type-check', () => {
  it.each(WORKSPACES)('%s compiles under strict TypeScript', (ws) => {
    const { status, output } = run('tsc', ['-p', join(ws, 'tsconfig.json')]);
    expect(output).toBe('');
    expect(status).toBe(0);
  });
});

describe('lint', () => {
  it('biome finds no errors', () => {
    const { status, output } = run('biome', ['check', '--diagnostic-level=error', '.']);
    expect(status, output.slice(-4000)).toBe(0);
  });
});
