import { PAGE_KEYS, type Page, type PageInput, type PageKey } from '@app/api/content';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Translations } from '../../../shared/translations';

export const PAGE_FIELDS = ['title', 'content'] as const;
export { PAGE_KEYS, type PageKey };
export const isPageKey = (key: string): key is PageKey => (PAGE_KEYS as readonly string[]).includes(key);

export type ContentPage = Omit<Page, 'translations'> & { translations: Translations<(typeof PAGE_FIELDS)[number]> };

export const pageKeys = { all: ['pages'] as const };

export function usePages() {
  return useQuery({ queryKey: pageKeys.all, queryFn: () => api.get<ContentPage[]>('/pages') });
}

export function useSavePage() {
  const qc = useQueryClient();
  const { t } = useTranslation('content');
  return useMutation({
    mutationFn: ({ key, input }: { key: string; input: PageInput }) => api.put<ContentPage>(`/pages/${key}`, input),
    onSuccess: () => {
      message.success(t('pages.saved'));
      return qc.invalidateQueries({ queryKey: pageKeys.all });
    },
  });
}

/** A page's name in the operator's language; a key the back office does not know is shown as it is. */
export function usePageName() {
  const { t } = useTranslation('content');
  return (key: string) => (isPageKey(key) ? t(`pages.names.${key}`) : key);
}
