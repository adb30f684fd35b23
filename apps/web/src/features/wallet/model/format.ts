import { EMPTY_DISPLAY, fiatSymbol, formatDateTime, formatNumber, toDecimalString } from '@app/api';
import { parseServerTime } from '../../../lib/time';
import { COIN_SCALE, FIAT_DISPLAY_SCALE } from './calc';

/** A coin amount: up to 8 decimals, trailing zeros dropped, thousands separated ('1,234.5'). */
export function formatCoin(value: string | null | undefined): string {
  const v = toDecimalString(value ?? '');
  if (v === null) return EMPTY_DISPLAY;
  const text = formatNumber(v, COIN_SCALE, 'down');
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A rate: up to 12 decimals (a USDT → BTC rate is 0.0000153818…), trailing zeros dropped. */
export function formatRate(value: string | null | undefined): string {
  const v = toDecimalString(value ?? '');
  if (v === null) return EMPTY_DISPLAY;
  const text = formatNumber(v, 12, 'down');
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** A fiat amount with its symbol: '$1,234.56'. */
export function formatFiat(value: string | null | undefined, code: string): string {
  const v = toDecimalString(value ?? '');
  if (v === null) return EMPTY_DISPLAY;
  return `${fiatSymbol(code)}${formatNumber(v, FIAT_DISPLAY_SCALE, 'down')}`;
}

/** A signed amount ('+1.5', '-0.2') for bills. */
export function formatSigned(value: string): string {
  const text = formatCoin(value);
  return text.startsWith('-') || text === EMPTY_DISPLAY || /^0(\.0*)?$/.test(text) ? text : `+${text}`;
}

/** A server time ('YYYY-MM-DD HH:mm:ss' in UTC, an ISO string or epoch) as local 'YYYY-MM-DD HH:mm:ss'. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  if (typeof value === 'number' || /^\d+$/.test(value)) return formatDateTime(value);
  const ms = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? Date.parse(value) : parseServerTime(value);
  return Number.isFinite(ms) ? formatDateTime(ms) : value;
}
