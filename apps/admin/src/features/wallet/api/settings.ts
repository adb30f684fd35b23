import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { walletKeys } from './keys';
import type { CoinSettings, CoinSettingsBodyInput, LedgerSummary } from './types';

// `GET /admin/wallet/coins`, `PUT /admin/wallet/coins/:id` and `GET /admin/ledger/summary` (super, finance).

export function useCoinSettings(enabled = true) {
  return useQuery({
    queryKey: walletKeys.coins,
    queryFn: () => api.get<CoinSettings[]>('/wallet/coins'),
    enabled,
  });
}

export function useSaveCoinSettings() {
  const qc = useQueryClient();
  const { t } = useTranslation('wallet');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CoinSettingsBodyInput }) =>
      api.put<CoinSettings>(`/wallet/coins/${id}`, input),
    onSuccess: (c) => {
      message.success(t('coins.saved', { coin: c.currency, network: c.network }));
      return qc.invalidateQueries({ queryKey: walletKeys.coins });
    },
  });
}

export function useLedgerSummary() {
  return useQuery({
    queryKey: walletKeys.ledger,
    queryFn: () => api.get<LedgerSummary>('/ledger/summary'),
    staleTime: 0,
  });
}
