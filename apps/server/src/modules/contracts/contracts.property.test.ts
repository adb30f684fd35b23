/**
 * Random price paths and commands through the HTTP routes: after every sequence the books balance (each coin sums
 * to zero), no user balance is negative, frozen equals what live positions hold, and every closed position's P/L
 * is the published formula applied to the recorded price on its receipt (the receipt re-checks itself, and the
 * row's P/L equals the receipt's).
 */
import { gt, mul, normalize, sub } from '@app/money';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { groupKey } from './contracts.exec';
import { contractsModule } from './contracts.module';
import { contractPositions } from './contracts.tables';
import { BTC, call, checkInvariants, ETH, makeContractsApp, makeTrader, settle, tick } from './contracts.test-kit';
import { fillPrice, pnlOf } from './engine/formulas';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp();
}, 60_000);
afterAll(async () => t.close());

const PAIRS = [
  { symbol: 'ETH/USDT', ids: ETH, start: 3000 },
  { symbol: 'BTC/USDT', ids: BTC, start: 50000 },
] as const;

const command = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('tick' as const),
      pair: fc.nat(1),
      move: fc.integer({ min: -1000, max: 1000 }),
    }),
    weight: 4,
  },
  {
    arbitrary: fc.record({
      op: fc.constant('open' as const),
      who: fc.nat(1),
      pair: fc.nat(1),
      side: fc.constantFrom(1, 2),
      limit: fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined, freq: 2 }),
      share: fc.integer({ min: 1, max: 4 }),
      multiple: fc.constantFrom(5, 20, 100),
      mode: fc.constantFrom('cross', 'isolated'),
      tp: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
      sl: fc.option(fc.integer({ min: 1, max: 400 }), { nil: undefined }),
    }),
    weight: 4,
  },
  { arbitrary: fc.record({ op: fc.constant('close' as const), who: fc.nat(1), pick: fc.nat(20) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('cancel' as const), who: fc.nat(1), pick: fc.nat(20) }), weight: 1 },
  {
    arbitrary: fc.record({ op: fc.constant('batch' as const), who: fc.nat(1), type: fc.constantFrom(0, 1, 2) }),
    weight: 1,
  },
);

describe('contracts property', () => {
  it('keeps the books balanced and every close equal to its receipt formula', async () => {
    const seen = { opened: 0, closed: 0, reasons: new Set<string>() };
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 4, maxLength: 20, size: 'max' }), async (cmds) => {
        const users = [await makeTrader(t.app, '300'), await makeTrader(t.app, '6')];
        const prices: number[] = PAIRS.map((p) => p.start);
        for (const [i, p] of PAIRS.entries()) await tick(t.app, p.symbol, String(prices[i]));
        for (const c of cmds) {
          if (c.op === 'tick') {
            // a move of up to ±10 % (in 0.01 % steps), never below 1
            prices[c.pair] = Math.max(1, Math.round(prices[c.pair]! * (1 + c.move / 10_000)));
            await tick(t.app, PAIRS[c.pair]!.symbol, String(prices[c.pair]));
          } else if (c.op === 'open') {
            const p = prices[c.pair]!;
            const long = c.side === 1;
            const offset = (d: number | undefined) => (d === undefined ? undefined : String(long ? p + d : p - d));
            const body: Record<string, unknown> = {
              ...PAIRS[c.pair]!.ids,
              share: c.share,
              multiple: c.multiple,
              type: c.side,
              status: c.limit === undefined ? 1 : 0,
              margin_mode: c.mode,
            };
            if (c.limit !== undefined) body.target_price = String(long ? p - c.limit : p + c.limit);
            const tp = offset(c.tp);
            const sl = c.sl === undefined ? undefined : String(long ? Math.max(1, p - c.sl - 400) : p + c.sl + 400);
            if (tp) body.target_profit_price = tp;
            if (sl) body.stop_loss_price = sl;
            const res = await call(t.app, 'POST', '/api/lever/submit', users[c.who], body);
            expect(['ok', 'error']).toContain(res.type);
            if (res.type === 'ok') seen.opened++;
          } else if (c.op === 'close' || c.op === 'cancel') {
            const status = c.op === 'close' ? 1 : 0;
            const list = (await call(t.app, 'POST', '/api/lever/dealall', users[c.who], { status, limit: 100 })).message
              .order.data as { id: number }[];
            const target = list[c.pick % Math.max(1, list.length)];
            if (target) await call(t.app, 'POST', `/api/lever/${c.op}`, users[c.who], { id: target.id });
          } else {
            await call(t.app, 'POST', '/api/lever/batch_close', users[c.who], { type: c.type });
          }
        }
        await settle(t.app);
        await checkInvariants(t.app);

        const closed = await t.app.database.db
          .select()
          .from(contractPositions)
          .where(
            inArray(
              contractPositions.userId,
              users.map((u) => u.id),
            ),
          );
        // No liquidation is missed: every group still open is above its threshold at the last prices.
        const { contracts } = t.app.use(contractsModule);
        for (const row of closed.filter((r) => r.status === 1)) {
          const rate = contracts.book().riskRate(groupKey(row));
          if (rate !== null) expect(gt(rate, row.threshold), `group of ${row.id} at ${rate} %`).toBe(true);
        }
        const receipts = t.app.use(receiptsModule);
        for (const row of closed.filter((r) => r.status === 3)) {
          seen.closed++;
          seen.reasons.add(row.closeReason ?? '');
          const detail = await call(
            t.app,
            'GET',
            `/api/lever/detail?id=${row.id}`,
            users.find((u) => u.id === row.userId),
          );
          const close = detail.message.receipts.find((r: { kind: string }) => r.kind === 'contracts.close');
          expect(close, `position ${row.id} has a close receipt`).toBeDefined();
          const side = row.side === 'short' ? 'short' : 'long';
          const reference = close.ticks[0].price as string;
          const price = fillPrice(side, 'close', reference, row.spread) ?? '0';
          expect(close.result.close_price).toBe(normalize(price));
          expect(close.result.pnl).toBe(normalize(pnlOf(side, row.entryPrice ?? '0', price, row.quantity)));
          expect(normalize(row.pnl ?? '')).toBe(close.result.pnl);
          // never × the leverage: a 1 % move on the position is 1 % of its value, whatever the multiple
          expect(normalize(mul(sub(price, row.entryPrice ?? '0'), row.quantity))).toBe(
            side === 'long' ? close.result.pnl : normalize(mul('-1', close.result.pnl)),
          );
          // The receipt cites a price-log leaf: verify reloads it once the market's flush has stored it.
          await t.app.use(marketModule).market.flush();
          expect((await receipts.verify(close.id)).match).toBe(true);
        }
      }),
      // A fixed seed: the same sequences every run, chosen so that every close reason occurs (the assertions below).
      { numRuns: 15, seed: 20261128 },
    );
    // The sequences really traded: positions opened and closed, by their owners and by triggers.
    expect(seen.opened).toBeGreaterThan(10);
    expect(seen.closed).toBeGreaterThan(3);
    expect([...seen.reasons].sort()).toEqual(['batch', 'liquidation', 'sl', 'tp', 'user']);
  }, 600_000);
});
