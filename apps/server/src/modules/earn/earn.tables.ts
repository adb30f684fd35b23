/**
 * Earn tables. Amounts are numeric(36,18), strings in code; rates are fractions (0.003 = 0.3 % a day). Every yield
 * is paid out of a campaign: an operator-funded ledger account (`campaign_<id>`), so a product can never promise
 * more than its campaign holds. A subscription reserves its whole term's yield from the campaign at once (to
 * `escrow_earn`), the daily accrual pays from that reservation, and what a redemption leaves unearned goes back.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sweepColumns } from '../../platform/sweeper';
import type { EarnTexts } from './earn.texts';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const when = (name: string) => timestamp(name, { withTimezone: true });
/**
 * What the operator wrote in the other languages, per language and field (earn.texts.ts); the row's own text
 * columns hold the default language (English), which a missing translation falls back to.
 */
const translations = () => jsonb('translations').$type<EarnTexts>().notNull().default({});

/** A budget the operator funds in one coin; its balance is the ledger account `campaign_<id>`. */
export const earnCampaigns = pgTable('earn_campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  currency: text('currency').notNull(),
  /** Shown to users beside every product it pays: where the yield comes from. */
  note: text('note').notNull().default(''),
  translations: translations(),
  createdAt: ts('created_at'),
});

/**
 * A mining product (the original's `lh_deposit_config`): a coin, a lock period in days, a daily rate, a minimum and
 * maximum per subscription and the early-redemption penalty rate per remaining day. `kind` tells locked mining from
 * the cloud-miner and DeFi entries, which are the same product under their own names (described as what they are).
 */
export const miningProducts = pgTable(
  'mining_products',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull().default('locked'),
    name: text('name').notNull().default(''),
    currency: text('currency').notNull(),
    days: integer('days').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    minAmount: amount('min_amount').notNull(),
    /** Most one subscription may lock; null: no cap beyond the campaign's budget. */
    maxAmount: amount('max_amount'),
    penaltyRate: amount('penalty_rate').notNull(),
    campaignId: integer('campaign_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    intro: text('intro').notNull().default(''),
    translations: translations(),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    check('mining_products_kind', sql`${t.kind} in ('locked', 'cloud', 'defi')`),
    check('mining_products_days', sql`${t.days} between 1 and 3650`),
    check('mining_products_rates', sql`${t.dailyRate} >= 0 and ${t.penaltyRate} >= 0 and ${t.minAmount} > 0`),
  ],
);

/**
 * One subscription, swept daily: state 'active' (due at the start of the next UTC day) → 'matured' or 'redeemed'.
 * Terms are copied from the product at subscription, so an operator's later edit never changes a running order.
 */
export const miningOrders = pgTable(
  'mining_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    penaltyRate: amount('penalty_rate').notNull(),
    days: integer('days').notNull(),
    scale: integer('scale').notNull(),
    /** The UTC day number (days since the epoch) of the subscription; yield days are the `days` after it. */
    subscribedDay: integer('subscribed_day').notNull(),
    /** The whole term's yield, reserved from the campaign at subscription. */
    reserved: amount('reserved').notNull(),
    earnedDays: integer('earned_days').notNull().default(0),
    earned: amount('earned').notNull().default('0'),
    penalty: amount('penalty'),
    /**
     * Set when an experience voucher paid for this order (`user_coupons.id`): the principal is notional (it never
     * leaves the campaign), only the yield is paid, and nothing comes back at maturity but that yield.
     */
    voucherId: bigint('voucher_id', { mode: 'number' }),
    /** 'active' → 'matured' | 'redeemed'. */
    state: text('state').notNull().default('active'),
    createdAt: ts('created_at'),
    closedAt: when('closed_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('mining_orders_user').on(t.userId, t.id),
    index('mining_orders_due').on(t.state, t.dueAt, t.id),
    check('mining_orders_amount', sql`${t.amount} > 0 and ${t.reserved} >= 0 and ${t.earned} >= 0`),
    check('mining_orders_days', sql`${t.earnedDays} between 0 and ${t.days}`),
  ],
);

/**
 * A dual-currency product (the original's `dual_currency`, reference §4b): linked to a coin's recorded price against
 * USDT with a strike; a call is paid in the coin, a put in USDT, `unit` per share in the paid currency. Settles at
 * `settles_at` from the first recorded price at or after it. Its yield is paid by its campaign (in the paid coin).
 */
