import { formatDateTime } from '@app/api';
import { parseServerTime } from '../../../lib/time';

/** A server time ('YYYY-MM-DD HH:mm:ss', UTC) on this device's clock and zone: '2026-11-25 09:30:00'. */
export function serverTimeText(text: string | null | undefined): string {
  if (!text) return '--';
  const ms = parseServerTime(text);
  return Number.isFinite(ms) ? formatDateTime(ms) : text;
}
