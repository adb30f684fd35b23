import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bucketEnd,
  bucketStart,
  type Candle,
  CandleAggregator,
  normalizePeriod,
  PERIODS,
  type Period,
} from './candles';
import type { Tick } from './simulator';

const utc = (iso: string) => Date.parse(`${iso}Z`);

describe('normalizePeriod', () => {
  it.each([
    ['1min', '1min'],
    ['5min', '5min'],
    ['15min', '15min'],
    ['30min', '30min'],
    ['60min', '1hour'],
    ['1hour', '1hour'],
    ['1H', '1hour'],
    ['1h', '1hour'],
    ['1day', '1day'],
    ['1D', '1day'],
    ['1week', '1week'],
    ['1W', '1week'],
    ['1mon', '1mon'],
    ['1M', '1mon'],
    ['1m', '1min'],
    ['1year', '1mon'],
    ['1MIN', '1min'],
    [' 1Day ', '1day'],
    ['D', '1day'],
    ['60', '1hour'],
    [5, '5min'],
  ])('%j → %s', (input, expected) => {
    expect(normalizePeriod(input)).toBe(expected);
  });

  it.each(['', '2min', '4hour', 'abc', '1s', '1X', null, undefined, {}])('%j → null', (input) => {
    expect(normalizePeriod(input)).toBeNull();
  });
});

describe('bucketStart', () => {
  it.each<[string, Period, string]>([
    ['2024-03-13T10:07:42', '1min', '2024-03-13T10:07:00'],
    ['2024-03-13T10:07:42', '5min', '2024-03-13T10:05:00'],
    ['2024-03-13T10:07:42', '15min', '2024-03-13T10:00:00'],
    ['2024-03-13T10:47:42', '30min', '2024-03-13T10:30:00'],
    ['2024-03-13T10:47:42', '1hour', '2024-03-13T10:00:00'],
    ['2024-03-13T23:59:59', '1day', '2024-03-13T00:00:00'],
    ['2024-03-13T10:00:00', '1week', '2024-03-11T00:00:00'], // Wednesday → Monday
    ['2024-03-17T23:59:59', '1week', '2024-03-11T00:00:00'], // Sunday belongs to the week before
    ['2024-03-18T00:00:00', '1week', '2024-03-18T00:00:00'],
    ['2024-02-29T12:00:00', '1mon', '2024-02-01T00:00:00'],
    ['1969-12-31T12:00:00', '1week', '1969-12-29T00:00:00'],
  ])('%s at %s starts %s', (iso, period, start) => {
    expect(bucketStart(utc(iso), period)).toBe(utc(start));
  });

  it('ends months on the first of the next month', () => {
    expect(bucketEnd(utc('2024-02-10T00:00:00'), '1mon')).toBe(utc('2024-03-01T00:00:00'));
    expect(bucketEnd(utc('2024-12-31T23:00:00'), '1mon')).toBe(utc('2025-01-01T00:00:00'));
  });

  it('contains its timestamp and is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2e12, max: 4e12 }), fc.constantFrom(...PERIODS), (ts, period) => {
        const s = bucketStart(ts, period);
        expect(s).toBeLessThanOrEqual(ts);
        expect(bucketEnd(ts, period)).toBeGreaterThan(ts);
        expect(bucketStart(s, period)).toBe(s);
        expect(bucketStart(bucketEnd(ts, period), period)).toBe(bucketEnd(ts, period));
        if (period === '1week') expect(new Date(s).getUTCDay()).toBe(1);
        if (period === '1mon') expect(new Date(s).getUTCDate()).toBe(1);
      }),
      { numRuns: 300 },
    );
  });
});

/** Random time-ordered ticks of one or two symbols. */
const ticksArb = (maxGapMs: number) =>
  fc
    .record({
      start: fc.integer({ min: utc('2023-01-01T00:00:00'), max: utc('2025-01-01T00:00:00') }),
      steps: fc.array(
        fc.record({
          gap: fc.integer({ min: 0, max: maxGapMs }),
          cents: fc.integer({ min: 1, max: 10_000_000 }),
          vol: fc.integer({ min: 1, max: 1_000_000 }),
          symbol: fc.constantFrom('BTC/USDT', 'AAPL'),
        }),
        { minLength: 1, maxLength: 150, size: 'max' },
      ),
    })
    .map(({ start, steps }) => {
      let ts = start;
      return steps.map((s): Tick => {
        ts += s.gap;
        return {
          symbol: s.symbol,
          ts,
          price: new Decimal(s.cents).div(100).toFixed(2),
          volume: new Decimal(s.vol).div(1000).toFixed(3),
        };
      });
    });

function aggregate(ticks: Tick[], periods: readonly Period[] = PERIODS): Candle[] {
  const agg = new CandleAggregator({ periods });
  const { closed } = agg.pushAll(ticks);
  return [...closed, ...agg.live()];
}

