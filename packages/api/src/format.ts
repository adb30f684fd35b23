/**
 * Number and time display rules of spec §9, as pure functions shared by web, admin and server: the one number
 * formatter of the apps (issue 11), so a value reads the same on every screen.
 *
 * How the spec's number rule is read ("above 1 million shows M with 1 decimal; above 1000 shows K;
 * otherwise 4 decimals. Default precision 2"):
 * - `formatCompact` is the K/M rule, extended with B: |v| ≥ 1e9 → '1.15B' (2 decimals: one decimal of a
 *   billion is a step of 100 million, too coarse for a turnover), |v| ≥ 1e6 → '1.2M', |v| ≥ 1,000 → '12.3K'
 *   (1 decimal, as the M rule), otherwise 4 decimals. "Above" is taken as "at or above" so 1000 shows '1.0K'.
 *   Digits are cut (rounded toward zero), never rounded up: 999,999 shows '999.9K' rather than '1000.0K',
 *   and a volume or balance is never overstated.
 * - `formatNumber` is plain formatting at a precision that defaults to 2, with thousands separators.
 * - `formatCoin` is a coin amount cut at the coin's own decimals (`currencyScale` of @app/money, the same table the
 *   ledger rounds with), trailing zeros dropped down to two, so one balance reads the same on every screen;
 *   `formatPrice` is an instrument's price at its precision.
 * Separators follow the language (`setNumberLocale`): '1,234.5' in English, '1 234,5' in French, '1.234,5' in
 * Spanish; the group separator is always a non-breaking character, so a number never wraps inside itself.
 * Amounts arrive as decimal strings; a JS number (a chart value) is converted exactly through @app/money.
 * Nothing here does float arithmetic on a value. Invalid input shows EMPTY_DISPLAY instead of throwing,
 * so one bad field never breaks a screen.
 */
import {
  type Amount,
  abs,
  currencyScale,
  div,
  fromNumber,
  gte,
  isAmountString,
  normalize,
  type RoundingMode,
  toFixed,
} from '@app/money';
import { fiatSymbol } from './fiat';

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

/** The two separators of a language's numbers. */
export type NumberSymbols = { readonly group: string; readonly decimal: string };

export const EN_NUMBER_SYMBOLS: NumberSymbols = { group: ',', decimal: '.' };

/** The apps' language codes as BCP 47 tags (the catalogues use the spec's own codes). */
export const APP_LOCALES: Readonly<Record<string, string>> = {
  en: 'en-US',
  zh: 'zh-CN',
  hk: 'zh-HK',
  jp: 'ja-JP',
  kor: 'ko-KR',
  th: 'th-TH',
  fra: 'fr-FR',
  spa: 'es-ES',
};

/**
 * The apps' eight languages' separators, as Intl gives them (format.test.ts checks the two agree): asking Intl at
 * start-up builds a NumberFormat, which cost a phone's first screen about 50 ms (200 ms at Lighthouse's 4× CPU).
 */
const APP_SYMBOLS: Readonly<Record<string, NumberSymbols>> = {
  en: EN_NUMBER_SYMBOLS,
  zh: EN_NUMBER_SYMBOLS,
  hk: EN_NUMBER_SYMBOLS,
  jp: EN_NUMBER_SYMBOLS,
  kor: EN_NUMBER_SYMBOLS,
  th: EN_NUMBER_SYMBOLS,
  fra: { group: '\u202f', decimal: ',' },
  spa: { group: '.', decimal: ',' },
};

/**
 * The separators of `lang` (an app code or a BCP 47 tag): the table above for the apps' languages, otherwise read
 * from Intl; English when Intl does not know it. A plain space would let a line break inside a number, so it
 * becomes a no-break space.
 */
export function numberSymbols(lang: string): NumberSymbols {
  return APP_SYMBOLS[lang] ?? intlNumberSymbols(APP_LOCALES[lang] ?? lang);
}

/** The separators Intl gives for a BCP 47 tag. */
export function intlNumberSymbols(tag: string): NumberSymbols {
  try {
    const parts = new Intl.NumberFormat(tag, { useGrouping: true }).formatToParts(1234567.5);
    const group = parts.find((p) => p.type === 'group')?.value ?? ',';
    const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
    return { group: group.replace(/ /g, '\u00a0'), decimal };
  } catch {
    return EN_NUMBER_SYMBOLS;
  }
}

let current: NumberSymbols = EN_NUMBER_SYMBOLS;

/** The separators every formatter uses by default from now on (the web calls it on each language switch). */
export function setNumberLocale(lang: string): void {
  current = numberSymbols(lang);
}

export const currentNumberSymbols = (): NumberSymbols => current;

/** Groups the integer digits of a fixed-point string and swaps in the language's separators. */
function localise(fixed: string, symbols: NumberSymbols): string {
  const [int = '0', frac] = fixed.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const grouped = int.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, symbols.group);
  return frac === undefined ? `${sign}${grouped}` : `${sign}${grouped}${symbols.decimal}${frac}`;
}

const COMPACT_UNITS = [
  { min: '1000000000', suffix: 'B', decimals: 2 },
  { min: '1000000', suffix: 'M', decimals: COMPACT_DECIMALS },
  { min: '1000', suffix: 'K', decimals: COMPACT_DECIMALS },
] as const;

