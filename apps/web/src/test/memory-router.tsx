import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';

type Seen = { location: Location | null };

function SeenRoutes({ routes, seen }: { routes: RouteObject[]; seen: Seen }) {
  seen.location = useLocation();
  return useRoutes(routes);
}

/**
 * Routes in memory for a component test, in the declarative router the app runs (main.tsx): `element` to render,
 * `location()` for where the screen navigated to.
 */
export function memoryRouter(
  routes: RouteObject[],
  initialEntries: string[],
): { element: ReactNode; location(): Location } {
  const seen: Seen = { location: null };
  return {
    element: (
      <MemoryRouter initialEntries={initialEntries}>
        <SeenRoutes routes={routes} seen={seen} />
      </MemoryRouter>
    ),
    location: () => {
      if (!seen.location) throw new Error('memoryRouter: not rendered yet');
      return seen.location;
    },
  };
}
