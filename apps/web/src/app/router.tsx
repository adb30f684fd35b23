import { type RouteObject, useLocation, useRoutes } from 'react-router';
import { RequireAuth } from '../features/accounts/components/require-auth';
import { LazyPage, type PageLoader, preloadPage } from '../lib/lazy-page';
import type { RouteDef } from '../lib/routes-registry';
import { normalizeRoute } from '../lib/routes-registry';
import { RootLayout } from './root-layout';
import { ROUTES } from './route-table';
import { TabLayout } from './tab-layout';

function toRoute({ path, load, texts, auth }: RouteDef): RouteObject {
  const page = <LazyPage loader={load} texts={texts} />;
  return { path, element: auth ? <RequireAuth>{page}</RequireAuth> : page };
}

const notFound: PageLoader = () => import('./not-found-page');

const tabRoutes = ROUTES.filter((r) => r.tab).map(toRoute);
const otherRoutes = ROUTES.filter((r) => !r.tab).map(toRoute);
const rootElement = <RootLayout />;
const tabElement = <TabLayout />;

export const routes: RouteObject[] = [
  {
    element: rootElement,
    children: [
      { element: tabElement, children: tabRoutes },
      ...otherRoutes,
      { path: '*', element: <LazyPage loader={notFound} /> },
    ],
  },
];

/** The router's own reading of a path: case-insensitive, trailing slashes ignored. */
const keyOf = (pathname: string) => pathname.toLowerCase().replace(/(.)\/+$/, '$1');

/**
 * Each page's branch of the tree on its own (root layout, tab layout for a tab, the page), built from the same
 * route objects as `routes`. react-router ranks and compiles every route of the table on each render of the
 * routes (about 180 here: 5–13 ms a navigation, four times that on Lighthouse's phone, ahead of the first paint);
 * a page's branch holds one. Every path of the table is static, so for a path in the table the one-page branch
 * matches exactly what the whole table would (router.test.ts checks every path); any other path gets the whole
 * table, so the not-found page and anything unusual are the router's to match as before.
 */
const branches = new Map<string, RouteObject[]>();
for (const route of tabRoutes) {
  const key = keyOf(route.path ?? '');
  if (!branches.has(key))
    branches.set(key, [{ element: rootElement, children: [{ element: tabElement, children: [route] }] }]);
}
for (const route of otherRoutes) {
  const key = keyOf(route.path ?? '');
  if (!branches.has(key)) branches.set(key, [{ element: rootElement, children: [route] }]);
}

const defs = new Map<string, RouteDef>();
for (const def of ROUTES) if (!defs.has(keyOf(def.path))) defs.set(keyOf(def.path), def);

/**
 * Loads the page of the route in `hash` (its chunk and texts), resolving when it is in or has failed; at once for
 * a path the table does not hold, and for a protected page without a session (the login page is shown instead).
 */
export function preloadRoute(hash: string, signedIn: boolean): Promise<void> {
  const def = defs.get(keyOf(normalizeRoute(hash)));
  if (!def || (def.auth && !signedIn)) return Promise.resolve();
  return preloadPage(def.load, def.texts);
}

export function routesFor(pathname: string): RouteObject[] {
  return branches.get(keyOf(pathname)) ?? routes;
}

/**
 * The app's routes in the declarative router (`<HashRouter>` in main.tsx): no loaders or actions are used, and
 * the data router's code (about 15 KB gzip) stays out of the first screen.
 */
export function AppRoutes() {
  const { pathname } = useLocation();
  return useRoutes(routesFor(pathname));
}
