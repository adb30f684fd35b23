import { describe, expect, it } from 'vitest';
import {
  allAmount,
  allZero,
  exchangeEstimate,
  SMALL_BALANCE_USDT,
  toFiat,
  totalUsdt,
  visibleRows,
  withdrawReceive,
} from './calc';

describe('withdrawReceive (you receive = amount − fee)', () => {
  it.each([
    ['100', '1', '99'],
    ['0.5', '0.0005', '0.4995'],
    ['1', '1', '0'],
    ['0.5', '1', '0'],
    ['10', '', '10'],
  ])('%s − %s = %s', (amount, fee, receive) => {
    expect(withdrawReceive(amount, fee)).toBe(receive);
  });
  it('is null for an amount that is not a number', () => {
    expect(withdrawReceive('', '1')).toBeNull();
    expect(withdrawReceive('abc', '1')).toBeNull();
  });
});

describe("allAmount ('all')", () => {
  it('withdraw: the whole available (the fee is inside the amount)', () => {
    expect(allAmount('100')).toBe('100');
  });
  it('transfer: the whole available, cut to 8 decimals', () => {
    expect(allAmount('12.3456789012')).toBe('12.3456789');
    expect(allAmount('')).toBe('0');
  });
});

describe('totals in fiat', () => {
  it('sums USDT values and converts at the fiat rate, cut to cents', () => {
    const usdt = totalUsdt([{ usdt_value: '10000' }, { usdt_value: '0.129' }, { usdt_value: '' }]);
    expect(usdt).toBe('10000.129');
    expect(toFiat(usdt, '7.1')).toBe('71000.91');
    expect(toFiat(usdt, '1')).toBe('10000.12');
  });
  it('gives null for an unknown (empty) or zero rate: never a guessed conversion', () => {
    expect(toFiat('10', '')).toBeNull();
    expect(toFiat('10', '0')).toBeNull();
  });
});

describe('hide small balances', () => {
  const rows = [
    { id: 'usdt', usdt_value: '10000', total: '10000' },
    { id: 'dust', usdt_value: '0.99', total: '0.00001' },
    { id: 'edge', usdt_value: SMALL_BALANCE_USDT, total: '1' },
    { id: 'zero', usdt_value: '0', total: '0' },
    { id: 'unpriced', usdt_value: '0', total: '3' },
  ];
  it('keeps every row when off', () => {
    expect(visibleRows(rows, false)).toHaveLength(5);
  });
  it('hides rows below 1 USDT but keeps the threshold itself and coins with no price', () => {
    expect(visibleRows(rows, true).map((r) => r.id)).toEqual(['usdt', 'edge', 'unpriced']);
  });
  it('takes another threshold', () => {
    expect(visibleRows(rows, true, '100').map((r) => r.id)).toEqual(['usdt', 'unpriced']);
  });
});

describe('exchangeEstimate', () => {
  it('takes the fee from what is received and rounds the receipt down', () => {
    expect(exchangeEstimate('100', '0.00001', '0.001')).toEqual({
      gross: '0.001',
      fee: '0.000001',
      receive: '0.000999',
    });
    expect(exchangeEstimate('1', '0.333333333333', '0')?.receive).toBe('0.33333333');
  });
  it('is null without a positive amount', () => {
    expect(exchangeEstimate('', '1', '0')).toBeNull();
    expect(exchangeEstimate('0', '1', '0')).toBeNull();
  });
});

describe('allZero (a new user: offer a first deposit)', () => {
  it('is true only when every row holds nothing', () => {
    expect(allZero([{ total: '0' }, { total: '0.000' }])).toBe(true);
    expect(allZero([{ total: '0' }, { total: '0.00000001' }])).toBe(false);
    expect(allZero([])).toBe(false);
  });
});
