import type { LoginChallenge } from '@app/api/security';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useSession } from '../../../stores/session';
import { isLoginChallenge } from '../../security/api/security-api';
import { login, logout } from '../api/auth-api';
import { accountsKeys } from '../api/keys';
import { userInfoQuery } from '../api/queries';
import { takeReturnPath } from './return-path';

/**
 * Login (spec §4): the token is the answer's message and is persisted; then /user/info is loaded into the
 * session and the visitor returns to the page they wanted (or home). With two-step verification on, the answer
 * is a challenge instead: the caller shows the code step, which ends with `finish(token)`.
 */
export function useLoginFlow() {
  const finish = useFinishLogin();
  return async (params: Parameters<typeof login>[0]): Promise<LoginChallenge | null> => {
    const answer = await login(params);
    if (isLoginChallenge(answer)) return answer;
    await finish(answer);
    return null;
  };
}

/** Stores the session token, loads the user and goes back to where the visitor wanted to go. */
export function useFinishLogin() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (token: string) => {
    const session = useSession.getState();
    session.setToken(token);
    queryClient.removeQueries({ queryKey: accountsKeys.all });
    try {
      session.setUser(await queryClient.fetchQuery(userInfoQuery()));
    } catch {
      // the profile loads again on the next page that needs it
    }
    navigate(takeReturnPath('/'), { replace: true });
  };
}

/** Logout: the server revokes the token (a failure does not keep anyone logged in), then the session is cleared. */
export function useLogoutFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await logout().catch(() => undefined);
    useSession.getState().clearSession();
    queryClient.removeQueries({ queryKey: accountsKeys.all });
    navigate('/', { replace: true });
  };
}

/** After a password change every token is revoked: clear the session and log in again. */
export function useSignOutLocally() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return () => {
    useSession.getState().clearSession();
    queryClient.removeQueries({ queryKey: accountsKeys.all });
    navigate('/pages/common/login', { replace: true });
  };
}
