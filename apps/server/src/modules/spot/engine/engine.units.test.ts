import { describe, expect, it } from 'vitest';
import {
  lotsToQty,
  priceToTicks,
  qtyToLots,
  quoteToUnits,
  quoteUnitSize,
  quoteUnitsToAmount,
  ticksToPrice,
} from './engine.units';

describe('engine units', () => {
  it.each([
    ['65000.10', '0.01', 6500010],
    ['0.3', '0.1', 3], // 0.3 / 0.1 is 2.9999999999999996 in floats
    ['1', '0.00000001', 100000000],
    ['123.456', '0.001', 123456],
  ])('priceToTicks(%s, %s) = %d', (p, tick, ticks) => {
    expect(priceToTicks(p, tick)).toBe(ticks);
    expect(ticksToPrice(ticks, tick)).toBe(p.replace(/\.?0+$/, '') || '0');
  });

  it.each([
    ['65000.105', '0.01', 'NOT_A_MULTIPLE'],
    ['0', '0.01', 'NOT_POSITIVE'],
    ['-1', '0.01', 'INVALID_DECIMAL'],
    ['1e3', '0.01', 'INVALID_DECIMAL'],
    ['abc', '0.01', 'INVALID_DECIMAL'],
    ['1', '0', 'NOT_POSITIVE'],
    ['100000000000000000', '0.01', 'TOO_LARGE'],
  ])('priceToTicks(%s, %s) throws %s', (p, tick, code) => {
    expect(() => priceToTicks(p, tick)).toThrow(expect.objectContaining({ code }));
  });

  it('lots: exact multiples only', () => {
    expect(qtyToLots('0.0025', '0.0001')).toBe(25);
    expect(lotsToQty(25, '0.0001')).toBe('0.0025');
    expect(() => qtyToLots('0.00025', '0.0001')).toThrow(expect.objectContaining({ code: 'NOT_A_MULTIPLE' }));
  });

  it('quote budgets round down to whole quote units (tick × lot)', () => {
    expect(quoteUnitSize('0.01', '0.0001')).toBe('0.000001');
    expect(quoteToUnits('100.5', '0.01', '0.0001')).toBe(100500000);
    expect(quoteToUnits('0.0000019', '0.01', '0.0001')).toBe(1);
    expect(quoteUnitsToAmount(100500000, '0.01', '0.0001')).toBe('100.5');
    expect(() => quoteToUnits('0.0000001', '0.01', '0.0001')).toThrow(
      expect.objectContaining({ code: 'NOT_POSITIVE' }),
    );
  });

  it('a fill notional ticks × lots converts back to price × qty exactly', () => {
    const ticks = priceToTicks('65000.10', '0.01');
    const lots = qtyToLots('0.0025', '0.0001');
    expect(quoteUnitsToAmount(ticks * lots, '0.01', '0.0001')).toBe('162.50025');
  });
});
