import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { contractKeys } from './keys';
import type { ContractPair, ContractPairInput } from './types';

// `GET /admin/contracts/pairs` and `PUT /admin/contracts/pairs/:id` (super; audited on the server).

export function useContractPairs() {
  return useQuery({
    queryKey: contractKeys.pairs,
    queryFn: () => api.get<ContractPair[]>('/contracts/pairs'),
    staleTime: 0,
  });
}

const SCALARS = [
  'enabled',
  'limit_entries',
  'lot_size',
  'min_lots',
  'max_lots',
  'spread',
  'fee_rate',
  'overnight_rate',
  'liquidation_threshold',
] as const;
const LISTS = ['multiples', 'share_presets'] as const;

/** The same numbers, whatever their order (the server keeps multiples sorted; presets are sent sorted). */
function sameList(a: readonly number[], b: readonly number[]): boolean {
  const x = [...new Set(a)].sort((p, q) => p - q);
  const y = [...new Set(b)].sort((p, q) => p - q);
  return x.length === y.length && x.every((v, i) => v === y[i]);
}

/**
 * Only the fields that differ from the pair as loaded, so the audit log's "after" reads as the change that was made.
 * Decimals are compared as text (0.010 differs from 0.01: the operator typed it).
 */
export function pairChanges(pair: ContractPair, next: ContractPairInput): ContractPairInput {
  const out: Record<string, unknown> = {};
  for (const key of SCALARS) {
    const v = next[key];
    if (v !== undefined && v !== pair[key]) out[key] = v;
  }
  for (const key of LISTS) {
    const v = next[key];
    if (v !== undefined && !sameList(v, pair[key])) out[key] = v;
  }
  return out as ContractPairInput;
}

export function useSaveContractPair() {
  const qc = useQueryClient();
  const { t } = useTranslation('contracts');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: ContractPairInput }) =>
      api.put<ContractPair>(`/contracts/pairs/${id}`, input),
    onSuccess: (saved) => {
      message.success(t('pairs.savedDone', { symbol: saved.symbol }));
      return qc.invalidateQueries({ queryKey: contractKeys.pairs });
    },
  });
}
