import { describe, expect, it } from 'vitest';
import { DEFAULT_FIAT, DEFAULT_FIAT_RATE, FIAT_CURRENCIES, fiatSymbol, findFiat, isFiatCode } from './fiat';

describe('fiat currencies', () => {
  it('defaults to USD at rate 1 (spec §9)', () => {
    expect(DEFAULT_FIAT).toBe('USD');
    expect(DEFAULT_FIAT_RATE).toBe('1');
    expect(FIAT_CURRENCIES[0]?.currency_code).toBe(DEFAULT_FIAT);
  });

  it.each([
    ['USD', '$'],
    ['CNY', '¥'],
    ['HKD', 'HK$'],
    ['EUR', '€'],
    ['JPY', '¥'],
    ['KRW', '₩'],
    ['THB', '฿'],
  ])('%s shows %s', (code, symbol) => expect(fiatSymbol(code)).toBe(symbol));

  it('has unique codes, each with a name', () => {
    const codes = FIAT_CURRENCIES.map((f) => f.currency_code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const f of FIAT_CURRENCIES) expect(f.name.length).toBeGreaterThan(0);
  });

  it('looks codes up case-insensitively', () => {
    expect(findFiat('eur')?.symbol).toBe('€');
    expect(isFiatCode('usd')).toBe(true);
    expect(isFiatCode('BTC')).toBe(false);
    expect(fiatSymbol('GBP')).toBe('GBP');
  });
});
