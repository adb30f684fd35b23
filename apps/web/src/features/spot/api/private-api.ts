import { DEFAULT_PAGE_SIZE } from '@app/api/envelope';
import type { SpotTradeBody } from '@app/api/spot';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { get, post, put } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { spotKeys } from './keys';
import type { Balance, Order, OrderDetail, OrderPage, OrderScope, Pair } from './types';

/** GET /coin/balance {symbol}: base and quote of the change account. */
export const getBalance = (symbol: string, signal?: AbortSignal) =>
  get<Balance>('/coin/balance', { symbol }, { silent: true, signal, loading: false });

export function useBalance(symbol: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: spotKeys.balance(token, symbol),
    queryFn: ({ signal }) => getBalance(symbol, signal),
    enabled: token !== '' && symbol !== '',
  });
}

/** GET /coin/list {status, currency_id?, legal_id?, page, limit}: newest first. */
export const getOrders = (
  params: { scope: OrderScope; pair?: Pick<Pair, 'currency_id' | 'legal_id'>; page: number },
  signal?: AbortSignal,
) =>
  get<OrderPage>(
    '/coin/list',
    {
      status: params.scope,
      currency_id: params.pair?.currency_id,
      legal_id: params.pair?.legal_id,
      page: params.page,
      limit: DEFAULT_PAGE_SIZE,
    },
    { silent: true, signal, loading: false },
  );

/** Pages of the user's orders of one scope, optionally of one pair (`pairKey` '' for all pairs). */
export function useOrders(scope: OrderScope, pair: Pair | undefined) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: spotKeys.orders(token, scope, pair ? String(pair.id) : ''),
    queryFn: ({ pageParam, signal }) => getOrders({ scope, pair, page: pageParam }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: token !== '',
  });
}

/** GET /coin/order {id}: an order and its fills. */
export function useOrderDetail(id: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: spotKeys.order(token, id),
    queryFn: ({ signal }) => get<OrderDetail>('/coin/order', { id }, { silent: true, signal, loading: false }),
    enabled: token !== '' && id !== '',
  });
}

/** The body of POST /coin/trade, as the client sends it. No `target_price` means a market order. */
export type PlaceOrderBody = z.input<typeof SpotTradeBody>;

/** After an order changes: the lists and the balances are refetched (pushes may already have patched them). */
function useRefreshAfterOrder() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: spotKeys.ordersAll() });
    void queryClient.invalidateQueries({ queryKey: spotKeys.balanceAll() });
  };
}

/** POST /coin/trade. A failure toasts the server's translated message (insufficient balance, ...). */
export function usePlaceOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (body: PlaceOrderBody) => post<Order>('/coin/trade', body),
    onSuccess: refresh,
  });
}

/** PUT /coin/trade {id}: cancels an open order. */
export function useCancelOrder() {
  const refresh = useRefreshAfterOrder();
  return useMutation({
    mutationFn: (id: string) => put<Order>('/coin/trade', { id }),
    onSuccess: refresh,
  });
}
