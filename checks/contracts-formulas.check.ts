/**
 * The web shows an isolated position's liquidation price as the user types, from its own copy of the server's
 * published formula (apps/web/src/features/contracts/model/calc.ts). Both must round toward the entry (a price
 * shown is never further from the entry than the real one), and both must agree on every case: a change to either
 * copy alone fails here. The same cases go to both.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isolatedLiquidationPrice as server } from '../apps/server/src/modules/contracts/engine/formulas';
import { isolatedLiquidationPrice as web } from '../apps/web/src/features/contracts/model/calc';

type Case = {
  side: 'long' | 'short';
  entry: string;
  margin: string;
  quantity: string;
  threshold: string;
  precision: number;
};

const both = (c: Case) => ({
  server: server(c.side, c.entry, c.margin, c.quantity, c.threshold, c.precision),
  web: web(c),
});

const decimal = (max: number, scale: number) =>
  fc.integer({ min: 1, max: max * 10 ** scale }).map((n) => (n / 10 ** scale).toFixed(scale));

describe('isolated liquidation price: server formula and the web copy', () => {
  it('round toward the entry: entry 100, margin 10, quantity 3 gives 96.67 long and 103.33 short', () => {
    const c = { entry: '100', margin: '10', quantity: '3', threshold: '0', precision: 2 };
    expect(both({ ...c, side: 'long' })).toEqual({ server: '96.67', web: '96.67' });
    expect(both({ ...c, side: 'short' })).toEqual({ server: '103.33', web: '103.33' });
    // At a 10 % threshold the cushion is 9: exactly 97 and 103; with 7 ÷ 3 and 4 decimals, 97.6667 and 102.3333.
    expect(both({ ...c, side: 'long', threshold: '10' })).toEqual({ server: '97', web: '97' });
    expect(both({ ...c, side: 'long', margin: '7', precision: 4 })).toEqual({ server: '97.6667', web: '97.6667' });
    expect(both({ ...c, side: 'short', margin: '7', precision: 4 })).toEqual({ server: '102.3333', web: '102.3333' });
  });

  it('agree on every case, each within one price step of the exact value and on the entry side of it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('long' as const, 'short' as const),
        decimal(100_000, 2),
        decimal(10_000, 6),
        decimal(1_000, 4),
        fc.integer({ min: 0, max: 99 }).map(String),
        fc.integer({ min: 0, max: 6 }),
        (side, entry, margin, quantity, threshold, precision) => {
          const c = { side, entry, margin, quantity, threshold, precision };
          const r = both(c);
          expect(r.web, JSON.stringify(c)).toBe(r.server);
          if (r.server === null) return;
          const exact =
            Number(entry) +
            ((side === 'long' ? -1 : 1) * Number(margin) * (1 - Number(threshold) / 100)) / Number(quantity);
          // The distance is cut at four more decimals before the final rounding to the grid.
          const step = 10 ** -precision + 10 ** -(precision + 4);
          const towardEntry = side === 'long' ? Number(r.server) - exact : exact - Number(r.server);
          expect(towardEntry, JSON.stringify(c)).toBeGreaterThanOrEqual(-1e-9 * Math.max(1, Math.abs(exact)));
          expect(towardEntry, JSON.stringify(c)).toBeLessThan(step + 1e-9 * Math.max(1, Math.abs(exact)));
        },
      ),
      { numRuns: 500 },
    );
  });
});
