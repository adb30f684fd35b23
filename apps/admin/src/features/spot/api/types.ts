// Wire shapes of docs/api-spot.md "Back office". The contract names the calls and the parameters; the row fields follow
// its `Order` type and the public `/coin/pairs` shape plus what the back office adds (owner, both sides of a trade).
// Amounts are decimal strings and stay strings: shown exactly as the server sends them, never turned into numbers.

export const SPOT_ORDER_STATUSES = ['open', 'partial', 'filled', 'cancelled'] as const;
export type SpotOrderStatus = (typeof SPOT_ORDER_STATUSES)[number];

export type SpotPair = {
  id: number;
  symbol: string;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  enabled: boolean;
  tick_size: string;
  lot_size: string;
  price_precision?: number;
  amount_precision?: number;
  min_notional: string;
  maker_fee: string;
  taker_fee: string;
  zero_fee: boolean;
  halted: boolean;
  now_price?: string;
};

/** `PUT /admin/spot/pairs/:id` params; the screens send only what changed (see `pairChanges`). */
export type SpotPairInput = Partial<
  Pick<
    SpotPair,
    'enabled' | 'tick_size' | 'lot_size' | 'min_notional' | 'maker_fee' | 'taker_fee' | 'zero_fee' | 'halted'
  >
>;

export type MakerSettings = {
  enabled: boolean;
  levels: number;
  spread_bps: number;
  step_bps: number;
  /** Quote value of each ladder level, a decimal string. */
  level_amount_usdt: string;
  requote_bps: number;
};

export type MakerBalance = {
  currency: string;
  available: string;
  frozen: string;
  funded?: string;
  value_usdt?: string;
};

export type MakerStatus = {
  balances: MakerBalance[];
  inventory_value_usdt: string;
  funded_value_usdt?: string;
  /** Realised P&L since funding, in USDT. */
  pnl_usdt: string;
};

export type SpotOrder = {
  id: string;
  user_id: number;
  /** `user` for a person, `maker` for the built-in market maker. */
  owner_type?: string;
  symbol: string;
  currency_id: number;
  legal_id: number;
  /** 1 buy, 2 sell. */
  type: 1 | 2;
  order_type: 'limit' | 'market';
  /** Limit price; '' for a market order. */
  price: string;
  amount: string;
  total: string;
  filled: string;
  filled_total: string;
  avg_price: string;
  fee: string;
  fee_currency: string;
  status: SpotOrderStatus;
  created_at: string;
  updated_at: string;
};

export type SpotTrade = {
  id: string;
  symbol: string;
  price: string;
  amount: string;
  /** The taker's side. */
  side: 'buy' | 'sell';
  maker_order_id: string;
  taker_order_id: string;
  maker_user_id: number;
  taker_user_id: number;
  maker_fee: string;
  taker_fee: string;
  created_at: string;
};

export type OrdersQuery = { symbol?: string; user_id?: number; status?: SpotOrderStatus; page: number };
export type TradesQuery = { symbol?: string; user_id?: number; page: number };
