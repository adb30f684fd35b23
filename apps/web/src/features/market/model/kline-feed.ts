import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { withRealtime } from '../../../lib/realtime-lazy';
import { marketKeys } from '../api/keys';
import { type KlinePush, SOCKET_EVENTS } from '../api/types';
import { upsertCandle } from './merge';
import { apiPeriod, type PeriodKey, samePeriod } from './periods';

/*
 * The chart's live candle, apart from live.ts (the start-up's daymarket bridge, which loads socket.io with it):
 * the pair detail subscribes through withRealtime and paints before the socket's chunk arrives.
 */

/** A `kline` push into the cached history of its (symbol, period), when a chart holds one. */
export function applyKline(queryClient: QueryClient, push: KlinePush, symbol: string, period: string): void {
  if (!push?.candle || push.symbol !== symbol || !samePeriod(push.period, period)) return;
  const key = marketKeys.kline(symbol, period);
  if (queryClient.getQueryData(key) === undefined) return; // history not loaded yet: it will include it
  queryClient.setQueryData(key, (old: Parameters<typeof upsertCandle>[0]) => upsertCandle(old, push.candle));
}

/** Subscribes to the live candle of (symbol, period) while mounted; a period change unsubscribes the old one. */
export function useKlineFeed(symbol: string, key: PeriodKey): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!symbol) return;
    const period = apiPeriod(key);
    return withRealtime((client) => {
      const off = client.on<KlinePush>(SOCKET_EVENTS.kline, (push) => applyKline(queryClient, push, symbol, period));
      const unsub = client.subscribe({ channel: 'kline', symbol, period });
      return () => {
        unsub();
        off();
      };
    });
  }, [symbol, key, queryClient]);
}