export const dualProducts = pgTable(
  'dual_products',
  {
    id: serial('id').primaryKey(),
    coin: text('coin').notNull(),
    quote: text('quote').notNull().default('USDT'),
    /** 'call' | 'put'. */
    type: text('type').notNull(),
    strike: amount('strike').notNull(),
    /** Yearly rate as a fraction (0.5 = 50 %). */
    apr: amount('apr').notNull(),
    /** Paid per share, in the coin (call) or the quote (put). */
    unit: amount('unit').notNull(),
    totalShares: integer('total_shares').notNull(),
    soldShares: integer('sold_shares').notNull().default(0),
    /** Most shares one user may hold in this product. */
    userLimit: integer('user_limit').notNull(),
    /** Purchases close at this instant; settlement at `settles_at` (epoch ms on the platform clock). */
    salesEnd: bigint('sales_end', { mode: 'number' }).notNull(),
    settlesAt: bigint('settles_at', { mode: 'number' }).notNull(),
    campaignId: integer('campaign_id').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at'),
  },
  (t) => [
    check('dual_products_type', sql`${t.type} in ('call', 'put')`),
    check('dual_products_numbers', sql`${t.strike} > 0 and ${t.apr} >= 0 and ${t.unit} > 0`),
    check('dual_products_shares', sql`${t.soldShares} between 0 and ${t.totalShares} and ${t.userLimit} > 0`),
    check('dual_products_times', sql`${t.salesEnd} <= ${t.settlesAt}`),
  ],
);

/** One purchase, swept at maturity: 'purchased' → 'settled' (waiting for the settlement tick is "settling"). */
export const dualOrders = pgTable(
  'dual_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    productId: integer('product_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    coin: text('coin').notNull(),
    quote: text('quote').notNull(),
    type: text('type').notNull(),
    strike: amount('strike').notNull(),
    apr: amount('apr').notNull(),
    shares: integer('shares').notNull(),
    /** What was paid, in `paid_currency` (the coin for a call, the quote for a put). */
    paid: amount('paid').notNull(),
    paidCurrency: text('paid_currency').notNull(),
    /** The yield reserved from the campaign, in the paid currency. */
    reserved: amount('reserved').notNull(),
    days: integer('days').notNull(),
    settlesAt: bigint('settles_at', { mode: 'number' }).notNull(),
    settlePrice: amount('settle_price'),
    settleMarkId: integer('settle_mark_id'),
    settleTs: bigint('settle_ts', { mode: 'number' }),
    payout: amount('payout'),
    payoutCurrency: text('payout_currency'),
    state: text('state').notNull().default('purchased'),
    createdAt: ts('created_at'),
    settledAt: when('settled_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('dual_orders_user').on(t.userId, t.id),
    index('dual_orders_due').on(t.state, t.dueAt, t.id),
    index('dual_orders_product_user').on(t.productId, t.userId),
    check('dual_orders_amounts', sql`${t.shares} > 0 and ${t.paid} > 0 and ${t.reserved} >= 0`),
  ],
);

/**
 * An IEO project (the original's `currency_project`, reference §4c): `supply` tokens of a wallet coin sold at `price`
 * in `pay_currency` between `starts_at` and `ends_at` (epoch ms on the platform clock). At creation the supply moves
 * `external` → `ieo_<id>` (token); applications pay into `ieo_<id>` (pay coin). Swept once at the end: allocation,
 * refunds, the unsold supply back to the issuer and the proceeds to them ('selling' → 'allocated').
 */
export const ieoProjects = pgTable(
  'ieo_projects',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    logo: text('logo').notNull().default(''),
    token: text('token').notNull(),
    payCurrency: text('pay_currency').notNull(),
    price: amount('price').notNull(),
    supply: amount('supply').notNull(),
    minAmount: amount('min_amount').notNull(),
    /** Most tokens one user may apply for in all; null: no cap beyond the supply. */
    userLimit: amount('user_limit'),
    startsAt: bigint('starts_at', { mode: 'number' }).notNull(),
    endsAt: bigint('ends_at', { mode: 'number' }).notNull(),
    /** Tokens are delivered this many days after the end. */
    lockDays: integer('lock_days').notNull().default(0),
    /** 'fcfs' (applications while supply lasts) | 'pro_rata' (apply then allocate). */
    mode: text('mode').notNull(),
    whitepaper: text('whitepaper').notNull().default(''),
    website: text('website').notNull().default(''),
    translations: translations(),
    enabled: boolean('enabled').notNull().default(true),
    /** Tokens applied for, the applications and (after the end) those allocated something. */
    applied: amount('applied').notNull().default('0'),
    applicants: integer('applicants').notNull().default(0),
    passed: integer('passed').notNull().default(0),
    /** After the end: tokens allocated and pay coin kept in all. */
    allocated: amount('allocated'),
    proceeds: amount('proceeds'),
    state: text('state').notNull().default('selling'),
    createdAt: ts('created_at'),
    allocatedAt: when('allocated_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('ieo_projects_due').on(t.state, t.dueAt, t.id),
    check('ieo_projects_mode', sql`${t.mode} in ('fcfs', 'pro_rata')`),
    check('ieo_projects_numbers', sql`${t.price} > 0 and ${t.supply} > 0 and ${t.minAmount} > 0 and ${t.applied} >= 0`),
    check('ieo_projects_times', sql`${t.startsAt} < ${t.endsAt} and ${t.lockDays} between 0 and 3650`),
    check('ieo_projects_fcfs', sql`${t.mode} <> 'fcfs' or ${t.applied} <= ${t.supply}`),
  ],
);

