import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { marketKeys } from '../api/keys';
import type { ContractQuote, KlineCandle, QuotationGroup, Quote } from '../api/types';
import { applyKline } from './kline-feed';
import { applyDaymarket } from './live';
import { makeQuote } from './test-quotes';

const btc = makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '65000.00', change: '1.00' });
const eth = makeQuote({ id: 2, symbol: 'ETH/USDT', now_price: '3200.00' });

describe('daymarket into the query cache', () => {
  it('updates the quote list, contracts, favourites and the open detail without a refetch', () => {
    const qc = new QueryClient();
    qc.setQueryData<QuotationGroup[]>(marketKeys.quotation(), [{ id: 3, name: 'USDT', quotes: [btc, eth] }]);
    const contract: ContractQuote = { ...btc, id: 900, max_leverage: 100, leverages: [100], lot_size: '1' };
    qc.setQueryData<ContractQuote[]>(marketKeys.contracts(), [contract]);
    qc.setQueryData<Quote[]>(marketKeys.favourites('tok'), [eth, btc]);
    qc.setQueryData<Quote>(marketKeys.detail('BTC/USDT'), btc);
    qc.setQueryData<Quote>(marketKeys.detail('ETH/USDT'), eth);

    applyDaymarket(qc, [{ ...btc, now_price: '65100.50', change: '1.15' }]);

    const groups = qc.getQueryData<QuotationGroup[]>(marketKeys.quotation());
    expect(groups?.[0]?.quotes.map((q) => q.now_price)).toEqual(['65100.50', '3200.00']);
    expect(qc.getQueryData<ContractQuote[]>(marketKeys.contracts())?.[0]).toMatchObject({
      id: 900,
      now_price: '65100.50',
    });
    expect(qc.getQueryData<Quote[]>(marketKeys.favourites('tok'))?.[1]?.change).toBe('1.15');
    expect(qc.getQueryData<Quote>(marketKeys.detail('BTC/USDT'))?.now_price).toBe('65100.50');
    expect(qc.getQueryData<Quote>(marketKeys.detail('ETH/USDT'))).toBe(eth);
  });

  it('ignores an empty or malformed push', () => {
    const qc = new QueryClient();
    const groups = [{ id: 3, name: 'USDT', quotes: [btc] }];
    qc.setQueryData(marketKeys.quotation(), groups);
    applyDaymarket(qc, []);
    applyDaymarket(qc, null as unknown as Quote[]);
    expect(qc.getQueryData(marketKeys.quotation())).toBe(groups);
  });
});

describe('kline into the chart history', () => {
  const candle = (time: number, close: string): KlineCandle => ({
    open: '1',
    high: '2',
    low: '1',
    close,
    vol: '1',
    amount: '1',
    time,
  });

  it('updates the history of the matching symbol and period only', () => {
    const qc = new QueryClient();
    const key = marketKeys.kline('BTC/USDT', '1hour');
    qc.setQueryData(key, [candle(0, '1'), candle(3_600_000, '2')]);
    applyKline(qc, { symbol: 'BTC/USDT', period: '60min', candle: candle(3_600_000, '2.5') }, 'BTC/USDT', '1hour');
    applyKline(qc, { symbol: 'ETH/USDT', period: '1hour', candle: candle(3_600_000, '9') }, 'BTC/USDT', '1hour');
    applyKline(qc, { symbol: 'BTC/USDT', period: '1min', candle: candle(3_600_000, '9') }, 'BTC/USDT', '1hour');
    applyKline(qc, { symbol: 'BTC/USDT', period: '1hour', candle: candle(7_200_000, '3') }, 'BTC/USDT', '1hour');
    expect(qc.getQueryData<KlineCandle[]>(key)?.map((c) => c.close)).toEqual(['1', '2.5', '3']);
  });

  it('waits for the history before taking live candles', () => {
    const qc = new QueryClient();
    applyKline(qc, { symbol: 'BTC/USDT', period: '1min', candle: candle(0, '1') }, 'BTC/USDT', '1min');
    expect(qc.getQueryData(marketKeys.kline('BTC/USDT', '1min'))).toBeUndefined();
  });
});
