import { DEFAULT_PAGE_SIZE, type Paged } from '@app/api/envelope';
import type { Deposit, DepositAddress, DepositAddressBody, DepositBody, WalletCoin, Withdrawal } from '@app/api/wallet';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post } from '../../../lib/request';
import { walletKeys } from './keys';
import { nextPageOf } from './paging';

/** GET /wallet/coins: the deposit/withdraw coin list of spec §3, one row per coin and network. */
export function useDepositCoins() {
  return useQuery({
    queryKey: walletKeys.coins(),
    queryFn: ({ signal }) => get<WalletCoin[]>('/wallet/coins', undefined, { silent: true, signal }),
    staleTime: 60_000,
  });
}

/** POST /wallet/get_in_address {currency, network}. */
export function useInAddress(currency: number | undefined, network: string) {
  return useQuery({
    queryKey: walletKeys.inAddress(currency ?? 0, network),
    queryFn: ({ signal }) =>
      post<DepositAddress>(
        '/wallet/get_in_address',
        { currency, network } satisfies z.input<typeof DepositAddressBody>,
        { silent: true, signal },
      ),
    enabled: currency !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

/** POST /wallet/charge_req: the deposit request, reviewed in the back office. */
export const submitCharge = (body: z.input<typeof DepositBody>) => post<Deposit>('/wallet/charge_req', body);

/** Deposit records (GET /recharge/log) or withdrawal records (GET /user/withdraw/list), page by page. */
export function useRecords<T extends 'recharge' | 'withdraw'>(type: T) {
  const url = type === 'recharge' ? '/recharge/log' : '/user/withdraw/list';
  return useInfiniteQuery({
    queryKey: walletKeys.records(type),
    queryFn: ({ pageParam, signal }) =>
      get<Paged<T extends 'recharge' ? Deposit : Withdrawal>>(
        url,
        { page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextPageOf(last, pageParam),
  });
}
