import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { earnKeys } from './keys';

export { useDualProducts, useMiningConfigs } from './products';

import type { DualEstimate, DualOrderPage, DualProduct, MiningEstimate, MiningOrderPage, MiningQuote } from './types';

const quiet = (signal: AbortSignal) => ({ silent: true, signal, loading: false }) as const;
export const ORDERS_PAGE = 10;

/** GET /lh/deposit/estimate: what `amount` would earn (only asked for a valid amount). */
export function useMiningEstimate(id: number, amount: string, enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.estimate(id, amount),
    queryFn: ({ signal }) => get<MiningEstimate>('/lh/deposit/estimate', { config_id: id, amount }, quiet(signal)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** GET /lh/deposit/order {status 1 in progress | 2 closed}: the user's orders, paged. */
export function useMiningOrders(status: number) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: earnKeys.orders(token, status),
    queryFn: ({ pageParam, signal }) =>
      get<MiningOrderPage>('/lh/deposit/order', { page: pageParam, limit: ORDERS_PAGE, status }, quiet(signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: token !== '',
    // The sweeper pays a day's yield in the background: read again while the screen stays open.
    refetchInterval: 15_000,
  });
}

/** GET /lh/deposit/order/quote: what redeeming now returns (asked right before the confirmation). */
export const fetchMiningQuote = (id: number) => get<MiningQuote>('/lh/deposit/order/quote', { id }, { loading: false });

/** GET /dual/detail {id}. */
export function useDualProduct(id: string) {
  return useQuery({
    queryKey: earnKeys.dual(id),
    queryFn: ({ signal }) => get<DualProduct>('/dual/detail', { id }, quiet(signal)),
    enabled: /^\d+$/.test(id),
  });
}

/** GET /dual/estimate {id, num, price}: the payout and branch if the settlement price were `price`. */
export function useDualEstimate(id: string, num: string, price: string, enabled: boolean) {
  return useQuery({
    queryKey: earnKeys.dualEstimate(id, num, price),
    queryFn: ({ signal }) => get<DualEstimate>('/dual/estimate', { id, num, price }, quiet(signal)),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** POST /dual/dual_list {status 0 open (purchased, settling) | 2 settled}: the user's positions, paged. */
export function useDualPositions(status: number) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: earnKeys.positions(token, status),
    queryFn: ({ pageParam, signal }) =>
      post<DualOrderPage>('/dual/dual_list', { page: pageParam, limit: ORDERS_PAGE, status }, quiet(signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: token !== '',
    refetchInterval: 15_000,
  });
}