/**
 * One application: 'applied' (paid, waiting for the end) → 'allocated' (swept at `deliver_at`: tokens `ieo_<id>` →
 * the user's spot account) → 'delivered'; or 'refunded' when nothing was allocated. The terms are copied.
 */
export const ieoOrders = pgTable(
  'ieo_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    projectId: integer('project_id').notNull(),
    token: text('token').notNull(),
    payCurrency: text('pay_currency').notNull(),
    price: amount('price').notNull(),
    asked: amount('asked').notNull(),
    paid: amount('paid').notNull(),
    allocated: amount('allocated'),
    kept: amount('kept'),
    refund: amount('refund'),
    deliverAt: bigint('deliver_at', { mode: 'number' }).notNull(),
    state: text('state').notNull().default('applied'),
    createdAt: ts('created_at'),
    allocatedAt: when('allocated_at'),
    deliveredAt: when('delivered_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('ieo_orders_user').on(t.userId, t.id),
    index('ieo_orders_project').on(t.projectId, t.userId),
    index('ieo_orders_due').on(t.state, t.dueAt, t.id),
    check('ieo_orders_amounts', sql`${t.asked} > 0 and ${t.paid} > 0`),
  ],
);

/**
 * A coupon the operator offers in the coupon centre: a financial experience voucher for a mining product, worth
 * the yield of `amount` over that product's term (the principal is notional: it never leaves the campaign). At most
 * `total` users claim one each between `claim_from` and `claim_until`; a claimed voucher is usable `valid_days`.
 */
export const couponTemplates = pgTable(
  'coupon_templates',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    translations: translations(),
    productId: integer('product_id').notNull(),
    amount: amount('amount').notNull(),
    validDays: integer('valid_days').notNull(),
    total: integer('total').notNull(),
    claimed: integer('claimed').notNull().default(0),
    claimFrom: bigint('claim_from', { mode: 'number' }).notNull(),
    claimUntil: bigint('claim_until', { mode: 'number' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: ts('created_at'),
  },
  (t) => [
    check('coupon_templates_numbers', sql`${t.amount} > 0 and ${t.validDays} between 1 and 3650`),
    check('coupon_templates_claims', sql`${t.claimed} between 0 and ${t.total}`),
    check('coupon_templates_times', sql`${t.claimFrom} < ${t.claimUntil}`),
  ],
);

/**
 * A claimed voucher: its value (the term's yield) is reserved from the campaign at claim (`campaign_<id>` →
 * `escrow_coupon`), so it can never promise money no account holds. 'usable' (swept at `due_at` = expiry) →
 * 'used' (a mining order took the reservation) or 'expired' (the reservation went back to the campaign).
 */
export const userCoupons = pgTable(
  'user_coupons',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    templateId: integer('template_id').notNull(),
    title: text('title').notNull(),
    productId: integer('product_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    currency: text('currency').notNull(),
    amount: amount('amount').notNull(),
    dailyRate: amount('daily_rate').notNull(),
    days: integer('days').notNull(),
    scale: integer('scale').notNull(),
    value: amount('value').notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }),
    state: text('state').notNull().default('usable'),
    createdAt: ts('created_at'),
    closedAt: when('closed_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('user_coupons_user').on(t.userId, t.id),
    index('user_coupons_due').on(t.state, t.dueAt, t.id),
    uniqueIndex('user_coupons_one_each').on(t.templateId, t.userId),
    check('user_coupons_value', sql`${t.amount} > 0 and ${t.value} >= 0`),
  ],
);
