import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { spotKeys } from './keys';
import type { SpotPair, SpotPairInput } from './types';

// `GET /admin/spot/pairs` and `PUT /admin/spot/pairs/:id` (super; audited).

export function useSpotPairs() {
  return useQuery({ queryKey: spotKeys.pairs, queryFn: () => api.get<SpotPair[]>('/spot/pairs'), staleTime: 0 });
}

const EDITABLE = [
  'enabled',
  'tick_size',
  'lot_size',
  'min_notional',
  'maker_fee',
  'taker_fee',
  'zero_fee',
  'halted',
] as const;

/**
 * Only the fields that differ from the pair as loaded: the server checks the steps (tick, lot) against the book
 * whenever they are sent, so an unchanged step must not be sent (a fee change would otherwise be refused on a pair
 * with resting orders).
 */
export function pairChanges(pair: SpotPair, next: SpotPairInput): SpotPairInput {
  const out: Record<string, unknown> = {};
  for (const key of EDITABLE) {
    const v = next[key];
    if (v !== undefined && v !== pair[key]) out[key] = v;
  }
  return out as SpotPairInput;
}

export function useSaveSpotPair() {
  const qc = useQueryClient();
  const { t } = useTranslation('spot');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: SpotPairInput; done?: string }) =>
      api.put<SpotPair>(`/spot/pairs/${id}`, input),
    onSuccess: (saved, { done }) => {
      message.success(done ?? t('pairs.savedDone', { symbol: saved.symbol }));
      return qc.invalidateQueries({ queryKey: spotKeys.pairs });
    },
  });
}
