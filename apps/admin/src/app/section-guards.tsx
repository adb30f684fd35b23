import { lazy, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Access } from '../shared/feature';
import { canOpen, firstSection } from '../shared/session/permissions';
import { useSession } from '../shared/session/session-store';
import { menuPath } from './menu';

const Forbidden = lazy(() => import('./notices').then((m) => ({ default: m.Forbidden })));
const NothingToOpen = lazy(() => import('./notices').then((m) => ({ default: m.NothingToOpen })));

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
