/**
 * Seconds-option tables. Amounts are numeric(36,18), strings in code; ratios are fractions (0.85 = 85 %). An order
 * row is the business row of its ledger entries and receipt (`ref_type` 'option_order') and the row the platform
 * sweeper settles (state 'open' → 'settled', due_at = expiry). There is deliberately no column anywhere that could
 * choose a result: no per-user, per-group or probability setting.
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
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { sweepColumns } from '../../platform/sweeper';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const when = (name: string) => timestamp(name, { withTimezone: true });

/** The offered expiries (the original's `micro_seconds`). */
export const optionExpiries = pgTable('option_expiries', {
  seconds: integer('seconds').primaryKey(),
  payoutRatio: amount('payout_ratio').notNull(),
  lossRatio: amount('loss_ratio').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at'),
});

/** Coins that can pay for options (the original's `is_micro`, `micro_trade_fee`, `micro_min/max`, hold cap). */
export const optionCoins = pgTable('option_coins', {
  currency: text('currency').primaryKey(),
  currencyId: integer('currency_id').notNull().unique(),
  enabled: boolean('enabled').notNull().default(true),
  feeRate: amount('fee_rate').notNull(),
  minStake: amount('min_stake').notNull(),
  maxStake: amount('max_stake').notNull(),
  /** Most open orders one user may hold in this coin (0: no cap). */
  maxOpen: integer('max_open').notNull().default(0),
  presets: jsonb('presets').$type<string[]>().notNull(),
  updatedAt: ts('updated_at'),
});

/** Per-pair switch (id = the market instrument id, the wire's match_id). A missing row means off. */
export const optionPairs = pgTable('option_pairs', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at'),
});

/** Countries (ISO 3166 alpha-2) where the product is switched off. */
export const optionCountries = pgTable('option_countries', {
  country: text('country').primaryKey(),
  disabled: boolean('disabled').notNull().default(true),
  updatedAt: ts('updated_at'),
});

export const optionOrders = pgTable(
  'option_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    pairId: integer('pair_id').notNull(),
    symbol: text('symbol').notNull(),
    currency: text('currency').notNull(),
    currencyId: integer('currency_id').notNull(),
    /** 1 up, 2 down. */
    type: smallint('type').notNull(),
    seconds: integer('seconds').notNull(),
    stake: amount('stake').notNull(),
    fee: amount('fee').notNull(),
    /** Snapshotted at submit. */
    payoutRatio: amount('payout_ratio').notNull(),
    lossRatio: amount('loss_ratio').notNull(),
    scale: integer('scale').notNull(),
    openPrice: amount('open_price').notNull(),
    openMarkId: integer('open_mark_id').notNull(),
    openTs: bigint('open_ts', { mode: 'number' }).notNull(),
    /** Epoch ms on the market clock; due_at carries the same instant. */
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
    endPrice: amount('end_price'),
    endMarkId: integer('end_mark_id'),
    endTs: bigint('end_ts', { mode: 'number' }),
    /** −1 loss, 0 tie, 1 win; null while open. */
    result: smallint('result'),
    payout: amount('payout'),
    factProfits: amount('fact_profits'),
    /** 'open' → 'settled'. */
    state: text('state').notNull().default('open'),
    createdAt: ts('created_at'),
    settledAt: when('settled_at'),
    ...sweepColumns(),
  },
  (t) => [
    index('option_orders_user').on(t.userId, t.id),
    index('option_orders_due').on(t.state, t.dueAt, t.id),
    check('option_orders_type', sql`${t.type} in (1, 2)`),
    check('option_orders_stake', sql`${t.stake} > 0 and ${t.fee} >= 0`),
  ],
);

/** The user's own limits (issue §3): a daily loss limit and a cool-off (self exclusion). */
export const optionUserLimits = pgTable('option_user_limits', {
  userId: bigint('user_id', { mode: 'number' }).primaryKey(),
  /** Net loss allowed per UTC day in USDT; null: none. */
  dailyLossLimit: amount('daily_loss_limit'),
  /** A raise waits 24 h: the limit in force until `pending_from`, then `pending_limit` ('' = remove). */
  pendingLimit: text('pending_limit'),
  pendingFrom: when('pending_from'),
  coolOffUntil: when('cool_off_until'),
  updatedAt: ts('updated_at'),
});
