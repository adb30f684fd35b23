import type { NewsPop } from '@app/api';
import type { Lang } from '@app/i18n';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contentKeys } from './keys';

/** GET /news/index_pop: the newest pop-up news, or null. A failure is not worth a toast. */
export const getIndexPop = (signal?: AbortSignal) =>
  get<NewsPop | null>('/news/index_pop', undefined, { silent: true, loading: false, signal });

export const indexPopQuery = (lang: Lang) =>
  queryOptions({
    queryKey: contentKeys.indexPop(lang),
    queryFn: ({ signal }) => getIndexPop(signal),
    staleTime: 5 * 60_000,
  });

export function useIndexPop() {
  const lang = useSession((s) => s.lang);
  return useQuery(indexPopQuery(lang));
}
