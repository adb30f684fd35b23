import { formatRelativeTime, type RelativeTime } from '@app/api';
import i18n from 'i18next';

/** Server times are 'YYYY-MM-DD HH:mm:ss' in UTC (docs/api-foundation.md). */
export function parseServerTime(text: string): number {
  const ms = Date.parse(`${text.trim().replace(' ', 'T')}Z`);
  return Number.isFinite(ms) ? ms : Number.NaN;
}

/** 'just now', '5 min ago' … up to 30 days, then the date (spec §9), in the UI language. */
export function relativeServerTime(text: string, now = Date.now()): string {
  const ms = parseServerTime(text);
  if (!Number.isFinite(ms)) return text;
  return formatRelativeTime(ms, now, (key, params) => String(i18n.t(key as never, params as never)));
}

export type { RelativeTime };
