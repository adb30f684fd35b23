/**
 * Spot socket events (docs/realtime.md): `market_depth` (room `depth:<symbol>`, top 50 levels, ≤ 10 a second, `seq`
 * +1 per message per symbol), `match_trade` (room `trades:<symbol>`, after each command that traded) and the private
 * `order_update` (the user's own orders, to `user:<id>` after `login`).
 */
import { z } from 'zod';
import { SpotDepth, SpotOrder, SpotTradeItem } from './schemas';

export const SPOT_SOCKET_EVENTS = {
  depth: 'market_depth',
  trades: 'match_trade',
  orderUpdate: 'order_update',
} as const;

/** The `channel` of a spot `sub`/`unsub` (orders need no subscription: `login` joins the user's room). */
export const SPOT_CHANNELS = ['depth', 'trades'] as const;
export const SpotSubscribeMessage = z.object({
  channel: z.enum(SPOT_CHANNELS),
  symbol: z.string().trim().min(1).max(20),
});
export type SpotSubscribeMessage = z.infer<typeof SpotSubscribeMessage>;

/** `market_depth`: the same book as `GET /coin/depth`. */
export const SpotDepthPush = SpotDepth;
export type SpotDepthPush = z.infer<typeof SpotDepthPush>;

/**
 * `market_depth` as the server emits it: our push with the original product's fields beside it (its compiled client
 * reads them; docs/original-client.md).
 */
export const SpotDepthEvent = SpotDepthPush.extend({
  /** Original client's name: the event name. */
  type: z.literal('market_depth'),
  /** Original client's name: base coin (`BTC`). */
  'base-currency': z.string(),
  /** Original client's name: quote coin (`USDT`). */
  'quote-currency': z.string(),
  /** Original client's name: base coin id. */
  currency_id: z.number().int(),
  /** Original client's name: base coin (same as `base-currency`). */
  currency_name: z.string(),
  /** Original client's name: quote coin id. */
  legal_id: z.number().int(),
  /** Original client's name: quote coin (same as `quote-currency`). */
  legal_name: z.string(),
});
export type SpotDepthEvent = z.infer<typeof SpotDepthEvent>;

/** `match_trade`: the trades of one matching command, oldest first. */
export const SpotTradesPush = z.object({ symbol: z.string(), trades: z.array(SpotTradeItem) });
export type SpotTradesPush = z.infer<typeof SpotTradesPush>;

/** `order_update`: an order of the signed-in user that changed, as `GET /coin/order` shows it. */
export const SpotOrderUpdate = SpotOrder;
export type SpotOrderUpdate = z.infer<typeof SpotOrderUpdate>;

/** The payload of each event the server emits, by event name. */
export const SpotServerEvents = {
  [SPOT_SOCKET_EVENTS.depth]: SpotDepthEvent,
  [SPOT_SOCKET_EVENTS.trades]: SpotTradesPush,
  [SPOT_SOCKET_EVENTS.orderUpdate]: SpotOrderUpdate,
} as const;
export type SpotServerEventMap = { [E in keyof typeof SpotServerEvents]: z.infer<(typeof SpotServerEvents)[E]> };
