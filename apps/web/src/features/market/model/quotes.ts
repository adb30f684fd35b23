import { cmp, isAmountString } from '@app/money';
import type { Quote } from '../api/types';

// The merge of pushes lives in merge.ts: the first screen's socket bridge needs it, not decimal.js.
export { mergeQuotation, mergeQuotes, splitQuotation, upsertCandle } from './merge';

/** 'BTC/USDT' → 'BTC_USDT', for test ids and DOM ids. */
export function symbolId(symbol: string): string {
  return symbol.replaceAll('/', '_');
}

/** The base part of a symbol: 'BTC/USDT' → 'BTC'. */
export function baseOf(quote: Pick<Quote, 'symbol' | 'currency_name'>): string {
  return quote.currency_name || quote.symbol.split('/')[0] || quote.symbol;
}

// ---- sorting ----------------------------------------------------------------------------------------

export type SortKey = 'name' | 'price' | 'change';
export type SortDir = 'asc' | 'desc';
export type Sort = { key: SortKey; dir: SortDir } | null;

const sortValue = (row: Quote, key: SortKey): string => (key === 'price' ? row.now_price : row.change);

/** Tap on a header: a new column sorts descending for numbers (biggest first) and ascending for names. */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current?.key !== key) return { key, dir: key === 'name' ? 'asc' : 'desc' };
  return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** A sorted copy (stable, so equal values keep the server's order); `null` keeps the server's order. */
export function sortQuotes<T extends Quote>(list: readonly T[], sort: Sort): T[] {
  if (!sort) return [...list];
  const { key } = sort;
  const sign = sort.dir === 'asc' ? 1 : -1;
  const compare = (a: T, b: T): number => {
    if (key === 'name') return sign * a.symbol.localeCompare(b.symbol, 'en');
    const va = sortValue(a, key);
    const vb = sortValue(b, key);
    const okA = isAmountString(va);
    const okB = isAmountString(vb);
    // A missing price ('--', '') sorts last in both directions.
    if (!okA || !okB) return okA === okB ? 0 : okA ? -1 : 1;
    return sign * cmp(va, vb);
  };
  return list
    .map((row, i) => ({ row, i }))
    .sort((x, y) => compare(x.row, y.row) || x.i - y.i)
    .map((x) => x.row);
}

/** Top movers for the home list: gainers by change descending, losers ascending. */
export function movers(list: readonly Quote[], side: 'gainers' | 'losers', limit: number): Quote[] {
  return sortQuotes(list, { key: 'change', dir: side === 'gainers' ? 'desc' : 'asc' }).slice(0, limit);
}
