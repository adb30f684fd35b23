/**
 * Number and time display rules of spec §9, as pure functions shared by web, admin and server.
 *
 * How the spec's number rule is read ("above 1 million shows M with 1 decimal; above 1000 shows K;
 * otherwise 4 decimals. Default precision 2"): two helpers.
 * - `formatCompact` is the K/M rule: |v| ≥ 1,000,000 → '1.2M', |v| ≥ 1,000 → '12.3K' (1 decimal, as the M
 *   rule), otherwise 4 decimals. "Above" is taken as "at or above" so 1000 shows '1.0K', not '1000.0000'.
 *   Digits are cut (rounded toward zero), never rounded up: 999,999 shows '999.9K' rather than '1000.0K',
 *   and a volume or balance is never overstated.
 * - `formatNumber` is plain formatting at a precision that defaults to 2, with thousands separators.
 * Amounts arrive as decimal strings; a JS number (a chart value) is converted exactly through @app/money.
 * Nothing here does float arithmetic on a value. Invalid input shows EMPTY_DISPLAY instead of throwing,
 * so one bad field never breaks a screen.
 */
import {
  type Amount,
  abs,
  div,
  fromNumber,
  gte,
  isAmountString,
  normalize,
  type RoundingMode,
  toFixed,
} from '@app/money';

export const EMPTY_DISPLAY = '--';
export const DEFAULT_PRECISION = 2;
export const COMPACT_SMALL_DECIMALS = 4;
export const COMPACT_DECIMALS = 1;
/** Relative time (spec §9): under 300 s is 'just now'; days are shown up to 30 days, then the date. */
export const JUST_NOW_SECONDS = 300;
export const RELATIVE_MAX_DAYS = 30;

export type NumericInput = string | number;

/** A display value as a canonical decimal string, or null when it is not a finite decimal. */
export function toDecimalString(value: NumericInput | null | undefined): Amount | null {
  if (typeof value === 'number') return Number.isFinite(value) ? fromNumber(value) : null;
  if (typeof value !== 'string') return null;
  const s = value.trim();
  return isAmountString(s) ? normalize(s) : null;
}

/** K/M display of spec §9 (see the file comment). `smallDecimals` applies below 1000. */
export function formatCompact(value: NumericInput, smallDecimals = COMPACT_SMALL_DECIMALS): string {
  const v = toDecimalString(value);
  if (v === null) return EMPTY_DISPLAY;
  const magnitude = abs(v);
  if (gte(magnitude, '1000000')) return `${toFixed(div(v, '1000000', COMPACT_DECIMALS, 'down'), COMPACT_DECIMALS)}M`;
  if (gte(magnitude, '1000')) return `${toFixed(div(v, '1000', COMPACT_DECIMALS, 'down'), COMPACT_DECIMALS)}K`;
  return toFixed(v, smallDecimals, 'down');
}

