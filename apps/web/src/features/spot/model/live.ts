import { type InfiniteData, type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withRealtime } from '../../../lib/realtime-lazy';
import { useSession } from '../../../stores/session';
import { spotKeys } from '../api/keys';
import { getDepth } from '../api/public-api';
import { type Depth, isOpen, type Order, type OrderPage, SPOT_SOCKET_EVENTS, type TradesPush } from '../api/types';
import { applyOrderToList, mergeDepth, mergeTrades, newerDepth } from './depth';

/**
 * The bridge from the spot pushes to the query cache (STYLE habit 11): screens only read queries.
 * `market_depth` and `match_trade` arrive for the symbols this page subscribed to; `order_update` arrives in
 * the user's private room (the socket logs in with the token).
 */

/** A depth push into the cached book; a skipped seq refetches `/coin/depth` (and keeps the newer of the two). */
export async function applyDepthPush(queryClient: QueryClient, push: Depth): Promise<void> {
  if (!push || typeof push.seq !== 'number') return;
  const key = spotKeys.depth(push.symbol);
  const { depth, gap } = mergeDepth(queryClient.getQueryData<Depth>(key), push);
  if (depth) queryClient.setQueryData(key, depth);
  if (!gap) return;
  const fetched = await getDepth(push.symbol).catch(() => null);
  if (fetched) queryClient.setQueryData<Depth>(key, (old) => newerDepth(old, fetched));
}

export function applyTradesPush(queryClient: QueryClient, push: TradesPush): void {
  if (!push?.symbol || !Array.isArray(push.trades)) return;
  const key = spotKeys.trades(push.symbol);
  if (queryClient.getQueryData(key) === undefined) return; // not loaded yet: the fetch will include them
  queryClient.setQueryData(key, (old: TradesPush['trades'] | undefined) => mergeTrades(old, push.trades));
}

/**
 * An order of the user changed: cached pages are patched at once (a fill leaves 'current'), then lists and
 * balances are refetched so a new order appears and the balances are the ledger's own.
 */
export function applyOrderUpdate(queryClient: QueryClient, order: Order): void {
  if (!order?.id) return;
  for (const [key, data] of queryClient.getQueriesData<InfiniteData<OrderPage>>({ queryKey: spotKeys.ordersAll() })) {
    if (!data) continue;
    const scope = key[3] === 'history' ? 'history' : 'current';
    queryClient.setQueryData<InfiniteData<OrderPage>>(key, {
      ...data,
      pages: data.pages.map((p) => ({ ...p, list: applyOrderToList(p.list, order, scope) })),
    });
  }
  queryClient.setQueriesData<{ order: Order }>({ queryKey: spotKeys.orderAll() }, (old) =>
    old && old.order.id === order.id ? { ...old, order } : old,
  );
  void queryClient.invalidateQueries({ queryKey: spotKeys.ordersAll() });
  void queryClient.invalidateQueries({ queryKey: spotKeys.balanceAll() });
  if (!isOpen(order)) void queryClient.invalidateQueries({ queryKey: spotKeys.orderAll() });
}

/** Subscribes to the book and the trades of `symbol` while mounted. */
export function useMarketFeeds(symbol: string): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!symbol) return;
    return withRealtime((client) => {
      const offDepth = client.on<Depth>(SPOT_SOCKET_EVENTS.depth, (push) => {
        if (push?.symbol === symbol) void applyDepthPush(queryClient, push);
      });
      const offTrades = client.on<TradesPush>(SPOT_SOCKET_EVENTS.trades, (push) => {
        if (push?.symbol === symbol) applyTradesPush(queryClient, push);
      });
      const unsubDepth = client.subscribe({ channel: 'depth', symbol });
      const unsubTrades = client.subscribe({ channel: 'trades', symbol });
      return () => {
        unsubDepth();
        unsubTrades();
        offDepth();
        offTrades();
      };
    });
  }, [symbol, queryClient]);
}

/** Listens to the user's `order_update` while mounted and logged in. */
export function useOrderUpdates(): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  useEffect(() => {
    if (!token) return;
    return withRealtime((client) =>
      client.on<Order>(SPOT_SOCKET_EVENTS.orderUpdate, (order) => applyOrderUpdate(queryClient, order)),
    );
  }, [token, queryClient]);
}
