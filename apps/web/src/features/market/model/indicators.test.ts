import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bollinger, ema, INDICATOR_COLORS, sma } from './indicators';

const closes = fc.array(fc.double({ min: 0.0001, max: 1e6, noNaN: true }), { minLength: 0, maxLength: 80 });
const near = (a: number | null | undefined, b: number) => expect(a).toBeCloseTo(b, 6);

describe('sma', () => {
  it('averages the last n values, null before the window is full', () => {
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
    expect(sma([1, 2], 3)).toEqual([null, null]);
    expect(sma([7], 1)).toEqual([7]);
  });

  it('lies between the window minimum and maximum', () => {
    fc.assert(
      fc.property(closes, fc.integer({ min: 1, max: 30 }), (v, n) => {
        sma(v, n).forEach((m, i) => {
          if (i < n - 1) {
            expect(m).toBeNull();
            return;
          }
          const w = v.slice(i - n + 1, i + 1);
          expect(m).toBeGreaterThanOrEqual(Math.min(...w) * (1 - 1e-9));
          expect(m).toBeLessThanOrEqual(Math.max(...w) * (1 + 1e-9));
        });
      }),
    );
  });
});

describe('ema', () => {
  it('starts at the MA of the first n values, then weights the new value 2 / (n + 1)', () => {
    const out = ema([2, 4, 6, 8, 10], 3);
    expect(out.slice(0, 2)).toEqual([null, null]);
    near(out[2], 4);
    near(out[3], 0.5 * 8 + 0.5 * 4); // α = 0.5
    near(out[4], 0.5 * 10 + 0.5 * 6);
  });

  it('of a constant series is the constant', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e6, noNaN: true }), fc.integer({ min: 1, max: 20 }), (c, n) => {
        for (const m of ema(new Array(40).fill(c), n).slice(n - 1)) near((m as number) / c, 1);
      }),
    );
  });
});

describe('bollinger', () => {
  it('is the MA ± 2 population standard deviations', () => {
    const v = [2, 4, 4, 4, 5, 5, 7, 9]; // mean 5, population sd 2
    const b = bollinger(v, 8, 2);
    near(b.mid[7], 5);
    near(b.upper[7], 9);
    near(b.lower[7], 1);
    expect(b.upper[6]).toBeNull();
  });

  it('keeps lower ≤ mid ≤ upper', () => {
    fc.assert(
      fc.property(closes, (v) => {
        const b = bollinger(v);
        b.mid.forEach((m, i) => {
          if (m === null) return;
          expect(b.lower[i]).toBeLessThanOrEqual(m + 1e-9 * m);
          expect(b.upper[i]).toBeGreaterThanOrEqual(m - 1e-9 * m);
        });
      }),
    );
  });
});

describe('indicator colours', () => {
  /** WCAG 2.1 relative luminance and contrast ratio of two #rrggbb colours. */
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
  };
  const contrast = (a: string, b: string) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
  };
  const BACKGROUND = { dark: '#2b2b2b', light: '#ffffff' } as const;

  it.each(['dark', 'light'] as const)('every legend colour reads at AA on the %s chart', (theme) => {
    const weak = Object.values(INDICATOR_COLORS[theme])
      .flat()
      .filter((c) => contrast(c, BACKGROUND[theme]) < 4.5);
    expect(weak).toEqual([]);
  });
});
