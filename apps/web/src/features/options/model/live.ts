import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { withRealtime } from '../../../lib/realtime-lazy';
import { useSession } from '../../../stores/session';
import { optionKeys } from '../api/keys';
import { type Order, SOCKET_EVENTS, STATUS } from '../api/types';
import type { LiveOrder } from './countdown';

/**
 * The bridge from `closed_microorder` (and from the polls of an order past its countdown) to the query cache
 * (STYLE habit 11): screens only read queries.
 */

/** The settled results kept on screen: newest first, one per order, at most `max`. */
export function addResult(list: readonly Order[], order: Order, max = 10): Order[] {
  return [order, ...list.filter((o) => o.id !== order.id)].slice(0, max);
}

/**
 * A settled order: into the results, out of the cached open list at once (its countdown card turns into the
 * result), and every figure it changed (history, record, balance, limits, the wallet) marked stale. Returns
 * whether it was news: an order already among the results (a push and a poll of the same order) changes nothing.
 */
export function applyClosed(queryClient: QueryClient, token: string, order: Order): boolean {
  if (!order || order.status !== STATUS.closed) return false;
  const key = optionKeys.results(token);
  if ((queryClient.getQueryData<Order[]>(key) ?? []).some((o) => o.id === order.id)) return false;
  queryClient.setQueryData<Order[]>(key, (old) => addResult(old ?? [], order));
  queryClient.setQueryData<LiveOrder[]>(optionKeys.open(token), (old) => old?.filter((o) => o.id !== order.id));
  for (const stale of [
    optionKeys.openAll(),
    optionKeys.historyAll(),
    optionKeys.coinsAll(),
    optionKeys.orderAll(),
    [...optionKeys.all, 'record'],
    [...optionKeys.all, 'limits'],
    // The settlement wrote its receipt.
    ['receipts'],
    ['wallet'],
  ]) {
    void queryClient.invalidateQueries({ queryKey: stale });
  }
  return true;
}

/** Drops a result the user has read. */
export function dismissResult(queryClient: QueryClient, token: string, id: number): void {
  queryClient.setQueryData<Order[]>(optionKeys.results(token), (old) => old?.filter((o) => o.id !== id));
}

/** Listens to the user's `closed_microorder` while mounted and logged in; `onNews` for each newly settled order. */
export function useOptionPushes(onNews?: (order: Order) => void): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const handler = useRef(onNews);
  handler.current = onNews;
  useEffect(() => {
    if (!token) return;
    return withRealtime((client) =>
      client.on<Order>(SOCKET_EVENTS.closed, (order) => {
        if (applyClosed(queryClient, token, order)) handler.current?.(order);
      }),
    );
  }, [token, queryClient]);
}
