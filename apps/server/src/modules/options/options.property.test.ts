/**
 * Property: random price paths and random orders. Every settlement is recomputed from the recorded ticks (the end
 * price is the first tick at or after expiry; the payout follows the published formula; the receipt verifies),
 * and after each run the books balance (every coin sums to zero, no user balance is negative, the escrow holds
 * exactly the open stakes).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { receiptsModule } from '../receipts';
import { optionPayout } from './engine/formulas';
import { OPTION_VOID_AFTER_MS } from './options.receipts';
import { call, checkInvariants, makeBettor, makeOptionsApp, micro, orderRow, sweep, tickAt } from './options.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeOptionsApp();
});
afterAll(async () => t.close());

const price = fc.integer({ min: 9_990, max: 10_010 }).map((c) => (c / 100).toFixed(2));
const orderArb = fc.record({
  who: fc.integer({ min: 0, max: 2 }),
  type: fc.constantFrom(1 as const, 2 as const),
  seconds: fc.constantFrom(30, 60),
  stake: fc.integer({ min: 100, max: 50_000 }).map((c) => (c / 100).toFixed(2)),
});
const pathArb = fc.array(fc.record({ gap: fc.integer({ min: 1, max: 15_000 }), price }), {
  minLength: 1,
  maxLength: 12,
  // fast-check's default size stops at 2 × minLength + 10 elements whatever maxLength says.
  size: 'max',
});

describe('options property', () => {
  it('recomputes every settlement from the recorded ticks and finds the books balanced', async () => {
    const { market } = t.app.use(marketModule);
    const receipts = t.app.use(receiptsModule);
    const symbols = market.registry
      .all()
      .filter((i) => i.kind === 'spot')
      .map((i) => i.symbol);
    let run = 0;
    let newest = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(orderArb, { minLength: 1, maxLength: 5 }),
        pathArb,
        price,
        async (orders, path, open) => {
          const symbol = symbols[run++ % symbols.length] as string;
          // A log refuses a tick stamped before its newest leaf: each run starts after every earlier run's ticks.
          if (newest >= market.now()) t.app.clock.advance(newest - market.now() + 1000);
          const users = [
            await makeBettor(t.app, '1000'),
            await makeBettor(t.app, '1000'),
            await makeBettor(t.app, '1000'),
          ];
          const before = await Promise.all(users.map((u) => micro(t.app, u.id)));
          tickAt(t.app, symbol, open, market.now() - 1);
          const placed: number[] = [];
          for (const o of orders) {
            const u = users[o.who]!;
            const body = {
              match_id: market.instrument(symbol)!.id,
              currency_id: 3,
              type: o.type,
              seconds: o.seconds,
              number: o.stake,
            };
            const r = await call(t.app, 'POST', '/api/microtrade/submit', u, body);
            if (r.type === 'ok') placed.push(r.message.id);
          }
          const rows = await Promise.all(placed.map((id) => orderRow(t.app, id)));
          const start = Math.max(...rows.map((r) => r.openTs));
          const last = Math.max(...rows.map((r) => r.expiresAt));
          const recorded: { ts: number; price: string }[] = [];
          let ts = start;
          for (const step of path) {
            ts += step.gap;
            recorded.push({ ts, price: step.price });
          }
          if (ts < last) recorded.push({ ts: last + 1 + (ts % 7), price: open });
          for (const r of recorded) tickAt(t.app, symbol, r.price, r.ts);
          newest = Math.max(newest, ...recorded.map((r) => r.ts));
          await sweep(t.app);
          // receipts cite price-log leaves, which verify reloads once the flush has stored them
          await market.flush();
          for (const id of placed) {
            const row = await orderRow(t.app, id);
            const end = recorded.find((r) => r.ts >= row.expiresAt)!;
            const owner = users.find((u) => u.id === row.userId)!;
            const got = await call(t.app, 'GET', `/api/microtrade/get_result?id=${id}`, owner);
            expect((await receipts.verify(got.message.receipt_uid)).match).toBe(true);
            if (end.ts > row.expiresAt + OPTION_VOID_AFTER_MS) {
              // no price within the tolerance after expiry: void, never the price after the gap
              expect(row.state).toBe('void');
              continue;
            }
            expect(row.state).toBe('settled');
            expect(row.endTs).toBe(end.ts);
            const p = optionPayout({
              type: row.type === 2 ? 2 : 1,
              open: row.openPrice,
              end: end.price,
              stake: row.stake,
              payoutRatio: row.payoutRatio,
              lossRatio: row.lossRatio,
              scale: row.scale,
            });
            expect(Number(row.payout)).toBe(Number(p.payout));
            expect(row.result).toBe(p.result);
          }
          await checkInvariants(t.app);
          // Each user's balance moved by exactly Σ(payout − stake − fee) of their orders.
          for (const [i, u] of users.entries()) {
            const mine = (await Promise.all(placed.map((id) => orderRow(t.app, id)))).filter((r) => r.userId === u.id);
            const delta = mine
              .filter((r) => r.state !== 'void')
              .reduce((s, r) => s + Number(r.payout) - Number(r.stake) - Number(r.fee), 0);
            expect(Number(await micro(t.app, u.id)) - Number(before[i])).toBeCloseTo(delta, 8);
          }
        },
      ),
      { numRuns: 12 },
    );
  });
});
