/**
 * Locked mining: subscribe, the daily accrual and maturity (one platform sweeper over the subscriptions), early
 * redemption, and the reads. Formulas are engine/mining.ts; receipts are earn.receipts.ts.
 *
 * Money per coin: subscribing moves the amount from the user's spot account (kind 2) to their mining account
 * (kind 6) and reserves the whole term's yield from the product's campaign (`campaign_<id>` → `escrow_earn`), in
 * one entry with the order row; the campaign account is locked first, so concurrent subscriptions can never reserve
 * more than it holds. Each accrual moves the days' yield from the escrow to the mining account. Maturity moves
 * principal and yield from the mining account back to spot. An early redemption does the same less the penalty,
 * which goes to the campaign together with the reservation the order will no longer earn.
 */
import { add, currencyScale, gt, isZero, lt, mul, normalize, sub } from '@app/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import type { SweeperDef } from '../../platform/sweeper';
import {
  ACCOUNT_KIND,
  getOrCreateAccounts,
  type LedgerAccount,
  post,
  withIdempotency,
  withTransaction,
} from '../ledger';
import type { ReceiptsService } from '../receipts';
import { type CampaignBook, campaignKey } from './campaigns';
import { miningMatureReceipt, miningRedeemReceipt, miningYieldReceipt, voucherCloseReceipt } from './earn.receipts';
import { miningOrders, miningProducts } from './earn.tables';
import {
  dailyYieldOf,
  dayOf,
  dayStart,
  earnedDaysBy,
  maturityDayOf,
  redemptionQuote,
  termYieldOf,
} from './engine/mining';

export type MiningOrder = typeof miningOrders.$inferSelect;
export type MiningProduct = typeof miningProducts.$inferSelect;

const ESCROW = 'escrow_earn' as const;

/** A voucher order has no principal of the user's: no penalty, nothing of it comes back (the yield earned does). */
const voucherAware = <Q extends { penalty: string; principalBack: string }>(o: MiningOrder, q: Q): Q =>
  o.voucherId === null ? q : { ...q, penalty: '0', principalBack: '0' };

