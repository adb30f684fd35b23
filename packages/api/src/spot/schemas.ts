/** Spot trading wire contract (docs/api-spot.md): pairs, book, orders, trades, market maker; events in events.ts. */
import { z } from 'zod';
import { fitsColumn, Id, MAX_ID } from '../shared';

export const SPOT_ORDER_STATUSES = ['open', 'partial', 'filled', 'cancelled'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];

const id = Id;
/** A decimal the client may send as a string or a number; shape and steps are checked by the service. */
const decimalInput = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(fitsColumn(z.string().max(40)));

export const SpotTradeBody = z.object({
  currency_id: id,
  legal_id: id,
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(1), z.literal(2)])),
  amount: decimalInput.optional(),
  /** Omitted or empty → market order. */
  target_price: decimalInput.optional(),
  /** Market buy only: quote amount to spend instead of `amount`. */
  total: decimalInput.optional(),
});
export type SpotTradeBody = z.infer<typeof SpotTradeBody>;

export const SpotIdBody = z.object({ id: z.string().trim().min(1).max(64) });
export type SpotIdBody = z.infer<typeof SpotIdBody>;

export const SpotListQuery = z.object({
  /** `all` (the spec client's "all" tab): open and finished orders together. */
  status: z.enum(['current', 'history', 'all']).default('current'),
  currency_id: id.optional(),
  legal_id: id.optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
  limit: z.coerce.number().int().positive().max(100).default(10),
});
export type SpotListQuery = z.infer<typeof SpotListQuery>;

export const SpotDepthQuery = z.object({
  symbol: z.string().trim().min(1).max(20).optional(),
  currency_id: id.optional(),
  legal_id: id.optional(),
  /** Up to 200 levels a side: a client grouping prices by 10 or 100 ticks needs the raw levels behind its rows. */
  limit: z.coerce.number().int().positive().max(200).default(20),
});
export type SpotDepthQuery = z.infer<typeof SpotDepthQuery>;

export const SpotTradesQuery = z.object({
  symbol: z.string().trim().min(1).max(20),
  limit: z.coerce.number().int().positive().max(100).default(30),
});
export type SpotTradesQuery = z.infer<typeof SpotTradesQuery>;

export const SpotSymbolQuery = z.object({ symbol: z.string().trim().min(1).max(20) });
export type SpotSymbolQuery = z.infer<typeof SpotSymbolQuery>;

