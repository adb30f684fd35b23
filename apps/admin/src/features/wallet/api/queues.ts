import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { type QueueQuery, walletKeys } from './keys';
import type { DepositRequest, WithdrawalRequest } from './types';

// `GET /admin/deposits`, `GET /admin/withdrawals` and their approve/reject calls (super, finance).

export function useDeposits(q: QueueQuery) {
  return useQuery({
    queryKey: walletKeys.deposits(q),
    queryFn: () => api.get<Paged<DepositRequest>>('/deposits', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWithdrawals(q: QueueQuery) {
  return useQuery({
    queryKey: walletKeys.withdrawals(q),
    queryFn: () => api.get<Paged<WithdrawalRequest>>('/withdrawals', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

type Decision = { id: number; approve: boolean; reason?: string; txid?: string };

/** A decision moves money: the queues, the ledger summary and every user's balances and journal are refreshed. */
function useDecide<T>(what: 'deposits' | 'withdrawals') {
  const qc = useQueryClient();
  const { t } = useTranslation('wallet');
  return useMutation({
    mutationFn: ({ id, approve, reason, txid }: Decision) =>
      approve
        ? api.post<T>(`/${what}/${id}/approve`, txid ? { txid } : {})
        : api.post<T>(`/${what}/${id}/reject`, { reason }),
    onSuccess: (_r, { id, approve }) => {
      message.success(t(approve ? `${what}.approved` : `${what}.rejected`, { id }));
      return qc.invalidateQueries({ queryKey: walletKeys.all });
    },
  });
}

export const useDecideDeposit = () => useDecide<DepositRequest>('deposits');
export const useDecideWithdrawal = () => useDecide<WithdrawalRequest>('withdrawals');
