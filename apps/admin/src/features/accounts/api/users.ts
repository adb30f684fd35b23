import type { AdminUserDetail, AdminUserRow, UsersQuery } from '@app/api/accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';

// Wire shapes of docs/api-accounts.md "Back office" come from the contract (@app/api/accounts, cards and addresses
// from @app/api/wallet); the screens keep their names for them.
export type {
  AdminUserDetail as UserDetail,
  AdminUserRow as UserRow,
  UsersQuery,
} from '@app/api/accounts';
export type { AddressView as UserAddress, CardView as BankCard } from '@app/api/wallet';

/** 0 none, 1 basic, 2 advanced. */
export type RealLevel = AdminUserRow['real_level'];
/** The profile of `GET /user/info` plus what the back office sees (lock state, last login). */
export type UserProfile = AdminUserDetail['user'];
/** Who invited the user. */
export type UserRef = NonNullable<AdminUserDetail['inviter']>;
/** One of the user's live sessions. */
export type UserSession = AdminUserDetail['sessions'][number];
/** One of the user's latest sign-ins (login history). */
export type UserLogin = AdminUserDetail['logins'][number];

export const userKeys = {
  all: ['users'] as const,
  list: (q: UsersQuery) => ['users', 'list', q] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

export function useUsers(q: UsersQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: () => api.get<Paged<AdminUserRow>>('/users', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => api.get<AdminUserDetail>(`/users/${id}`),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** Lock or unlock with the reason the server requires; locking also ends the user's sessions. */
export function useSetUserLock() {
  const qc = useQueryClient();
  const { t } = useTranslation('accounts');
  return useMutation({
    mutationFn: ({ id, lock, reason }: { id: number; lock: boolean; reason: string }) =>
      api.post<AdminUserRow>(`/users/${id}/${lock ? 'lock' : 'unlock'}`, { reason }),
    onSuccess: (_u, { id, lock }) => {
      message.success(t(lock ? 'lock.lockedDone' : 'lock.unlockedDone', { id }));
      return qc.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

/** Turns a user's two-step verification off (lost authenticator and codes); the server audits it. */
export function useResetTwoFactor() {
  const qc = useQueryClient();
  const { t } = useTranslation('accounts');
  return useMutation({
    mutationFn: (id: number) => api.post<string>(`/users/${id}/2fa/reset`),
    onSuccess: (_m, id) => {
      message.success(t('twoFactor.resetDone', { id }));
      return qc.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
