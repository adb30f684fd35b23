/**
 * Market data wire contract (docs/api-market.md): quotes, candles, favourites and the back office; the socket
 * events are in events.ts. Prices, volumes and changes are decimal strings.
 */
import { z } from 'zod';
import { Id } from '../shared';
import { InstrumentSources, PriceIndexMethod, PriceSourceRef } from './sources';

// ---------- Quotes ----------

export const QUOTE_KINDS = ['spot', 'stock'] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];

/** Quote id of USDT (the crypto quote currency) and of USD (stocks). */
export const USDT_ID = 3;
export const USD_ID = 999;

export const Quote = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.enum(QUOTE_KINDS),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  currency_name: z.string(),
  legal_name: z.string(),
  name: z.string(),
  now_price: z.string(),
  /** 24 h change in percent, e.g. '-1.23'. */
  change: z.string(),
  open_24h: z.string(),
  high: z.string(),
  low: z.string(),
  volume: z.string(),
  amount: z.string(),
  logo: z.string(),
  precision: z.number().int(),
  amount_precision: z.number().int(),
  hot: z.boolean(),
  /** Stock market open now (always true for crypto). */
  open: z.boolean(),
  /** The demo simulator is this instrument's only price source: shown, never traded in production. */
  simulated: z.boolean(),
});
export type Quote = z.infer<typeof Quote>;

export const QuotationGroup = z.object({ id: z.number().int(), name: z.string(), quotes: z.array(Quote) });
export type QuotationGroup = z.infer<typeof QuotationGroup>;
/**
 * The answer of `GET /currency/quotation_new`: our groups, each also under the original product's name. The quote
 * objects already carry the original's fields (legal_name, currency_name, change, volume, now_price, logo).
 */
export const QuotationAnswerGroup = QuotationGroup.extend({
  /** Original client's name: the group's quotes (same as `quotes`; it reads `message[0].quotation`). */
  quotation: z.array(Quote),
});
export type QuotationAnswerGroup = z.infer<typeof QuotationAnswerGroup>;

export const ContractQuote = Quote.extend({
  max_leverage: z.number().int(),
  leverages: z.array(z.number().int()),
  lot_size: z.string(),
});
export type ContractQuote = z.infer<typeof ContractQuote>;

export const FiatRate = z.object({ currency_code: z.string(), symbol: z.string(), name: z.string(), rate: z.string() });
export type FiatRate = z.infer<typeof FiatRate>;

/** Search keyword bounds (spec §5: a keyword is required). Checked by the service for a precise message. */
export const SEARCH_KEYWORD_MAX = 20;
export const MarketSearchQuery = z.object({ keyword: z.string().optional() });
export type MarketSearchQuery = z.infer<typeof MarketSearchQuery>;
export const MarketDetailQuery = z.object({
  symbol: z.string().trim().max(20).optional(),
  id: Id.optional(),
});
export type MarketDetailQuery = z.infer<typeof MarketDetailQuery>;

// ---------- Candles ----------

/** One candle on the wire: `time` is the bucket start in ms. */
export const KlineCandle = z.object({
  open: z.string(),
  close: z.string(),
  high: z.string(),
  low: z.string(),
  vol: z.string(),
  amount: z.string(),
  time: z.number().int(),
});
export type KlineCandle = z.infer<typeof KlineCandle>;

export const KLINE_MAX = 2000;
export const KLINE_DEFAULT = 300;

/** Lenient on purpose: bad values answer `{code: 0, msg}` from the service, never the generic envelope. */
export const KlineQuery = z.object({
  symbol: z.string().optional(),
  period: z.string().optional(),
  from: z.string().optional(),
  to: z.string().optional(),
});
export type KlineQuery = z.infer<typeof KlineQuery>;

/** `/currency/new_timeshar` keeps the legacy `{code, msg, data}` shape the spec's client reads. */
export const KlineAnswer = z.union([
  z.object({ code: z.literal(1), msg: z.string(), data: z.array(KlineCandle) }),
  z.object({ code: z.literal(0), msg: z.string() }),
]);
export type KlineAnswer = z.infer<typeof KlineAnswer>;

