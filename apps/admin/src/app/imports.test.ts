/**
 * Imports flow shared → features → app: no file outside app/ (and the entry main.tsx) imports app/, and the source has no
 * import cycle (a cycle between app and features would make every capability edit the app again).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return sources(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** Relative imports of a file, resolved to source files (static and dynamic `import('./x')`). */
function importsOf(file: string, all: Set<string>): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] as string);
  return specs.flatMap((spec) => {
    const base = resolve(dirname(file), spec);
    const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => all.has(c));
    return found ? [found] : [];
  });
}

const files = sources(SRC);
const all = new Set(files);
const graph = new Map(files.map((f) => [f, importsOf(f, all)]));
const rel = (f: string) => relative(SRC, f);

describe('imports', () => {
  it('nothing outside app/ (and the entry main.tsx) imports app/', () => {
    const bad = files
      .filter((f) => !rel(f).startsWith('app/') && rel(f) !== 'main.tsx')
      .flatMap((f) =>
        (graph.get(f) ?? []).filter((to) => rel(to).startsWith('app/')).map((to) => `${rel(f)} → ${rel(to)}`),
      );
    expect(bad).toEqual([]);
  });

  it('have no cycle', () => {
    const state = new Map<string, 'open' | 'done'>();
    const cycles: string[] = [];
    const visit = (f: string, path: string[]) => {
      if (state.get(f) === 'done') return;
      if (state.get(f) === 'open') {
        cycles.push([...path.slice(path.indexOf(f)), f].map(rel).join(' → '));
        return;
      }
      state.set(f, 'open');
      for (const to of graph.get(f) ?? []) visit(to, [...path, f]);
      state.set(f, 'done');
    };
    for (const f of files) visit(f, []);
    expect(cycles).toEqual([]);
  });
});
