import type { AdminLoginBody, AdminLoginResult } from '@app/api/admin';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminRequest, api } from '../../../shared/api/request';
import { type AdminUser, useSession } from '../../../shared/session/session-store';

export const authKeys = { me: ['auth', 'me'] as const };

export type LoginInput = z.input<typeof AdminLoginBody>;
/** The session, or (2FA on and no code sent) a request for the authenticator code. */
export type LoginAnswer = AdminLoginResult;

/** Login is silent: the login screen shows the server's message itself. */
export function useLogin() {
  const setSession = useSession((s) => s.setSession);
  return useMutation({
    mutationFn: (input: LoginInput) => adminRequest<LoginAnswer>('POST', '/login', { body: input, silent: true }),
    onSuccess: (answer) => {
      if ('token' in answer) setSession(answer.token, answer.admin);
    },
  });
}

export function useLogout() {
  const clear = useSession((s) => s.clear);
  return useMutation({
    mutationFn: () => api.post<null>('/logout').catch(() => null),
    onSettled: () => clear(),
  });
}

/** Refreshes the signed-in admin (a role may have changed since login). */
export function useMe(enabled: boolean) {
  const setAdmin = useSession((s) => s.setAdmin);
  return useQuery({
    queryKey: authKeys.me,
    enabled,
    staleTime: 60_000,
    queryFn: async () => {
      const me = await api.get<AdminUser>('/me');
      setAdmin(me);
      return me;
    },
  });
}
