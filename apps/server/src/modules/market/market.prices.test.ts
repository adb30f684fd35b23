import { normalize } from '@app/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { MINUTE_MS } from './engine';
import { marketModule } from './market.module';
import { priceMarks } from './market.tables';
import { countRows } from './market.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t.close());

describe('priceAt', () => {
  // The full recorded price (trailing zeros trimmed), never rounded to the display precision (issue 30 item 4).
  it('is the last recorded tick at or before the time, in memory or stored', async () => {
    const m = t.app.use(marketModule).market;
    const base = Date.now() + 60_000; // after the simulator's own ticks
    m.ingest([
      { symbol: 'LINK/USDT', price: '15.100', volume: '3', ts: base },
      { symbol: 'LINK/USDT', price: '15.200', volume: '1', ts: base + 1000 },
    ]);
    // `seq`: the tick's leaf in the LINK/USDT price log (the simulator's ticks came first)
    const first = await m.priceAt('LINK/USDT', base + 500);
    expect(first).toEqual({ price: '15.1', ts: base, source: 'tick', seq: expect.any(Number) });
    await m.flush();
    expect(await m.priceAt('LINK/USDT', base + 500)).toEqual(first);
    expect(await m.priceAt('LINK/USDT', base + 5000)).toEqual({
      price: '15.2',
      ts: base + 1000,
      source: 'tick',
      seq: first!.seq! + 1,
    });
    expect(
      await countRows(t.app, sql`select count(*) as n from ticks where symbol = 'LINK/USDT' and ts >= ${base}`),
    ).toBe(2);
  });

  it('falls back to the 1-minute candle close before any tick; unknown symbol is NOT_FOUND', async () => {
    const m = t.app.use(marketModule).market;
    const res = await t.app.inject({ url: '/api/currency/new_timeshar?symbol=AVAX/USDT&period=1min' });
    const first = res.json().data[0];
    const p = await m.priceAt('AVAX/USDT', first.time + 30_000);
    expect(p).toEqual({ price: normalize(first.close), ts: first.time, source: 'candle', seq: null });
    expect(await m.priceAt('AVAX/USDT', first.time - 10 * 24 * 60 * MINUTE_MS * 100)).toBeNull();
    await expect(m.priceAt('NOPE/USDT', Date.now())).rejects.toThrow('NOT_FOUND');
  });
});

describe('markPrice', () => {
  it('stores the price it used, permanently, also inside a caller transaction', async () => {
    const m = t.app.use(marketModule).market;
    const ts = Date.now() + 120_000;
    m.ingest([{ symbol: 'SOL/USDT', price: '151.25', volume: '5', ts }]);
    const mark = await m.markPrice({ symbol: 'sol/usdt', ts: ts + 10, reason: 'option.settle', ref: 'order:1' });
    expect(mark).toMatchObject({ symbol: 'SOL/USDT', price: '151.25', ts: ts + 10 });
    const inTx = await t.app.database.db.transaction(async (tx) =>
      m.markPrice({ symbol: 'SOL/USDT', ts: ts + 20, reason: 'option.settle', ref: 'order:2' }, tx),
    );
    expect(inTx.price).toBe('151.25');
    const rows = await t.app.database.db.select().from(priceMarks).orderBy(priceMarks.id);
    expect(rows.map((r) => [r.symbol, r.reason, r.ref, r.price.replace(/0+$/, '')])).toEqual([
      ['SOL/USDT', 'option.settle', 'order:1', '151.25'],
      ['SOL/USDT', 'option.settle', 'order:2', '151.25'],
    ]);
  });
});

describe('marksFirstFrom', () => {
  it('marks the first tick at or after each time (stored or buffered), one mark per tick used; null before any', async () => {
    const m = t.app.use(marketModule).market;
    const base = Date.now() + 180_000;
    m.ingest([
      { symbol: 'DOT/USDT', price: '7.10', volume: '1', ts: base + 100 },
      { symbol: 'DOT/USDT', price: '7.20', volume: '1', ts: base + 200 },
    ]);
    await m.flush();
    m.ingest([{ symbol: 'DOT/USDT', price: '7.30', volume: '1', ts: base + 300 }]);
    const out = await t.app.database.db.transaction((tx) =>
      m.marksFirstFrom(
        [
          { symbol: 'DOT/USDT', ts: base + 50, reason: 'test.end', ref: 'pm_order:1' },
          { symbol: 'DOT/USDT', ts: base + 100, reason: 'test.end', ref: 'pm_order:2' },
          { symbol: 'DOT/USDT', ts: base + 150, reason: 'test.end', ref: 'pm_order:3' },
          { symbol: 'DOT/USDT', ts: base + 250, reason: 'test.end', ref: 'pm_order:4' },
          { symbol: 'DOT/USDT', ts: base + 301, reason: 'test.end', ref: 'pm_order:5' },
        ],
        tx,
      ),
    );
    expect(out.map((x) => x && [x.price, x.ts - base])).toEqual([
      ['7.1', 100],
      ['7.1', 100],
      ['7.2', 200],
      ['7.3', 300],
      null,
    ]);
    expect(out[0]!.id).toBe(out[1]!.id);
    const rows = await t.app.database.db
      .select()
      .from(priceMarks)
      .where(sql`${priceMarks.reason} = 'test.end'`)
      .orderBy(priceMarks.id);
    expect(rows.map((r) => [r.ref, r.ts - base])).toEqual([
      ['pm_order:1,2', 100],
      ['pm_order:3', 200],
      ['pm_order:4', 300],
    ]);
  });
});
