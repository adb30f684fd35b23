import type { NewsListBody, NewsListItem } from '@app/api/content';
import { DEFAULT_PAGE_SIZE, NEWS_CATEGORY, type Paged } from '@app/api/envelope';
import type { Lang } from '@app/i18n';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** POST /news/list {c_id, page, limit}: newest first. */
export const getNewsList = (params: { c_id?: number; page?: number; limit?: number }, signal?: AbortSignal) =>
  post<Paged<NewsListItem>>(
    '/news/list',
    {
      c_id: params.c_id ?? NEWS_CATEGORY,
      page: params.page ?? 1,
      limit: params.limit ?? DEFAULT_PAGE_SIZE,
    } satisfies z.input<typeof NewsListBody>,
    { silent: true, signal },
  );

/** The first few items, for the home page. */
export const latestNewsQuery = (lang: Lang, limit: number) =>
  queryOptions({
    queryKey: contentKeys.newsLatest(NEWS_CATEGORY, lang, limit),
    queryFn: ({ signal }) => getNewsList({ page: 1, limit }, signal),
  });

/** Every page, for the infinite news list. */
export const newsPagesQuery = (lang: Lang) =>
  infiniteQueryOptions({
    queryKey: [...contentKeys.newsList(NEWS_CATEGORY, lang), 'pages'] as const,
    queryFn: ({ pageParam, signal }) => getNewsList({ page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });

export function useLatestNews(limit = 5) {
  const lang = useSession((s) => s.lang);
  return useQuery(latestNewsQuery(lang, limit));
}

export function useNewsPages() {
  const lang = useSession((s) => s.lang);
  return useInfiniteQuery(newsPagesQuery(lang));
}
