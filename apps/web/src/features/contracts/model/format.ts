import { formatNumber, formatTrimmed } from '@app/api';
import { currencyScale, isPositive } from '@app/money';

/**
 * Display helpers of the contract screens, over @app/api's one number formatter. Money is shown exactly, to the
 * settlement coin's scale with trailing zeros dropped (no hidden rounding of a margin, a fee or a P/L).
 */

export const fmtPrice = (v: string, precision: number): string => (v ? formatNumber(v, precision) : '--');

export const fmtMoney = (v: string | null | undefined, coin = 'USDT'): string =>
  v === null || v === undefined || v === '' ? '--' : formatTrimmed(v, currencyScale(coin), 'half-up');

/** A P/L with its sign: '+1.25', '-0.05304'. */
export function fmtPnl(v: string | null | undefined, coin = 'USDT'): string {
  const text = fmtMoney(v, coin);
  return v && isPositive(v) ? `+${text}` : text;
}

/** A percentage held as a decimal string in % ('7679.25' → '7,679.25%'). */
export const fmtRate = (v: string | null | undefined): string =>
  v === null || v === undefined || v === '' ? '--' : `${formatNumber(v, 2, 'down')}%`;

export const symbolTestId = (symbol: string): string => symbol.replace(/\//g, '_');
