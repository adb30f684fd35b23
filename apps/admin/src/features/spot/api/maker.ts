import type { SpotMakerSettingsInput } from '@app/api/spot';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../shared/api/request';
import { spotKeys } from './keys';
import type { MakerSettings, MakerStatus } from './types';

// `GET/PUT /admin/spot/maker` (super) and `GET /admin/spot/maker/status` (super, finance).

/** The status card follows the maker's fills without a socket: it is read again every 5 s while the screen is open. */
export const MAKER_STATUS_REFRESH_MS = 5_000;

export function useMakerSettings(enabled = true) {
  return useQuery({
    queryKey: spotKeys.maker,
    queryFn: () => api.get<MakerSettings>('/spot/maker'),
    enabled,
    staleTime: 0,
  });
}

export function useSaveMakerSettings() {
  const qc = useQueryClient();
  const { t } = useTranslation('spot');
  return useMutation({
    mutationFn: (input: z.input<typeof SpotMakerSettingsInput>) => api.put<MakerSettings>('/spot/maker', input),
    onSuccess: (saved) => {
      message.success(t('maker.savedDone'));
      qc.setQueryData(spotKeys.maker, saved);
      return qc.invalidateQueries({ queryKey: spotKeys.makerStatus });
    },
  });
}

export function useMakerStatus() {
  return useQuery({
    queryKey: spotKeys.makerStatus,
    queryFn: () => api.get<MakerStatus>('/spot/maker/status'),
    refetchInterval: MAKER_STATUS_REFRESH_MS,
    staleTime: 0,
  });
}
