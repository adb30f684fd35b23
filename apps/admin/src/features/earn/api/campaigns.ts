import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { earnKeys } from './keys';
import type { Campaign, CampaignCreateInput, CampaignEditInput, EarnCoin, MoveDirection } from './types';

// `GET /admin/earn/coins`, `GET/POST /admin/earn/campaigns`, `PUT /admin/earn/campaigns/:id` and
// `POST /admin/earn/campaigns/:id/fund|withdraw` (section earn-campaigns: super, finance; every change audited on the
// server). A budget move changes the campaign's balance against `external`, nothing of a user's.

/** The wallet's coins a campaign can pay in (read once: they come from the server's catalogue). */
export function useEarnCoins(enabled = true) {
  return useQuery({
    queryKey: earnKeys.coins,
    queryFn: () => api.get<EarnCoin[]>('/earn/coins'),
    enabled,
    staleTime: 60 * 60_000,
  });
}

export function useEarnCampaigns() {
  return useQuery({
    queryKey: earnKeys.campaigns,
    queryFn: () => api.get<Campaign[]>('/earn/campaigns'),
    staleTime: 0,
  });
}

/** A campaign's change touches its row, the products naming it and the accruals screen. */
function useRefresh() {
  const qc = useQueryClient();
  return () =>
    Promise.all([
      qc.invalidateQueries({ queryKey: earnKeys.campaigns }),
      qc.invalidateQueries({ queryKey: earnKeys.products }),
    ]);
}

export function useCreateCampaign() {
  const refresh = useRefresh();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: (input: CampaignCreateInput) => api.post<Campaign>('/earn/campaigns', input),
    onSuccess: (saved) => {
      message.success(t('campaigns.createdDone', { name: saved.name }));
      return refresh();
    },
  });
}

export function useEditCampaign() {
  const refresh = useRefresh();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: CampaignEditInput }) =>
      api.put<Campaign>(`/earn/campaigns/${id}`, input),
    onSuccess: (saved) => {
      message.success(t('campaigns.savedDone', { name: saved.name }));
      return refresh();
    },
  });
}

/** Funds a campaign from outside the books, or takes back what no subscription has reserved. */
export function useMoveCampaign() {
  const refresh = useRefresh();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: ({ id, direction, amount }: { id: number; direction: MoveDirection; amount: string }) =>
      api.post<Campaign>(`/earn/campaigns/${id}/${direction}`, { amount }),
    onSuccess: (saved, { direction, amount }) => {
      const done = direction === 'fund' ? 'move.fundDone' : 'move.withdrawDone';
      message.success(t(done, { amount, coin: saved.currency, name: saved.name }));
      return refresh();
    },
  });
}
