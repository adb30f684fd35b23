import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Navigate, type RouteObject, useRoutes } from 'react-router';
import { useMe } from '../features/admin/api/auth';
import type { Access, AdminFeature, AdminRoute } from '../shared/feature';
import { useSession } from '../shared/session/session-store';
import { AdminLayout } from './admin-layout';
import { AntdFrame } from './antd-frame';
import { FEATURES } from './features';
import { lazyPage } from './lazy-page';
import { Loading } from './loading';
import { HomeRedirect, RequireSection } from './section-guards';

// Everything behind the sign-in, fetched as one chunk once there is a token (router.tsx): the feature list with
// its menus, the layout, the query client and antd. The login screen needs none of it.

const queryClient = new QueryClient({
  defaultOptions: {
    // Errors were already shown by the request helper; retrying would only repeat the message.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 },
    mutations: { retry: false },
  },
});

// Signing out (or a 999) drops every cached answer, so the next admin never sees the previous one's data.
useSession.subscribe((state, prev) => {
  if (prev.token && !state.token) queryClient.clear();
});

/** Every feature's signed-in routes, inside the layout; each page behind its section of the role matrix. */
export function signedInRoutes(features: readonly AdminFeature[]): RouteObject[] {
  const routes = features.flatMap((feature) =>
    feature.routes
      .filter((route): route is AdminRoute & { section: Access } => route.section !== 'public')
      .map((route) => {
        const Page = lazyPage(route, feature.texts);
        return {
          path: route.path,
          element: (
            <Loading>
              <RequireSection section={route.section}>
                <Page />
              </RequireSection>
            </Loading>
          ),
        };
      }),
  );
  return [
    {
      element: <AdminLayout />,
      children: [
        {
          index: true,
          element: (
            <Loading>
              <HomeRedirect />
            </Loading>
          ),
        },
        ...routes,
      ],
    },
    { path: '*', element: <Navigate to="/" replace /> },
  ];
}

const ROUTES = signedInRoutes(FEATURES);

function Screens() {
  // The signed-in admin is refreshed on every start (a role may have changed since login).
  useMe(true);
  return useRoutes(ROUTES);
}

export default function SignedIn() {
  return (
    <AntdFrame>
      <QueryClientProvider client={queryClient}>
        <Screens />
      </QueryClientProvider>
    </AntdFrame>
  );
}
