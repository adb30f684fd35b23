import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { marketKeys } from './keys';
import type { ContractQuote } from './types';

/** GET /market/contracts: perpetual contracts with their leverage settings and the pair's live quote. */
export const getContracts = (signal?: AbortSignal) =>
  get<ContractQuote[]>('/market/contracts', undefined, { silent: true, signal, loading: false });

export const contractsQuery = () =>
  queryOptions({ queryKey: marketKeys.contracts(), queryFn: ({ signal }) => getContracts(signal), staleTime: 60_000 });

export function useContracts(enabled = true) {
  return useQuery({ ...contractsQuery(), enabled });
}