export function createMiningService(deps: {
  db: Db;
  receipts: Pick<ReceiptsService, 'issue'>;
  campaigns: CampaignBook;
  /** The platform clock (epoch ms): days, due times and maturities. */
  now: () => number;
}) {
  const { db, receipts, campaigns, now } = deps;

  /** spot, mining, the earn escrow and the order's campaign, in that order. */
  const accountsOf = async (tx: Tx, o: { userId: number; currency: string; campaignId: number }) =>
    (await getOrCreateAccounts(tx, [
      { ownerType: 'user', ownerId: o.userId, currency: o.currency, kind: ACCOUNT_KIND.change },
      { ownerType: 'user', ownerId: o.userId, currency: o.currency, kind: ACCOUNT_KIND.mining },
      { ownerType: 'system', currency: o.currency, systemKind: ESCROW },
      campaignKey(o.campaignId, o.currency),
    ])) as [LedgerAccount, LedgerAccount, LedgerAccount, LedgerAccount];

  async function product(ex: Db | Tx, id: number): Promise<MiningProduct> {
    const [p] = await ex.select().from(miningProducts).where(eq(miningProducts.id, id));
    if (!p) throw AppError.say('earn.product_not_found');
    return p;
  }

  async function subscribeTx(tx: Tx, userId: number, productId: number, amount: string): Promise<MiningOrder> {
    const p = await product(tx, productId);
    if (!p.enabled) throw AppError.say('earn.product_closed');
    const scale = currencyScale(p.currency);
    if (lt(amount, p.minAmount)) throw AppError.say('earn.below_minimum', { min: normalize(p.minAmount) });
    if (p.maxAmount !== null && gt(amount, p.maxAmount)) {
      throw AppError.say('earn.above_maximum', { max: normalize(p.maxAmount) });
    }
    if ((normalize(amount).split('.')[1] ?? '').length > scale) throw AppError.say('earn.too_many_decimals', { scale });
    const reserved = termYieldOf(amount, p.dailyRate, p.days, scale);
    const today = dayOf(now());
    const [row] = await tx
      .insert(miningOrders)
      .values({
        userId,
        productId: p.id,
        campaignId: p.campaignId,
        currency: p.currency,
        amount,
        dailyRate: p.dailyRate,
        penaltyRate: p.penaltyRate,
        days: p.days,
        scale,
        subscribedDay: today,
        reserved,
        state: 'active',
        dueAt: new Date(dayStart(today + 2)),
      })
      .returning();
    if (!row) throw new Error('mining order insert returned nothing');
    const [spot, mining, escrow, campaign] = await accountsOf(tx, row);
    // The campaign with the posting's accounts: concurrent subscriptions queue here, and each sees what the
    // others left.
    await campaigns.reserve(tx, campaign, reserved, [spot, mining, escrow]);
    await post(tx, {
      type: 'mining_subscribe',
      refType: 'mining_order',
      refId: row.id,
      memo: { m: 'mining', product: p.id, days: p.days, id: row.id },
      lines: [
        { account: spot, bucket: 'available', amount: `-${amount}` },
        { account: mining, bucket: 'available', amount },
        ...(isZero(reserved)
          ? []
          : [
              { account: campaign, bucket: 'available' as const, amount: `-${reserved}` },
              { account: escrow, bucket: 'available' as const, amount: reserved },
            ]),
      ],
    });
    return row;
  }

  /**
   * A mining order paid by an experience voucher, in the voucher's transaction: the terms and the yield reservation
   * are the voucher's (reserved at claim, in `escrow_coupon`); the reservation moves to the earn escrow, and no
   * principal moves (it is notional), so the mining account only ever holds the yield earned.
   */
  async function subscribeVoucherTx(
    tx: Tx,
    c: {
      id: number;
      userId: number;
      productId: number;
      campaignId: number;
      currency: string;
      amount: string;
      dailyRate: string;
      days: number;
      scale: number;
      value: string;
    },
  ): Promise<MiningOrder> {
    const p = await product(tx, c.productId);
    const today = dayOf(now());
    const [row] = await tx
      .insert(miningOrders)
      .values({
        userId: c.userId,
        productId: c.productId,
        campaignId: c.campaignId,
        currency: c.currency,
        amount: normalize(c.amount),
        dailyRate: c.dailyRate,
        penaltyRate: '0',
        days: c.days,
        scale: c.scale,
        subscribedDay: today,
        reserved: normalize(c.value),
        voucherId: c.id,
        state: 'active',
        dueAt: new Date(dayStart(today + 2)),
      })
      .returning();
    if (!row) throw new Error('mining order insert returned nothing');
    const value = normalize(c.value);
    if (!isZero(value)) {
      const [, , escrow] = await accountsOf(tx, row);
      const [held] = await getOrCreateAccounts(tx, [
        { ownerType: 'system', currency: c.currency, systemKind: 'escrow_coupon' },
      ]);
      await post(tx, {
        type: 'coupon_use',
        refType: 'mining_order',
        refId: row.id,
        memo: { m: 'mining', product: p.id, days: c.days, id: row.id },
        lines: [
          { account: held!, bucket: 'available', amount: `-${value}` },
          { account: escrow, bucket: 'available', amount: value },
        ],
      });
    }
    return row;
  }

  /** Pays the days earned since the last accrual (one entry and one receipt for the days caught up). */
  async function accrue(tx: Tx, o: MiningOrder, today: number): Promise<{ earnedDays: number; earned: string }> {
    const due = earnedDaysBy(o.subscribedDay, o.days, today);
    if (due <= o.earnedDays) return { earnedDays: o.earnedDays, earned: normalize(o.earned) };
    const newDays = due - o.earnedDays;
    const paid = normalize(mul(dailyYieldOf(o.amount, o.dailyRate, o.scale), String(newDays)));
    if (!isZero(paid)) {
      const [, mining, escrow] = await accountsOf(tx, o);
      await post(tx, {
        type: 'mining_yield',
        refType: 'mining_order',
        refId: o.id,
        memo: { m: 'mining', product: o.productId, days: o.days, id: o.id },
        idempotencyKey: `mining_yield:${o.id}:${due}`,
        lines: [
          { account: escrow, bucket: 'available', amount: `-${paid}` },
          { account: mining, bucket: 'available', amount: paid },
        ],
      });
    }
    await receipts.issue(tx, [miningYieldReceipt({ order: o, fromDay: o.earnedDays + 1, toDay: due, paid })]);
    return { earnedDays: due, earned: normalize(add(o.earned, paid)) };
  }

  /** Principal and yield from the mining account back to spot; the unearned reservation (if any) to the campaign. */
  async function mature(tx: Tx, o: MiningOrder, earned: string) {
    const [spot, mining, escrow, campaign] = await accountsOf(tx, o);
    // A voucher's principal is notional: only the yield is the user's.
    const back = o.voucherId === null ? normalize(add(o.amount, earned)) : normalize(earned);
    const unused = normalize(sub(o.reserved, earned));
    await post(tx, {
      type: 'mining_mature',
      refType: 'mining_order',
      refId: o.id,
      memo: { m: 'mining', product: o.productId, days: o.days, id: o.id },
      idempotencyKey: `mining_mature:${o.id}`,
      lines: [
        ...(isZero(back)
          ? []
          : [
              { account: mining, bucket: 'available' as const, amount: `-${back}` },
              { account: spot, bucket: 'available' as const, amount: back },
            ]),
        ...(isZero(unused)
          ? []
          : [
              { account: escrow, bucket: 'available' as const, amount: `-${unused}` },
              { account: campaign, bucket: 'available' as const, amount: unused },
            ]),
      ],
    });
    await receipts.issue(tx, [
      o.voucherId === null
        ? miningMatureReceipt({ order: o, earned, back })
        : voucherCloseReceipt({ order: o, earned, back, early: false }),
    ]);
  }

  async function settleTx(tx: Tx, o: MiningOrder) {
    const today = dayOf(now());
    const a = await accrue(tx, o, today);
    if (today >= maturityDayOf(o.subscribedDay, o.days)) {
      await mature(tx, o, a.earned);
      return {
        state: 'matured',
        set: { earnedDays: a.earnedDays, earned: a.earned, closedAt: new Date(now()) },
      };
    }
    return { again: new Date(dayStart(today + 1)), set: { earnedDays: a.earnedDays, earned: a.earned } };
  }

  async function ownOrder(tx: Tx | Db, userId: number, id: number, lock: boolean): Promise<MiningOrder> {
    const q = tx
      .select()
      .from(miningOrders)
      .where(and(eq(miningOrders.id, id), eq(miningOrders.userId, userId)));
    const [o] = lock ? await q.for('update') : await q;
    if (!o) throw AppError.say('earn.order_not_found');
    return o;
  }

  const quoteOf = (o: MiningOrder, today: number) =>
    voucherAware(
      o,
      redemptionQuote({
        amount: normalize(o.amount),
        dailyRate: normalize(o.dailyRate),
        penaltyRate: normalize(o.penaltyRate),
        days: o.days,
        subscribed: o.subscribedDay,
        today,
        scale: o.scale,
      }),
    );

  return {
    products: (ex: Db | Tx = db) =>
      ex.select().from(miningProducts).orderBy(miningProducts.currency, miningProducts.days),
    product: (id: number) => product(db, id),

    async subscribe(userId: number, productId: number, amount: string, idempotencyKey?: string) {
      const run = (tx: Tx) => subscribeTx(tx, userId, productId, amount);
      if (!idempotencyKey) return withTransaction(db, run);
      const out = await withIdempotency(
        db,
        {
          scope: `user:${userId}:mining-subscribe`,
          key: idempotencyKey,
          requestHash: JSON.stringify([productId, normalize(amount)]),
        },
        async (tx) => ({ id: (await run(tx)).id }),
      );
      return ownOrder(db, userId, out.response.id, false);
    },

    /** What redeeming now would return (shown before confirming). */
    async quote(userId: number, id: number) {
      const o = await ownOrder(db, userId, id, false);
      if (o.state !== 'active') throw AppError.say('earn.order_closed');
      // Days the sweeper has not reached yet are earned already: the quote counts them as the redemption will.
      return { order: o, quote: quoteOf(o, dayOf(now())) };
    },

    async redeem(userId: number, id: number) {
      return withTransaction(db, async (tx) => {
        const o = await ownOrder(tx, userId, id, true);
        if (o.state !== 'active') throw AppError.say('earn.order_closed');
        const today = dayOf(now());
        const a = await accrue(tx, o, today);
        if (today >= maturityDayOf(o.subscribedDay, o.days)) {
          await mature(tx, o, a.earned);
          const set = { earnedDays: a.earnedDays, earned: a.earned, state: 'matured', closedAt: new Date(now()) };
          await tx.update(miningOrders).set(set).where(eq(miningOrders.id, o.id));
          return { ...o, ...set };
        }
        const q = quoteOf({ ...o, earnedDays: a.earnedDays }, today);
        const [spot, mining, escrow, campaign] = await accountsOf(tx, o);
        const out = o.voucherId === null ? normalize(add(o.amount, a.earned)) : normalize(a.earned);
        const back = normalize(add(q.principalBack, a.earned));
        const unused = normalize(sub(o.reserved, a.earned));
        const toCampaign = normalize(add(unused, q.penalty));
        await post(tx, {
          type: 'mining_redeem',
          refType: 'mining_order',
          refId: o.id,
          memo: { m: 'mining', product: o.productId, days: o.days, id: o.id },
          idempotencyKey: `mining_redeem:${o.id}`,
          lines: [
            ...(isZero(out) ? [] : [{ account: mining, bucket: 'available' as const, amount: `-${out}` }]),
            ...(isZero(back) ? [] : [{ account: spot, bucket: 'available' as const, amount: back }]),
            ...(isZero(unused) ? [] : [{ account: escrow, bucket: 'available' as const, amount: `-${unused}` }]),
            ...(isZero(toCampaign) ? [] : [{ account: campaign, bucket: 'available' as const, amount: toCampaign }]),
          ],
        });
        await receipts.issue(tx, [
          o.voucherId === null
            ? miningRedeemReceipt({
                order: o,
                remainingDays: q.remainingDays,
                penalty: q.penalty,
                earned: a.earned,
                back,
              })
            : voucherCloseReceipt({ order: o, earned: a.earned, back, early: true }),
        ]);
        const set = {
          earnedDays: a.earnedDays,
          earned: a.earned,
          penalty: q.penalty,
          state: 'redeemed',
          closedAt: new Date(now()),
        };
        await tx.update(miningOrders).set(set).where(eq(miningOrders.id, o.id));
        return { ...o, ...set };
      });
    },

    async orders(userId: number, q: { state?: 'active' | 'closed'; page: number; limit: number }) {
      const where = and(
        eq(miningOrders.userId, userId),
        q.state === 'active' ? eq(miningOrders.state, 'active') : undefined,
        q.state === 'closed' ? sql`${miningOrders.state} <> 'active'` : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(miningOrders)
          .where(where)
          .orderBy(desc(miningOrders.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(miningOrders).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    quoteOf,
    subscribeVoucherTx,

    sweeper(): SweeperDef<typeof miningOrders> {
      return {
        name: 'earn.mining',
        table: miningOrders,
        dueState: 'active',
        everyMs: 5_000,
        batch: 500,
        // Thousands of rows fall due at one instant (an expiry, a maturity, the start of a day): see bench/.
        chunk: 20,
        settle: settleTx as SweeperDef<typeof miningOrders>['settle'],
      };
    },
  };
}

export type MiningService = ReturnType<typeof createMiningService>;
