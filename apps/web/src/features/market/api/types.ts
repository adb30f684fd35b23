/**
 * Wire types of docs/api-market.md. The server engineer publishes the same names in `@app/api` (market.ts);
 * until that lands the client keeps its own copy here, built against the doc. Amounts are decimal strings.
 */
export type QuoteKind = 'spot' | 'stock';

export type Quote = {
  id: number;
  symbol: string;
  kind: QuoteKind;
  currency_id: number;
  legal_id: number;
  currency_name: string;
  legal_name: string;
  /** Display name, e.g. Bitcoin, Apple. */
  name: string;
  now_price: string;
  /** 24 h change in percent, e.g. '-1.23'. */
  change: string;
  open_24h: string;
  high: string;
  low: string;
  volume: string;
  amount: string;
  logo: string;
  /** Price decimals. */
  precision: number;
  amount_precision: number;
  hot: boolean;
  /** Stock market open now. */
  open: boolean;
};

/** GET /currency/quotation_new: one group per quote currency (USDT pairs, USD stocks). */
export type QuotationGroup = { id: number; name: string; quotes: Quote[] };

/** GET /market/contracts. */
export type ContractQuote = Quote & { max_leverage: number; leverages: number[]; lot_size: string | number };

/** One candle of /currency/new_timeshar and of the `kline` push; `time` in ms. */
export type KlineCandle = {
  open: string;
  close: string;
  high: string;
  low: string;
  vol: string;
  amount: string;
  time: number;
};

/** Socket events of the market contract: a closed set. */
export const SOCKET_EVENTS = {
  daymarket: 'daymarket',
  kline: 'kline',
  sub: 'sub',
  unsub: 'unsub',
  login: 'login',
} as const;

export type KlinePush = { symbol: string; period: string; candle: KlineCandle };
export type SubPayload = { channel: 'kline'; symbol: string; period: string };
