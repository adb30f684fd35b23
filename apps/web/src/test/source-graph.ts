/**
 * The app's source files and their relative imports, read from disk, for tests about the code's shape (import
 * direction, which texts a page shows). Static `import … from` and dynamic `import('…')` are told apart.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Every non-test source file under `dir`. */
export function sources(dir = SRC): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'test' ? [] : sources(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

/** Resolves a relative specifier written in `from` to a source file, if it is one. */
export function resolveSpec(from: string, spec: string, all: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), spec);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => all.has(c));
}

export type Imports = { static: string[]; dynamic: string[] };

/** Relative imports of a file, resolved to source files. */
export function importsOf(file: string, all: ReadonlySet<string>): Imports {
  const text = readFileSync(file, 'utf8');
  const pick = (re: RegExp) =>
    [...text.matchAll(re)].flatMap((m) => resolveSpec(file, m[1] as string, all) ?? []).filter(Boolean);
  return {
    static: pick(/(?:from|^import)\s*'(\.{1,2}\/[^']+)'/gm),
    dynamic: pick(/import\s*\(\s*'(\.{1,2}\/[^']+)'\s*\)/g),
  };
}

export function sourceGraph(dir = SRC) {
  const files = sources(dir);
  const all = new Set(files);
  const graph = new Map(files.map((f) => [f, importsOf(f, all)]));
  /**
   * Files reachable from `start` (itself included), following static imports, and dynamic ones when asked; files in
   * `stopAt` are not entered (nor listed).
   */
  const closure = (
    start: string,
    { dynamic, stopAt }: { dynamic: boolean; stopAt?: ReadonlySet<string> },
  ): string[] => {
    const seen = new Set<string>();
    const visit = (f: string) => {
      if (seen.has(f) || stopAt?.has(f)) return;
      seen.add(f);
      const out = graph.get(f);
      for (const to of [...(out?.static ?? []), ...(dynamic ? (out?.dynamic ?? []) : [])]) visit(to);
    };
    visit(start);
    return [...seen];
  };
  return { files, all, graph, closure, rel: (f: string) => relative(dir, f) };
}
