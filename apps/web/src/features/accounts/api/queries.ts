import type { Invite, Invitee, RealState, SessionView, UserInfo } from '@app/api/accounts';
import type { Paged } from '@app/api/envelope';
import type { AddressView, BookCoin } from '@app/api/wallet';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { getAreas } from './auth-api';
import { accountsKeys } from './keys';

/** Read calls of the account feature as TanStack queries; all are silent and shown inline with a retry. */

export const getUserInfo = (signal?: AbortSignal) => get<UserInfo>('/user/info', undefined, { silent: true, signal });

export const userInfoQuery = () =>
  queryOptions({ queryKey: accountsKeys.userInfo(), queryFn: ({ signal }) => getUserInfo(signal) });

/** GET /user/info, stored in the session as well (spec §4: refreshing the user stores the record). */
export function useUserInfo() {
  const token = useSession((s) => s.token);
  const setUser = useSession((s) => s.setUser);
  const query = useQuery({ ...userInfoQuery(), enabled: token !== '' });
  useEffect(() => {
    if (query.data) setUser(query.data);
  }, [query.data, setUser]);
  return query;
}

export function useRealState(enabled = true) {
  return useQuery({
    enabled,
    queryKey: accountsKeys.realState(),
    queryFn: ({ signal }) => get<RealState>('/real/state', undefined, { silent: true, signal }),
  });
}

export function useAreas() {
  const lang = useSession((s) => s.lang);
  return useQuery({
    queryKey: accountsKeys.areas(lang),
    queryFn: ({ signal }) => getAreas(signal),
    staleTime: Infinity,
  });
}

export function useSessions() {
  return useQuery({
    queryKey: accountsKeys.sessions(),
    queryFn: ({ signal }) => get<SessionView[]>('/safe/sessions', undefined, { silent: true, signal }),
  });
}

export function useCoins() {
  return useQuery({
    queryKey: accountsKeys.coins(),
    queryFn: ({ signal }) => get<BookCoin[]>('/currency/list', undefined, { silent: true, signal }),
    staleTime: 5 * 60_000,
  });
}

export function useWallets() {
  return useQuery({
    queryKey: accountsKeys.wallets(),
    queryFn: ({ signal }) =>
      get<Paged<AddressView>>('/user/wallet/list', { page: 1, limit: 50 }, { silent: true, signal }),
  });
}

export function useInvite() {
  return useQuery({
    queryKey: accountsKeys.invite(),
    queryFn: ({ signal }) => get<Invite>('/user/invite', undefined, { silent: true, signal }),
  });
}

export function useInvitees() {
  return useQuery({
    queryKey: accountsKeys.invitees(),
    queryFn: ({ signal }) => get<Paged<Invitee>>('/user/invite/list', { page: 1, limit: 50 }, { silent: true, signal }),
  });
}
