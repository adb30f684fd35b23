/** The seconds-option formulas: win, tie, loss, fee rounding, break-even, and a property over random orders. */
import { add, cmp, gte, lte, mul, sub } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakEvenRate, optionFee, optionPayout, optionResult } from './formulas';

const base = { stake: '100', payoutRatio: '0.85', lossRatio: '1', scale: 8 };

describe('option formulas', () => {
  it('decides the result from the two recorded prices', () => {
    expect(optionResult(1, '100', '100.01')).toBe(1);
    expect(optionResult(1, '100', '99.99')).toBe(-1);
    expect(optionResult(2, '100', '99.99')).toBe(1);
    expect(optionResult(2, '100', '100.01')).toBe(-1);
    expect(optionResult(1, '100', '100.00')).toBe(0);
    expect(optionResult(2, '100', '100')).toBe(0);
  });

  it('win pays stake × (1 + payout), tie the stake, loss stake × (1 − loss)', () => {
    expect(optionPayout({ ...base, type: 1, open: '1', end: '2' })).toEqual({
      result: 1,
      payout: '185',
      factProfits: '85',
    });
    expect(optionPayout({ ...base, type: 1, open: '2', end: '2' })).toEqual({
      result: 0,
      payout: '100',
      factProfits: '0',
    });
    expect(optionPayout({ ...base, type: 1, open: '2', end: '1' })).toEqual({
      result: -1,
      payout: '0',
      factProfits: '-100',
    });
    expect(optionPayout({ ...base, lossRatio: '0.8', type: 2, open: '2', end: '3' })).toEqual({
      result: -1,
      payout: '20',
      factProfits: '-80',
    });
  });

  it('rounds what the user receives down and the fee up', () => {
    const p = optionPayout({ ...base, stake: '0.00000001', payoutRatio: '0.85', type: 1, open: '1', end: '2' });
    expect(p.payout).toBe('0.00000001');
    expect(optionFee('1', '0.001', 2)).toBe('0.01');
    expect(optionFee('1.234', '0.001', 8)).toBe('0.001234');
    expect(optionFee('0.00000001', '0.001', 8)).toBe('0.00000001');
  });

  it('break-even win rate = loss ÷ (payout + loss), 1 ÷ (1 + payout) for a full loss', () => {
    expect(breakEvenRate('0.85', '1')).toBe('0.540541');
    expect(breakEvenRate('1', '1')).toBe('0.5');
    expect(breakEvenRate('0.8', '0.8')).toBe('0.5');
    expect(breakEvenRate('0.8', '1', '0.001')).toBe('0.556111');
  });

  it('property: the payout stays between 0 and stake × (1 + payout), and the result matches its sign', () => {
    const amount = fc.integer({ min: 1, max: 10_000_000 }).map((u) => String(u / 100));
    const ratio = fc.integer({ min: 0, max: 100 }).map((u) => String(u / 100));
    fc.assert(
      fc.property(
        fc.constantFrom(1 as const, 2 as const),
        amount,
        amount,
        amount,
        ratio,
        ratio,
        (type, open, end, stake, payoutRatio, lossRatio) => {
          const p = optionPayout({ type, open, end, stake, payoutRatio, lossRatio, scale: 8 });
          expect(gte(p.payout, '0')).toBe(true);
          expect(lte(p.payout, mul(stake, add('1', payoutRatio)))).toBe(true);
          expect(cmp(p.factProfits, sub(p.payout, stake))).toBe(0);
          expect(Math.sign(cmp(p.payout, stake)) === p.result || cmp(p.payout, stake) === 0).toBe(true);
        },
      ),
    );
  });
});
