/**
 * The Node version the README names is the one every installed package supports (issue 29 item 23): a package
 * in the lockfile whose `engines.node` excludes it makes `npm install` warn EBADENGINE on the promised Node.
 * Ranges are read by `semver`, npm's own reader.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const satisfies = (version: string, range: string) => semver.satisfies(version, range, { loose: true });

const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { engines?: { node?: string } | string[] }>;
};
const promised = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }).engines
  .node;
const floor = promised.replace(/^>=\s*/, '');
/** The lowest Node the range admits, as a full version (`>=20.19` → 20.19.0). */
const lowest = semver.minVersion(promised)?.version ?? '0.0.0';

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
      return range && !satisfies(lowest, range) ? [`${path.replace(/^.*node_modules\//, '')}: node ${range}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
