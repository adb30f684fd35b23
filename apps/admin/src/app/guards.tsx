import { lazy, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../features/admin/api/auth';
import type { Access } from '../shared/feature';
import { canOpen, firstSection } from '../shared/session/permissions';
import { useSession } from '../shared/session/session-store';
import { menuPath } from './menu';

const Forbidden = lazy(() => import('./notices').then((m) => ({ default: m.Forbidden })));
const NothingToOpen = lazy(() => import('./notices').then((m) => ({ default: m.NothingToOpen })));

/** Without an admin token every screen sends the operator to the login screen (a 999 clears the token). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  useMe(Boolean(token));
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

/** A screen behind its row of the role matrix (the server refuses the calls anyway; this says so up front). */
export function RequireSection({ section, children }: { section: Access; children: ReactNode }) {
  const role = useSession((s) => s.admin?.role);
  return canOpen(role, section) ? children : <Forbidden />;
}

export function HomeRedirect() {
  const role = useSession((s) => s.admin?.role);
  const first = firstSection(role);
  const path = first && menuPath(first);
  return path ? <Navigate to={`/${path}`} replace /> : <NothingToOpen />;
}
