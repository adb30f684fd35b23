/**
 * The integer arithmetic against decimal.js as an oracle (a test-only dependency): on random amounts of up to 36
 * digits and 18 decimals, every operation that decimal.js computes exactly at 80 significant digits agrees digit
 * for digit, and every rounding mode agrees with decimal.js' own.
 */
import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { add, cmp, div, fixedFromNumber, fromNumber, mul, type RoundingMode, round, sub, sum, toFixed } from './index';

const D = Decimal.clone({ precision: 80, toExpNeg: -9e15, toExpPos: 9e15 });
const text = (d: Decimal) => (d.isZero() ? '0' : d.toFixed());
const MODES: Record<RoundingMode, Decimal.Rounding> = {
  down: Decimal.ROUND_DOWN,
  up: Decimal.ROUND_UP,
  'half-up': Decimal.ROUND_HALF_UP,
  'half-even': Decimal.ROUND_HALF_EVEN,
  floor: Decimal.ROUND_FLOOR,
  ceil: Decimal.ROUND_CEIL,
};

const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 36n - 1n }), fc.integer({ min: 0, max: 18 }))
  .map(([negative, digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    const t = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
    return negative ? `-${t}` : t;
  });
const mode = fc.constantFrom<RoundingMode>('down', 'up', 'half-up', 'half-even', 'floor', 'ceil');
const scale = fc.integer({ min: 0, max: 20 });

describe('money against decimal.js', () => {
  it('add, sub, mul, cmp and sum agree', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expect(add(a, b)).toBe(text(new D(a).plus(b)));
        expect(sub(a, b)).toBe(text(new D(a).minus(b)));
        expect(mul(a, b)).toBe(text(new D(a).times(b)));
        expect(cmp(a, b)).toBe(new D(a).cmp(b));
        expect(sum([a, b, a])).toBe(text(new D(a).plus(b).plus(a)));
      }),
      { numRuns: 500 },
    );
  });

  it('round and toFixed agree in every mode', () => {
    fc.assert(
      fc.property(amount, scale, mode, (a, s, m) => {
        const r = new D(a).toDecimalPlaces(s, MODES[m]);
        expect(round(a, s, m)).toBe(text(r));
        expect(toFixed(a, s, m)).toBe((r.isZero() ? r.abs() : r).toFixed(s));
      }),
      { numRuns: 500 },
    );
  });

  it('div agrees with a 80-digit quotient rounded the same way', () => {
    fc.assert(
      fc.property(amount, amount, scale, mode, (a, b, s, m) => {
        fc.pre(!new D(b).isZero());
        const q = new D(a).div(b).toDecimalPlaces(s, MODES[m]);
        expect(div(a, b, s, m)).toBe(text(q));
      }),
      { numRuns: 300 },
    );
  });

  it('numbers become the decimal they print as, exponents included', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), scale, (n, s) => {
        expect(fromNumber(n)).toBe(text(new D(n)));
        const f = new D(n).toDecimalPlaces(s, Decimal.ROUND_HALF_UP);
        expect(fixedFromNumber(n, s)).toBe((f.isZero() ? f.abs() : f).toFixed(s));
      }),
      { numRuns: 500 },
    );
  });
});
