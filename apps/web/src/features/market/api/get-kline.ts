import { queryOptions, useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { apiPeriod, type PeriodKey } from '../model/periods';
import { marketKeys } from './keys';
import type { KlineCandle } from './types';

/**
 * GET /currency/new_timeshar {symbol, period}: candle history, oldest first. The answer is the legacy
 * `{code: 1, msg, data}` shape, which the request helper resolves to `data`. No from/to is sent: the server then
 * answers the last 300 candles, which also works for stocks, whose intraday series has gaps (nights, weekends)
 * that a fixed time range would turn into an empty chart.
 */
export const getKline = (symbol: string, period: string, signal?: AbortSignal) =>
  get<KlineCandle[]>('/currency/new_timeshar', { symbol, period }, { silent: true, signal, loading: false });

export const klineQuery = (symbol: string, key: PeriodKey) =>
  queryOptions({
    queryKey: marketKeys.kline(symbol, apiPeriod(key)),
    queryFn: ({ signal }) => getKline(symbol, apiPeriod(key), signal),
    // The live candle arrives by push; history is refetched only when the chart mounts again.
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });

export function useKline(symbol: string, key: PeriodKey) {
  return useQuery({ ...klineQuery(symbol, key), enabled: symbol !== '' });
}
