/**
 * The Node version the README names is the one every installed package supports (issue 29 item 23): a package
 * in the lockfile whose `engines.node` excludes it makes `npm install` warn EBADENGINE on the promised Node.
 * A small reader of the range forms npm packages use (`>=`, `>`, `<`, `<=`, `^`, `~`, `20`, `8.x`, `||`), so the
 * check needs no dependency.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
type Version = [number, number, number];

const parse = (v: string): { at: Version; given: number } => {
  const parts = v
    .replace(/^v/, '')
    .split('.')
    .filter((p) => p !== '' && p !== 'x' && p !== '*');
  const n = parts.map(Number);
  return { at: [n[0] ?? 0, n[1] ?? 0, n[2] ?? 0], given: parts.length };
};
const cmp = (a: Version, b: Version) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
/** The first version above a partial one: `8` → 9.0.0, `8.3` → 8.4.0. */
const bump = ({ at, given }: { at: Version; given: number }): Version =>
  given <= 1 ? [at[0] + 1, 0, 0] : given === 2 ? [at[0], at[1] + 1, 0] : [at[0], at[1], at[2] + 1];

function satisfiesComparator(v: Version, c: string): boolean {
  const m = /^(>=|<=|>|<|\^|~|=)?\s*(.+)$/.exec(c);
  if (!m || m[2] === '*') return true;
  const op = m[1] ?? '';
  const p = parse(m[2] as string);
  if (op === '>=') return cmp(v, p.at) >= 0;
  if (op === '>') return cmp(v, p.at) > 0;
  if (op === '<=') return cmp(v, p.at) <= 0;
  if (op === '<') return cmp(v, p.at) < 0;
  if (op === '^') return cmp(v, p.at) >= 0 && cmp(v, bump({ at: p.at, given: p.at[0] > 0 ? 1 : 2 })) < 0;
  if (op === '~') return cmp(v, p.at) >= 0 && cmp(v, bump({ at: p.at, given: Math.min(p.given, 2) })) < 0;
  return p.given === 3 ? cmp(v, p.at) === 0 : cmp(v, p.at) >= 0 && cmp(v, bump(p)) < 0;
}

export function satisfies(version: string, range: string): boolean {
  const v = parse(version).at;
  return range.split('||').some((alt) =>
    alt
      .trim()
      .replace(/(>=|<=|>|<|\^|~|=)\s+/g, '$1')
      .split(/\s+/)
      .every((c) => satisfiesComparator(v, c)),
  );
}

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};
const promised = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;
const floor = promised.replace(/^>=\s*/, '');

describe('engines', () => {
  it('reads the range forms of the lockfile', () => {
    expect(satisfies('20.19.0', '>=22')).toBe(false);
    expect(satisfies('20.19.0', '>=22.12.0')).toBe(false);
    expect(satisfies('20.19.0', '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies('20.19.0', '^20.9.0')).toBe(true);
    expect(satisfies('20.19.0', '20 || >=22')).toBe(true);
    expect(satisfies('20.19.0', '18 || >=22')).toBe(false);
    expect(satisfies('20.19.0', '6.* || 8.* || >= 10.*')).toBe(true);
    expect(satisfies('20.19.0', '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies('20.19.0', '~20.18.0')).toBe(false);
  });

  it('the README names the Node of package.json engines', () => {
    expect(promised).toMatch(/^>=\s*\d+\.\d+/);
    expect(readFileSync(join(root, 'README.md'), 'utf8')).toContain(`Node.js ${floor}+`);
  });

  it('every package in the lockfile supports that Node (no EBADENGINE on install)', () => {
    const refusing = Object.entries(lock.packages).flatMap(([path, p]) => {
      const range = Array.isArray(p.engines) ? undefined : p.engines?.node;
      return range && !satisfies(floor, range) ? [`${path.replace(/^.*node_modules\//, '')}: node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
