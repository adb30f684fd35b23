import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { marketKeys } from './keys';
import type { Quote } from './types';

/** GET /market/detail {symbol}: one quote (the detail page's header). */
export const getDetail = (symbol: string, signal?: AbortSignal) =>
  get<Quote>('/market/detail', { symbol }, { silent: true, signal, loading: false });

export const detailQuery = (symbol: string) =>
  queryOptions({
    queryKey: marketKeys.detail(symbol),
    queryFn: ({ signal }) => getDetail(symbol, signal),
    staleTime: 60_000,
  });

export function useDetail(symbol: string) {
  return useQuery({ ...detailQuery(symbol), enabled: symbol !== '' });
}
