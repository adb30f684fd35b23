import { DEFAULT_PAGE_SIZE } from '@app/api';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { walletKeys } from './keys';
import { nextPageOf } from './paging';
import type { DepositCoin, InAddress, Page, RechargeRecord, WithdrawRecord } from './types';

/** GET /wallet/coins: the deposit/withdraw coin list of spec §3, one row per coin and network. */
export function useDepositCoins() {
  return useQuery({
    queryKey: walletKeys.coins(),
    queryFn: ({ signal }) => get<DepositCoin[]>('/wallet/coins', undefined, { silent: true, signal }),
    staleTime: 60_000,
  });
}

/** POST /wallet/get_in_address {currency, network}. */
export function useInAddress(currency: number | undefined, network: string) {
  return useQuery({
    queryKey: walletKeys.inAddress(currency ?? 0, network),
    queryFn: ({ signal }) => post<InAddress>('/wallet/get_in_address', { currency, network }, { silent: true, signal }),
    enabled: currency !== undefined,
    staleTime: Infinity,
    retry: false,
  });
}

export type ChargeRequest = { currency: number; amount: string; account: string; type: string; voucher: string };

/** POST /wallet/charge_req: the deposit request, reviewed in the back office. */
export const submitCharge = (params: ChargeRequest) => post<RechargeRecord>('/wallet/charge_req', params);

/** Deposit records (GET /recharge/log) or withdrawal records (GET /user/withdraw/list), page by page. */
export function useRecords<T extends 'recharge' | 'withdraw'>(type: T) {
  const url = type === 'recharge' ? '/recharge/log' : '/user/withdraw/list';
  return useInfiniteQuery({
    queryKey: walletKeys.records(type),
    queryFn: ({ pageParam, signal }) =>
      get<Page<T extends 'recharge' ? RechargeRecord : WithdrawRecord>>(
        url,
        { page: pageParam, limit: DEFAULT_PAGE_SIZE },
        { silent: true, signal },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, _all, pageParam) => nextPageOf(last, pageParam),
  });
}
