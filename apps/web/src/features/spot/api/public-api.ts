import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { spotKeys } from './keys';
import type { Depth, Pair, PublicTrade } from './types';

/** GET /coin/pairs: every spot pair with its tick, lot, fees and the zero-fee flag. */
export const getPairs = (signal?: AbortSignal) =>
  get<Pair[]>('/coin/pairs', undefined, { silent: true, signal, loading: false });

export const pairsQuery = () =>
  queryOptions({ queryKey: spotKeys.pairs(), queryFn: ({ signal }) => getPairs(signal), staleTime: 60_000 });

export const usePairs = () => useQuery(pairsQuery());

/** Raw levels a side fetched: as many as `market_depth` carries, so a push never makes the book shallower. */
export const DEPTH_LIMIT = 50;

/** GET /coin/depth {symbol, limit}: the book, best first, with the `seq` the pushes continue from. */
export const getDepth = (symbol: string, signal?: AbortSignal) =>
  get<Depth>('/coin/depth', { symbol, limit: DEPTH_LIMIT }, { silent: true, signal, loading: false });

export function useDepth(symbol: string) {
  return useQuery({
    queryKey: spotKeys.depth(symbol),
    queryFn: ({ signal }) => getDepth(symbol, signal),
    enabled: symbol !== '',
    // The socket keeps it fresh; a gap in `seq` invalidates it (model/live.ts).
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /coin/trades {symbol, limit}: recent trades, newest first. */
export const getTrades = (symbol: string, signal?: AbortSignal) =>
  get<PublicTrade[]>('/coin/trades', { symbol, limit: 30 }, { silent: true, signal, loading: false });

export function useTrades(symbol: string) {
  return useQuery({
    queryKey: spotKeys.trades(symbol),
    queryFn: ({ signal }) => getTrades(symbol, signal),
    enabled: symbol !== '',
    staleTime: Number.POSITIVE_INFINITY,
  });
}
