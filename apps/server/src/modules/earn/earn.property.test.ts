/**
 * Property: random subscriptions, days passing and early redemptions over several products sharing one small
 * campaign. After each run the books balance (every coin sums to zero, no user balance is negative, the escrow holds
 * exactly the active orders' unearned reservations, each mining account its orders' principal and yield), no
 * campaign goes below zero (none pays past its budget), every receipt verifies, and what each closed order paid to
 * spot is exactly its receipt's `back`, its yield exactly the sum of its yield receipts.
 */
import { add, gte, eq as same, sum } from '@app/money';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../ledger/ledger.tables';
import { receiptsModule } from '../receipts';
import { miningProducts } from './earn.tables';
import {
  call,
  checkInvariants,
  DAY_MS,
  makeEarnApp,
  makeProduct,
  makeSaver,
  orderRow,
  sweep,
  systemBalance,
} from './earn.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

const step = fc.oneof(
  fc.record({
    op: fc.constant('subscribe' as const),
    who: fc.integer({ min: 0, max: 2 }),
    product: fc.integer({ min: 0, max: 1 }),
    amount: fc.integer({ min: 10_000, max: 300_000 }).map((c) => (c / 100).toFixed(2)),
  }),
  fc.record({ op: fc.constant('days' as const), n: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ op: fc.constant('redeem' as const), pick: fc.nat() }),
);

describe('earn property', () => {
  it('balances the books, never pays past a budget, and every payout equals its receipt', async () => {
    const receipts = t.app.use(receiptsModule);
    const seen = { orders: 0, closed: 0, yields: 0 };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 3, maxLength: 14 }), async (steps) => {
        const budget = '40';
        const a = await makeProduct(t.app, { budget, days: 3, dailyRate: '0.004', penaltyRate: '0.006' });
        // Both products pay from the first one's campaign.
        const b = await makeProduct(t.app, { budget: '0', days: 5, dailyRate: '0.0021', penaltyRate: '0.001' });
        await t.app.database.db
          .update(miningProducts)
          .set({ campaignId: a.campaign.id })
          .where(eq(miningProducts.id, b.product.id));
        const products = [a.product.id, b.product.id];
        const users = await Promise.all([0, 1, 2].map(() => makeSaver(t.app, '5000')));
        const orders: { id: number; who: number }[] = [];
        for (const s of steps) {
          if (s.op === 'subscribe') {
            const u = users[s.who]!;
            const r = await call(t.app, 'POST', '/api/lh/deposit', u, {
              config_id: products[s.product],
              amount: s.amount,
            });
            if (r.type === 'ok') orders.push({ id: r.message.id, who: s.who });
            else expect(r.message).toMatch(/budget|balance/i);
          } else if (s.op === 'days') {
            t.app.clock.advance(s.n * DAY_MS);
            await sweep(t.app);
          } else if (orders.length > 0) {
            const o = orders[s.pick % orders.length]!;
            const r = await call(t.app, 'POST', '/api/lh/deposit/order/cancel', users[o.who], { id: o.id });
            if (r.type !== 'ok') expect(r.message).toBe('This order is already closed');
          }
          expect(gte(await systemBalance(t.app, `campaign_${a.campaign.id}`), '0')).toBe(true);
        }
        await checkInvariants(t.app);
        for (const o of orders) {
          const row = await orderRow(t.app, o.id);
          const views = [
            ...(await receipts.forRefs(row.userId, 'mining_order', [String(o.id)])),
            ...(await receipts.forRefs(
              row.userId,
              'mining_yield',
              Array.from({ length: row.days }, (_, i) => `${o.id}:${i + 1}`),
            )),
          ];
          for (const v of views) expect((await receipts.verify(v.id)).match).toBe(true);
          const yields = views.filter((v) => v.kind === 'earn.mining.yield').map((v) => v.result.paid ?? '0');
          expect(same(sum(['0', ...yields]), row.earned)).toBe(true);
          seen.orders += 1;
          seen.yields += yields.length;
          if (row.state === 'active') continue;
          seen.closed += 1;
          const closing = views.find((v) => v.kind !== 'earn.mining.yield');
          const credited = await spotCredit(o.id, row.userId);
          expect(same(credited, closing?.result.back ?? 'missing')).toBe(true);
        }
      }),
      { numRuns: 12 },
    );
    // The runs exercised what they claim to check.
    expect(seen.orders).toBeGreaterThan(5);
    expect(seen.closed).toBeGreaterThan(0);
    expect(seen.yields).toBeGreaterThan(0);
  });
});

/** What the order's closing entry put into the user's spot account. */
async function spotCredit(orderId: number, userId: number): Promise<string> {
  const rows = await t.app.database.db
    .select({ amount: ledgerPostings.amount })
    .from(ledgerPostings)
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .where(
      and(
        eq(ledgerEntries.refType, 'mining_order'),
        eq(ledgerEntries.refId, String(orderId)),
        inArray(ledgerEntries.type, ['mining_mature', 'mining_redeem']),
        eq(ledgerAccounts.ownerId, userId),
        eq(ledgerAccounts.kind, 2),
      ),
    );
  return rows.reduce((s, r) => add(s, r.amount), '0');
}
