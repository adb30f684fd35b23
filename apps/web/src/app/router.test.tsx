import { matchRoutes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ROUTES } from './route-table';

// The root layout's update prompt reads the PWA plugin's virtual module, which exists only in the build.
vi.mock('./pwa-register', () => ({ useRegisterSW: () => ({}) }));

import { routes, routesFor } from './router';

/** What the router would render for a path: the route objects it matched, outermost first, and their params. */
const matched = (tree: Parameters<typeof matchRoutes>[0], path: string) =>
  matchRoutes(tree, path)?.map((m) => ({
    path: m.route.path,
    element: m.route.element,
    params: m.params,
    pathname: m.pathname,
  }));

describe('one page branch per path', () => {
  const variants = (path: string) => [path, `${path}/`, `${path}//`, path.toUpperCase(), path.replace(/^\//, '//')];

  it('matches every path of the table (and its case and trailing-slash variants) as the whole table does', () => {
    for (const { path } of ROUTES) {
      for (const p of variants(path)) {
        expect(matched(routesFor(p), p), p).toEqual(matched(routes, p));
        const mine = matched(routesFor(p), p) ?? [];
        const all = matched(routes, p) ?? [];
        for (const [i, m] of mine.entries()) expect(m.element, p).toBe(all[i]?.element);
      }
    }
  });

  it('uses a one-page branch for a known path and the whole table for any other', () => {
    const [branch] = routesFor('/pages/fund/assets');
    expect(branch?.children?.flatMap((c) => c.children ?? [c]).length).toBe(1);
    expect(routesFor('/no/such/page')).toBe(routes);
    expect(matched(routesFor('/no/such/page'), '/no/such/page')?.at(-1)?.path).toBe('*');
  });
});
