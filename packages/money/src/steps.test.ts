import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mul } from './arith';
import { countSteps, stepsToAmount } from './steps';

describe('countSteps / stepsToAmount', () => {
  it.each([
    ['65000.10', '0.01', 6500010n, true],
    ['0.0025', '0.0001', 25n, true],
    ['0.00255', '0.0001', 25n, false],
    ['100.5', '0.5', 201n, true],
    ['7', '3', 2n, false],
    ['0', '0.1', 0n, true],
    ['123456789012345678901234567890', '0.000000000000000001', 123456789012345678901234567890000000000000000000n, true],
  ])('%s / %s → %s (exact %s)', (value, step, count, exact) => {
    expect(countSteps(value, step)).toEqual({ count, exact });
  });

  it('refuses a zero or negative step and a negative value', () => {
    expect(() => countSteps('1', '0')).toThrow();
    expect(() => countSteps('1', '-0.1')).toThrow();
    expect(() => countSteps('-1', '0.1')).toThrow();
  });

  it('round-trips: count × step is back the value when exact', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), fc.integer({ min: 0, max: 18 }), (n, scale) => {
        const step = scale === 0 ? '1' : `0.${'0'.repeat(scale - 1)}1`;
        const value = stepsToAmount(n, step);
        expect(countSteps(value, step)).toEqual({ count: n, exact: true });
        expect(value).toBe(mul(n.toString(), step));
      }),
    );
  });
});
