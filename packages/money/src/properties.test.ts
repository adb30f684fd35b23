import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  add,
  cmp,
  eq,
  gte,
  isAmountString,
  lte,
  mul,
  normalize,
  parseAmount,
  round,
  roundForUser,
  splitByWeights,
  sub,
  sum,
  toFixed,
} from './index';

/** Random amount strings at up to 18 decimals and 18 integer digits, signs included. */
const amount = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 36n - 1n }), fc.integer({ min: 0, max: 18 }))
  .map(([negative, digits, scale]) => {
    const s = digits.toString().padStart(scale + 1, '0');
    const text = scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
    return negative ? `-${text}` : text;
  });

/** Amounts of wildly different magnitudes: 1e-18 … 1e30. */
const magnitude = fc.tuple(fc.integer({ min: 1, max: 999 }), fc.integer({ min: -18, max: 30 })).map(([m, e]) => {
  if (e >= 0) return `${m}${'0'.repeat(e)}`;
  const digits = String(m).padStart(-e + 1, '0');
  return `${digits.slice(0, e)}.${digits.slice(e)}`;
});

const scale = fc.integer({ min: 0, max: 18 });

describe('money properties', () => {
  it('add and sub are inverse', () => {
    fc.assert(fc.property(amount, amount, (a, b) => eq(sub(add(a, b), b), a) && sub(add(a, b), b) === normalize(a)));
  });

  it('floor ≤ value ≤ ceil, and down/up bracket the magnitude', () => {
    fc.assert(
      fc.property(amount, scale, (a, s) => {
        expect(lte(round(a, s, 'floor'), a)).toBe(true);
        expect(gte(round(a, s, 'ceil'), a)).toBe(true);
        const mag = a.replace('-', '');
        expect(lte(round(mag, s, 'down'), mag)).toBe(true);
        expect(gte(round(mag, s, 'up'), mag)).toBe(true);
      }),
    );
  });

  it('the user never receives more, nor pays less, than the exact amount', () => {
    fc.assert(
      fc.property(amount, scale, (a, s) => {
        expect(lte(roundForUser(a, s, 'receive'), a)).toBe(true);
        expect(gte(roundForUser(a, s, 'pay'), a)).toBe(true);
      }),
    );
  });

  it('split parts sum exactly to the whole and stay within one unit of their share', () => {
    const weights = fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 12 });
    fc.assert(
      fc.property(amount, weights, scale, (a, w, s) => {
        fc.pre(w.some((x) => x > 0));
        const total = round(a, s, 'down');
        const parts = splitByWeights(total, w.map(String), s);
        expect(parts).toHaveLength(w.length);
        expect(sum(parts)).toBe(normalize(total));
        for (const p of parts) expect(isAmountString(p)).toBe(true);
      }),
    );
  });

  it('no exponent in any output, whatever the magnitude', () => {
    fc.assert(
      fc.property(magnitude, magnitude, scale, (a, b, s) => {
        for (const out of [add(a, b), sub(a, b), mul(a, b), normalize(a), toFixed(a, s), round(b, s, 'up')]) {
          expect(out).not.toMatch(/e/i);
          expect(isAmountString(out)).toBe(true);
        }
        expect(parseAmount(a)).toBe(normalize(a));
      }),
    );
  });

  it('toFixed always has exactly `scale` decimals', () => {
    fc.assert(
      fc.property(amount, scale, (a, s) => {
        const out = toFixed(a, s);
        expect(out.split('.')[1]?.length ?? 0).toBe(s);
        expect(out.startsWith('-') && cmp(out, '0') === 0).toBe(false);
      }),
    );
  });
});