// ---------- Favourites ----------

const instrumentId = Id;
export const FavouriteAddBody = z.object({ currency_id: instrumentId });
export type FavouriteAddBody = z.infer<typeof FavouriteAddBody>;
export const FavouriteDelBody = z
  .object({ currency_id: instrumentId.optional(), id: instrumentId.optional() })
  .refine((b) => b.currency_id !== undefined || b.id !== undefined, { path: ['currency_id'], message: 'required' });
export type FavouriteDelBody = z.infer<typeof FavouriteDelBody>;

// ---------- Back office ----------

export const AdminInstrument = z.object({
  id: z.number().int(),
  symbol: z.string(),
  kind: z.enum(QUOTE_KINDS),
  currency_id: z.number().int(),
  legal_id: z.number().int(),
  name: z.string(),
  enabled: z.boolean(),
  sort: z.number().int(),
  hot: z.boolean(),
  precision: z.number().int(),
  amount_precision: z.number().int(),
  logo: z.string(),
  max_leverage: z.number().int().nullable(),
  leverages: z.array(z.number().int()).nullable(),
  lot_size: z.string().nullable(),
});
export type AdminInstrument = z.infer<typeof AdminInstrument>;

export const AdminInstrumentQuery = z.object({ kind: z.enum(QUOTE_KINDS).optional() });
export type AdminInstrumentQuery = z.infer<typeof AdminInstrumentQuery>;
export const AdminInstrumentInput = z
  .object({
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(1_000_000),
    hot: z.boolean(),
    precision: z.number().int().min(0).max(12),
    amount_precision: z.number().int().min(0).max(12),
    logo: z.string().trim().max(500),
    name: z.string().trim().min(1).max(60),
  })
  .partial();
export type AdminInstrumentInput = z.infer<typeof AdminInstrumentInput>;

/** One source of an instrument as the back office sees it: the public reference plus its live status. */
export const AdminFeedSource = PriceSourceRef.extend({
  connected: z.boolean(),
  /** The source's own time of its newest quote, epoch ms. */
  last_quote_at: z.number().int().nullable(),
});
export type AdminFeedSource = z.infer<typeof AdminFeedSource>;

/**
 * `GET /admin/market/feed`: the deployment's sources, read-only (no route writes a source, a URL or a seed;
 * docs/decisions.md "Issue 30: sources from the deployment").
 */
export const AdminFeed = z.object({
  method: PriceIndexMethod,
  /** The feed runs and recorded a tick in the last 10 s. */
  running: z.boolean(),
  last_tick_at: z.number().int().nullable(),
  /** Ticks refused since start because they arrived after an instant at or past their time had been answered. */
  late_ticks_refused: z.number().int().min(0),
  instruments: z.array(
    InstrumentSources.omit({ sources: true }).extend({
      sources: z.array(AdminFeedSource),
      last_tick_at: z.number().int().nullable(),
    }),
  ),
});
export type AdminFeed = z.infer<typeof AdminFeed>;

export const AdminFiat = z.object({
  currency_code: z.string(),
  symbol: z.string(),
  name: z.string(),
  rate: z.string(),
  enabled: z.boolean(),
});
export type AdminFiat = z.infer<typeof AdminFiat>;
export const AdminFiatParams = z.object({ code: z.string().trim().toUpperCase().min(3).max(3) });
export type AdminFiatParams = z.infer<typeof AdminFiatParams>;
export const AdminFiatInput = z
  .object({
    rate: z
      .string()
      .trim()
      // positive decimal: at most 12 integer and 8 fraction digits, not zero
      .regex(/^(?!0+(\.0+)?$)\d{1,12}(\.\d{1,8})?$/),
    enabled: z.boolean(),
  })
  .partial();
export type AdminFiatInput = z.infer<typeof AdminFiatInput>;
