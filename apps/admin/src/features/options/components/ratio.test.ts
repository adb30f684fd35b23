import { describe, expect, it } from 'vitest';
import { breakEven, compareAmounts, favoursUsers, sumDecimals } from './ratio';

describe('break-even win rate (as the server works it out for the app)', () => {
  it('is loss ÷ (payout + loss), 6 decimals half up, trailing zeros dropped', () => {
    // The seeded expiries: 30/60/120/300 s at 0.85/0.80/0.75/0.70 with a full loss.
    expect(breakEven('0.85', '1')).toBe('0.540541');
    expect(breakEven('0.8', '1')).toBe('0.555556');
    expect(breakEven('0.75', '1')).toBe('0.571429');
    expect(breakEven('0.7', '1')).toBe('0.588235');
    expect(breakEven('1', '1')).toBe('0.5');
    expect(breakEven('0.5', '0.25')).toBe('0.333333');
    expect(breakEven('0.000001', '0.000002')).toBe('0.666667');
  });

  it('reads decimals of different lengths exactly', () => {
    expect(breakEven('0.850', '1.0')).toBe('0.540541');
    expect(breakEven('0.123456789012345678', '1')).toBe('0.89011');
  });

  it("answers '1' for two zero ratios and nothing for text that is not a ratio", () => {
    expect(breakEven('0', '0')).toBe('1');
    expect(breakEven('0', '1')).toBe('1');
    expect(breakEven('1', '0')).toBe('0');
    for (const bad of ['', '1.5', '-0.1', 'abc', '.5', '2']) expect(breakEven(bad, '1'), bad).toBeUndefined();
    expect(breakEven('0.8', '')).toBeUndefined();
  });

  it('flags a rate below one half (the payout above the loss)', () => {
    expect(favoursUsers('0.499999')).toBe(true);
    expect(favoursUsers('0.5')).toBe(false);
    expect(favoursUsers('0.540541')).toBe(false);
    expect(favoursUsers('0')).toBe(true);
  });
});

describe('decimal sums and order', () => {
  it('adds signed decimals exactly', () => {
    expect(sumDecimals(['1.5', '-0.25', '2'])).toBe('3.25');
    expect(sumDecimals(['0.1', '0.2'])).toBe('0.3');
    expect(sumDecimals(['-1', '0.5'])).toBe('-0.5');
    expect(sumDecimals(['123456789012345678.123456789012345678', '1'])).toBe('123456789012345679.123456789012345678');
    expect(sumDecimals(['1', '-1'])).toBe('0');
    expect(sumDecimals([])).toBe('0');
    expect(sumDecimals(['x', '2'])).toBe('2');
  });

  it('compares amounts whatever their decimals', () => {
    expect(compareAmounts('10', '10.000')).toBe(0);
    expect(compareAmounts('9.99', '10')).toBe(-1);
    expect(compareAmounts('100.01', '100.001')).toBe(1);
  });
});
