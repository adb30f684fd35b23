/**
 * The coupon centre: financial experience vouchers for a mining product. Claiming one reserves its value (the yield
 * of its notional amount over the product's term) from the product's campaign into `escrow_coupon`, after locking
 * the campaign account, so claims can never promise more than the campaign holds. Using it opens a mining order
 * whose principal is notional (mining.service `subscribeVoucherTx`); an unused voucher expires by the platform
 * sweeper `earn.coupon.expiry`, its reservation back to the campaign.
 */
import { currencyScale, isZero, normalize } from '@app/money';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { AppError } from '../../errors';
import type { SweeperDef } from '../../platform/sweeper';
import { getOrCreateAccounts, type LedgerAccount, post, withIdempotency, withTransaction } from '../ledger';
import { type CampaignBook, campaignKey } from './campaigns';
import { couponTemplates, miningProducts, userCoupons } from './earn.tables';
import { termYieldOf } from './engine/mining';
import { DAY_MS } from './engine/units';
import type { MiningService } from './mining.service';

export type CouponTemplate = typeof couponTemplates.$inferSelect;
export type UserCoupon = typeof userCoupons.$inferSelect;
type Product = typeof miningProducts.$inferSelect;

const HELD = 'escrow_coupon' as const;

/** What a voucher of `amount` on product `p` pays with today's terms. */
export const voucherValue = (t: Pick<CouponTemplate, 'amount'>, p: Product) =>
  termYieldOf(normalize(t.amount), normalize(p.dailyRate), p.days, currencyScale(p.currency));

