import type { SettingsInput, SiteConfig } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../shared/api/request';

export type { SettingsInput, SiteConfig as SiteSettings };

export const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => api.get<SiteConfig>('/settings') });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  const { t } = useTranslation('common');
  return useMutation({
    mutationFn: (input: SettingsInput) => api.put<SiteConfig>('/settings', input),
    onSuccess: (saved) => {
      message.success(t('settings.saved'));
      qc.setQueryData(settingsKeys.all, saved);
    },
  });
}
