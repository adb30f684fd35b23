/**
 * Contract (leveraged position) tables. Amounts are numeric(36,18), strings in code. A position row is the
 * business row of every ledger entry and receipt it causes (`ref_type` 'contract_position'); the overnight fee runs
 * and liquidations are rows of their own so the back office can list them.
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sweepColumns } from '../../platform/sweeper';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ts = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();
const when = (name: string) => timestamp(name, { withTimezone: true });

/** Published settings of a contract pair (id = the market instrument id). */
export const contractPairs = pgTable('contract_pairs', {
  id: integer('id').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** 'contract' (lever account) or 'stock' (stock account). */
  area: text('area').notNull(),
  settleCurrency: text('settle_currency').notNull(),
  lotSize: amount('lot_size').notNull(),
  minLots: integer('min_lots').notNull().default(1),
  /** 0: no limit. */
  maxLots: integer('max_lots').notNull().default(0),
  multiples: jsonb('multiples').$type<number[]>().notNull(),
  sharePresets: jsonb('share_presets').$type<number[]>().notNull(),
  /** Absolute price amount, on the instrument's price grid. */
  spread: amount('spread').notNull(),
  /** Fractions (0.001 = 0.1 %). */
  feeRate: amount('fee_rate').notNull(),
  overnightRate: amount('overnight_rate').notNull(),
  /** Risk rate in % at or below which a margin group is liquidated. */
  liquidationThreshold: amount('liquidation_threshold').notNull(),
  limitEntries: boolean('limit_entries').notNull().default(true),
  updatedAt: ts('updated_at'),
});

export const contractPositions = pgTable(
  'contract_positions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    pairId: integer('pair_id').notNull(),
    symbol: text('symbol').notNull(),
    area: text('area').notNull(),
    settleCurrency: text('settle_currency').notNull(),
    /** Ledger account kind holding the margin: 3 lever, 5 stock. */
    accountKind: smallint('account_kind').notNull(),
    /** long | short */
    side: text('side').notNull(),
    /** cross | isolated */
    marginMode: text('margin_mode').notNull(),
    /** 0 pending limit entry, 1 open, 3 closed, 4 cancelled (2, closing, is never stored: a close is one transaction). */
    status: smallint('status').notNull(),
    lots: integer('lots').notNull(),
    lotSize: amount('lot_size').notNull(),
    quantity: amount('quantity').notNull(),
    multiple: integer('multiple').notNull(),
    /** The pair's published terms when the position was submitted. */
    spread: amount('spread').notNull(),
    feeRate: amount('fee_rate').notNull(),
    overnightRate: amount('overnight_rate').notNull(),
    threshold: amount('threshold').notNull(),
    /** A limit entry's limit (the fill price is never worse). */
    limitPrice: amount('limit_price'),
    /** The recorded reference price of the fill, and the fill price (reference ± spread). */
    referencePrice: amount('reference_price'),
    entryPrice: amount('entry_price'),
    /** Margin at stake now (overnight fees may take from it) and at the fill. */
    margin: amount('margin').notNull().default('0'),
    originMargin: amount('origin_margin').notNull().default('0'),
    fee: amount('fee').notNull().default('0'),
    /** Frozen while a limit entry waits: margin and fee at the limit price. */
    reserved: amount('reserved').notNull().default('0'),
    tp: amount('tp'),
    sl: amount('sl'),
    /**
     * When the stops were last set or changed on the open position (null: set with the entry, they apply from the
     * open leaf). A crossing before it was never this stop's, so its receipt proves the first leaf after this time.
     */
    stopsAt: when('stops_at'),
    overnightTotal: amount('overnight_total').notNull().default('0'),
    closeReference: amount('close_reference'),
    closePrice: amount('close_price'),
    /** Settled P/L (fact_profits). */
    pnl: amount('pnl'),
    /** Credited back to the account at the close (margin + P/L, never below 0). */
    returned: amount('returned'),
    closeReason: text('close_reason'),
    openMarkId: bigint('open_mark_id', { mode: 'number' }),
    closeMarkId: bigint('close_mark_id', { mode: 'number' }),
    liquidationId: bigint('liquidation_id', { mode: 'number' }),
    createdAt: ts('created_at'),
    openedAt: when('opened_at'),
    closedAt: when('closed_at'),
  },
  (t) => [
    index('contract_positions_user_idx').on(t.userId, t.status, t.id),
    index('contract_positions_live_idx').on(t.status, t.pairId).where(sql`${t.status} in (0, 1)`),
    check('contract_positions_side_ck', sql`${t.side} in ('long', 'short')`),
    check('contract_positions_mode_ck', sql`${t.marginMode} in ('cross', 'isolated')`),
    check('contract_positions_status_ck', sql`${t.status} in (0, 1, 3, 4)`),
    check('contract_positions_lots_ck', sql`${t.lots} > 0 and ${t.multiple} > 0`),
  ],
);

/** One liquidation of a margin group: what it found and what the insurance fund paid. */
export const contractLiquidations = pgTable(
  'contract_liquidations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    settleCurrency: text('settle_currency').notNull(),
    accountKind: smallint('account_kind').notNull(),
    marginMode: text('margin_mode').notNull(),
    riskRate: amount('risk_rate').notNull(),
    threshold: amount('threshold').notNull(),
    positions: integer('positions').notNull(),
    /** Σ P/L of the closed positions. */
    pnl: amount('pnl').notNull(),
    /** Loss beyond the user's margin and balance, paid by the insurance fund. */
    insurancePaid: amount('insurance_paid').notNull(),
    createdAt: ts('created_at'),
  },
  (t) => [index('contract_liquidations_user_idx').on(t.userId, t.id)],
);

/** A day's overnight fee run (swept at 00:00 UTC + a minute; each run schedules the next). */
export const contractOvernightRuns = pgTable(
  'contract_overnight_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** UTC day, YYYY-MM-DD: positions opened before it and still open are charged once. */
    day: text('day').notNull(),
    /** due | done */
    state: text('state').notNull(),
    ...sweepColumns(),
    positions: integer('positions').notNull().default(0),
    /** Σ fees by settlement coin. */
    totals: jsonb('totals').$type<Record<string, string>>().notNull().default({}),
    /** Fee that neither the margin nor the balance could cover, by coin (never taken: no balance goes negative). */
    uncollected: jsonb('uncollected').$type<Record<string, string>>().notNull().default({}),
    settledAt: when('settled_at'),
  },
  (t) => [
    uniqueIndex('contract_overnight_runs_day_uq').on(t.day),
    index('contract_overnight_runs_due').on(t.state, t.dueAt, t.id),
  ],
);
