import { type RouteObject, useRoutes } from 'react-router';
import { RequireAuth } from '../features/accounts/components/require-auth';
import { LazyPage, type PageLoader } from '../lib/lazy-page';
import type { RouteDef } from '../lib/routes-registry';
import { RootLayout } from './root-layout';
import { ROUTES } from './route-table';
import { TabLayout } from './tab-layout';

function toRoute({ path, load, texts, auth }: RouteDef): RouteObject {
  const page = <LazyPage loader={load} texts={texts} />;
  return { path, element: auth ? <RequireAuth>{page}</RequireAuth> : page };
}

const notFound: PageLoader = () => import('./not-found-page');

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { element: <TabLayout />, children: ROUTES.filter((r) => r.tab).map(toRoute) },
      ...ROUTES.filter((r) => !r.tab).map(toRoute),
      { path: '*', element: <LazyPage loader={notFound} /> },
    ],
  },
];

/**
 * The app's routes in the declarative router (`<HashRouter>` in main.tsx): no loaders or actions are used, and
 * the data router's code (about 15 KB gzip) stays out of the first screen.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
