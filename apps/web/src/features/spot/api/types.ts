/**
 * Wire types of docs/api-spot.md come from the contract (`@app/api/spot`), imported as types only so zod stays out
 * of the bundle; the screens keep their short names. Amounts and prices are decimal strings.
 */
import type { SpotListQuery, SpotOrder } from '@app/api/spot';

export type {
  SpotBalance as Balance,
  SpotDepth as Depth,
  SpotOrder as Order,
  SpotOrderDetail as OrderDetail,
  SpotOrderList as OrderPage,
  SpotOrderStatus as OrderStatus,
  SpotOrderTrade as OrderTrade,
  SpotPair as Pair,
  SpotTradeItem as PublicTrade,
  SpotTradesPush as TradesPush,
} from '@app/api/spot';

/** Which orders a list shows (`status` of `GET /coin/list`): `current` open orders, `history` finished ones. */
export type OrderScope = Exclude<SpotListQuery['status'], 'all'>;

/**
 * Socket events of the spot feature (a closed set, STYLE habit 13): the same values as `SPOT_SOCKET_EVENTS` of
 * `@app/api/spot` (types.test.ts checks it). A copy, because a value import from the contract brings zod with it.
 */
export const SPOT_SOCKET_EVENTS = {
  depth: 'market_depth',
  trades: 'match_trade',
  orderUpdate: 'order_update',
} as const;

export const isOpen = (order: Pick<SpotOrder, 'status'>) => order.status === 'open' || order.status === 'partial';
