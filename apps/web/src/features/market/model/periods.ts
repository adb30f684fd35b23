/**
 * The chart's period switcher. The UI keys are the spec client's labels; `api` is the spelling sent to
 * /currency/new_timeshar and `sub` (docs/api-market.md accepts all of them). Time-share ('line') is the
 * 1-minute series drawn as a line of closes.
 */
export const PERIOD_KEYS = ['line', '1min', '5min', '15min', '30min', '1H', '1D', '1W', '1M'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export const DEFAULT_PERIOD: PeriodKey = '15min';

const API_PERIOD: Record<PeriodKey, string> = {
  line: '1min',
  '1min': '1min',
  '5min': '5min',
  '15min': '15min',
  '30min': '30min',
  '1H': '1hour',
  '1D': '1day',
  '1W': '1week',
  '1M': '1mon',
};

export function apiPeriod(key: PeriodKey): string {
  return API_PERIOD[key];
}

export function chartKind(key: PeriodKey): 'line' | 'candles' {
  return key === 'line' ? 'line' : 'candles';
}

export function isPeriodKey(value: unknown): value is PeriodKey {
  return typeof value === 'string' && (PERIOD_KEYS as readonly string[]).includes(value);
}

/** Every spelling the server may echo in a `kline` push, reduced to one canonical name (as the server does). */
const CANONICAL: Record<string, string> = {
  '1min': '1min',
  '1m': '1min',
  '5min': '5min',
  '5m': '5min',
  '15min': '15min',
  '15m': '15min',
  '30min': '30min',
  '30m': '30min',
  '60min': '1hour',
  '1hour': '1hour',
  '1h': '1hour',
  '1H': '1hour',
  '1day': '1day',
  '1d': '1day',
  '1D': '1day',
  '1week': '1week',
  '1w': '1week',
  '1W': '1week',
  '1mon': '1mon',
  '1month': '1mon',
  '1M': '1mon',
};

/** Canonical period of a spelling (unknown spellings stay as they are). */
export function canonicalPeriod(period: string): string {
  return CANONICAL[period] ?? period;
}

export function samePeriod(a: string, b: string): boolean {
  return canonicalPeriod(a) === canonicalPeriod(b);
}
