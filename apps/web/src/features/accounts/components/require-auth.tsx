import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '../../../lib/require-login';
import { useSession } from '../../../stores/session';
import { rememberReturnPath } from '../lib/return-path';

/**
 * Route guard for pages flagged `auth` in the route table (spec §6): a visitor sees 'please log in first' and
 * lands on login after 1200 ms (the shared requireLogin helper); the page they wanted is remembered so login
 * returns to it. Nothing of the page renders without a token.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useSession((s) => s.token);
  const { pathname, search } = useLocation();
  const allowed = token !== '';

  useEffect(() => {
    if (allowed) return;
    rememberReturnPath(`${pathname}${search}`);
    requireLogin();
  }, [allowed, pathname, search]);

  return allowed ? children : <div className="page" data-testid="login-required" />;
}