describe('CandleAggregator properties', () => {
  it('keeps OHLC consistent and sums volume and amount exactly', () => {
    fc.assert(
      fc.property(ticksArb(40 * 86_400_000), (ticks) => {
        const candles = aggregate(ticks);
        for (const c of candles) {
          const [o, h, l, cl] = [c.open, c.high, c.low, c.close].map((v) => new Decimal(v)) as [
            Decimal,
            Decimal,
            Decimal,
            Decimal,
          ];
          expect(h.gte(o) && h.gte(cl) && h.gte(l)).toBe(true);
          expect(l.lte(o) && l.lte(cl)).toBe(true);
          expect(c.openTime).toBe(bucketStart(c.openTime, c.period));
          expect(c.closeTime).toBe(bucketEnd(c.openTime, c.period));
        }
        for (const symbol of ['BTC/USDT', 'AAPL']) {
          const own = ticks.filter((t) => t.symbol === symbol);
          const vol = own.reduce((s, t) => s.add(t.volume), new Decimal(0));
          const amount = own.reduce((s, t) => s.add(new Decimal(t.price).mul(t.volume)), new Decimal(0));
          for (const period of PERIODS) {
            const mine = candles.filter((c) => c.symbol === symbol && c.period === period);
            expect(mine.reduce((s, c) => s.add(c.volume), new Decimal(0)).eq(vol)).toBe(true);
            expect(mine.reduce((s, c) => s.add(c.amount), new Decimal(0)).eq(amount)).toBe(true);
            expect(mine.reduce((s, c) => s + c.count, 0)).toBe(own.length);
            // one candle per distinct bucket with ticks, none for silent buckets
            expect(mine.length).toBe(new Set(own.map((t) => bucketStart(t.ts, period))).size);
          }
        }
      }),
      { numRuns: 60 },
    );
  });

  it('puts each tick in its bucket: open is the first price, close the last', () => {
    fc.assert(
      fc.property(ticksArb(20 * 60_000), fc.constantFrom(...PERIODS), (ticks, period) => {
        for (const c of aggregate(ticks, [period])) {
          const inside = ticks.filter((t) => t.symbol === c.symbol && t.ts >= c.openTime && t.ts < c.closeTime);
          expect(c.open).toBe(inside[0]?.price);
          expect(c.close).toBe(inside.at(-1)?.price);
        }
      }),
      { numRuns: 60 },
    );
  });

  it('leaves no gaps between closed candles of a continuous stream', () => {
    fc.assert(
      fc.property(ticksArb(60_000), (raw) => {
        const ticks = raw.map((t) => ({ ...t, symbol: 'BTC/USDT' }));
        const agg = new CandleAggregator();
        const { closed } = agg.pushAll(ticks);
        for (const period of PERIODS) {
          const mine = closed.filter((c) => c.period === period);
          for (let i = 1; i < mine.length; i++) expect(mine[i]!.openTime).toBe(mine[i - 1]!.closeTime);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('CandleAggregator behaviour', () => {
  const tick = (iso: string, price: string, volume = '1'): Tick => ({ symbol: 'AAPL', ts: utc(iso), price, volume });

  it('closes a bucket on the first tick of the next and on closeDue', () => {
    const agg = new CandleAggregator({ periods: ['1min'] });
    agg.push(tick('2024-03-11T19:59:10', '10.00'));
    const r = agg.push(tick('2024-03-11T19:59:50', '12.00', '2'));
    expect(r.closed).toEqual([]);
    expect(r.updated[0]).toMatchObject({
      open: '10.00',
      high: '12.00',
      low: '10.00',
      close: '12.00',
      volume: '3',
      amount: '34',
    });
    expect(agg.closeDue(utc('2024-03-11T19:59:59'))).toEqual([]);
    const closed = agg.closeDue(utc('2024-03-11T20:00:00'));
    expect(closed.map((c) => c.openTime)).toEqual([utc('2024-03-11T19:59:00')]);
    expect(agg.live()).toEqual([]);
    expect(agg.push(tick('2024-03-11T19:59:55', '1.00')).updated).toEqual([]); // late tick ignored
    const next = agg.push(tick('2024-03-12T13:30:00', '11.00'));
    expect(next.closed).toEqual([]);
    expect(next.updated[0]?.openTime).toBe(utc('2024-03-12T13:30:00'));
  });

  it('continues from saved live candles', () => {
    const a = new CandleAggregator({ periods: ['1hour'] });
    a.push(tick('2024-03-11T14:00:00', '10.00'));
    const b = new CandleAggregator({ periods: ['1hour'], live: a.live() });
    const r = b.push(tick('2024-03-11T14:30:00', '9.00'));
    expect(r.updated[0]).toMatchObject({ open: '10.00', low: '9.00', count: 2 });
  });
});
