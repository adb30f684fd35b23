/**
 * Factories for earn tests: an app whose jobs do not run (tests move the platform clock and drive the sweeper by
 * hand), funded campaigns and products, users with spot USDT, calls, balances and the books' invariants.
 */
import { add } from '@app/money';
import { and, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { makeTestApp } from '../../test/make-app';
import { creditFromSystem, getOrCreateAccount, sumByCurrency, withTransaction } from '../ledger';
import { ledgerAccounts } from '../ledger/ledger.tables';
import { makeUser } from '../market/market.test-kit';
import { earnModule } from './earn.module';
import { dualOrders, miningOrders, miningProducts, userCoupons } from './earn.tables';

export type Who = { id: number; headers: { authorization: string } };
export const DAY_MS = 86_400_000;

export const makeEarnApp = () =>
  makeTestApp({ env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' }, startJobs: false });

/** A user with `usdt` in the spot account (kind 2). */
export async function makeSaver(app: App, usdt = '10000'): Promise<Who> {
  const u = await makeUser(app);
  if (usdt !== '0') {
    await withTransaction(app.database.db, async (tx) => {
      const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency: 'USDT', kind: 2 });
      await creditFromSystem(tx, { to, systemKind: 'external', amount: usdt, refType: 'test' });
    });
  }
  return u;
}

/** A campaign funded with `budget` USDT and one locked product it pays. */
export async function makeProduct(
  app: App,
  o: {
    budget?: string;
    days?: number;
    dailyRate?: string;
    penaltyRate?: string;
    min?: string;
    max?: string | null;
    kind?: 'locked' | 'cloud' | 'defi';
  } = {},
) {
  const { campaigns } = app.use(earnModule);
  const c = await campaigns.create({ name: 'Test campaign', currency: 'USDT', note: 'test budget' });
  if (o.budget !== '0') await campaigns.fund(c.id, o.budget ?? '100000');
  const [p] = await app.database.db
    .insert(miningProducts)
    .values({
      kind: o.kind ?? 'locked',
      name: 'USDT test',
      currency: 'USDT',
      days: o.days ?? 5,
      dailyRate: o.dailyRate ?? '0.003',
      penaltyRate: o.penaltyRate ?? '0.004',
      minAmount: o.min ?? '100',
      maxAmount: o.max === undefined ? '100000' : o.max,
      campaignId: c.id,
    })
    .returning();
  if (!p) throw new Error('no product');
  return { campaign: c, product: p };
}

export async function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  user?: Who,
  body?: object,
  headers: Record<string, string> = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(user?.headers ?? {}), ...headers },
    ...(body ? { payload: body } : {}),
  });
  // biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
  return res.json() as { type: string; message: any };
}

export async function balance(app: App, userId: number, kind: 2 | 6) {
  const a = await getOrCreateAccount(app.database.db, { ownerType: 'user', ownerId: userId, currency: 'USDT', kind });
  return a.available;
}

export async function systemBalance(app: App, systemKind: string, currency = 'USDT') {
  const a = await getOrCreateAccount(app.database.db, {
    ownerType: 'system',
    currency,
    systemKind: systemKind as 'fees',
  });
  return add(a.available, a.frozen);
}

/** Runs the mining sweeper once on the platform clock. */
export async function sweep(app: App): Promise<number> {
  const sweeper = app.sweepers.list().find((s) => s.name === 'earn.mining');
  if (!sweeper) throw new Error('no earn.mining sweeper');
  return sweeper.runOnce();
}

/** The start of the UTC day after the clock's today, plus `ms`: where "tomorrow" begins for the accrual. */
export function advanceToDay(app: App, dayOffset: number, subscribedAt: number) {
  const target = (Math.floor(subscribedAt / DAY_MS) + dayOffset) * DAY_MS + 1_000;
  const now = app.clock.now();
  if (target > now) app.clock.advance(target - now);
}

export async function orderRow(app: App, id: number) {
  const [row] = await app.database.db.select().from(miningOrders).where(eq(miningOrders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row;
}

/**
 * Every coin sums to zero; no user bucket is negative; the earn escrow holds exactly the active orders' unearned
 * reservations; each mining account holds exactly its active orders' principal and earned yield.
 */
export async function checkInvariants(app: App) {
  const db = app.database.db;
  for (const [currency, total] of Object.entries(await sumByCurrency(db)))
    expect(total, `sum of ${currency}`).toBe('0');
  const neg = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(eq(ledgerAccounts.ownerType, 'user'), sql`(${ledgerAccounts.available} < 0 or ${ledgerAccounts.frozen} < 0)`),
    );
  expect(neg).toEqual([]);
  // The earn escrow holds, per coin, the unearned reservations of active mining orders and unsettled dual orders.
  const mining = await db
    .select({ c: miningOrders.currency, s: sql<string>`sum(${miningOrders.reserved} - ${miningOrders.earned})::text` })
    .from(miningOrders)
    .where(eq(miningOrders.state, 'active'))
    .groupBy(miningOrders.currency);
  const dual = await db
    .select({ c: dualOrders.paidCurrency, s: sql<string>`sum(${dualOrders.reserved})::text` })
    .from(dualOrders)
    .where(eq(dualOrders.state, 'purchased'))
    .groupBy(dualOrders.paidCurrency);
  for (const c of ['USDT', 'BTC', 'ETH']) {
    const want = [...mining, ...dual].filter((r) => r.c === c).reduce((x, r) => add(x, r.s), '0');
    expect(Number(await systemBalance(app, 'escrow_earn', c)), `escrow_earn ${c}`).toBeCloseTo(Number(want), 12);
  }
  const held = await db
    .select({
      user: miningOrders.userId,
      // A voucher's principal is notional: its mining account holds only the yield earned.
      s: sql<string>`coalesce(sum(case when ${miningOrders.voucherId} is null then ${miningOrders.amount} else 0 end + ${miningOrders.earned}), 0)::text`,
    })
    .from(miningOrders)
    .where(eq(miningOrders.state, 'active'))
    .groupBy(miningOrders.userId);
  for (const h of held) expect(Number(await balance(app, h.user, 6))).toBeCloseTo(Number(h.s), 12);
  // The coupon escrow holds exactly the value of the vouchers still usable.
  const usable = await db
    .select({ c: userCoupons.currency, s: sql<string>`sum(${userCoupons.value})::text` })
    .from(userCoupons)
    .where(eq(userCoupons.state, 'usable'))
    .groupBy(userCoupons.currency);
  for (const c of ['USDT', 'BTC']) {
    const want = usable.filter((r) => r.c === c).reduce((x, r) => add(x, r.s), '0');
    expect(Number(await systemBalance(app, 'escrow_coupon', c)), `escrow_coupon ${c}`).toBeCloseTo(Number(want), 12);
  }
}
