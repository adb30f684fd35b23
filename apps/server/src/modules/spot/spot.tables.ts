/**
 * Spot trading tables. Amounts are numeric(36,18) (strings in code). The market maker is not a row of `users`:
 * its owner id is MAKER_OWNER_ID (2^31, beyond any `users.id` serial), tagged `owner_type = 'maker'` here; its
 * ledger accounts are ordinary change accounts of that owner id (see README.md).
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
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** Trading settings of a market spot instrument (id = the instrument id). */
export const spotPairs = pgTable('spot_pairs', {
  id: integer('id').primaryKey(),
  tickSize: amount('tick_size').notNull(),
  lotSize: amount('lot_size').notNull(),
  minNotional: amount('min_notional').notNull(),
  makerFee: amount('maker_fee').notNull(),
  takerFee: amount('taker_fee').notNull(),
  zeroFee: boolean('zero_fee').notNull().default(false),
  halted: boolean('halted').notNull().default(false),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: ts('updated_at'),
});

export const spotOrders = pgTable(
  'spot_orders',
  {
    id: text('id').primaryKey(),
    /** 'user' (owner_id = users.id) or 'maker' (the built-in market maker). */
    ownerType: text('owner_type').notNull().default('user'),
    ownerId: bigint('owner_id', { mode: 'number' }).notNull(),
    pairId: integer('pair_id').notNull(),
    symbol: text('symbol').notNull(),
    /** buy | sell */
    side: text('side').notNull(),
    /** limit | market */
    type: text('type').notNull(),
    /** Limit price; null for market orders. */
    price: amount('price'),
    /** Base quantity ordered (0 for a market buy by quote total). */
    amount: amount('amount').notNull(),
    /** Quote budget of a market buy by total, else 0. */
    total: amount('total').notNull().default('0'),
    filled: amount('filled').notNull().default('0'),
    filledTotal: amount('filled_total').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    feeCurrency: text('fee_currency').notNull(),
    /** What is still frozen for this order (quote for a buy, base for a sell); 0 once closed. */
    reserved: amount('reserved').notNull().default('0'),
    /** open | partial | filled | cancelled */
    status: text('status').notNull(),
    /** Arrival order at the engine: resting orders are restored in this order (time priority). */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    createdAt: ts('created_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('spot_orders_owner_idx').on(t.ownerId, t.status, t.createdAt),
    index('spot_orders_open_idx').on(t.pairId, t.seq).where(sql`${t.status} in ('open', 'partial')`),
    check('spot_orders_side_ck', sql`${t.side} in ('buy', 'sell')`),
    check('spot_orders_status_ck', sql`${t.status} in ('open', 'partial', 'filled', 'cancelled')`),
  ],
);

export const spotTrades = pgTable(
  'spot_trades',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pairId: integer('pair_id').notNull(),
    symbol: text('symbol').notNull(),
    price: amount('price').notNull(),
    amount: amount('amount').notNull(),
    /** The taker's side: buy | sell. */
    takerSide: text('taker_side').notNull(),
    makerOrderId: text('maker_order_id').notNull(),
    takerOrderId: text('taker_order_id').notNull(),
    makerOwnerId: bigint('maker_owner_id', { mode: 'number' }).notNull(),
    takerOwnerId: bigint('taker_owner_id', { mode: 'number' }).notNull(),
    /** Fee the maker paid (in the currency it received). */
    makerFee: amount('maker_fee').notNull(),
    takerFee: amount('taker_fee').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [
    index('spot_trades_pair_idx').on(t.pairId, t.id),
    index('spot_trades_maker_idx').on(t.makerOrderId),
    index('spot_trades_taker_idx').on(t.takerOrderId),
  ],
);

/** The market maker's settings (one row, id 1) and what it was funded with (per currency). */
export const spotMaker = pgTable('spot_maker', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  levels: integer('levels').notNull().default(5),
  spreadBps: integer('spread_bps').notNull().default(10),
  stepBps: integer('step_bps').notNull().default(10),
  levelAmountUsdt: amount('level_amount_usdt').notNull().default('1000'),
  requoteBps: integer('requote_bps').notNull().default(20),
  funded: jsonb('funded').$type<Record<string, string>>().notNull().default({}),
  updatedAt: ts('updated_at'),
});
