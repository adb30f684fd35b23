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

/** The payload of each event the server emits, by event name. */
export const MarketServerEvents = {
  [SOCKET_EVENTS.daymarket]: DaymarketPush,
  [SOCKET_EVENTS.kline]: KlinePush,
} as const;
export type MarketServerEventMap = { [E in keyof typeof MarketServerEvents]: z.infer<(typeof MarketServerEvents)[E]> };
