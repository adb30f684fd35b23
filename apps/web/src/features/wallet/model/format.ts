import { EMPTY_DISPLAY, formatDateTime } from '@app/api';
import { parseServerTime } from '../../../lib/time';

// Amounts are formatted by @app/api's one number formatter (formatCoin, formatFiat, formatSignedCoin,
// formatTrimmed), so a balance reads the same here and on the trade screens.

/** A server time ('YYYY-MM-DD HH:mm:ss' in UTC, an ISO string or epoch) as local 'YYYY-MM-DD HH:mm:ss'. */
export function formatTime(value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  if (typeof value === 'number' || /^\d+$/.test(value)) return formatDateTime(value);
  const ms = /[zZ]|[+-]\d\d:?\d\d$/.test(value) ? Date.parse(value) : parseServerTime(value);
  return Number.isFinite(ms) ? formatDateTime(ms) : value;
}