export const SpotOrder = z.object({
  id: z.string(),
  symbol: z.string(),
  currency_id: z.number(),
  legal_id: z.number(),
  type: z.union([z.literal(1), z.literal(2)]),
  order_type: z.enum(['limit', 'market']),
  price: z.string(),
  amount: z.string(),
  total: z.string(),
  filled: z.string(),
  filled_total: z.string(),
  avg_price: z.string(),
  fee: z.string(),
  fee_currency: z.string(),
  status: z.enum(SPOT_ORDER_STATUSES),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SpotOrder = z.infer<typeof SpotOrder>;

export const SpotOrderList = z.object({
  list: z.array(SpotOrder),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});
export type SpotOrderList = z.infer<typeof SpotOrderList>;

export const SpotOrderTrade = z.object({
  id: z.string(),
  price: z.string(),
  amount: z.string(),
  fee: z.string(),
  fee_currency: z.string(),
  role: z.enum(['maker', 'taker']),
  created_at: z.string(),
});
export type SpotOrderTrade = z.infer<typeof SpotOrderTrade>;
export const SpotOrderDetail = z.object({ order: SpotOrder, trades: z.array(SpotOrderTrade) });
export type SpotOrderDetail = z.infer<typeof SpotOrderDetail>;

export const SpotTradeItem = z.object({
  id: z.string(),
  price: z.string(),
  amount: z.string(),
  side: z.enum(['buy', 'sell']),
  time: z.number(),
});
export type SpotTradeItem = z.infer<typeof SpotTradeItem>;

const level = z.tuple([z.string(), z.string()]);
export const SpotDepth = z.object({
  symbol: z.string(),
  seq: z.number(),
  bids: z.array(level),
  asks: z.array(level),
  /**
   * The recorded market price this book was last brought in line with (the maker's quotes lie around it), taken
   * with the book in one snapshot: a screen shows it as the last price so the two never disagree. Absent before
   * the first price.
   */
  last_price: z.string().optional(),
});
export type SpotDepth = z.infer<typeof SpotDepth>;

const bucket = z.object({ currency: z.string(), available: z.string(), frozen: z.string() });
export const SpotBalance = z.object({ base: bucket, quote: bucket });
export type SpotBalance = z.infer<typeof SpotBalance>;

export const SpotPair = z.object({
  id: z.number(),
  symbol: z.string(),
  currency_id: z.number(),
  legal_id: z.number(),
  currency_name: z.string(),
  legal_name: z.string(),
  tick_size: z.string(),
  lot_size: z.string(),
  price_precision: z.number(),
  amount_precision: z.number(),
  min_notional: z.string(),
  maker_fee: z.string(),
  taker_fee: z.string(),
  zero_fee: z.boolean(),
  halted: z.boolean(),
  now_price: z.string(),
});
export type SpotPair = z.infer<typeof SpotPair>;

// ---------- Back office ----------

const positiveDecimal = fitsColumn(
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .max(40),
);
export const AdminSpotPair = SpotPair.extend({ enabled: z.boolean() });
export type AdminSpotPair = z.infer<typeof AdminSpotPair>;
export const AdminSpotPairInput = z.object({
  enabled: z.boolean().optional(),
  tick_size: positiveDecimal.optional(),
  lot_size: positiveDecimal.optional(),
  min_notional: positiveDecimal.optional(),
  maker_fee: positiveDecimal.optional(),
  taker_fee: positiveDecimal.optional(),
  zero_fee: z.boolean().optional(),
  halted: z.boolean().optional(),
});
export type AdminSpotPairInput = z.infer<typeof AdminSpotPairInput>;

export const SpotMakerSettings = z.object({
  enabled: z.boolean(),
  levels: z.number().int().min(1).max(50),
  spread_bps: z.number().int().min(1).max(5000),
  step_bps: z.number().int().min(1).max(5000),
  level_amount_usdt: positiveDecimal,
  requote_bps: z.number().int().min(1).max(5000),
});
export type SpotMakerSettings = z.infer<typeof SpotMakerSettings>;
/** `PUT /admin/spot/maker`: any subset of the settings. */
export const SpotMakerSettingsInput = SpotMakerSettings.partial();
export type SpotMakerSettingsInput = z.infer<typeof SpotMakerSettingsInput>;

export const SpotMakerStatus = z.object({
  balances: z.array(
    z.object({
      currency: z.string(),
      available: z.string(),
      frozen: z.string(),
      funded: z.string(),
      value_usdt: z.string(),
    }),
  ),
  inventory_value_usdt: z.string(),
  funded_value_usdt: z.string(),
  pnl_usdt: z.string(),
});
export type SpotMakerStatus = z.infer<typeof SpotMakerStatus>;

export const AdminSpotOrdersQuery = z.object({
  symbol: z.string().trim().max(20).optional(),
  user_id: z.coerce.number().int().nonnegative().max(MAX_ID).optional(),
  status: z.enum(SPOT_ORDER_STATUSES).optional(),
  page: z.coerce.number().int().positive().max(100_000).default(1),
});
export type AdminSpotOrdersQuery = z.infer<typeof AdminSpotOrdersQuery>;
export const AdminSpotTradesQuery = AdminSpotOrdersQuery.omit({ status: true });
export type AdminSpotTradesQuery = z.infer<typeof AdminSpotTradesQuery>;
export const AdminSpotOrder = SpotOrder.extend({ user_id: z.number(), owner_type: z.string() });
export type AdminSpotOrder = z.infer<typeof AdminSpotOrder>;
export const AdminSpotTrade = z.object({
  id: z.string(),
  symbol: z.string(),
  price: z.string(),
  amount: z.string(),
  side: z.enum(['buy', 'sell']),
  maker_order_id: z.string(),
  taker_order_id: z.string(),
  maker_user_id: z.number(),
  taker_user_id: z.number(),
  maker_fee: z.string(),
  taker_fee: z.string(),
  created_at: z.string(),
});
export type AdminSpotTrade = z.infer<typeof AdminSpotTrade>;
