import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import type { KycReview } from './kyc';

// Wire shapes of docs/api-accounts.md "Back office" (not in @app/api yet; field names exactly as the contract).

/** 0 none, 1 basic, 2 advanced. */
export type RealLevel = 0 | 1 | 2;

export type UserRow = {
  id: number;
  email: string | null;
  mobile: string | null;
  nickname: string | null;
  real_level: RealLevel;
  locked: boolean;
  created_at: string;
  last_login_at: string | null;
};

/** The profile of `GET /user/info` plus what the back office sees (lock state, last login). */
export type UserProfile = UserRow & {
  area_code?: string | null;
  head_portrait?: string | null;
  signature?: string | null;
  invite_code?: string | null;
  invite_link?: string | null;
  credit_score?: number | string | null;
  has_pay_password?: boolean;
};

export type UserAddress = {
  id: number;
  currency: string;
  network: string;
  name: string;
  address: string;
  qrcode: string;
  created_at: string;
};

/** A bank card: domestic (`/user/cash_save`) or international (`/user/cash_save_international`). */
export type BankCard = {
  id?: number;
  kind?: 'domestic' | 'international';
  real_name: string;
  bank_name: string;
  bank_account: string;
  bank_dizhi: string;
  bank_network?: string | null;
  alipay_account?: string | null;
  wechat_nickname?: string | null;
  wechat_account?: string | null;
  phone?: string | null;
  created_at?: string;
  updated_at?: string;
};

export type UserRef = { id: number; email: string | null; mobile: string | null; nickname?: string | null };

export type UserDetail = {
  user: UserProfile;
  addresses: UserAddress[];
  cards: BankCard[];
  reviews: KycReview[];
  inviter: UserRef | null;
  invited_count: number;
  /** The user's live sessions (the contract names the field only; the server sends the list). */
  sessions: UserSession[];
};

export type UserSession = { id: number; created_at: string; last_seen_at: string; ip: string; user_agent: string };

export type UsersQuery = { q?: string; page: number; limit: number };

export const userKeys = {
  all: ['users'] as const,
  list: (q: UsersQuery) => ['users', 'list', q] as const,
  detail: (id: number) => ['users', 'detail', id] as const,
};

export function useUsers(q: UsersQuery) {
  return useQuery({
    queryKey: userKeys.list(q),
    queryFn: () => api.get<Paged<UserRow>>('/users', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUser(id: number) {
  return useQuery({
    queryKey: userKeys.detail(id),
    queryFn: () => api.get<UserDetail>(`/users/${id}`),
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
      api.post<UserProfile>(`/users/${id}/${lock ? 'lock' : 'unlock'}`, { reason }),
    onSuccess: (_u, { id, lock }) => {
      message.success(t(lock ? 'lock.lockedDone' : 'lock.unlockedDone', { id }));
      return qc.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
