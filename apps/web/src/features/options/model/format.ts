import { formatCoin, formatPrice, formatTrimmed } from '@app/api';
import { isPositive, mul } from '@app/money';

/**
 * Display helpers of the options screens, over @app/api's one number formatter: money by formatCoin (the coin's
 * scale, cut, at least two decimals), prices by formatPrice.
 */

export const fmtMoney = (v: string | null | undefined, coin = 'USDT'): string =>
  v === null || v === undefined || v === '' ? '--' : formatCoin(v, coin);

/** A result with its sign: '+8.49', '-10.01', '0'. */
export function fmtSigned(v: string, coin = 'USDT'): string {
  const text = fmtMoney(v, coin);
  return isPositive(v) ? `+${text}` : text;
}

/**
 * A ratio held as a fraction, in percent ('0.85' → '85%', '0.541126' → '54.11%'). Break-even rates are rounded up
 * (a user needs at least that many wins), payout ratios half-up (they are set in whole percents anyway).
 */
export function fmtRatio(v: string | null | undefined, mode: 'up' | 'half-up' = 'half-up'): string {
  if (v === null || v === undefined || v === '') return '--';
  return `${formatTrimmed(mul(v, '100'), 2, mode)}%`;
}

/**
 * A recorded price at the pair's precision, never hiding a digit it has: the open and end prices decide the result,
 * so two prices that differ must not look equal.
 */
export const fmtPrice = (v: string, precision: number): string =>
  v ? formatPrice(v, Math.max(precision, v.split('.')[1]?.length ?? 0)) : '--';

/** Expiry as its text key and count: under a minute in seconds, else in minutes (or seconds when not whole). */
export function expiryParts(seconds: number): { key: 'seconds' | 'minutes'; n: number } {
  return seconds >= 60 && seconds % 60 === 0 ? { key: 'minutes', n: seconds / 60 } : { key: 'seconds', n: seconds };
}

export const symbolTestId = (symbol: string): string => symbol.replace(/\//g, '_');
