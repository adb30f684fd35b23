import { describe, expect, it } from 'vitest';
import { ceilGrid, checkPriceScale, floorGrid, fromGridUnits, toGridUnits } from './grid';

describe('price grid', () => {
  it('turns grid prices into exact integer units', () => {
    expect(toGridUnits('65000.15', 2)).toBe(6500015);
    expect(toGridUnits('65000.1', 2)).toBe(6500010);
    expect(toGridUnits('65000', 2)).toBe(6500000);
    expect(toGridUnits('0.0001', 4)).toBe(1);
    expect(toGridUnits('7', 0)).toBe(7);
    expect(toGridUnits('1.2300', 2)).toBe(123); // trailing zeros are on the grid
    expect(toGridUnits('-1.5', 1)).toBe(-15);
    expect(Object.is(toGridUnits('-0.00', 2), 0)).toBe(true);
    // 0.1 + 0.2 style floats never appear: 1.15 × 100 is 114.99999999999999 in floating point.
    expect(toGridUnits('1.15', 2)).toBe(115);
  });

  it('refuses prices off the grid, malformed or too large', () => {
    expect(() => toGridUnits('1.005', 2)).toThrow(/off the grid/);
    expect(() => toGridUnits('1.5', 0)).toThrow(/off the grid/);
    expect(() => toGridUnits('1e3', 2)).toThrow(/not a decimal/);
    expect(() => toGridUnits('.5', 2)).toThrow(/not a decimal/);
    expect(() => toGridUnits('90071992547409.93', 2)).toThrow(/too large/);
    expect(toGridUnits('90071992547409.91', 2)).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('floors and ceils an exact decimal onto the grid', () => {
    expect(floorGrid('99.999', 2)).toBe(9999);
    expect(ceilGrid('99.991', 2)).toBe(10000);
    expect(floorGrid('100', 2)).toBe(10000);
    expect(ceilGrid('100', 2)).toBe(10000);
    expect(floorGrid('-0.001', 2)).toBe(-1);
    expect(ceilGrid('-0.001', 2)).toBe(0);
    expect(floorGrid('1.23456789012345678901', 3)).toBe(1234);
  });

  it('clamps levels beyond the safe range to infinities, which compare like the true value', () => {
    expect(floorGrid('1000000000000000000', 2)).toBe(Number.POSITIVE_INFINITY);
    expect(ceilGrid('-1000000000000000000', 2)).toBe(Number.NEGATIVE_INFINITY);
  });

  it('prints grid units back as canonical decimals and checks scales', () => {
    expect(fromGridUnits(6500015, 2)).toBe('65000.15');
    expect(fromGridUnits(6500010, 2)).toBe('65000.1');
    expect(fromGridUnits(7, 0)).toBe('7');
    expect(fromGridUnits(-5, 3)).toBe('-0.005');
    expect(() => fromGridUnits(1.5, 2)).toThrow();
    expect(checkPriceScale(8)).toBe(8);
    expect(() => checkPriceScale(16)).toThrow();
    expect(() => checkPriceScale(1.5)).toThrow();
  });
});
