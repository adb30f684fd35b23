import type { ReactNode } from 'react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useRoutes } from 'react-router';

/**
 * Routes in memory for a component test, in the declarative router the app runs (main.tsx): `element` to render,
 * `location()` for where the screen navigated to.
 */
export function memoryRouter(
  routes: RouteObject[],
  initialEntries: string[],
): { element: ReactNode; location(): Location } {
  const seen: { location: Location | null } = { location: null };
  function Routes() {
    seen.location = useLocation();
    return useRoutes(routes);
  }
  return {
    element: (
      <MemoryRouter initialEntries={initialEntries}>
        <Routes />
      </MemoryRouter>
    ),
    location: () => {
      if (!seen.location) throw new Error('memoryRouter: not rendered yet');
      return seen.location;
    },
  };
}
