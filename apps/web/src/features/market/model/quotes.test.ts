import { describe, expect, it } from 'vitest';
import type { QuotationGroup } from '../api/types';
import {
  mergeQuotation,
  mergeQuotes,
  movers,
  nextSort,
  sortQuotes,
  splitQuotation,
  symbolId,
  upsertCandle,
} from './quotes';
import { makeQuote } from './test-quotes';

const btc = makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '65000.12', change: '1.5' });
const eth = makeQuote({ id: 2, symbol: 'ETH/USDT', now_price: '3200.5', change: '-2.25' });
const doge = makeQuote({ id: 7, symbol: 'DOGE/USDT', now_price: '0.12345', change: '10' });
const ada = makeQuote({ id: 8, symbol: 'ADA/USDT', now_price: '0.45', change: '0' });
const list = [btc, eth, doge, ada];
const symbols = (l: { symbol: string }[]) => l.map((q) => q.symbol);

describe('sorting quotes', () => {
  it('keeps the server order without a sort', () => {
    expect(symbols(sortQuotes(list, null))).toEqual(['BTC/USDT', 'ETH/USDT', 'DOGE/USDT', 'ADA/USDT']);
  });

  it('sorts by name both ways', () => {
    expect(symbols(sortQuotes(list, { key: 'name', dir: 'asc' }))).toEqual([
      'ADA/USDT',
      'BTC/USDT',
      'DOGE/USDT',
      'ETH/USDT',
    ]);
    expect(symbols(sortQuotes(list, { key: 'name', dir: 'desc' }))[0]).toBe('ETH/USDT');
  });

  it('sorts prices as decimals, not as text', () => {
    // As text '65000.12' < '3200.5' would be wrong; 0.12345 < 0.45 < 3200.5 < 65000.12.
    expect(symbols(sortQuotes(list, { key: 'price', dir: 'asc' }))).toEqual([
      'DOGE/USDT',
      'ADA/USDT',
      'ETH/USDT',
      'BTC/USDT',
    ]);
    expect(symbols(sortQuotes(list, { key: 'price', dir: 'desc' }))[0]).toBe('BTC/USDT');
  });

  it('sorts changes with their sign', () => {
    expect(symbols(sortQuotes(list, { key: 'change', dir: 'desc' }))).toEqual([
      'DOGE/USDT',
      'BTC/USDT',
      'ADA/USDT',
      'ETH/USDT',
    ]);
  });

  it('puts a missing price last in both directions and keeps ties stable', () => {
    const broken = makeQuote({ id: 9, symbol: 'ZZZ/USDT', now_price: '' });
    const tie = makeQuote({ id: 10, symbol: 'TIE/USDT', now_price: '0.45' });
    const input = [broken, ada, tie, btc];
    expect(symbols(sortQuotes(input, { key: 'price', dir: 'asc' }))).toEqual([
      'ADA/USDT',
      'TIE/USDT',
      'BTC/USDT',
      'ZZZ/USDT',
    ]);
    expect(symbols(sortQuotes(input, { key: 'price', dir: 'desc' }))).toEqual([
      'BTC/USDT',
      'ADA/USDT',
      'TIE/USDT',
      'ZZZ/USDT',
    ]);
  });

  it('does not change the input list', () => {
    const input = [...list];
    sortQuotes(input, { key: 'price', dir: 'asc' });
    expect(input).toEqual(list);
  });

  it('toggles a header: numbers start descending, names ascending, a second tap flips', () => {
    expect(nextSort(null, 'price')).toEqual({ key: 'price', dir: 'desc' });
    expect(nextSort({ key: 'price', dir: 'desc' }, 'price')).toEqual({ key: 'price', dir: 'asc' });
    expect(nextSort({ key: 'price', dir: 'asc' }, 'price')).toEqual({ key: 'price', dir: 'desc' });
    expect(nextSort({ key: 'price', dir: 'asc' }, 'name')).toEqual({ key: 'name', dir: 'asc' });
    expect(nextSort(null, 'change')).toEqual({ key: 'change', dir: 'desc' });
  });

  it('picks gainers and losers', () => {
    expect(symbols(movers(list, 'gainers', 2))).toEqual(['DOGE/USDT', 'BTC/USDT']);
    expect(symbols(movers(list, 'losers', 2))).toEqual(['ETH/USDT', 'ADA/USDT']);
  });
});

describe('merging daymarket updates', () => {
  it('updates the live fields of matching rows and keeps the rest', () => {
    const push = [{ ...btc, now_price: '65100.00', change: '1.65', name: 'ignored', precision: 8 }];
    const next = mergeQuotes(list, push);
    expect(next[0]).toMatchObject({ now_price: '65100.00', change: '1.65', name: 'BTC', precision: 2 });
    expect(next[1]).toBe(eth); // untouched rows keep their identity
    expect(list[0]?.now_price).toBe('65000.12'); // no mutation
  });

  it('returns the same array when nothing moved', () => {
    expect(mergeQuotes(list, [])).toBe(list);
    expect(mergeQuotes(list, [{ ...btc }])).toBe(list);
    expect(mergeQuotes(list, [makeQuote({ id: 99, symbol: 'NEW/USDT' })])).toBe(list);
  });

  it('matches contracts by symbol, keeping their own fields', () => {
    const contract = { ...btc, id: 501, max_leverage: 100, leverages: [10, 100], lot_size: '0.01' };
    const [merged] = mergeQuotes([contract], [{ ...btc, now_price: '1.00' }], 'symbol');
    expect(merged).toMatchObject({ id: 501, max_leverage: 100, now_price: '1.00' });
    expect(mergeQuotes([contract], [{ ...btc, now_price: '1.00' }])[0]).toBe(contract); // not by id
  });

  it('merges into the quotation groups and splits spot from stock', () => {
    const aapl = makeQuote({ id: 1000, symbol: 'AAPL/USD', kind: 'stock', legal_id: 999, now_price: '190.00' });
    const groups: QuotationGroup[] = [
      { id: 3, name: 'USDT', quotes: [btc, eth] },
      { id: 999, name: 'USD', quotes: [aapl] },
    ];
    const next = mergeQuotation(groups, [{ ...aapl, now_price: '191.50', open: false }]);
    expect(next[0]).toBe(groups[0]);
    expect(next[1]?.quotes[0]).toMatchObject({ now_price: '191.50', open: false });
    expect(mergeQuotation(groups, [])).toBe(groups);
    const { spot, stock } = splitQuotation(next);
    expect(symbols(spot)).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(symbols(stock)).toEqual(['AAPL/USD']);
  });
});

describe('live candles', () => {
  const c = (time: number, close: string) => ({ open: '1', high: '2', low: '0.5', close, vol: '3', amount: '4', time });
  it('replaces the newest candle, appends a newer one and ignores an older one', () => {
    const history = [c(1000, '1'), c(2000, '1.5')];
    expect(upsertCandle(history, c(2000, '1.7')).map((x) => x.close)).toEqual(['1', '1.7']);
    expect(upsertCandle(history, c(3000, '1.8')).map((x) => x.time)).toEqual([1000, 2000, 3000]);
    expect(upsertCandle(history, c(500, '9'))).toBe(history);
    expect(upsertCandle(undefined, c(1, '1'))).toHaveLength(1);
  });
});

it('turns symbols into test ids', () => {
  expect(symbolId('BTC/USDT')).toBe('BTC_USDT');
  expect(symbolId('AAPL/USD')).toBe('AAPL_USD');
});
