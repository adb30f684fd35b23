/**
 * Market data tables. Prices and volumes are numeric (strings in code). Times of ticks and candles are epoch
 * milliseconds in bigint columns: the aggregator and the wire both speak ms, and range scans stay on one index.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
  index,
  integer,
  json,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const amount = (name: string) => numeric(name, { precision: 36, scale: 18 });
const ms = (name: string) => bigint(name, { mode: 'number' });
/** A SHA-256 as its 32 bytes (half the row of its hex text); market.log-repo.ts converts to and from hex. */
const hash32 = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/** Coins (BTC 1, ETH 2, USDT 3 …), stock tickers as currencies (ids ≥ 1000) and USD (999). */
export const coins = pgTable('coins', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** crypto | stock | fiat */
  kind: text('kind').notNull(),
  precision: integer('precision').notNull(),
  networks: jsonb('networks').$type<string[]>().notNull().default([]),
  logo: text('logo').notNull().default(''),
});

/** Tradable price series: USDT pairs (with contract settings when a perpetual exists) and US stocks. */
export const instruments = pgTable('instruments', {
  id: integer('id').primaryKey(),
  symbol: text('symbol').notNull().unique(),
  /** spot | stock */
  kind: text('kind').notNull(),
  currencyId: integer('currency_id').notNull(),
  legalId: integer('legal_id').notNull(),
  name: text('name').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  hot: boolean('hot').notNull().default(false),
  precision: integer('precision').notNull(),
  amountPrecision: integer('amount_precision').notNull(),
  logo: text('logo').notNull().default(''),
  maxLeverage: integer('max_leverage'),
  leverages: jsonb('leverages').$type<number[]>(),
  lotSize: numeric('lot_size', { precision: 36, scale: 18 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const fiats = pgTable('fiats', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  symbol: text('symbol').notNull(),
  /** Units of this currency per 1 USD. */
  rate: numeric('rate', { precision: 36, scale: 18 }).notNull(),
  precision: integer('precision').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

/** Closed candles (history and recorded). `count` 0 = synthetic history, > 0 = built from recorded ticks. */
export const candles = pgTable(
  'candles',
  {
    symbol: text('symbol').notNull(),
    period: text('period').notNull(),
    openTime: ms('open_time').notNull(),
    closeTime: ms('close_time').notNull(),
    open: amount('open').notNull(),
    high: amount('high').notNull(),
    low: amount('low').notNull(),
    close: amount('close').notNull(),
    volume: amount('volume').notNull(),
    amount: amount('amount').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.period, t.openTime] })],
);

/**
 * Every recorded tick. A tick is also a leaf of its instrument's public price log (issue 30): `seq` is its leaf
 * index in that log (0, 1, 2 … per symbol), `inputs` the sources it was computed from, as `[source, price, ts]`
 * arrays in plain json (stored as written, not parsed into jsonb: that conversion was a quarter of an append's cost),
 * and `leaf_hash` the RFC 9162 leaf hash (32 bytes). Rows written before the log existed have no seq. No index on
 * `ts` alone: ticks are kept forever (no pruning scans by time) and every read by time names its symbol.
 */
export const ticks = pgTable(
  'ticks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    ts: ms('ts').notNull(),
    price: amount('price').notNull(),
    volume: amount('volume').notNull(),
    seq: bigint('seq', { mode: 'number' }),
    inputs: json('inputs').$type<[source: string, price: string, ts: number][]>(),
    leafHash: hash32('leaf_hash'),
  },
  (t) => [index('ticks_symbol_ts').on(t.symbol, t.ts), uniqueIndex('ticks_symbol_seq').on(t.symbol, t.seq)],
);

/** Stored interior hashes of complete subtrees of each instrument's price log (32 bytes), kept forever. */
export const priceLogNodes = pgTable(
  'price_log_nodes',
  {
    symbol: text('symbol').notNull(),
    level: integer('level').notNull(),
    idx: bigint('idx', { mode: 'number' }).notNull(),
    hash: hash32('hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.level, t.idx] })],
);

/** Signed tree heads of the price logs, kept forever: every receipt is proved against one of them. */
export const priceLogHeads = pgTable(
  'price_log_heads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    symbol: text('symbol').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    root: text('root').notNull(),
    ts: ms('ts').notNull(),
    keyId: text('key_id').notNull(),
    signature: text('signature').notNull(),
  },
  (t) => [
    unique('price_log_heads_symbol_size').on(t.symbol, t.size),
    index('price_log_heads_symbol_ts').on(t.symbol, t.ts),
  ],
);

/**
 * The price sources of each instrument as the deployment configured them, one row each time the set changed
 * (compared at start), kept forever and shown publicly with the time it took effect. No route writes here.
 */
export const priceSourceSets = pgTable(
  'price_source_sets',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    sources: jsonb('sources').notNull(),
    method: jsonb('method').notNull(),
    effectiveAt: ms('effective_at').notNull(),
  },
  (t) => [index('price_source_sets_symbol').on(t.symbol, t.effectiveAt)],
);

/** Prices used for a settlement, kept forever so every result can be audited. */
export const priceMarks = pgTable(
  'price_marks',
  {
    id: serial('id').primaryKey(),
    symbol: text('symbol').notNull(),
    ts: ms('ts').notNull(),
    price: amount('price').notNull(),
    reason: text('reason').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_marks_ref').on(t.reason, t.ref), index('price_marks_symbol_ts').on(t.symbol, t.ts)],
);

/** Feed rows by key: `sim` (simulator state), `live` (live candles), `settings` (admin feed choice). */
export const feedState = pgTable('feed_state', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const userFavorites = pgTable(
  'user_favorites',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    instrumentId: integer('instrument_id')
      .notNull()
      .references(() => instruments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_favorites_pair').on(t.userId, t.instrumentId)],
);
