import { formatCoin, formatDateTime, formatTrimmed } from '@app/api';
import { mul } from '@app/money';
import { parseServerTime } from '../../../lib/time';

/**
 * Display helpers of the earn screens. Money by @app/api's formatCoin (the one amount format); rates held as
 * fractions shown in percent ('0.003' → '0.3%').
 */
export const fmtMoney = (v: string | null | undefined, coin = 'USDT'): string =>
  v === null || v === undefined || v === '' ? '--' : formatCoin(v, coin);

export const fmtCoin = (v: string | null | undefined, coin: string): string =>
  v === null || v === undefined || v === '' ? '--' : `${fmtMoney(v, coin)} ${coin}`;

export function fmtPct(fraction: string | null | undefined, digits = 4): string {
  if (fraction === null || fraction === undefined || fraction === '') return '--';
  return `${formatTrimmed(mul(fraction, '100'), digits, 'half-up')}%`;
}

/** `2026-11-28 00:00:00` (UTC, the wire's) → `2026-11-28`. */
export const fmtDay = (v: string | null | undefined): string => (v ? v.slice(0, 10) : '--');

/** `2026-11-28 04:30:00` (UTC, the wire's) → the device's local time to the minute, `2026-11-28 12:30`. */
export function fmtTime(v: string | null | undefined): string {
  if (!v) return '--';
  const ms = parseServerTime(v);
  return Number.isFinite(ms) ? formatDateTime(ms).slice(0, 16) : v;
}
