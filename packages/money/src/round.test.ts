import { afterEach, describe, expect, it } from 'vitest';
import {
  currencyScale,
  MoneyError,
  resetCurrencyScales,
  round,
  roundForCurrency,
  roundForUser,
  setCurrencyScale,
  toFixed,
} from './index';

describe('round', () => {
  it.each([
    ['1.005', 2, 'down', '1'],
    ['1.005', 2, 'up', '1.01'],
    ['1.005', 2, 'half-up', '1.01'],
    ['1.005', 2, 'half-even', '1'],
    ['1.015', 2, 'half-even', '1.02'],
    ['-1.005', 2, 'down', '-1'],
    ['-1.005', 2, 'up', '-1.01'],
    ['-1.005', 2, 'half-up', '-1.01'],
    ['-1.005', 2, 'floor', '-1.01'],
    ['-1.005', 2, 'ceil', '-1'],
    ['1.999', 0, 'down', '1'],
    ['-0.001', 2, 'half-up', '0'],
    ['123.45', 5, 'up', '123.45'],
  ] as const)('round(%s, %d, %s) = %s', (a, s, m, r) => expect(round(a, s, m)).toBe(r));

  it('refuses bad scales', () => {
    expect(() => round('1', -1, 'down')).toThrow(MoneyError);
    expect(() => round('1', 0.5, 'down')).toThrow(MoneyError);
  });
});

describe('roundForUser: receive rounds down, pay rounds up', () => {
  it.each([
    ['1.23456789', 6, 'receive', '1.234567'],
    ['1.23456789', 6, 'pay', '1.234568'],
    ['1.2', 6, 'pay', '1.2'],
    ['-1.005', 2, 'receive', '-1.01'],
    ['-1.005', 2, 'pay', '-1'],
  ] as const)('roundForUser(%s, %d, %s) = %s', (a, s, d, r) => expect(roundForUser(a, s, d)).toBe(r));
});

describe('toFixed', () => {
  it.each([
    ['1', 2, '1.00'],
    ['1.005', 2, '1.01'],
    ['0.000000000000000001', 18, '0.000000000000000001'],
    ['0.000000000000000001', 2, '0.00'],
    ['1000000000000000000000000000000', 2, '1000000000000000000000000000000.00'],
    ['-0.001', 2, '0.00'],
    ['-0', 0, '0'],
    ['-1.5', 0, '-2'],
  ] as const)('toFixed(%s, %d) = %s', (a, s, r) => expect(toFixed(a, s)).toBe(r));
  it('takes a mode', () => expect(toFixed('1.999', 2, 'down')).toBe('1.99'));
});

describe('currency scales', () => {
  afterEach(() => resetCurrencyScales());

  it.each([
    ['BTC', 8],
    ['ETH', 8],
    ['USDT', 6],
    ['usdt', 6],
    ['LTC', 8],
    ['USD', 2],
    ['CNY', 2],
    ['JPY', 2],
    ['DOGE', 8],
  ] as const)('%s → %d', (c, s) => expect(currencyScale(c)).toBe(s));

  it('can be overridden and reset', () => {
    setCurrencyScale('doge', 4);
    expect(currencyScale('DOGE')).toBe(4);
    setCurrencyScale('USDT', 8);
    expect(currencyScale('USDT')).toBe(8);
    resetCurrencyScales();
    expect(currencyScale('USDT')).toBe(6);
    expect(currencyScale('DOGE')).toBe(8);
  });

  it('refuses bad scales and codes', () => {
    expect(() => setCurrencyScale('X', 19)).toThrow(MoneyError);
    expect(() => setCurrencyScale('X', -1)).toThrow(MoneyError);
    expect(() => setCurrencyScale(' ', 2)).toThrow(MoneyError);
  });

  it('roundForCurrency applies the user rule at the currency scale', () => {
    expect(roundForCurrency('1.2345678', 'USDT', 'receive')).toBe('1.234567');
    expect(roundForCurrency('1.2345678', 'USDT', 'pay')).toBe('1.234568');
    expect(roundForCurrency('10.001', 'USD', 'pay')).toBe('10.01');
  });
});
