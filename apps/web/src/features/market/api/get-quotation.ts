import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { marketKeys } from './keys';
import type { QuotationGroup } from './types';

/** GET /currency/quotation_new: enabled pairs (USDT group) and stocks (USD group) in sort order. */
export const getQuotation = (signal?: AbortSignal) =>
  get<QuotationGroup[]>('/currency/quotation_new', undefined, { silent: true, signal, loading: false });

export const quotationQuery = () =>
  queryOptions({
    queryKey: marketKeys.quotation(),
    queryFn: ({ signal }) => getQuotation(signal),
    // Pushes keep it fresh; a refetch only on pull to refresh or a new mount after a minute.
    staleTime: 60_000,
  });

export function useQuotation() {
  return useQuery(quotationQuery());
}
