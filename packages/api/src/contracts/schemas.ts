/**
 * Contracts (leveraged positions) and the stock area, wire contract (docs/api-contracts.md): the spec's `/lever/*`
 * calls with the original field names, plus pairs, detail with receipts and the estimate shown before confirming.
 * Amounts are decimal strings; `type` 1 long (buy), 2 short (sell); `status` 0 pending limit entry, 1 open,
 * 2 closing, 3 closed, 4 cancelled (spec §3, original-backend.md §2).
 */
import { z } from 'zod';
import { ReceiptView } from '../receipts/schemas';
import { fitsColumn, Id } from '../shared';

export const CONTRACT_STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS];
export const MARGIN_MODES = ['cross', 'isolated'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];
/** Why a position closed: its owner (one or a batch), its take-profit or stop-loss, or liquidation. */
export const CLOSE_REASONS = ['user', 'batch', 'tp', 'sl', 'liquidation'] as const;
export type CloseReason = (typeof CLOSE_REASONS)[number];
/** Which area a pair trades in: crypto contracts (lever account) or US stocks (stock account). */
export const CONTRACT_AREAS = ['contract', 'stock'] as const;
export type ContractArea = (typeof CONTRACT_AREAS)[number];

const id = Id;
const side = z.coerce
  .number()
  .int()
  .pipe(z.union([z.literal(1), z.literal(2)]));
/** An optional price where '', 0 and '0' mean "none" (the spec's client sends 0 for an unset TP/SL). */
const optionalPrice = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v) => (v === undefined ? '' : String(v).trim()))
  .pipe(fitsColumn(z.string().max(40)));
const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const limit = z.coerce.number().int().min(1).max(100).default(10);

export const LeverPairQuery = z.object({ currency_id: id, legal_id: id });
export type LeverPairQuery = z.infer<typeof LeverPairQuery>;

export const LeverPairsQuery = z.object({ area: z.enum(CONTRACT_AREAS).optional() });
export type LeverPairsQuery = z.infer<typeof LeverPairsQuery>;

export const LeverSubmitBody = z.object({
  currency_id: id,
  legal_id: id,
  /** Lots (whole number). */
  share: z.coerce.number().int().positive().max(1_000_000_000),
  multiple: z.coerce.number().int().positive().max(10_000),
  type: side,
  /** 0 limit entry at `target_price`, 1 market (the spec's client sends a dummy price with 1). */
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
  target_price: optionalPrice,
  target_profit_price: optionalPrice,
  stop_loss_price: optionalPrice,
  margin_mode: z.enum(MARGIN_MODES).default('cross'),
});
export type LeverSubmitBody = z.input<typeof LeverSubmitBody>;
export type LeverSubmitInput = z.output<typeof LeverSubmitBody>;

export const LeverIdBody = z.object({ id });
export type LeverIdBody = z.infer<typeof LeverIdBody>;

export const LeverSetStopBody = z.object({ id, target_profit_price: optionalPrice, stop_loss_price: optionalPrice });
export type LeverSetStopBody = z.input<typeof LeverSetStopBody>;

export const LeverBatchCloseBody = z.object({
  /** 0 all, 1 longs only, 2 shorts only. */
  type: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  legal_id: id.optional(),
  currency_id: id.optional(),
  area: z.enum(CONTRACT_AREAS).optional(),
});
export type LeverBatchCloseBody = z.input<typeof LeverBatchCloseBody>;

export const LeverDealAllBody = z.object({
  currency_id: id.optional(),
  legal_id: id.optional(),
  area: z.enum(CONTRACT_AREAS).optional(),
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)]))
    .default(1),
  page,
  limit,
});
export type LeverDealAllBody = z.input<typeof LeverDealAllBody>;

export const LeverMyTradeBody = z.object({
  /** -1 every status, else one of 0..4. */
  status: z.coerce.number().int().min(-1).max(4).default(-1),
  currency_id: id.optional(),
  legal_id: id.optional(),
  area: z.enum(CONTRACT_AREAS).optional(),
  page,
  limit,
});
export type LeverMyTradeBody = z.input<typeof LeverMyTradeBody>;

export const LeverEstimateBody = z.object({
  currency_id: id,
  legal_id: id,
  share: z.coerce.number().int().positive().max(1_000_000_000),
  multiple: z.coerce.number().int().positive().max(10_000),
  type: side,
  status: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(0), z.literal(1)])),
  target_price: optionalPrice,
  margin_mode: z.enum(MARGIN_MODES).default('cross'),
});
export type LeverEstimateBody = z.input<typeof LeverEstimateBody>;

/** A contract pair as the trading screen and the pair switcher show it. */
export const LeverPair = z.object({
  id: z.number(),
  symbol: z.string(),
  area: z.enum(CONTRACT_AREAS),
  currency_id: z.number(),
  legal_id: z.number(),
  currency_name: z.string(),
  legal_name: z.string(),
  /** The coin margins, fees and P/L are settled in, and the account that holds them. */
  settle_currency: z.string(),
  account: z.enum(['lever', 'stock']),
  lot_size: z.string(),
  min_lots: z.number(),
  /** 0: no limit. */
  max_lots: z.number(),
  multiples: z.array(z.number()),
  share_presets: z.array(z.number()),
  /** Absolute amount added to (long entry, short close) or taken from (short entry, long close) the reference. */
  spread: z.string(),
  /** Fractions: 0.001 = 0.1 %. */
  fee_rate: z.string(),
  overnight_rate: z.string(),
  /** Risk rate (%) at or below which positions are liquidated. */
  liquidation_threshold: z.string(),
  precision: z.number(),
  high_leverage: z.boolean(),
  limit_entries: z.boolean(),
  /** Whether the instrument's market is open now (always for crypto; the exchange session for stocks). */
  market_open: z.boolean(),
  last_price: z.string(),
  change: z.string(),
});
export type LeverPair = z.infer<typeof LeverPair>;

