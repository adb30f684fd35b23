import { Result } from 'antd';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useMe } from '../features/auth/api';
import { canUse, firstSection, type Section } from '../shared/session/permissions';
import { useSession } from '../shared/session/session-store';

/** Without an admin token every screen sends the operator to the login screen (a 999 clears the token). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const location = useLocation();
  useMe(Boolean(token));
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

export function RequireSection({ section, children }: { section: Section; children: ReactNode }) {
  const role = useSession((s) => s.admin?.role);
  if (!canUse(role, section)) {
    return <Result status="403" title="Not available" subTitle="Your role does not give access to this screen." />;
  }
  return children;
}

export function HomeRedirect() {
  const role = useSession((s) => s.admin?.role);
  const first = firstSection(role);
  if (!first)
    return <Result status="info" title="Nothing to show" subTitle="Your role has no back-office screens yet." />;
  return <Navigate to={`/${first}`} replace />;
}
