import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { type PageQuery, walletKeys } from './keys';
import type { AdjustInput, Adjustment, JournalPosting, UserBalance } from './types';

// `GET /admin/users/:id/balances`, `GET /admin/users/:id/journal` (super, finance, support) and
// `POST /admin/users/:id/adjust` (super, finance).

export function useUserBalances(userId: number, enabled = true) {
  return useQuery({
    queryKey: walletKeys.balances(userId),
    queryFn: () => api.get<UserBalance[]>(`/users/${userId}/balances`),
    enabled,
    staleTime: 0,
  });
}

export function useUserJournal(userId: number, q: PageQuery, enabled = true) {
  return useQuery({
    queryKey: walletKeys.journal(userId, q),
    queryFn: () => api.get<Paged<JournalPosting>>(`/users/${userId}/journal`, q),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}

export function useAdjustBalance(userId: number) {
  const qc = useQueryClient();
  const { t } = useTranslation('wallet');
  return useMutation({
    mutationFn: (input: AdjustInput) => api.post<Adjustment>(`/users/${userId}/adjust`, input),
    onSuccess: (a) => {
      message.success(t('adjust.posted', { amount: a.amount, coin: a.currency, userId }));
      return qc.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}
