import { cmp, isAmountString } from '@app/money';
import type { KlineCandle, QuotationGroup, Quote } from '../api/types';

/** 'BTC/USDT' → 'BTC_USDT', for test ids and DOM ids. */
export function symbolId(symbol: string): string {
  return symbol.replaceAll('/', '_');
}

/** The base part of a symbol: 'BTC/USDT' → 'BTC'. */
export function baseOf(quote: Pick<Quote, 'symbol' | 'currency_name'>): string {
  return quote.currency_name || quote.symbol.split('/')[0] || quote.symbol;
}

// ---- merging pushes -----------------------------------------------------------------------------------

/** The fields a `daymarket` push refreshes; identity, names and precision stay as the list gave them. */
const LIVE_FIELDS = ['now_price', 'change', 'open_24h', 'high', 'low', 'volume', 'amount', 'open'] as const;

/**
 * Merges `daymarket` updates into a list. Spot and stock lists match by instrument id; the contract list
 * matches by symbol (a perpetual shares its pair's price). Returns the same array when nothing changed, so
 * TanStack Query keeps its structural sharing and rows that did not move do not re-render.
 */
export function mergeQuotes<T extends Quote>(
  list: readonly T[],
  updates: readonly Quote[],
  by: 'id' | 'symbol' = 'id',
): T[] {
  if (updates.length === 0) return list as T[];
  const index = new Map<number | string, Quote>();
  for (const u of updates) index.set(by === 'id' ? u.id : u.symbol, u);
  let changed = false;
  const next = list.map((row) => {
    const u = index.get(by === 'id' ? row.id : row.symbol);
    if (!u) return row;
    const fresh = { ...row };
    let moved = false;
    for (const field of LIVE_FIELDS) {
      if (u[field] !== undefined && u[field] !== row[field]) {
        (fresh as Record<string, unknown>)[field] = u[field];
        moved = true;
      }
    }
    if (!moved) return row;
    changed = true;
    return fresh;
  });
  return changed ? next : (list as T[]);
}

/** The same merge over the groups of /currency/quotation_new. */
export function mergeQuotation(groups: readonly QuotationGroup[], updates: readonly Quote[]): QuotationGroup[] {
  let changed = false;
  const next = groups.map((g) => {
    const quotes = mergeQuotes(g.quotes, updates);
    if (quotes === g.quotes) return g;
    changed = true;
    return { ...g, quotes };
  });
  return changed ? next : (groups as QuotationGroup[]);
}

/** Spot pairs and stocks of the quotation answer. */
export function splitQuotation(groups: readonly QuotationGroup[] | undefined): { spot: Quote[]; stock: Quote[] } {
  const all = (groups ?? []).flatMap((g) => g.quotes);
  return { spot: all.filter((q) => q.kind === 'spot'), stock: all.filter((q) => q.kind === 'stock') };
}

/** A live candle into a history (oldest first): replaces the candle of the same time or appends a newer one. */
export function upsertCandle(history: readonly KlineCandle[] | undefined, candle: KlineCandle): KlineCandle[] {
  const list = history ?? [];
  const last = list[list.length - 1];
  if (!last || candle.time > last.time) return [...list, candle];
  if (candle.time === last.time) return [...list.slice(0, -1), candle];
  return list as KlineCandle[]; // an older candle than the newest one: ignore it
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
