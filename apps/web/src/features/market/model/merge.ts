import type { KlineCandle, QuotationGroup, Quote } from '../api/types';

/** Merging socket pushes into cached lists (no decimal arithmetic: the entry chunk holds this). */

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
