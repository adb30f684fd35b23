import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { optionKeys } from './keys';
import type { OptionCoin, OptionCoinInput, OptionExpiry, OptionExpiryInput } from './types';

// `GET/PUT /admin/options/expiries` and `GET /admin/options/coins`, `PUT /admin/options/coins/:currency_id`
// (section option-settings: super; every change audited on the server). New orders take these values; an open
// order keeps the ratios it was placed with.

export function useOptionExpiries() {
  return useQuery({
    queryKey: optionKeys.expiries,
    queryFn: () => api.get<OptionExpiry[]>('/options/expiries'),
    staleTime: 0,
  });
}

/** Adds or replaces the expiry of `input.seconds` (the server upserts by seconds). */
export function useSaveOptionExpiry() {
  const qc = useQueryClient();
  const { t } = useTranslation('options');
  return useMutation({
    mutationFn: (input: OptionExpiryInput) => api.put<OptionExpiry>('/options/expiries', input),
    onSuccess: (saved) => {
      message.success(t('expiries.savedDone', { seconds: saved.seconds }));
      return qc.invalidateQueries({ queryKey: optionKeys.expiries });
    },
  });
}

export function useOptionCoins() {
  return useQuery({
    queryKey: optionKeys.coins,
    queryFn: () => api.get<OptionCoin[]>('/options/coins'),
    staleTime: 0,
  });
}

export function useSaveOptionCoin() {
  const qc = useQueryClient();
  const { t } = useTranslation('options');
  return useMutation({
    mutationFn: ({ currencyId, input }: { currencyId: number; input: OptionCoinInput }) =>
      api.put<OptionCoin>(`/options/coins/${currencyId}`, input),
    onSuccess: (saved) => {
      message.success(t('coins.savedDone', { coin: saved.currency }));
      return qc.invalidateQueries({ queryKey: optionKeys.coins });
    },
  });
}
