import { formatDateTime, formatNumber, formatPrice, formatTrimmed } from '@app/api';
import type { Order, Pair } from '../api/types';

/**
 * Display helpers of the trade screens, bound to a pair's precisions; the formatting itself is @app/api's one
 * number formatter (balances use its formatCoin, as on the wallet screens).
 */

export const symbolTestId = (symbol: string) => symbol.replace(/\//g, '_');

/** Prices at the pair's precision, amounts at its amount precision; unknown pairs fall back to 2 / 8. */
export const fmtPrice = (v: string, pair?: Pair) => formatPrice(v, pair?.price_precision ?? 2);
/** An order's estimated cost at the pair's price precision, rounded up (what it may take, never less). */
export const fmtCost = (v: string, pair: Pair) => formatNumber(v, pair.price_precision, 'up');
export const fmtAmount = (v: string, pair?: Pair) => formatNumber(v, pair?.amount_precision ?? 8, 'down');
/** Fees and estimates shown with up to 8 decimals, trailing zeros dropped. */
export const fmtSmall = (v: string): string => formatTrimmed(v, 8, 'up');

/** ISO or epoch timestamps of orders as 'YYYY-MM-DD hh:mm:ss' in the device's zone. */
export function fmtTime(ts: string | number): string {
  const ms = typeof ts === 'number' ? ts : /^\d+$/.test(ts) ? Number(ts) : Date.parse(ts);
  return formatDateTime(ms);
}

export const orderSide = (o: Pick<Order, 'type'>) => (o.type === 1 ? 'buy' : 'sell');

/** The trade route with a pair and a side (what the market detail's Buy/Sell link to). */
export const TRADE_PATH = '/pages/transaction/index';
export const ORDERS_PATH = '/pages/transaction/currency_order';
export const tradeHref = (symbol: string, side?: 'buy' | 'sell') =>
  `${TRADE_PATH}?symbol=${encodeURIComponent(symbol)}${side ? `&side=${side}` : ''}`;