/** Plain display at `precision` decimals (default 2) with ',' thousands separators: '1,234,567.89'. */
export function formatNumber(
  value: NumericInput,
  precision = DEFAULT_PRECISION,
  mode: RoundingMode = 'half-up',
): string {
  const v = toDecimalString(value);
  if (v === null || !Number.isInteger(precision) || precision < 0) return EMPTY_DISPLAY;
  const fixed = toFixed(v, precision, mode);
  const [int = '0', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}.${frac}`;
}

/** A change in percent units (1.23 means 1.23 %) with its sign: '+1.23%', '-0.50%', '0.00%'. */
export function formatPercent(change: NumericInput, precision = DEFAULT_PRECISION): string {
  const v = toDecimalString(change);
  if (v === null) return EMPTY_DISPLAY;
  const fixed = toFixed(v, precision, 'half-up');
  const positive = !fixed.startsWith('-') && /[1-9]/.test(fixed);
  return `${positive ? '+' : ''}${fixed}%`;
}

export type ChangeDirection = 'up' | 'down' | 'flat';

/** Colour/arrow of a change: gain green 'up', loss red 'down', neutral 'flat' (also for invalid input). */
export function changeDirection(value: NumericInput): ChangeDirection {
  const v = toDecimalString(value);
  if (v === null || v === '0') return 'flat';
  return v.startsWith('-') ? 'down' : 'up';
}

// ---- time ----------------------------------------------------------------------------------------------

export type TimestampInput = number | string;

/** Spec §9: timestamps with more than 10 integer digits are milliseconds, otherwise seconds. NaN if invalid. */
export function toMillis(ts: TimestampInput): number {
  const n = typeof ts === 'string' && ts.trim() !== '' ? Number(ts) : ts;
  if (typeof n !== 'number' || !Number.isFinite(n)) return Number.NaN;
  const digits = Math.trunc(Math.abs(n)).toString().length;
  return digits > 10 ? Math.trunc(n) : Math.trunc(n * 1000);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(ms: number, timeZone?: string): Record<string, string> | null {
  const key = timeZone ?? '';
  let f = formatters.get(key);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
    } catch {
      return null; // unknown time zone
    }
    formatters.set(key, f);
  }
  return Object.fromEntries(f.formatToParts(ms).map((p) => [p.type, p.value]));
}

function dateParts(ts: TimestampInput, timeZone?: string): Record<string, string> | null {
  const ms = toMillis(ts);
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return null;
  return partsOf(ms, timeZone);
}

/** 'YYYY-MM-DD HH:mm:ss' in `timeZone` (IANA name; the runtime's zone when omitted). */
export function formatDateTime(ts: TimestampInput, timeZone?: string): string {
  const p = dateParts(ts, timeZone);
  if (!p) return EMPTY_DISPLAY;
  return `${p.year?.padStart(4, '0')}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** 'YYYY-MM-DD' in `timeZone`. */
export function formatDate(ts: TimestampInput, timeZone?: string): string {
  const p = dateParts(ts, timeZone);
  if (!p) return EMPTY_DISPLAY;
  return `${p.year?.padStart(4, '0')}-${p.month}-${p.day}`;
}

export type RelativeTime =
  | { unit: 'just_now'; value: 0 }
  | { unit: 'minutes' | 'hours' | 'days'; value: number }
  | { unit: 'date'; value: string };

/**
 * Spec §9 relative time as data, so the UI translates it: under 300 s 'just_now', then whole minutes,
 * hours, days up to 30 days, then the date ('YYYY-MM-DD'). A time up to 300 s in the future (clock skew)
 * is 'just now'; further in the future it shows the date.
 */
export function relativeTime(ts: TimestampInput, now: TimestampInput = Date.now(), timeZone?: string): RelativeTime {
  const seconds = Math.floor((toMillis(now) - toMillis(ts)) / 1000);
  if (!Number.isFinite(seconds) || seconds <= -JUST_NOW_SECONDS) {
    return { unit: 'date', value: formatDate(ts, timeZone) };
  }
  if (seconds < JUST_NOW_SECONDS) return { unit: 'just_now', value: 0 };
  if (seconds < 3600) return { unit: 'minutes', value: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', value: Math.floor(seconds / 3600) };
  const days = Math.floor(seconds / 86_400);
  if (days <= RELATIVE_MAX_DAYS) return { unit: 'days', value: days };
  return { unit: 'date', value: formatDate(ts, timeZone) };
}

/** An i18next-style translate function: t('time.minutesAgo', { count: 5 }). */
export type Translate = (key: string, params?: { count: number }) => string;

/** Catalogue keys of the relative-time texts (the web catalogues define them; English is the fallback). */
export const RELATIVE_TIME_KEYS = {
  just_now: 'time.justNow',
  minutes: 'time.minutesAgo',
  hours: 'time.hoursAgo',
  days: 'time.daysAgo',
} as const;

const englishRelative: Translate = (key, params) => {
  const n = params?.count ?? 0;
  const plural = n === 1 ? '' : 's';
  if (key === RELATIVE_TIME_KEYS.minutes) return `${n} minute${plural} ago`;
  if (key === RELATIVE_TIME_KEYS.hours) return `${n} hour${plural} ago`;
  if (key === RELATIVE_TIME_KEYS.days) return `${n} day${plural} ago`;
  return 'just now';
};

/** Renders a RelativeTime with `t` (English when omitted); dates are shown as they are. */
export function renderRelativeTime(rel: RelativeTime, t: Translate = englishRelative): string {
  if (rel.unit === 'date') return rel.value;
  if (rel.unit === 'just_now') return t(RELATIVE_TIME_KEYS.just_now);
  return t(RELATIVE_TIME_KEYS[rel.unit], { count: rel.value });
}

/** relativeTime + renderRelativeTime in one call. */
export function formatRelativeTime(
  ts: TimestampInput,
  now: TimestampInput = Date.now(),
  t?: Translate,
  timeZone?: string,
): string {
  return renderRelativeTime(relativeTime(ts, now, timeZone), t);
}
