import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import { type AdminUser, useSession } from '../../../shared/session/session-store';

export const authKeys = { me: ['auth', 'me'] as const };

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
