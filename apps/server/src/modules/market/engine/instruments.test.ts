import { describe, expect, it } from 'vitest';
import { COINS, CONTRACTS, defaultInstruments, FIATS, PAIRS, STOCKS } from './instruments';

const DECIMAL = /^\d+(\.\d+)?$/;

describe('instrument catalogue', () => {
  it('has the fixed coin ids and USDT networks', () => {
    expect(COINS.slice(0, 3).map((c) => [c.id, c.code])).toEqual([
      [1, 'BTC'],
      [2, 'ETH'],
      [3, 'USDT'],
    ]);
    expect(COINS.find((c) => c.code === 'USDT')?.networks).toEqual(['ERC20', 'TRC20']);
    expect(COINS.some((c) => c.code === 'LTC')).toBe(true);
    expect(COINS.length).toBeGreaterThanOrEqual(10);
    expect(new Set(COINS.map((c) => c.id)).size).toBe(COINS.length);
  });

  it('quotes every coin but USDT against USDT, and contracts only on listed pairs', () => {
    const pairs = new Set(PAIRS.map((p) => p.symbol));
    for (const c of COINS) if (c.code !== 'USDT') expect(pairs.has(`${c.code}/USDT`)).toBe(true);
    for (const k of CONTRACTS) {
      expect(pairs.has(k.symbol)).toBe(true);
      expect(k.leverages.at(-1)).toBe(k.maxLeverage);
    }
  });

  it('keeps prices, rates and volumes as decimal strings', () => {
    for (const c of COINS) expect([c.startPrice, c.dailyVolume].every((v) => DECIMAL.test(v))).toBe(true);
    for (const s of STOCKS) expect(DECIMAL.test(s.startPrice)).toBe(true);
    expect(FIATS.map((f) => f.code)).toEqual(expect.arrayContaining(['USD', 'CNY', 'HKD', 'EUR', 'JPY', 'KRW', 'THB']));
    expect(FIATS.find((f) => f.code === 'USD')?.rate).toBe('1');
  });

  it('lists at least 10 US stocks with New York hours, about 27 series in all', () => {
    const all = defaultInstruments();
    const stocks = all.filter((i) => i.kind === 'stock');
    expect(stocks.length).toBeGreaterThanOrEqual(10);
    expect(stocks.every((s) => s.session?.timeZone === 'America/New_York' && s.quote === 'USD')).toBe(true);
    expect(all.length).toBe(27);
    expect(new Set(all.map((i) => i.symbol)).size).toBe(all.length);
  });
});
