import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { marketKeys } from '../../market/api/keys';
import type { Quote } from '../../market/api/types';
import { applyDaymarket } from '../../market/model/live';
import { makeQuote } from '../../market/model/test-quotes';
import type { Pair } from '../api/types';
import { bookLast, prefillPrice, quotesBySymbol, tickerOf } from './ticker';

const pair = {
  id: 1,
  symbol: 'BTC/USDT',
  currency_id: 1,
  legal_id: 3,
  tick_size: '0.01',
  now_price: '30000',
} as Pair;

describe('tickerOf', () => {
  it('follows the daymarket pushes, not the last fill in the book', () => {
    const qc = new QueryClient();
    qc.setQueryData(
      marketKeys.detail('BTC/USDT'),
      makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '30010', change: '1.2', high: '30100', low: '29000' }),
    );
    // A fill at 30050 was the last trade of the spot book; the market moved on to 29990 after it.
    applyDaymarket(qc, [makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '29990', change: '-0.4', volume: '12' })]);
    const ticker = tickerOf(qc.getQueryData<Quote>(marketKeys.detail('BTC/USDT')), pair);
    expect(ticker).toEqual({ last: '29990', change: '-0.4', high: '1', low: '1', volume: '12' });
  });
  it("stands in with the pair list's price until the quote arrives", () =>
    expect(tickerOf(undefined, pair)).toMatchObject({ last: '30000', change: '' }));
  it("beside a book, shows the price the book's snapshot carries, never a quote outside that book", () => {
    // The quote (daymarket, once a second) says 29990; the newer book was quoted around 30020.
    const quote = makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '29990', change: '-0.4' });
    const depth = { symbol: 'BTC/USDT', seq: 7, bids: [], asks: [], last_price: '30020' };
    expect(tickerOf(quote, pair, bookLast(depth))).toMatchObject({ last: '30020', change: '-0.4' });
    // A book with no price (no maker quoting) leaves the quote's.
    expect(tickerOf(quote, pair, bookLast({ last_price: undefined }))).toMatchObject({ last: '29990' });
    expect(bookLast(undefined)).toBeUndefined();
  });
});

describe('prefillPrice', () => {
  const q = (now_price: string) => ({ now_price });
  it("puts the live quote's last price on the tick, with the tick's decimals", () => {
    expect(prefillPrice(q('30123.456'), pair)).toBe('30123.45');
    expect(prefillPrice(q('30000'), pair)).toBe('30000.00');
    expect(prefillPrice(q('30000.1'), pair)).toBe('30000.10');
  });
  it('waits for the quote: no price from the cached pair list', () => {
    expect(prefillPrice(undefined, pair)).toBe('');
    expect(prefillPrice(q(''), pair)).toBe('');
    expect(prefillPrice(q('0'), pair)).toBe('');
  });
});

describe('quotesBySymbol', () => {
  it('maps each symbol to its live price and 24 h change', () =>
    expect(quotesBySymbol([makeQuote({ id: 1, symbol: 'BTC/USDT', change: '2.5' })]).get('BTC/USDT')).toEqual({
      now_price: '1',
      change: '2.5',
    }));
});
