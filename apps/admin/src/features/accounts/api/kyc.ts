import type { AdminReview, KycQuery } from '@app/api/accounts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';

// Wire shapes of docs/api-accounts.md "Back office" → `GET /admin/kyc`, from the contract (@app/api/accounts).

export type { AdminReview as KycReview, KycQuery } from '@app/api/accounts';
export { KYC_STATES } from '@app/api/accounts';
export type KycState = KycQuery['state'];

/** Keys of `levels` in the accounts catalogue, by `real_type`. */
export const REAL_TYPE_KEYS: Partial<Record<number, 'basic' | 'advanced'>> = { 1: 'basic', 2: 'advanced' };
/** Keys of `idTypes` in the accounts catalogue, by `id_type`. */
export const ID_TYPE_KEYS: Partial<Record<number, 'idCard' | 'passport' | 'licence'>> = {
  1: 'idCard',
  2: 'passport',
  3: 'licence',
};

/**
 * Identity photos arrive as signed links that work 5 minutes (the server's LINK_TTL_MS): screens that show them
 * fetch fresh links before the old ones expire.
 */
export const PHOTO_LINK_REFRESH_MS = 4 * 60_000;

export const kycKeys = {
  all: ['kyc'] as const,
  list: (q: KycQuery) => ['kyc', 'list', q] as const,
};

export function useKycReviews(q: KycQuery) {
  return useQuery({
    queryKey: kycKeys.list(q),
    queryFn: () => api.get<Paged<AdminReview>>('/kyc', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: PHOTO_LINK_REFRESH_MS,
  });
}

export function useDecideKyc() {
  const qc = useQueryClient();
  const { t } = useTranslation('accounts');
  return useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
      approve ? api.post<AdminReview>(`/kyc/${id}/approve`) : api.post<AdminReview>(`/kyc/${id}/reject`, { reason }),
    onSuccess: (_r, { id, approve }) => {
      message.success(t(approve ? 'kyc.approvedDone' : 'kyc.rejectedDone', { id }));
      // The user's level changes with the review: their detail screen must not show the old one.
      return Promise.all([
        qc.invalidateQueries({ queryKey: kycKeys.all }),
        qc.invalidateQueries({ queryKey: ['users'] }),
      ]);
    },
  });
}
