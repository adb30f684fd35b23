import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type RealtimeClient, realtime, startRealtime } from '../../../lib/socket';
import { marketKeys } from '../api/keys';
import { type ContractQuote, type KlinePush, type QuotationGroup, type Quote, SOCKET_EVENTS } from '../api/types';
import { useColorMode } from './color-mode';
import { mergeQuotation, mergeQuotes, upsertCandle } from './merge';
import { apiPeriod, type PeriodKey, samePeriod } from './periods';

/**
 * The bridge from socket pushes to the query cache: `daymarket` refreshes every cached quote list and detail,
 * `kline` the history of the chart that subscribed. Screens only read queries.
 */
export function applyDaymarket(queryClient: QueryClient, updates: readonly Quote[]): void {
  if (!Array.isArray(updates) || updates.length === 0) return;
  queryClient.setQueriesData<QuotationGroup[]>({ queryKey: marketKeys.quotation() }, (old) =>
    old ? mergeQuotation(old, updates) : old,
  );
  queryClient.setQueriesData<ContractQuote[]>({ queryKey: marketKeys.contracts() }, (old) =>
    old ? mergeQuotes(old, updates, 'symbol') : old,
  );
  for (const key of [marketKeys.hot(), marketKeys.searchAll(), marketKeys.favouritesAll()]) {
    queryClient.setQueriesData<Quote[]>({ queryKey: key }, (old) =>
      Array.isArray(old) ? mergeQuotes(old, updates) : old,
    );
  }
  queryClient.setQueriesData<Quote>({ queryKey: marketKeys.detailAll() }, (old) =>
    old ? mergeQuotes([old], updates, 'symbol')[0] : old,
  );
}

/** A `kline` push into the cached history of its (symbol, period), when a chart holds one. */
export function applyKline(queryClient: QueryClient, push: KlinePush, symbol: string, period: string): void {
  if (!push?.candle || push.symbol !== symbol || !samePeriod(push.period, period)) return;
  const key = marketKeys.kline(symbol, period);
  if (queryClient.getQueryData(key) === undefined) return; // history not loaded yet: it will include it
  queryClient.setQueryData(key, (old: Parameters<typeof upsertCandle>[0]) => upsertCandle(old, push.candle));
}

let daymarketBound = false;

/** Start-up of the market feature (after the session boot): colours, the connection and the quote pushes. */
export function startMarket(queryClient: QueryClient, client: RealtimeClient = realtime): void {
  void useColorMode.persist.rehydrate();
  if (!daymarketBound) {
    daymarketBound = true;
    client.on<Quote[]>(SOCKET_EVENTS.daymarket, (updates) => applyDaymarket(queryClient, updates));
  }
  startRealtime(client);
}

/** Subscribes to the live candle of (symbol, period) while mounted; a period change unsubscribes the old one. */
export function useKlineFeed(symbol: string, key: PeriodKey, client: RealtimeClient = realtime): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!symbol) return;
    const period = apiPeriod(key);
    const off = client.on<KlinePush>(SOCKET_EVENTS.kline, (push) => applyKline(queryClient, push, symbol, period));
    const unsub = client.subscribe({ channel: 'kline', symbol, period });
    return () => {
      unsub();
      off();
    };
  }, [symbol, key, client, queryClient]);
}
