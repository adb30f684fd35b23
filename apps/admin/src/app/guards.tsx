import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../shared/session/session-store';

/**
 * Without an admin token every screen sends the operator to the login screen (a 999 clears the token). Part of the
 * entry: a visitor is sent on before any signed-in code is fetched.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}
