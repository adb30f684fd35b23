import { toFixed } from '@app/money';
import type { Quote } from '../../market/api/types';
import type { Depth, Pair } from '../api/types';
import { floorToStep, stepDecimals } from '../calc';

export type Ticker = { last: string; change: string; high: string; low: string; volume: string };

/**
 * The trade screen's ticker, from the pair's live quote (`/market/detail`, kept current by the `daymarket` pushes
 * that also move the market list). The last trade in the spot book is NOT the last price: between user trades
 * it stays wherever the last fill was, which left the screen minutes behind the market after a fill.
 * `/coin/pairs`' price stands in until the quote arrives. Beside a book, its snapshot's `last_price` (the
 * recorded price the maker's quotes were brought in line with, see `bookLast`) is the last price shown.
 */
export function tickerOf(quote: Quote | undefined, pair: Pair, bookLast?: string): Ticker {
  if (quote) {
    const last = bookLast || quote.now_price;
    return { last, change: quote.change, high: quote.high, low: quote.low, volume: quote.volume };
  }
  return { last: bookLast || pair.now_price, change: '', high: '', low: '', volume: '' };
}

/**
 * The last price to show beside a book: the one its snapshot carries. The book (`market_depth`, ≤ 10 a second)
 * and the quote (`daymarket`, once a second) arrive at different moments, so the quote's price could sit outside
 * the book shown with it; the snapshot's never does. Without one (no maker quoting) the quote's price stands.
 */
export const bookLast = (depth: Pick<Depth, 'last_price'> | undefined): string | undefined =>
  depth?.last_price || undefined;

/**
 * The limit price the form starts with: the live quote's last price on the pair's tick, written with the tick's
 * decimals ('65016.10'); '' while no quote is known. `/coin/pairs`' price is not used: it is cached for a minute.
 */
export function prefillPrice(quote: Pick<Quote, 'now_price'> | undefined, pair: Pick<Pair, 'tick_size'>): string {
  const last = quote?.now_price ?? '';
  if (!/^\d+(\.\d+)?$/.test(last) || Number(last) <= 0) return '';
  return toFixed(floorToStep(last, pair.tick_size), stepDecimals(pair.tick_size), 'floor');
}

/** The live price and 24 h change of each symbol in the quote lists (pushes keep them live), for the pair picker. */
export function quotesBySymbol(
  quotes: readonly Pick<Quote, 'symbol' | 'now_price' | 'change'>[],
): Map<string, { now_price: string; change: string }> {
  return new Map(quotes.map((q) => [q.symbol, { now_price: q.now_price, change: q.change }]));
}
