import { DEFAULT_PAGE_SIZE } from '@app/api';
import { useInfiniteQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { walletKeys } from './keys';
import { nextPageOf } from './paging';
import type { AccountField, Page, TransferRecord } from './types';

export type TransferRequest = { currency_id: number; number: string; from_field: AccountField; to_field: AccountField };

/** POST /wallet/change: moves a coin between two of the user's own accounts. */
export const submitTransfer = (params: TransferRequest) => post<{ id: number }>('/wallet/change', params);

/** GET /wallet/hzhistory {page, limit}. */
export function useTransferHistory() {
  return useInfiniteQuery({
    queryKey: walletKeys.transfers(),
    queryFn: ({ pageParam, signal }) =>
      get<Page<TransferRecord>>(
        '/wallet/hzhistory',
        { page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextPageOf(last, pageParam),
  });
}
