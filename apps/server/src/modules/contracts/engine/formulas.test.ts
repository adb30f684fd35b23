import { add, cmp, mul, neg, sub } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  feeOf,
  fillPrice,
  isLiquidationDue,
  isolatedLiquidationPrice,
  marginOf,
  overnightFeeOf,
  pnlOf,
  positionValue,
  quantityOf,
  riskRateOf,
  settlementOf,
} from './formulas';

describe('contract formulas', () => {
  it('fills against the user by the published spread, opening and closing', () => {
    expect(fillPrice('long', 'open', '100', '0.5')).toBe('100.5');
    expect(fillPrice('long', 'close', '100', '0.5')).toBe('99.5');
    expect(fillPrice('short', 'open', '100', '0.5')).toBe('99.5');
    expect(fillPrice('short', 'close', '100', '0.5')).toBe('100.5');
    expect(fillPrice('short', 'open', '0.4', '0.5')).toBeNull();
  });

  it('margin is value over the multiple and the fee value times the rate, both rounded up', () => {
    const q = quantityOf(3, '0.01');
    expect(q).toBe('0.03');
    const value = positionValue('65000.15', q);
    expect(value).toBe('1950.0045');
    expect(marginOf(value, 20, 2)).toBe('97.51');
    expect(feeOf(value, '0.001', 2)).toBe('1.96');
    expect(overnightFeeOf(value, '0.0005', 2)).toBe('0.98');
  });

  it('P/L is the price move times the quantity, never times the leverage', () => {
    expect(pnlOf('long', '100', '110', '2')).toBe('20');
    expect(pnlOf('short', '100', '110', '2')).toBe('-20');
    expect(pnlOf('short', '100', '90', '2')).toBe('20');
    expect(settlementOf('50', '-20.005', 2)).toBe('29.99');
  });

  it('risk rate: equity over the margin at stake, in %, rounded toward liquidation; none without positions', () => {
    expect(riskRateOf('0', [], [])).toBeNull();
    expect(riskRateOf('100', ['50'], ['-25'])).toBe('250');
    expect(riskRateOf('0', ['30', '20'], ['-10', '5'])).toBe('90');
    expect(riskRateOf('0', ['3'], ['-1'])).toBe('66.66');
    expect(isLiquidationDue(riskRateOf('0', ['50'], ['-50']), '0')).toBe(true);
    expect(isLiquidationDue(riskRateOf('0', ['50'], ['-49.99']), '0')).toBe(false);
    expect(isLiquidationDue(null, '0')).toBe(false);
  });

  it('isolated liquidation price: where margin plus P/L meets the threshold', () => {
    // 1 BTC long at 100 with 10 margin (10×): liquidated at 0 % when the price has fallen by 10.
    expect(isolatedLiquidationPrice('long', '100', '10', '1', '0', 2)).toBe('90');
    expect(isolatedLiquidationPrice('short', '100', '10', '1', '0', 2)).toBe('110');
    // At a 20 % threshold, 8 of the 10 can be lost.
    expect(isolatedLiquidationPrice('long', '100', '10', '1', '20', 2)).toBe('92');
    // A 1× long cannot be liquidated above zero.
    expect(isolatedLiquidationPrice('long', '100', '100', '1', '0', 2)).toBeNull();
    // Between two steps of the price grid, the price shown rounds toward the entry (never further away).
    expect(isolatedLiquidationPrice('long', '100', '10', '3', '0', 2)).toBe('96.67');
    expect(isolatedLiquidationPrice('short', '100', '10', '3', '0', 2)).toBe('103.33');
  });

  const amount = (max: number, scale: number) =>
    fc.integer({ min: 1, max: max * 10 ** scale }).map((n) => (n / 10 ** scale).toFixed(scale));

  it('property: a long and a short of the same size mirror each other, and closing at the entry returns the margin', () => {
    fc.assert(
      fc.property(amount(100_000, 2), amount(100_000, 2), amount(1000, 4), (entry, mark, quantity) => {
        expect(pnlOf('long', entry, mark, quantity)).toBe(neg(pnlOf('short', entry, mark, quantity)));
        expect(pnlOf('long', entry, entry, quantity)).toBe('0');
        const margin = marginOf(positionValue(entry, quantity), 10, 8);
        expect(settlementOf(margin, pnlOf('short', entry, entry, quantity), 8)).toBe(margin);
      }),
    );
  });

  it('property: one tick past the isolated liquidation price, liquidation is due; at the entry it is not', () => {
    const side = fc.constantFrom<'long' | 'short'>('long', 'short');
    fc.assert(
      fc.property(
        side,
        amount(100_000, 2),
        fc.integer({ min: 2, max: 125 }),
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom('0', '10', '20', '50'),
        (s, entry, multiple, lots, threshold) => {
          const quantity = quantityOf(lots, '0.01');
          const margin = marginOf(positionValue(entry, quantity), multiple, 8);
          const price = isolatedLiquidationPrice(s, entry, margin, quantity, threshold, 2);
          const rate = (mark: string) => riskRateOf('0', [margin], [pnlOf(s, entry, mark, quantity)]);
          expect(isLiquidationDue(rate(entry), threshold)).toBe(false);
          if (price === null) return;
          // Never further from the entry than the true price: it lies between the entry (within a tick of it, for a
          // tiny position) and the real point.
          expect(cmp(price, entry)).not.toBe(s === 'long' ? 1 : -1);
          const beyond = s === 'long' ? sub(price, '0.01') : add(price, '0.01');
          if (cmp(beyond, '0') > 0) expect(isLiquidationDue(rate(beyond), threshold)).toBe(true);
          // The margin really is value over the multiple, to the last unit.
          expect(cmp(mul(margin, String(multiple)), positionValue(entry, quantity))).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 500 },
    );
  });
});
