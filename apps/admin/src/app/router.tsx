import { lazy, Suspense } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { publicRoutes } from '../features/admin/public-routes';
import type { AdminRoute } from '../shared/feature';
import { RequireAuth } from './guards';
import { lazyPage } from './lazy-page';
import { Waiting } from './waiting';

// The entry routes the public screens itself and leaves every other address to the signed-in chunk: the feature
// list (menus, icons, their words in 8 languages), the layout, react-query and antd are not in front of the login.
const SignedIn = lazy(() => import('./signed-in'));

export function routeObjects(publicScreens: readonly AdminRoute[]): RouteObject[] {
  return [
    ...publicScreens.map((route) => {
      const Page = lazyPage(route);
      return {
        path: route.path,
        element: (
          <Suspense fallback={<Waiting fill />}>
            <Page />
          </Suspense>
        ),
      };
    }),
    {
      path: '*',
      element: (
        <RequireAuth>
          <Suspense fallback={<Waiting />}>
            <SignedIn />
          </Suspense>
        </RequireAuth>
      ),
    },
  ];
}

const ROUTES = routeObjects(publicRoutes);

/**
 * The screen of the address. Matched by a plain <BrowserRouter> (app.tsx), not a data router: no screen uses
 * loaders or actions, and the data router's code (~12 KB gzip) would be in front of the login screen.
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
