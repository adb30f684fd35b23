import { formatCoin, formatNumber, formatPrice } from '@app/api';
import { isPositive } from '@app/money';

/**
 * Display helpers of the contract screens, over @app/api's one number formatter: money by formatCoin (the
 * settlement coin's scale, cut, at least two decimals), prices by formatPrice.
 */

export const fmtPrice = (v: string, precision: number): string => formatPrice(v, precision);

export const fmtMoney = (v: string | null | undefined, coin = 'USDT'): string =>
  v === null || v === undefined || v === '' ? '--' : formatCoin(v, coin);

/** A P/L with its sign: '+1.25', '-0.05304'. */
export function fmtPnl(v: string | null | undefined, coin = 'USDT'): string {
  const text = fmtMoney(v, coin);
  return v && isPositive(v) ? `+${text}` : text;
}

/** A percentage held as a decimal string in % ('7679.25' → '7,679.25%'). */
export const fmtRate = (v: string | null | undefined): string =>
  v === null || v === undefined || v === '' ? '--' : `${formatNumber(v, 2, 'down')}%`;

export const symbolTestId = (symbol: string): string => symbol.replace(/\//g, '_');
