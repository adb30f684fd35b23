import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { marketKeys } from './keys';
import type { Quote } from './types';

/** The contract's keyword bounds: 1–20 characters (spec §5: a keyword is required to search). */
export const KEYWORD_MAX = 20;

export function cleanKeyword(input: string): string {
  return input.trim().slice(0, KEYWORD_MAX);
}

/** GET /market/search {keyword}: pairs and stocks matching symbol, coin or name. */
export const searchMarket = (keyword: string, signal?: AbortSignal) =>
  get<Quote[]>('/market/search', { keyword }, { silent: true, signal, loading: false });

export const searchQuery = (keyword: string) =>
  queryOptions({
    queryKey: marketKeys.search(keyword),
    queryFn: ({ signal }) => searchMarket(keyword, signal),
    staleTime: 30_000,
  });

export function useMarketSearch(keyword: string) {
  const k = cleanKeyword(keyword);
  return useQuery({ ...searchQuery(k), enabled: k !== '', placeholderData: keepPreviousData });
}
