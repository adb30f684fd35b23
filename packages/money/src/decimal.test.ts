import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixedText, fromUnits } from './decimal';

/** The plain definition: divide trailing zeros off one at a time. */
function reference(units: bigint, scale: number): string {
  let u = units;
  let s = scale;
  while (s > 0 && u % 10n === 0n) {
    u /= 10n;
    s -= 1;
  }
  return fixedText(u, s);
}

describe('fromUnits', () => {
  it('gives the shortest text of units / 10^scale', () => {
    expect(fromUnits(0n, 18)).toBe('0');
    expect(fromUnits(100n, 5)).toBe('0.001');
    expect(fromUnits(100n, 0)).toBe('100');
    expect(fromUnits(-1500n, 3)).toBe('-1.5');
    expect(fromUnits(151_250_000_000_000_000_000n, 18)).toBe('151.25');
    expect(fromUnits(-7n, 2)).toBe('-0.07');
  });

  it('equals the definition on random units and scales', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }),
        fc.nat({ max: 40 }),
        fc.nat({ max: 20 }),
        (u, scale, zeros) => {
          const units = u * 10n ** BigInt(zeros);
          expect(fromUnits(units, scale)).toBe(reference(units, scale));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
