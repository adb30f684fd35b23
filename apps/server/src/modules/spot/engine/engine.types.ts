/**
 * Types of the pure spot matching engine. Prices are integer ticks, quantities integer lots, notional
 * ("quote units") is ticks × lots: one quote unit is tickSize × lotSize of the quote currency
 * (tick 0.01 USDT, lot 0.0001 BTC → 1 quote unit = 0.000001 USDT). `engine.units.ts` converts.
 */

export type Side = 'buy' | 'sell';

export type RejectReason =
  | 'invalid_order_id'
  | 'invalid_owner'
  | 'invalid_side'
  | 'invalid_price'
  | 'invalid_quantity'
  | 'invalid_quote_amount'
  | 'invalid_reference_price'
  | 'invalid_protection'
  | 'duplicate_order_id'
  | 'unknown_order';

/** Why an order left the book (or never reached it) without being filled. */
export type CancelReason = 'user' | 'self_trade' | 'market_remainder';

/**
 * Final state of the command's own order after the command:
 * - `resting`: a limit order (possibly partly filled) now waits in the book;
 * - `filled`: fully executed (for a quote-budget market order: nothing more it could buy at ≥ 1 lot);
 * - `cancelled`: a market order's unfilled rest was cancelled, or the order named by a cancel command;
 * - `rejected`: validation failed, nothing changed.
 */
type TakerStatus = 'resting' | 'filled' | 'cancelled' | 'rejected';

export interface LimitCommand {
  orderId: string;
  owner: string;
  side: Side;
  /** Limit price in ticks, a positive safe integer. */
  price: number;
  /** Quantity in lots, a positive safe integer. */
  qty: number;
}

export interface MarketCommand {
  orderId: string;
  owner: string;
  side: Side;
  /** Base quantity in lots. Exactly one of `qty` and `quoteAmount` must be given. */
  qty?: number;
  /**
   * Quote budget in quote units (ticks × lots): a buy spends at most this much, a sell receives at most this
   * much. The order stops when the next lot would overrun the budget; the unspent rest is reported in
   * `taker.quoteRemaining` (it is the caller's to unfreeze, the engine holds no money).
   */
  quoteAmount?: number;
  /** Reference price in ticks for the protection band; default: the best opposite price on arrival. */
  referencePrice?: number;
  /** Band width in basis points; default: the engine's `defaultProtectionBps`. */
  protectionBps?: number;
}

export interface Fill {
  makerOrderId: string;
  takerOrderId: string;
  makerOwner: string;
  takerOwner: string;
  /** The maker's price, in ticks. */
  price: number;
  qty: number;
  /** The maker's quantity still resting after this fill (0 = maker fully filled and gone). */
  makerRemaining: number;
}

export interface CancelledOrder {
  orderId: string;
  owner: string;
  side: Side;
  /** Price in ticks (0 for a market order). */
  price: number;
  /** The lots that will never trade now (for a quote-budget market order: 0, see `taker.quoteRemaining`). */
  qty: number;
  reason: CancelReason;
}

interface TakerState {
  orderId: string;
  status: TakerStatus;
  filledQty: number;
  /** Lots left: resting in the book (status `resting`), or cancelled. */
  remainingQty: number;
  /** Quote units traded, sum of price × qty over the fills. */
  filledQuote: number;
  /** Unspent quote budget of a quote-amount market order, else 0. */
  quoteRemaining: number;
}

/**
 * The answer to one command. The engine reuses ONE result object (and its arrays and fill objects) for every
 * command, so the hot path allocates nothing per fill: read or copy it before sending the next command.
 */
export interface CommandResult {
  accepted: boolean;
  reason: RejectReason | null;
  fills: Fill[];
  cancelled: CancelledOrder[];
  taker: TakerState;
}

export interface RestingOrder {
  orderId: string;
  owner: string;
  side: Side;
  price: number;
  qty: number;
}

export interface DepthLevel {
  price: number;
  qty: number;
  orders: number;
}

export interface Depth {
  /** Best (highest) first. */
  bids: DepthLevel[];
  /** Best (lowest) first. */
  asks: DepthLevel[];
}

export interface OrderBookOptions {
  /** Protection band for market orders that do not name one (basis points). Default 500 (5 %). */
  defaultProtectionBps?: number;
}
