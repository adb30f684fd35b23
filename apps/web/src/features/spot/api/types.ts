/** Wire types of docs/api-spot.md, built against the doc. Amounts and prices are decimal strings. */

export type Pair = {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  tick_size: string;
  lot_size: string;
  price_precision: number;
  amount_precision: number;
  min_notional: string;
  maker_fee: string;
  taker_fee: string;
  zero_fee: boolean;
  halted: boolean;
  now_price: string;
};

export type OrderStatus = 'open' | 'partial' | 'filled' | 'cancelled';

export type Order = {
  id: string;
  symbol: string;
  currency_id: number;
  legal_id: number;
  /** 1 buy, 2 sell. */
  type: 1 | 2;
  order_type: 'limit' | 'market';
  /** Limit price; '' for a market order. */
  price: string;
  amount: string;
  /** Market buy by total: the quote budget. */
  total: string;
  filled: string;
  filled_total: string;
  avg_price: string;
  fee: string;
  fee_currency: string;
  status: OrderStatus;
  created_at: string;
  updated_at: string;
};

export type OrderPage = { list: Order[]; total: number; page: number; limit: number };

export type OrderTrade = {
  id: string;
  price: string;
  amount: string;
  fee: string;
  fee_currency: string;
  role: 'maker' | 'taker';
  created_at: string;
};

export type OrderDetail = { order: Order; trades: OrderTrade[] };

export type Level = [price: string, amount: string];

export type Depth = { symbol: string; seq: number; bids: Level[]; asks: Level[] };

export type PublicTrade = { id: string; price: string; amount: string; side: 'buy' | 'sell'; time: number };

export type BalanceSide = { currency: string; available: string; frozen: string };

export type Balance = { base: BalanceSide; quote: BalanceSide };

/** Which orders a list shows: `current` open orders, `history` finished ones. */
export type OrderScope = 'current' | 'history';

/** Socket events of the spot feature (a closed set, STYLE habit 13). */
export const TRADE_EVENTS = {
  depth: 'market_depth',
  trades: 'match_trade',
  order: 'order_update',
} as const;

export type TradesPush = { symbol: string; trades: PublicTrade[] };

export const isOpen = (order: Pick<Order, 'status'>) => order.status === 'open' || order.status === 'partial';
