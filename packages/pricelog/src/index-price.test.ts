import { cmp, eq, gte, lte, max, min, round } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bandOf, type IndexMethod, indexPrice, medianOf } from './index-price';
import type { SourceInput } from './types';

const AT = 1_733_580_000_000;
const METHOD: IndexMethod = { max_age_ms: 10_000, band_percent: '3' };

/** A positive price with 0–8 decimals, from 0.00000001 to about 10^7. */
const price = fc
  .tuple(fc.bigInt({ min: 1n, max: 10n ** 15n }), fc.integer({ min: 0, max: 8 }))
  .map(([units, scale]) => {
    const digits = units.toString().padStart(scale + 1, '0');
    return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  });
const names = ['binance', 'coinbase', 'kraken', 'okx', 'bitstamp', 'quotes'];
const freshInput = (source: string) =>
  fc.record({ source: fc.constant(source), price, ts: fc.integer({ min: AT - 10_000, max: AT }) });
/** Fresh inputs of 1–6 distinct sources. */
const freshSet = fc
  .shuffledSubarray(names, { minLength: 1, maxLength: names.length })
  .chain((list) => fc.tuple(...list.map(freshInput)));
const staleInput = fc.record({
  source: fc.constantFrom('stale-a', 'stale-b'),
  price,
  ts: fc.integer({ min: 0, max: AT - 10_001 }),
});
const scale = fc.integer({ min: 0, max: 8 });
const band = fc.constantFrom('0', '0.5', '1', '3', '10', '50');

/** The clamped prices as the method defines them (median ± band). */
function clampedOf(inputs: readonly SourceInput[], bandPercent: string) {
  const median = medianOf(inputs.map((i) => i.price).sort(cmp));
  const { lo, hi } = bandOf(median, bandPercent);
  return { median, lo, hi, clamped: inputs.map((i) => max(lo, min(hi, i.price))) };
}

describe('indexPrice', () => {
  it('lies within [min, max] of the clamped fresh inputs (rounded to the scale)', () => {
    fc.assert(
      fc.property(freshSet, band, scale, (inputs, b, s) => {
        const r = indexPrice(inputs, AT, { ...METHOD, band_percent: b }, s);
        const { clamped } = clampedOf(inputs, b);
        expect(r).not.toBeNull();
        const price = r?.price as string;
        expect(gte(price, round(min(...(clamped as [string])), s, 'half-up'))).toBe(true);
        expect(lte(price, round(max(...(clamped as [string])), s, 'half-up'))).toBe(true);
      }),
    );
  });

  it('one source moved arbitrarily far never moves the index past median ± band of the others', () => {
    const honest = fc
      .shuffledSubarray(names.slice(0, 5), { minLength: 2, maxLength: 5 })
      .chain((list) => fc.tuple(...list.map(freshInput)));
    const far = fc.oneof(price, fc.constantFrom('0.00000001', '999999999999999999', '1000000000000000000000000'));
    fc.assert(
      fc.property(honest, far, scale, (inputs, attackerPrice, s) => {
        const all = [...inputs, { source: 'attacker', price: attackerPrice, ts: AT }];
        const r = indexPrice(all, AT, METHOD, s);
        const { lo, hi } = clampedOf(all, METHOD.band_percent);
        // the band itself stays inside the honest range widened by the band
        const honestLo = bandOf(min(...(inputs.map((i) => i.price) as [string])), '3').lo;
        const honestHi = bandOf(max(...(inputs.map((i) => i.price) as [string])), '3').hi;
        const price = r?.price as string;
        expect(gte(price, round(lo, s, 'half-up'))).toBe(true);
        expect(lte(price, round(hi, s, 'half-up'))).toBe(true);
        expect(gte(price, round(honestLo, s, 'half-up'))).toBe(true);
        expect(lte(price, round(honestHi, s, 'half-up'))).toBe(true);
      }),
    );
  });

  it('stale inputs never count', () => {
    fc.assert(
      fc.property(freshSet, fc.array(staleInput, { maxLength: 4 }), scale, (fresh, stale, s) => {
        const withStale = indexPrice([...stale, ...fresh], AT, METHOD, s);
        expect(withStale).toEqual(indexPrice(fresh, AT, METHOD, s));
        expect(withStale?.used.some((i) => i.source.startsWith('stale'))).toBe(false);
        expect(indexPrice(stale, AT, METHOD, s)).toBeNull();
      }),
    );
  });

  it('flags a price that only one source made', () => {
    fc.assert(
      fc.property(freshSet, fc.array(staleInput, { maxLength: 3 }), scale, (fresh, stale, s) => {
        const r = indexPrice([...fresh, ...stale], AT, METHOD, s);
        expect(r?.flagged).toBe(fresh.length === 1);
        if (fresh.length === 1)
          expect(eq(r?.price as string, round(fresh[0]?.price as string, s, 'half-up'))).toBe(true);
      }),
    );
  });

  it('does not depend on the order of its inputs', () => {
    fc.assert(
      fc.property(
        freshSet.chain((xs) => fc.tuple(fc.constant(xs), fc.shuffledSubarray(xs, { minLength: xs.length }))),
        scale,
        ([a, b], s) => {
          expect(indexPrice(b, AT, METHOD, s)).toEqual(indexPrice(a, AT, METHOD, s));
        },
      ),
    );
  });

  it('computes the documented example exactly: clamp, weights, half-up at the scale', () => {
    const inputs = [
      { source: 'binance', price: '100.00', ts: AT - 500 },
      { source: 'coinbase', price: '101.00', ts: AT - 200 },
      { source: 'kraken', price: '150.00', ts: AT - 900 },
      { source: 'okx', price: '90', ts: AT - 20_000 },
    ];
    // median 101 (three fresh), band ±3.03 → kraken clamped to 104.03; (100 + 101 + 104.03) / 3 = 101.676…
    expect(indexPrice(inputs, AT, METHOD, 2)).toEqual({
      price: '101.68',
      used: inputs.slice(0, 3),
      flagged: false,
    });
    const weighted = indexPrice(inputs, AT, { ...METHOD, weights: { binance: '2', coinbase: '0' } }, 4);
    // coinbase weighs nothing, so it does not count: median of 100 and 150 is 125, band ±3.75 → 121.25 (×2) and 128.75
    expect(weighted?.price).toBe('123.7500');
    expect(weighted?.used.map((i) => i.source)).toEqual(['binance', 'kraken']);
    expect(indexPrice([{ source: 'a', price: '0', ts: AT }], AT, METHOD, 2)).toBeNull();
    expect(indexPrice([{ source: 'a', price: '1.005', ts: AT }], AT, METHOD, 2)?.price).toBe('1.01');
    expect(indexPrice([{ source: 'a', price: '2', ts: AT }], AT, METHOD, 3)?.price).toBe('2.000');
  });
});
