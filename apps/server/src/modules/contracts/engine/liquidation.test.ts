import { type Amount, add, cmp, mul, sub } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLiquidationDue, pnlOf, riskRateOf, type Side } from './formulas';
import { fromGridUnits } from './grid';
import { checkThreshold, cushionOf, groupForm, liquidationTrigger } from './liquidation';
import { PositionsBook } from './positions-book';

/** The trigger for Q·P + C < 0 on a grid of `scale` decimals, through the integer form the book uses. */
function trigger(q: Amount, c: Amount, scale: number) {
  const form = groupForm(c, [{ quantity: q, cost: '0', scale }]);
  return liquidationTrigger(form.legs[0]!.qk, form.cushion);
}

describe('liquidation trigger', () => {
  it('writes a group as integers over one power of ten', () => {
    // D = max(3 decimals of the cushion, 2 of S, 1 of Q + scale 2) = 3: Q·P = 1.5 × u/100 = 15·u/1000.
    expect(groupForm('24.998', [{ quantity: '1.5', cost: '150.25', scale: 2 }])).toEqual({
      cushion: 24998n,
      legs: [{ qk: 15n, s: 150250n }],
    });
    expect(groupForm('-1', [{ quantity: '-2', cost: '-0.5', scale: 0 }])).toEqual({
      cushion: -10n,
      legs: [{ qk: -20n, s: -5n }],
    });
  });

  it('Q > 0: a down trigger at the largest grid price strictly below −C/Q', () => {
    expect(trigger('1', '-90', 2)).toEqual({ direction: 'down', units: 8999 }); // P < 90
    expect(trigger('1', '-90.001', 2)).toEqual({ direction: 'down', units: 9000 }); // P < 90.001
    expect(trigger('3', '-100', 2)).toEqual({ direction: 'down', units: 3333 }); // P < 33.333…
    expect(trigger('1', '5', 2)).toBeNull(); // P < −5: no price reaches it
  });

  it('Q < 0: an up trigger at the smallest grid price strictly above C/(−Q); Q = 0: always or never', () => {
    expect(trigger('-1', '110', 2)).toEqual({ direction: 'up', units: 11001 });
    expect(trigger('-2', '219.999', 2)).toEqual({ direction: 'up', units: 11000 });
    expect(trigger('-1', '-1', 0)).toEqual({ direction: 'up', units: 0 });
    expect(trigger('0', '-0.0001', 2)).toEqual({ direction: 'up', units: Number.NEGATIVE_INFINITY });
    expect(trigger('0', '0', 2)).toBeNull();
  });

  it('the cushion uses T + 0.01 because the risk rate is rounded down to 2 decimals', () => {
    expect(cushionOf('5', '20', '0')).toBe('24.998');
    expect(cushionOf('0', '10', '20')).toBe('7.999');
    expect(checkThreshold('20.50')).toBe('20.5');
    expect(() => checkThreshold('0.001')).toThrow();
  });

  it('on a fine grid the last due price is where the rounded rate still reads the threshold', () => {
    // 1 long at 100 with margin 10, threshold 0: due while E = 10 + (P − 100) < 0.001, i.e. up to 90.0009, where the
    // exact rate 0.009 % reads 0.00 %.
    const book = new PositionsBook({ priceScale: () => 4 });
    book.setGroup('g', { balance: '0', threshold: '0' });
    book.addOpen({
      id: 'p',
      group: 'g',
      instrument: 'X',
      side: 'long',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: null,
      sl: null,
    });
    expect(book.liquidationPrice('p')).toBe('90.0009');
    expect(book.tick('X', '90.001')).toEqual([]);
    expect(book.riskRate('g')).toBe('0.01');
    expect(book.tick('X', '90.0009')).toEqual([{ kind: 'liquidation', group: 'g' }]);
    expect(book.riskRate('g')).toBe('0');
  });
});

const decimal = (min: number, max: number, scale: number) =>
  fc
    .integer({ min: Math.round(min * 10 ** scale), max: Math.round(max * 10 ** scale) })
    .map((n) => fromGridUnits(n, scale));

const position = fc.record({
  side: fc.constantFrom<Side>('long', 'short'),
  onB: fc.boolean(),
  entry: decimal(50, 150, 4),
  quantity: decimal(0.001, 5, 3).filter((q) => q !== '0'),
  margin: decimal(0.01, 50, 2).filter((m) => m !== '0'),
});

const scenario = fc.record({
  scale: fc.integer({ min: 0, max: 4 }),
  balance: fc.oneof(fc.constant('0'), decimal(0, 100, 2)),
  threshold: decimal(0, 99.99, 2),
  positions: fc.array(position, { minLength: 1, maxLength: 5 }),
  markB: fc.option(decimal(50, 150, 2), { nil: null }),
  near: fc.integer({ min: -3, max: 3 }),
  random: fc.integer({ min: 0, max: 1_000_000_000 }),
});

describe('liquidation equivalence', () => {
  it('property: the engine fires a liquidation on a tick iff isLiquidationDue(riskRateOf(…)) at that tick', () => {
    let due = 0;
    let boundary = 0;
    fc.assert(
      fc.property(scenario, (s) => {
        // Instrument A (grid of `scale` decimals) carries the tick; B (0.01 grid) is fixed at markB or unknown.
        const unit = fromGridUnits(1, s.scale);
        const ps = s.positions.map((p, i) => ({ ...p, id: `p${i}`, instrument: i > 0 && p.onB ? 'B' : 'A' }));
        const mark = (instrument: string, a: Amount, entry: Amount) => (instrument === 'A' ? a : (s.markB ?? entry));
        const rate = (a: Amount) =>
          riskRateOf(
            s.balance,
            ps.map((p) => p.margin),
            ps.map((p) => pnlOf(p.side, p.entry, mark(p.instrument, a, p.entry), p.quantity)),
          );
        const dueAt = (a: Amount) => isLiquidationDue(rate(a), s.threshold);

        const fresh = () => {
          const book = new PositionsBook({ priceScale: (i) => (i === 'A' ? s.scale : 2) });
          if (s.markB !== null) book.tick('B', s.markB); // before any position: nothing to fire
          book.setGroup('g', { balance: s.balance, threshold: s.threshold });
          for (const p of ps) book.addOpen({ ...p, group: 'g', tp: null, sl: null });
          return book;
        };
        const book = fresh();
        const shown = book.liquidationPrice('p0');
        // Half the time a grid price right around the boundary, where a wrong rounding would show; else anywhere.
        const anywhere = fromGridUnits(50 * 10 ** s.scale + (s.random % (100 * 10 ** s.scale + 1)), s.scale);
        const price = shown !== null && s.random % 2 === 0 ? add(shown, mul(String(s.near), unit)) : anywhere;
        if (cmp(price, '0') < 0) return;
        const fired = book.tick('A', price).some((f) => f.kind === 'liquidation');
        expect(fired).toBe(dueAt(price));
        if (fired) due++;

        if (shown !== null) {
          // The price shown is due, and one grid step beyond it on one side is not.
          boundary++;
          expect(dueAt(shown)).toBe(true);
          const above = dueAt(add(shown, unit));
          // A price one step below exists down to 0 (a grid price of 0 is a valid tick).
          const below = cmp(shown, unit) >= 0 ? dueAt(sub(shown, unit)) : true;
          expect(above && below).toBe(false);
        }
      }),
      { numRuns: 2000 },
    );
    expect(due).toBeGreaterThan(200);
    expect(boundary).toBeGreaterThan(500);
  });
});
