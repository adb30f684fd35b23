import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from '../../shared/api/request';

export type SiteSettings = { site_name: string; site_logo: string; service_link: string };

export const settingsKeys = { all: ['settings'] as const };

export function useSettings() {
  return useQuery({ queryKey: settingsKeys.all, queryFn: () => api.get<SiteSettings>('/settings') });
}

export function useSaveSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: Partial<SiteSettings>) => api.put<SiteSettings>('/settings', input),
    onSuccess: (saved) => {
      message.success('Settings saved');
      qc.setQueryData(settingsKeys.all, saved);
    },
  });
}