export function createCouponService(deps: {
  db: Db;
  campaigns: CampaignBook;
  mining: Pick<MiningService, 'subscribeVoucherTx'>;
  now: () => number;
}) {
  const { db, campaigns, mining, now } = deps;

  async function productOf(ex: Db | Tx, id: number): Promise<Product> {
    const [p] = await ex.select().from(miningProducts).where(eq(miningProducts.id, id));
    if (!p) throw AppError.say('earn.product_not_found');
    return p;
  }

  const accounts = (tx: Tx, c: { currency: string; campaignId: number }) =>
    getOrCreateAccounts(tx, [
      campaignKey(c.campaignId, c.currency),
      { ownerType: 'system', currency: c.currency, systemKind: HELD },
    ]) as Promise<[LedgerAccount, LedgerAccount]>;

  async function claimTx(tx: Tx, userId: number, templateId: number): Promise<UserCoupon> {
    const [t] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, templateId)).for('update');
    if (!t) throw AppError.say('earn.coupon_not_found');
    const at = now();
    if (!t.enabled || at < t.claimFrom || at >= t.claimUntil) throw AppError.say('earn.coupon_not_open');
    if (t.claimed >= t.total) throw AppError.say('earn.coupon_gone');
    const [mine] = await tx
      .select({ id: userCoupons.id })
      .from(userCoupons)
      .where(and(eq(userCoupons.templateId, t.id), eq(userCoupons.userId, userId)));
    if (mine) throw AppError.say('earn.coupon_claimed');
    const p = await productOf(tx, t.productId);
    if (!p.enabled) throw AppError.say('earn.product_closed');
    const value = voucherValue(t, p);
    const [campaign, held] = await accounts(tx, { currency: p.currency, campaignId: p.campaignId });
    await campaigns.reserve(tx, campaign, value, [held]);
    const expiresAt = at + t.validDays * DAY_MS;
    const [row] = await tx
      .insert(userCoupons)
      .values({
        userId,
        templateId: t.id,
        title: t.title,
        productId: p.id,
        campaignId: p.campaignId,
        currency: p.currency,
        amount: normalize(t.amount),
        dailyRate: p.dailyRate,
        days: p.days,
        scale: currencyScale(p.currency),
        value,
        expiresAt,
        state: 'usable',
        dueAt: new Date(expiresAt),
      })
      .returning();
    if (!row) throw new Error('coupon insert returned nothing');
    await tx
      .update(couponTemplates)
      .set({ claimed: t.claimed + 1 })
      .where(eq(couponTemplates.id, t.id));
    if (!isZero(value)) {
      await post(tx, {
        type: 'coupon_claim',
        refType: 'user_coupon',
        refId: row.id,
        memo: { m: 'coupon', id: row.id, title: t.title.slice(0, 80) },
        lines: [
          { account: campaign, bucket: 'available', amount: `-${value}` },
          { account: held, bucket: 'available', amount: value },
        ],
      });
    }
    return row;
  }

  async function ownCoupon(ex: Db | Tx, userId: number, id: number, lock: boolean): Promise<UserCoupon> {
    const q = ex
      .select()
      .from(userCoupons)
      .where(and(eq(userCoupons.id, id), eq(userCoupons.userId, userId)));
    const [c] = lock ? await q.for('update') : await q;
    if (!c) throw AppError.say('earn.coupon_not_found');
    return c;
  }

  async function expireTx(tx: Tx, c: UserCoupon) {
    const value = normalize(c.value);
    if (!isZero(value)) {
      const [campaign, held] = await accounts(tx, c);
      await post(tx, {
        type: 'coupon_expire',
        refType: 'user_coupon',
        refId: c.id,
        memo: { m: 'coupon', id: c.id, title: c.title.slice(0, 80) },
        idempotencyKey: `coupon_expire:${c.id}`,
        lines: [
          { account: held, bucket: 'available', amount: `-${value}` },
          { account: campaign, bucket: 'available', amount: value },
        ],
      });
    }
    return { state: 'expired', set: { closedAt: new Date(now()) } };
  }

  return {
    templates: (ex: Db | Tx = db) => ex.select().from(couponTemplates).orderBy(desc(couponTemplates.id)),
    productOf: (id: number) => productOf(db, id),

    /** The offers open now, each with whether `userId` holds one. */
    async center(userId: number | null) {
      const at = now();
      const open = (await this.templates()).filter((t) => t.enabled && t.claimFrom <= at && at < t.claimUntil);
      const held =
        userId === null
          ? []
          : await db.select({ t: userCoupons.templateId }).from(userCoupons).where(eq(userCoupons.userId, userId));
      return open.map((t) => ({ template: t, claimed: held.some((h) => h.t === t.id) }));
    },

    async claim(userId: number, templateId: number, idempotencyKey?: string): Promise<UserCoupon> {
      const run = (tx: Tx) => claimTx(tx, userId, templateId);
      if (!idempotencyKey) return withTransaction(db, run);
      const out = await withIdempotency(
        db,
        { scope: `user:${userId}:coupon-claim`, key: idempotencyKey, requestHash: String(templateId) },
        async (tx) => ({ id: (await run(tx)).id }),
      );
      return ownCoupon(db, userId, out.response.id, false);
    },

    /** Opens the voucher's mining order; refused once used, expired or past its time. */
    async use(userId: number, id: number): Promise<{ coupon: UserCoupon; orderId: number }> {
      return withTransaction(db, async (tx) => {
        const c = await ownCoupon(tx, userId, id, true);
        if (c.state !== 'usable' || now() >= c.expiresAt) throw AppError.say('earn.coupon_unusable');
        const order = await mining.subscribeVoucherTx(tx, {
          ...c,
          amount: normalize(c.amount),
          dailyRate: normalize(c.dailyRate),
          value: normalize(c.value),
        });
        const [row] = await tx
          .update(userCoupons)
          .set({ state: 'used', orderId: order.id, closedAt: new Date(now()) })
          .where(eq(userCoupons.id, c.id))
          .returning();
        return { coupon: row ?? c, orderId: order.id };
      });
    },

    async mine(userId: number | null, q: { state?: string; templateId?: number; page: number; limit: number }) {
      const where = and(
        userId === null ? undefined : eq(userCoupons.userId, userId),
        q.state === undefined ? undefined : eq(userCoupons.state, q.state),
        q.templateId === undefined ? undefined : eq(userCoupons.templateId, q.templateId),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(userCoupons)
          .where(where)
          .orderBy(sql`${userCoupons.state} = 'usable' desc`, desc(userCoupons.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(userCoupons).where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },

    async createTemplate(
      input: Omit<typeof couponTemplates.$inferInsert, 'id' | 'claimed' | 'createdAt'>,
      also?: (tx: Tx, t: CouponTemplate) => Promise<void>,
    ): Promise<CouponTemplate> {
      return withTransaction(db, async (tx) => {
        await productOf(tx, input.productId);
        const [t] = await tx.insert(couponTemplates).values(input).returning();
        if (!t) throw new Error('coupon template insert returned nothing');
        await also?.(tx, t);
        return t;
      });
    },

    /** Title, total (never below what was claimed), window and the switch; the amount and product stay. */
    async updateTemplate(
      id: number,
      patch: Partial<
        Pick<CouponTemplate, 'title' | 'total' | 'claimFrom' | 'claimUntil' | 'validDays' | 'enabled' | 'translations'>
      >,
      also?: (tx: Tx, before: CouponTemplate) => Promise<void>,
    ): Promise<CouponTemplate> {
      return withTransaction(db, async (tx) => {
        const [before] = await tx.select().from(couponTemplates).where(eq(couponTemplates.id, id)).for('update');
        if (!before) throw AppError.say('earn.coupon_not_found');
        if (patch.total !== undefined && patch.total < before.claimed) {
          throw AppError.invalid('total', 'earn.total_below_claimed', { claimed: before.claimed });
        }
        const [t] = await tx.update(couponTemplates).set(patch).where(eq(couponTemplates.id, id)).returning();
        await also?.(tx, before);
        return t ?? before;
      });
    },

    sweeper(): SweeperDef<typeof userCoupons> {
      return {
        name: 'earn.coupon.expiry',
        table: userCoupons,
        dueState: 'usable',
        everyMs: 5_000,
        batch: 500,
        settle: expireTx as SweeperDef<typeof userCoupons>['settle'],
      };
    },
  };
}

export type CouponService = ReturnType<typeof createCouponService>;
