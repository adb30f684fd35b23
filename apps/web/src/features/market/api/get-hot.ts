import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { marketKeys } from './keys';
import type { Quote } from './types';

/** GET /market/hot: the instruments flagged hot (hot search, home cards). */
export const getHot = (signal?: AbortSignal) =>
  get<Quote[]>('/market/hot', undefined, { silent: true, signal, loading: false });

export const hotQuery = () =>
  queryOptions({ queryKey: marketKeys.hot(), queryFn: ({ signal }) => getHot(signal), staleTime: 60_000 });

export function useHot() {
  return useQuery(hotQuery());
}
