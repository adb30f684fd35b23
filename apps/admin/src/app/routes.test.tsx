import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { publicRoutes } from '../features/admin/public-routes';
import type { AdminFeature } from '../shared/feature';
import { FEATURES } from './features';
import { routeObjects } from './router';
import { signedInRoutes } from './signed-in';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const paths = (routes: RouteObject[]): string[] =>
  routes.flatMap((r) => [...(r.path ? [r.path] : []), ...paths(r.children ?? [])]);
const all = FEATURES.flatMap((f) => f.routes);

describe('route tables', () => {
  it('the entry routes the public screens of the feature list and sends every other address on', () => {
    expect(publicRoutes).toEqual(all.filter((r) => r.section === 'public'));
    expect(paths(routeObjects(publicRoutes))).toEqual([...publicRoutes.map((r) => r.path), '*']);
  });

  it('the signed-in chunk routes every other screen of the feature list, inside the layout', () => {
    const [layout, rest] = signedInRoutes(FEATURES);
    expect(layout?.path).toBeUndefined();
    expect(paths(layout?.children ?? [])).toEqual(all.filter((r) => r.section !== 'public').map((r) => r.path));
    expect(rest?.path).toBe('*');
  });

  it('fetch no page while the tables are built (every page is lazy)', () => {
    const load = vi.fn(() => new Promise<never>(() => undefined));
    const fake: AdminFeature = {
      name: 'fake',
      routes: [
        { section: 'public', path: 'open', load },
        { section: 'users', path: 'closed', load },
      ],
    };
    routeObjects(fake.routes.filter((r) => r.section === 'public'));
    signedInRoutes([fake]);
    expect(load).not.toHaveBeenCalled();
  });
});

/** The files main.tsx reaches through static imports (relative ones), and the packages those files import. */
function entryClosure() {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(file, 'utf8');
    for (const [, spec] of text.matchAll(/^(?:import|export)\s[^;]*?from\s*'([^']+)'|^import\s*'([^']+)'/gms)) {
      if (!spec) continue;
      if (!spec.startsWith('.')) {
        packages.add(spec);
        continue;
      }
      const base = resolve(dirname(file), spec);
      const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((c) => readdirSafe(c));
      if (found) visit(found);
    }
  };
  visit(join(SRC, 'main.tsx'));
  return { files: [...files].map((f) => relative(SRC, f)), packages: [...packages] };
}

function readdirSafe(file: string): boolean {
  try {
    return readdirSync(dirname(file)).includes(file.slice(dirname(file).length + 1));
  } catch {
    return false;
  }
}

describe('the entry (in front of the login screen; scripts/budgets.mjs weighs it)', () => {
  const { files, packages } = entryClosure();

  it('holds no page, feature list, menu or signed-in layout', () => {
    expect(files).toContain('app/router.tsx');
    expect(
      files.filter((f) => /\/pages\/|\/routes\.tsx$|^app\/(features|menu|signed-in|admin-layout)\./.test(f)),
    ).toEqual([]);
  });

  it('imports neither react-query, antd nor the icons', () => {
    expect(packages.filter((p) => /^@tanstack|^antd(\/|$)|^@ant-design\//.test(p))).toEqual([]);
  });
});
