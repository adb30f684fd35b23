import type { Quote } from '../../market/api/types';
import type { Pair } from '../api/types';
import { floorToStep } from '../calc';

export type Ticker = { last: string; change: string; high: string; low: string; volume: string };

/**
 * The trade screen's ticker, from the pair's live quote (`/market/detail`, kept current by the `daymarket` pushes
 * that also move the market list). The last trade in the spot book is NOT the last price: between user trades
 * it stays wherever the last fill was, which left the screen minutes behind the market after a fill.
 * `/coin/pairs`' price stands in until the quote arrives.
 */
export function tickerOf(quote: Quote | undefined, pair: Pair): Ticker {
  if (quote) {
    return { last: quote.now_price, change: quote.change, high: quote.high, low: quote.low, volume: quote.volume };
  }
  return { last: pair.now_price, change: '', high: '', low: '', volume: '' };
}

/** The limit price the form starts with: the last price on the pair's tick; '' while none is known. */
export function prefillPrice(last: string, pair: Pick<Pair, 'tick_size'>): string {
  if (!/^\d+(\.\d+)?$/.test(last) || Number(last) <= 0) return '';
  return floorToStep(last, pair.tick_size);
}

/** The live price and 24 h change of each symbol in the quote lists (pushes keep them live), for the pair picker. */
export function quotesBySymbol(
  quotes: readonly Pick<Quote, 'symbol' | 'now_price' | 'change'>[],
): Map<string, { now_price: string; change: string }> {
  return new Map(quotes.map((q) => [q.symbol, { now_price: q.now_price, change: q.change }]));
}
