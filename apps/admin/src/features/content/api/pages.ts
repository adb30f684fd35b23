import type { Page, PageInput } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from '../../../shared/api/request';
import type { Translations } from '../../../shared/translations';

export const PAGE_FIELDS = ['title', 'content'] as const;
export const PAGE_KEYS = ['contactus', 'aboutus', 'operational_compliance'] as const;
export const PAGE_LABELS: Record<string, string> = {
  contactus: 'Contact us',
  aboutus: 'About us',
  operational_compliance: 'Operational compliance',
};

export type ContentPage = Omit<Page, 'translations'> & { translations: Translations<(typeof PAGE_FIELDS)[number]> };

export const pageKeys = { all: ['pages'] as const };

export function usePages() {
  return useQuery({ queryKey: pageKeys.all, queryFn: () => api.get<ContentPage[]>('/pages') });
}

export function useSavePage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ key, input }: { key: string; input: PageInput }) => api.put<ContentPage>(`/pages/${key}`, input),
    onSuccess: () => {
      message.success('Page saved');
      return qc.invalidateQueries({ queryKey: pageKeys.all });
    },
  });
}
