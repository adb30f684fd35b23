/**
 * The overnight fee over several nights on the platform clock: each night's run charges every position opened
 * before it once, with one receipt a position a night, and schedules the next night. And the rule of a fee beyond
 * the margin: an isolated position leaves the rest uncollected (never from the free balance), cross takes it from
 * the balance.
 */
import { mul, normalize, sub } from '@app/money';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSweeper } from '../../platform/sweeper';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { receiptsModule } from '../receipts';
import { receipts } from '../receipts/receipts.tables';
import { dayOf, nextDay, overnightSweeper } from './contracts.overnight';
import { contractOvernightRuns, contractPositions } from './contracts.tables';
import { BTC, call, checkInvariants, ETH, lever, makeTrader, settle, tick, type Who } from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' }, startJobs: false });
}, 60_000);
afterAll(async () => t.close());

const open = async (u: Who, pair: object, over: object = {}) => {
  const res = await call(t.app, 'POST', '/api/lever/submit', u, {
    ...pair,
    share: 1,
    multiple: 10,
    type: 1,
    status: 1,
    ...over,
  });
  expect(res.type, JSON.stringify(res)).toBe('ok');
  return res.message.id as number;
};

/** Moves the platform clock just past the next night's run (due a minute after midnight UTC) and answers its day. */
function toNextNight(): string {
  const day = nextDay(dayOf(t.app.clock.now()));
  t.app.clock.advance(Date.parse(`${day}T00:01:05Z`) - t.app.clock.now());
  return day;
}

const overnightOf = async (u: Who, id: number) => {
  const detail = await call(t.app, 'GET', `/api/lever/detail?id=${id}`, u);
  expect(detail.type).toBe('ok');
  return (
    detail.message.receipts as {
      kind: string;
      id: string;
      inputs: Record<string, string>;
      result: Record<string, string>;
    }[]
  ).filter((r) => r.kind === 'contracts.overnight');
};

describe('overnight fee runs over several nights', () => {
  it('charge every open position once a night, with a receipt each night, three nights running', async () => {
    const a = await makeTrader(t.app, '1000');
    const b = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    await tick(t.app, 'BTC/USDT', '50000');
    const ids = [await open(a, ETH), await open(a, BTC, { type: 2 }), await open(b, ETH, { margin_mode: 'isolated' })];
    const owner = new Map([
      [ids[0]!, a],
      [ids[1]!, a],
      [ids[2]!, b],
    ]);
    const sweeper = t.app.sweepers.list().find((s) => s.name === 'contracts.overnight');
    if (!sweeper) throw new Error('no overnight sweeper');
    const { db } = t.app.database;
    const fees = new Map<number, string>();
    const days: string[] = [];
    for (let night = 1; night <= 3; night++) {
      const day = toNextNight();
      days.push(day);
      await sweeper.runOnce();
      await settle(t.app);
      expect(sweeper.stats(), `night ${night}`).toMatchObject({ failed: 0, settled: night });
      const [run] = await db.select().from(contractOvernightRuns).where(eq(contractOvernightRuns.day, day));
      expect(run, `run of ${day}`).toMatchObject({ state: 'done', positions: 3, attempts: 0, lastError: null });
      // The next night is scheduled by this one.
      const [next] = await db
        .select()
        .from(contractOvernightRuns)
        .where(eq(contractOvernightRuns.day, nextDay(day)));
      expect(next?.state).toBe('due');
      const rows = await db.select().from(contractPositions).where(inArray(contractPositions.id, ids));
      for (const row of rows) {
        const nights = await overnightOf(owner.get(row.id)!, row.id);
        expect(nights.map((r) => r.inputs.day).sort(), `position ${row.id}`).toEqual(days);
        const fee = nights[0]!.inputs;
        const charged = mul(mul(fee.entry_price!, fee.quantity!), fee.rate!);
        // Each night's fee is the same (entry value × rate, rounded up); the total is that many nights of it.
        fees.set(row.id, fees.get(row.id) ?? charged);
        expect(Number(row.overnightTotal)).toBeGreaterThan(Number(charged) * night - 1e-9);
        expect(Number(row.overnightTotal)).toBeLessThan((Number(charged) + 1e-6) * night + 1e-9);
        expect(Number(sub(row.originMargin, row.margin))).toBeCloseTo(Number(row.overnightTotal), 9);
      }
    }
    // One receipt a position a night, each still proving its outcome.
    const written = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.kind, 'contracts.overnight'), inArray(receipts.userId, [a.id, b.id])));
    expect(written).toHaveLength(9);
    expect(new Set(written.map((r) => r.refId)).size).toBe(9);
    for (const r of written.slice(-3)) expect((await t.app.use(receiptsModule).verify(r.uid)).match).toBe(true);
    await checkInvariants(t.app);
  });
});

describe('a fee beyond the margin', () => {
  it('isolated: the rest is recorded as uncollected, never taken from the free balance; cross: from the balance', async () => {
    const iso = await makeTrader(t.app, '100');
    const cross = await makeTrader(t.app, '100');
    await tick(t.app, 'ETH/USDT', '3000');
    const isoId = await open(iso, ETH, { margin_mode: 'isolated' });
    const crossId = await open(cross, ETH);
    const { db } = t.app.database;
    // A daily rate of 50 %: the fee (3000.01 × 0.01 × 0.5 = 15.00005) is five times the margin (3.00001).
    await db
      .update(contractPositions)
      .set({ overnightRate: '0.5' })
      .where(inArray(contractPositions.id, [isoId, crossId]));
    const margins = await db
      .select()
      .from(contractPositions)
      .where(inArray(contractPositions.id, [isoId, crossId]));
    const margin = margins[0]!.margin;
    expect(margins[1]!.margin).toBe(margin);
    const fee = '15.00005';
    const rest = sub(fee, margin);
    const freeIso = (await lever(t.app, iso.id)).available;
    const freeCross = (await lever(t.app, cross.id)).available;
    // Its own sweeper with no book resync: a position left without margin would be liquidated at once, and this
    // checks the fee alone.
    const sweeper = createSweeper(db, overnightSweeper({ receipts: t.app.use(receiptsModule), charged: () => {} }), {
      log: console,
      now: () => new Date(t.app.clock.now()),
    });
    toNextNight();
    expect(await sweeper.runOnce()).toBe(1);
    expect(sweeper.stats().failed).toBe(0);

    const [isoRow] = await db.select().from(contractPositions).where(eq(contractPositions.id, isoId));
    expect(isoRow).toMatchObject({ margin: expect.stringMatching(/^0(\.0*)?$/) });
    expect(Number(isoRow!.overnightTotal)).toBe(Number(margin));
    expect((await lever(t.app, iso.id)).available).toBe(freeIso);
    const [isoNight] = await overnightOf(iso, isoId);
    expect(isoNight).toMatchObject({
      result: { fee, from_margin: normalize(margin), from_balance: '0', uncollected: rest },
    });

    const [crossRow] = await db.select().from(contractPositions).where(eq(contractPositions.id, crossId));
    expect(Number(crossRow!.overnightTotal)).toBe(15.00005);
    expect((await lever(t.app, cross.id)).available).toBe(sub(freeCross, rest));
    const [crossNight] = await overnightOf(cross, crossId);
    expect(crossNight).toMatchObject({
      result: { fee, from_margin: normalize(margin), from_balance: rest, uncollected: '0' },
    });
    await checkInvariants(t.app);
  });
});
