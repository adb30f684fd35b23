/**
 * Market socket events (docs/realtime.md): `daymarket` (broadcast, the quotes that changed, about once a second)
 * and `kline` (the live candle of a `sub {channel: 'kline', symbol, period}` subscription).
 */
import { z } from 'zod';
import { KlineCandle, Quote } from './schemas';

/** Every socket.io event name of the market feed (and the platform's sub/unsub/login the client sends). */
export const SOCKET_EVENTS = {
  daymarket: 'daymarket',
  sub: 'sub',
  unsub: 'unsub',
  kline: 'kline',
  login: 'login',
} as const;

export const SOCKET_CHANNELS = ['kline'] as const;

/** `sub` / `unsub` payload: period in any spelling `/currency/new_timeshar` accepts. */
export const SubscribeMessage = z.object({
  channel: z.enum(SOCKET_CHANNELS),
  symbol: z.string().trim().min(1).max(20),
  period: z.string().trim().min(1).max(10),
});
export type SubscribeMessage = z.infer<typeof SubscribeMessage>;

/** `daymarket`: the enabled instruments whose price changed since the previous push (same `Quote` as HTTP). */
export const DaymarketPush = z.array(Quote);
export type DaymarketPush = z.infer<typeof DaymarketPush>;

/** `kline`: the live candle of one subscription; `symbol` and `period` canonical (`BTC/USDT`, `1min`). */
export const KlinePush = z.object({ symbol: z.string(), period: z.string(), candle: KlineCandle });
export type KlinePush = z.infer<typeof KlinePush>;

/**
 * `kline` as the server emits it: our push with the original product's flat fields beside `candle` (its compiled
 * client reads them; docs/original-client.md). Same candle, same values.
 */
export const KlineEvent = KlinePush.extend({
  /** Original client's name: the event name. */
  type: z.literal('kline'),
  /** Original client's name: the instrument id (our quote `id`). */
  match_id: z.number().int(),
  /** Original client's name: base coin id. */
  currency_id: z.number().int(),
  /** Original client's name: base coin (`BTC`). */
  currency_name: z.string(),
  /** Original client's name: quote coin id. */
  legal_id: z.number().int(),
  /** Original client's name: quote coin (`USDT`). */
  legal_name: z.string(),
  /** Original client's name: `candle.open`. */
  open: z.string(),
  /** Original client's name: `candle.close`. */
  close: z.string(),
  /** Original client's name: `candle.high`. */
  high: z.string(),
  /** Original client's name: `candle.low`. */
  low: z.string(),
  /** Original client's name: `candle.vol`. */
  volume: z.string(),
  /** Original client's name: `candle.time` (bucket start, ms). */
  time: z.number().int(),
});
export type KlineEvent = z.infer<typeof KlineEvent>;

/** The payload of each event the server emits, by event name. */
export const MarketServerEvents = {
  [SOCKET_EVENTS.daymarket]: DaymarketPush,
  [SOCKET_EVENTS.kline]: KlineEvent,
} as const;
export type MarketServerEventMap = { [E in keyof typeof MarketServerEvents]: z.infer<(typeof MarketServerEvents)[E]> };
