import type { Amount } from '@app/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromGridUnits } from './grid';
import { type Fired, PositionsBook } from './positions-book';
import { ReferenceBook } from './reference-book';

// Three grids: a tick of BTC is 0.01, of ETH 0.1, of XRP 0.0001. Prices wander around 100.
const SCALES: Record<string, number> = { BTC: 2, ETH: 1, XRP: 4 };
const INSTRUMENTS = Object.keys(SCALES);
const CROSS_GROUPS = ['u1', 'u2', 'u3'];

const show = (fired: Fired[]) =>
  fired.map((f) => (f.kind === 'liquidation' ? `liquidation:${f.group}` : `${f.kind}:${f.id}`)).sort();

/** A decimal in [min, max] with `scale` decimals. */
const decimal = (min: number, max: number, scale: number) =>
  fc.integer({ min: min * 10 ** scale, max: max * 10 ** scale }).map((n) => fromGridUnits(n, scale));
const price = decimal(80, 120, 3); // often off the grid: the engine must round trigger levels the right way
const maybePrice = fc.option(price, { nil: null });
const threshold = fc.constantFrom('0', '10', '20.5', '33.33', '80');

const op = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      t: fc.constant('pending' as const),
      instrument: fc.constantFrom(...INSTRUMENTS),
      long: fc.boolean(),
      limit: price,
      spread: decimal(0, 1, 2),
    }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      t: fc.constant('open' as const),
      instrument: fc.constantFrom(...INSTRUMENTS),
      long: fc.boolean(),
      entry: decimal(90, 110, 4),
      quantity: decimal(0.01, 3, 2).filter((q) => q !== '0'),
      margin: decimal(0.5, 15, 2).filter((m) => m !== '0'),
      tp: maybePrice,
      sl: maybePrice,
      cross: fc.option(fc.constantFrom(...CROSS_GROUPS), { nil: null }),
      balance: decimal(0, 30, 2),
      threshold,
    }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('remove' as const), pick: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({ t: fc.constant('stops' as const), pick: fc.nat(), tp: maybePrice, sl: maybePrice }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('margin' as const),
      pick: fc.nat(),
      margin: decimal(0.5, 15, 2).filter((m) => m !== '0'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('group' as const),
      group: fc.constantFrom(...CROSS_GROUPS),
      balance: decimal(0, 30, 2),
      threshold,
    }),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({ instrument: fc.constantFrom(...INSTRUMENTS), at: fc.integer({ min: 0, max: 1_000_000 }) })
      .map(({ instrument, at }) => {
        const scale = SCALES[instrument]!;
        const units = 80 * 10 ** scale + (at % (40 * 10 ** scale + 1));
        return { t: 'tick' as const, instrument, price: fromGridUnits(units, scale) };
      }),
  },
);

describe('positions book against a brute-force scan', () => {
  it('property: every tick fires exactly what a scan over all positions with decimal arithmetic fires', () => {
    const seen = new Map<string, number>();
    // size 'max': fast-check's default size would stop at 50 operations whatever maxLength says.
    fc.assert(
      fc.property(fc.array(op, { minLength: 20, maxLength: 120, size: 'max' }), (ops) => {
        const book = new PositionsBook({ priceScale: (i) => SCALES[i]! });
        const ref = new ReferenceBook();
        const ids: string[] = [];
        const openIds: string[] = [];
        let next = 0;
        const both = (f: (b: PositionsBook | ReferenceBook) => void) => {
          f(book);
          f(ref);
        };
        for (const o of ops) {
          const side = 'long' in o && o.long ? 'long' : 'short';
          if (o.t === 'pending') {
            const id = `p${next++}`;
            ids.push(id);
            both((b) => b.addPending({ id, instrument: o.instrument, side, limit: o.limit, spread: o.spread }));
          } else if (o.t === 'open') {
            const id = `o${next++}`;
            const group = o.cross ?? id;
            if (!ref.groups.has(group)) {
              const settings = { balance: o.cross ? o.balance : '0', threshold: o.threshold };
              both((b) => b.setGroup(group, settings));
            }
            ids.push(id);
            openIds.push(id);
            const { instrument, entry, quantity, margin, tp, sl } = o;
            both((b) => b.addOpen({ id, group, instrument, side, entry, quantity, margin, tp, sl }));
          } else if (o.t === 'remove' && ids.length > 0) {
            const [id] = ids.splice(o.pick % ids.length, 1) as [string];
            if (openIds.includes(id)) openIds.splice(openIds.indexOf(id), 1);
            both((b) => b.remove(id));
          } else if (o.t === 'stops' && openIds.length > 0) {
            const id = openIds[o.pick % openIds.length]!;
            both((b) => b.setStops(id, o.tp, o.sl));
          } else if (o.t === 'margin' && openIds.length > 0) {
            const id = openIds[o.pick % openIds.length]!;
            both((b) => b.setMargin(id, o.margin));
          } else if (o.t === 'group') {
            both((b) => b.setGroup(o.group, { balance: o.balance, threshold: o.threshold }));
          } else if (o.t === 'tick') {
            const fired = show(book.tick(o.instrument, o.price));
            expect(fired).toEqual(show(ref.tick(o.instrument, o.price)));
            for (const f of fired) seen.set(f.split(':')[0]!, (seen.get(f.split(':')[0]!) ?? 0) + 1);
          }
          for (const group of ref.groups.keys()) expect(book.riskRate(group)).toBe(ref.riskRate(group));
        }
        expect(book.size().open).toBe(openIds.length);
        expect(book.size().pending).toBe(ids.length - openIds.length);
      }),
      { numRuns: 150 },
    );
    // Every kind of trigger really fired many times across the runs (the comparison is not vacuous).
    for (const kind of ['entry', 'tp', 'sl', 'liquidation']) expect(seen.get(kind) ?? 0).toBeGreaterThan(100);
  });

  it('the scan model itself fires on the published rules (so the comparison above is not vacuous)', () => {
    const ref = new ReferenceBook();
    ref.addPending({ id: 'e', instrument: 'BTC', side: 'long', limit: '100', spread: '1' });
    ref.setGroup('g', { balance: '0', threshold: '0' });
    ref.addOpen({
      id: 'o',
      group: 'g',
      instrument: 'BTC',
      side: 'short',
      entry: '100',
      quantity: '1',
      margin: '10',
      tp: '95',
      sl: '105',
    });
    const ticks: Amount[] = ['99.01', '99', '95', '105', '109.99', '110'];
    expect(ticks.map((t) => show(ref.tick('BTC', t)))).toEqual([
      [],
      ['entry:e'],
      ['tp:o'],
      ['sl:o'],
      [],
      ['liquidation:g'],
    ]);
  });
});
