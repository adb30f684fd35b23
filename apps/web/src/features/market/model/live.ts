import type { QueryClient } from '@tanstack/react-query';
import { type RealtimeClient, realtime, startRealtime } from '../../../lib/socket';
import { marketKeys } from '../api/keys';
import { type ContractQuote, type QuotationGroup, type Quote, SOCKET_EVENTS } from '../api/types';
import { useColorMode } from './color-mode';
import { mergeQuotation, mergeQuotes } from './merge';

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
