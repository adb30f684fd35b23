import { Spin } from 'antd';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import type { AdminFeature, AdminRoute } from '../shared/feature';
import { loadTexts } from '../shared/i18n/i18n';
import { FEATURES } from './features';
import { HomeRedirect, RequireAuth, RequireSection } from './guards';

// The signed-in layout (side menu, header) is not needed by the login screen: it comes with the first signed-in screen.
const AdminLayout = lazy(() => import('./admin-layout').then((m) => ({ default: m.AdminLayout })));

function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>{children}</Suspense>;
}

/** A route's page, fetched with its feature's texts in the current language (one wait, not two in a row). */
function page(feature: AdminFeature, route: AdminRoute): ReactNode {
  const Page = lazy(async () => {
    const [module] = await Promise.all([route.load(), feature.texts && loadTexts(feature.texts)]);
    return module;
  });
  const screen =
    route.section === 'public' ? <Page /> : <RequireSection section={route.section}>{<Page />}</RequireSection>;
  return <Loading>{screen}</Loading>;
}

/** Every feature's routes: the public ones (login) on their own, the others inside the signed-in layout. */
export function routeObjects(features: readonly AdminFeature[]): RouteObject[] {
  const all = features.flatMap((feature) => feature.routes.map((route) => ({ feature, route })));
  const object = ({ feature, route }: (typeof all)[number]) => ({ path: route.path, element: page(feature, route) });
  return [
    ...all.filter(({ route }) => route.section === 'public').map(object),
    {
      path: '/',
      element: (
        <RequireAuth>
          <Loading>
            <AdminLayout />
          </Loading>
        </RequireAuth>
      ),
      children: [
        {
          index: true,
          element: (
            <Loading>
              <HomeRedirect />
            </Loading>
          ),
        },
        ...all.filter(({ route }) => route.section !== 'public').map(object),
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

const ROUTES = routeObjects(FEATURES);

/**
 * The screen of the address. Matched by a plain <BrowserRouter> (app.tsx), not a data router: no screen uses
 * loaders or actions, and the data router's code (~12 KB gzip) would be in front of the login screen.
 */
export function AppRoutes() {
  return useRoutes(ROUTES);
}