/** K/M/B display of spec §9 (see the file comment). `smallDecimals` applies below 1000. */
export function formatCompact(
  value: NumericInput,
  smallDecimals = COMPACT_SMALL_DECIMALS,
  symbols: NumberSymbols = current,
): string {
  const v = toDecimalString(value);
  if (v === null) return EMPTY_DISPLAY;
  const magnitude = abs(v);
  for (const unit of COMPACT_UNITS) {
    if (gte(magnitude, unit.min)) {
      return `${localise(toFixed(div(v, unit.min, unit.decimals, 'down'), unit.decimals), symbols)}${unit.suffix}`;
    }
  }
  return localise(toFixed(v, smallDecimals, 'down'), symbols);
}

/** Plain display at `precision` decimals (default 2) with thousands separators: '1,234,567.89'. */
export function formatNumber(
  value: NumericInput,
  precision = DEFAULT_PRECISION,
  mode: RoundingMode = 'half-up',
  symbols: NumberSymbols = current,
): string {
  const v = toDecimalString(value);
  if (v === null || !Number.isInteger(precision) || precision < 0) return EMPTY_DISPLAY;
  return localise(toFixed(v, precision, mode), symbols);
}

/** Decimals a coin's amounts are shown with: the coin's scale in @app/money (unknown coins 8, fiat 2). */
export const coinDecimals = (coin: string | null | undefined): number => currencyScale(coin ?? '');

/** The fewest decimals an amount shows (a coin whose scale is smaller shows its scale): '12.50 USDT', '$3.00'. */
export const MIN_AMOUNT_DECIMALS = 2;

/**
 * A coin amount: cut (never rounded up: a balance is never shown larger than it is) to the coin's decimals
 * (`currencyScale` of @app/money, the table the ledger rounds with), trailing zeros dropped down to two decimals,
 * grouped: '1,234.50' USDT, '0.00012345' BTC, '10,000.00' USDT. The one amount format of every screen, receipts
 * included (issue 29: USDT once read '12.500000' here and '12.5' there).
 */
export function formatCoin(
  value: NumericInput | null | undefined,
  coin: string | null | undefined,
  symbols: NumberSymbols = current,
): string {
  if (value === null || value === undefined) return EMPTY_DISPLAY;
  const scale = coinDecimals(coin);
  const text = formatNumber(value, scale, 'down', symbols);
  const keep = Math.min(MIN_AMOUNT_DECIMALS, scale);
  if (text === EMPTY_DISPLAY || scale <= keep) return text;
  const point = text.lastIndexOf(symbols.decimal);
  const decimals = text.slice(point + 1).replace(/0+$/, '');
  return `${text.slice(0, point + 1)}${decimals.padEnd(keep, '0')}`;
}

/**
 * A price of an instrument at its precision (half-up), with thousands separators: '67,012.35'. Without a precision,
 * every decimal the value has (a recorded tick in a receipt, which must read exactly as it was recorded). Screens
 * format prices only here and amounts only with formatCoin / formatSignedCoin / formatFiat
 * (checks/number-format.check.ts), so a figure reads the same on every screen, receipts included.
 */
export function formatPrice(value: NumericInput | null | undefined, precision?: number): string {
  if (value === null || value === undefined || value === '') return EMPTY_DISPLAY;
  const v = toDecimalString(value);
  if (v === null) return EMPTY_DISPLAY;
  return formatNumber(v, precision ?? v.split('.')[1]?.length ?? 0, 'half-up');
}

/** A coin amount with its sign ('+1.50000000', '-0.200000') for bills; zero has none. */
export function formatSignedCoin(value: NumericInput | null | undefined, coin: string | null | undefined): string {
  const text = formatCoin(value, coin);
  return text.startsWith('-') || text === EMPTY_DISPLAY || !/[1-9]/.test(text) ? text : `+${text}`;
}

/** A fiat amount with its symbol, at the fiat's 2 decimals, cut: '$1,234.56'. */
export function formatFiat(value: NumericInput | null | undefined, code: string): string {
  const text = formatCoin(value, code);
  return text === EMPTY_DISPLAY ? text : `${fiatSymbol(code)}${text}`;
}

/**
 * Up to `maxDecimals`, trailing zeros dropped: for rates (a USDT → BTC rate is 0.0000153818…) and fee estimates,
 * which have no coin scale of their own.
 */
export function formatTrimmed(value: NumericInput, maxDecimals: number, mode: RoundingMode = 'down'): string {
  const sym = current;
  const text = formatNumber(value, maxDecimals, mode, sym);
  if (maxDecimals === 0 || text === EMPTY_DISPLAY) return text;
  return text.replace(new RegExp(`\\${sym.decimal}?0+$`), '');
}

/** A change in percent units (1.23 means 1.23 %) with its sign: '+1.23%', '-0.50%', '0.00%'. */
export function formatPercent(change: NumericInput, precision = DEFAULT_PRECISION): string {
  const v = toDecimalString(change);
  if (v === null) return EMPTY_DISPLAY;
  const fixed = toFixed(v, precision, 'half-up');
  const positive = !fixed.startsWith('-') && /[1-9]/.test(fixed);
  return `${positive ? '+' : ''}${localise(fixed, current)}%`;
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
