import { DEFAULT_PAGE_SIZE, type Paged } from '@app/api/envelope';
import type { Transfer, TransferBody } from '@app/api/wallet';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';
import { walletKeys } from './keys';
import { nextPageOf } from './paging';

/** POST /wallet/change: moves a coin between two of the user's own accounts. */
export const submitTransfer = (body: z.input<typeof TransferBody>) => post<Transfer>('/wallet/change', body);

/** GET /wallet/hzhistory {page, limit}. */
export function useTransferHistory() {
  return useInfiniteQuery({
    queryKey: walletKeys.transfers(),
    queryFn: ({ pageParam, signal }) =>
      get<Paged<Transfer>>(
        '/wallet/hzhistory',
        { page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextPageOf(last, pageParam),
  });
}
