import type { NewsDetail } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** POST /news/detail {id}: one article with its sanitized HTML. */
export const getNewsDetail = (id: number, signal?: AbortSignal) =>
  post<NewsDetail>('/news/detail', { id }, { silent: true, signal });

export const newsDetailQuery = (id: number, lang: Lang) =>
  queryOptions({ queryKey: contentKeys.newsDetail(id, lang), queryFn: ({ signal }) => getNewsDetail(id, signal) });

export function useNewsDetail(id: number) {
  const lang = useSession((s) => s.lang);
  return useQuery({ ...newsDetailQuery(id, lang), enabled: id > 0 });
}
