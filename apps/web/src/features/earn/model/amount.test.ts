import { describe, expect, it } from 'vitest';
import { amountProblem, sharesProblem } from './amount';

const limits = { coin: 'USDT', min: '100', max: '10000', budgetCap: '5000' };

describe('the subscription amount', () => {
  it('is required, a plain positive decimal at the coin’s scale', () => {
    expect(amountProblem('', limits)).toBe('empty');
    expect(amountProblem('  ', limits)).toBe('empty');
    expect(amountProblem('abc', limits)).toBe('format');
    expect(amountProblem('-5', limits)).toBe('format');
    expect(amountProblem('0', limits)).toBe('format');
    expect(amountProblem('1e3', limits)).toBe('format');
    expect(amountProblem('100.1234567', limits)).toBe('decimals');
  });

  it('lies within the minimum, the maximum, the campaign’s budget and the balance', () => {
    expect(amountProblem('99.99', limits)).toBe('min');
    expect(amountProblem('100', limits)).toBeUndefined();
    expect(amountProblem('10000.01', { ...limits, budgetCap: '' })).toBe('max');
    expect(amountProblem('5000.01', limits)).toBe('budget');
    expect(amountProblem('5000', limits)).toBeUndefined();
    expect(amountProblem('20000', { ...limits, max: '', budgetCap: '' })).toBeUndefined();
    expect(amountProblem('300', { ...limits, balance: '200' })).toBe('balance');
    expect(amountProblem('200', { ...limits, balance: '200' })).toBeUndefined();
  });
});

describe('dual shares', () => {
  it('are whole numbers from 1 within what is left and the per-user limit', () => {
    expect(sharesProblem('', 10, 5)).toBe('empty');
    expect(sharesProblem('1.5', 10, 5)).toBe('whole');
    expect(sharesProblem('0', 10, 5)).toBe('whole');
    expect(sharesProblem('-1', 10, 5)).toBe('whole');
    expect(sharesProblem('11', 10, 50)).toBe('left');
    expect(sharesProblem('6', 10, 5)).toBe('limit');
    expect(sharesProblem('5', 10, 5)).toBeUndefined();
    expect(sharesProblem('8', 10, 0)).toBeUndefined();
  });
});