export const LeverOrder = z.object({
  id: z.number(),
  symbol: z.string(),
  area: z.enum(CONTRACT_AREAS),
  currency_id: z.number(),
  legal_id: z.number(),
  currency_name: z.string(),
  legal_name: z.string(),
  settle_currency: z.string(),
  type: z.union([z.literal(1), z.literal(2)]),
  status: z.number(),
  margin_mode: z.enum(MARGIN_MODES),
  share: z.number(),
  number: z.string(),
  multiple: z.number(),
  /** The recorded reference price the entry used ('' while a limit entry waits). */
  origin_price: z.string(),
  /** The entry's fill price (reference ± spread); a waiting limit entry shows its limit. */
  price: z.string(),
  /** The mark: the instrument's last recorded price. */
  update_price: z.string(),
  target_profit_price: z.string(),
  stop_loss_price: z.string(),
  origin_caution_money: z.string(),
  caution_money: z.string(),
  trade_fee: z.string(),
  overnight_money: z.string(),
  /** Live P/L at the mark (open), or the settled P/L (closed). */
  profits: z.string(),
  fact_profits: z.string(),
  close_price: z.string(),
  close_reason: z.string(),
  /** Estimated mark at which this position's margin group is liquidated, other prices unchanged ('' if none). */
  liquidation_price: z.string(),
  create_time: z.string(),
  transaction_time: z.string(),
  complete_time: z.string(),
});
export type LeverOrder = z.infer<typeof LeverOrder>;

const paginator = z.object({
  data: z.array(LeverOrder),
  total: z.number(),
  current_page: z.number(),
  per_page: z.number(),
  last_page: z.number(),
});

/** `/lever/deal`: what the trading screen needs for one pair. */
export const LeverDeal = z.object({
  pair: LeverPair,
  lever_share_limit: z.object({ min: z.number(), max: z.number() }),
  multiple: z.object({
    muit: z.array(z.object({ value: z.number() })),
    share: z.array(z.object({ value: z.number() })),
  }),
  last_price: z.string(),
  /** Free balance of the settlement coin in the pair's account. */
  user_lever: z.string(),
  /** Σ quantity × entry over the user's open positions of this pair. */
  all_levers: z.string(),
  my_transaction: z.array(LeverOrder),
  /** Top open positions by price, anonymous, as the spec's "book": longs `in`, shorts `out`. */
  lever_transaction: z.object({
    in: z.array(z.object({ price: z.string(), share: z.number() })),
    out: z.array(z.object({ price: z.string(), share: z.number() })),
  }),
  ustd_price: z.string(),
  ExRAte: z.string(),
});
export type LeverDeal = z.infer<typeof LeverDeal>;

/** Risk figures over the user's open positions of one settlement account. */
export const LeverRisk = z.object({
  balance: z.string(),
  /** Risk rate in % ('' with no open position). */
  hazard_rate: z.string(),
  caution_money_total: z.string(),
  origin_caution_money_total: z.string(),
  profits_total: z.string(),
});
export type LeverRisk = z.infer<typeof LeverRisk>;

export const LeverDealAll = LeverRisk.extend({
  caution_money: z.string(),
  origin_caution_money: z.string(),
  profits: z.string(),
  order: paginator,
});
export type LeverDealAll = z.infer<typeof LeverDealAll>;

export const LeverMyTrade = z.object({
  rate_profits_total: z.object({ hazard_rate: z.string(), profits_total: z.string() }),
  message: paginator,
});
export type LeverMyTrade = z.infer<typeof LeverMyTrade>;

/** What confirming would do, computed with the same formulas as the fill (at the current reference price). */
export const LeverEstimate = z.object({
  reference_price: z.string(),
  fill_price: z.string(),
  number: z.string(),
  value: z.string(),
  margin: z.string(),
  fee: z.string(),
  /** Margin + fee: what the account must hold. */
  required: z.string(),
  available: z.string(),
  overnight_fee: z.string(),
  /** Mark at which the position (isolated) or its group (cross, other prices unchanged) is liquidated. */
  liquidation_price: z.string(),
  market_open: z.boolean(),
});
export type LeverEstimate = z.infer<typeof LeverEstimate>;

export const LeverBatchResult = z.object({ closed: z.number(), ids: z.array(z.number()) });
export type LeverBatchResult = z.infer<typeof LeverBatchResult>;

export const LeverDetailQuery = z.object({ id });
export type LeverDetailQuery = z.infer<typeof LeverDetailQuery>;

/** The position with every receipt it has (fills, close, one overnight fee a night), newest first. */
export const LeverDetail = z.object({ order: LeverOrder, receipts: z.array(ReceiptView) });
export type LeverDetail = z.infer<typeof LeverDetail>;
