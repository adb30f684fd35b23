import { describe, expect, it } from 'vitest';
import { compare, isPositiveAmount, per1000Terms, plus } from './decimal';

describe('what 1000 earns (the settlement’s rounding)', () => {
  it('matches the seeded products as the server lists them', () => {
    // USDT (6 decimals): 5 days at 0.3 %, penalty 0.4 % a remaining day → 15 and 4.
    expect(per1000Terms({ dailyRate: '0.003', penaltyRate: '0.004', days: 5, scale: 6 })).toEqual({
      daily: '3',
      term: '15',
      penalty: '4',
    });
    expect(per1000Terms({ dailyRate: '0.0035', penaltyRate: '0.004', days: 15, scale: 6 })).toEqual({
      daily: '3.5',
      term: '52.5',
      penalty: '4',
    });
  });

  it('rounds the yield down and the penalty up at the coin’s decimals', () => {
    expect(per1000Terms({ dailyRate: '0.0000000017', penaltyRate: '0.0000000017', days: 3, scale: 6 })).toEqual({
      daily: '0.000001',
      term: '0.000003',
      penalty: '0.000002',
    });
    expect(per1000Terms({ dailyRate: '0.00000000099', penaltyRate: '0.00000000001', days: 3, scale: 6 })).toEqual({
      daily: '0',
      term: '0',
      penalty: '0.000001',
    });
    expect(per1000Terms({ dailyRate: '0.123456789', penaltyRate: '0', days: 2, scale: 8 })).toEqual({
      daily: '123.456789',
      term: '246.913578',
      penalty: '0',
    });
  });

  it('never charges more than the amount, and waits for values being typed', () => {
    expect(per1000Terms({ dailyRate: '0', penaltyRate: '1', days: 1, scale: 6 })?.penalty).toBe('1000');
    expect(per1000Terms({ dailyRate: '1.5', penaltyRate: '0', days: 1, scale: 6 })).toBeUndefined();
    expect(per1000Terms({ dailyRate: '0.1', penaltyRate: '', days: 1, scale: 6 })).toBeUndefined();
    expect(per1000Terms({ dailyRate: '0.1', penaltyRate: '0', days: null, scale: 6 })).toBeUndefined();
    expect(per1000Terms({ dailyRate: '0.1', penaltyRate: '0', days: 0, scale: 6 })).toBeUndefined();
  });
});

describe('amounts', () => {
  it('accepts positive amounts within the coin’s decimals', () => {
    expect(isPositiveAmount('1000', 6)).toBe(true);
    expect(isPositiveAmount('0.000001', 6)).toBe(true);
    expect(isPositiveAmount('0.0000001', 6)).toBe(false);
    for (const bad of ['0', '0.000', '-1', '1e3', '.5', '', '1,5']) expect(isPositiveAmount(bad, 8), bad).toBe(false);
  });

  it('adds, subtracts and compares exactly', () => {
    expect(plus('50000', '0.1')).toBe('50000.1');
    expect(plus('1.25', '1.26', -1)).toBe('-0.01');
    expect(plus('0.1', '0.2')).toBe('0.3');
    expect(plus('x', '1')).toBe('');
    expect(compare('1.25', '1.250')).toBe(0);
    expect(compare('1.26', '1.25')).toBe(1);
  });
});
