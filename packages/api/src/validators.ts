/**
 * Generic input checks of spec §5 as pure predicates, shared by the web forms, the admin and the server's
 * zod schemas. Lengths count Unicode code points, so '中文' is 2 characters and an emoji is 1.
 */

/** Spec §5/§9: password longer than 6 characters, i.e. at least 7. */
export const PASSWORD_MIN_LENGTH = 7;
export const CODE_LENGTH = 6;
export const NICKNAME_MIN_LENGTH = 2;
export const NICKNAME_MAX_LENGTH = 10;
/** One locale of the original says 2-10; spec §9 settles on 2-30. */
export const SIGNATURE_MIN_LENGTH = 2;
export const SIGNATURE_MAX_LENGTH = 30;

/** Spec §5 amount, literally: positive with up to 10 decimals, or 0 with up to 20 decimals. */
export const AMOUNT_PATTERN = /^[1-9]\d*(\.\d{1,10})?$|^0(\.\d{1,20})?$/;

const EMAIL_PATTERN =
  /^[A-Za-z0-9._%+-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;
const MOBILE_PATTERN = /^1[3-9]\d{9}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const NUMBER_PATTERN = /^[+-]?\d+(\.\d+)?$/;
const DIGITS_PATTERN = /^\d+$/;
const LETTERS_PATTERN = /^[A-Za-z]+$/;
const ALPHANUMERIC_PATTERN = /^[A-Za-z0-9]+$/;
/** Mainland landline: area code 0XX or 0XXX, optional '-', 7-8 digit number, optional '-' extension. */
const LANDLINE_PATTERN = /^0\d{2,3}-?[1-9]\d{6,7}(-\d{1,6})?$/;
/**
 * Nickname characters: letters of any script (Chinese, Latin, Thai, Hangul, kana …), their combining marks
 * (Thai vowels need them) and ASCII digits. No spaces, punctuation or symbols.
 */
const NICKNAME_PATTERN = /^[\p{L}\p{M}0-9]+$/u;

/**
 * The blocked punctuation and symbols of spec §5 ("special characters are not allowed in certain inputs"):
 * ASCII punctuation and the full-width / CJK punctuation a Chinese keyboard produces.
 */
export const SPECIAL_CHARS: ReadonlySet<string> = new Set([
  ...'`~!@#$%^&*()_-+=<>?:"{}|,./;\'\\[]',
  ...'·！￥…（）—《》？：“”‘’【】、；，。「」『』〈〉〔〕',
]);

const codePoints = (s: string): number => [...s].length;
const isString = (s: unknown): s is string => typeof s === 'string';

export function isEmail(s: unknown): boolean {
  return isString(s) && s.length <= 254 && EMAIL_PATTERN.test(s);
}

/** Mainland China mobile: 1, then 3-9, 11 digits in all. */
export function isMainlandMobile(s: unknown): boolean {
  return isString(s) && MOBILE_PATTERN.test(s);
}

/** An absolute http(s) URL with a host. */
export function isUrl(s: unknown): boolean {
  if (!isString(s) || /\s/.test(s)) return false;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

/** 'YYYY-MM-DD' that exists on the calendar (leap years included). */
export function isDate(s: unknown): boolean {
  const m = isString(s) ? DATE_PATTERN.exec(s) : null;
  return m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year); // Date.UTC maps years 0-99 to 1900-1999
  return d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

/** A plain decimal number: optional sign, digits, optional fraction. No exponent, no separators. */
export function isNumber(s: unknown): boolean {
  return isString(s) && NUMBER_PATTERN.test(s);
}

export function isDigits(s: unknown): boolean {
  return isString(s) && DIGITS_PATTERN.test(s);
}

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * PRC resident identity number: 18 characters (6-digit region, YYYYMMDD birth date, 3-digit sequence,
 * ISO 7064 MOD 11-2 check character 0-9/X) or the legacy 15 digits (region, YYMMDD in the 1900s, sequence).
 */
export function isIdCard(s: unknown): boolean {
  if (!isString(s)) return false;
  if (/^[1-9]\d{14}$/.test(s)) {
    return isCalendarDate(1900 + Number(s.slice(6, 8)), Number(s.slice(8, 10)), Number(s.slice(10, 12)));
  }
  if (!/^[1-9]\d{16}[\dXx]$/.test(s)) return false;
  const year = Number(s.slice(6, 10));
  if (year < 1800 || !isCalendarDate(year, Number(s.slice(10, 12)), Number(s.slice(12, 14)))) return false;
  const total = ID_WEIGHTS.reduce((acc, w, i) => acc + w * Number(s[i]), 0);
  return ID_CHECK[total % 11] === s[17]?.toUpperCase();
}

/** Spec §5 amount: see AMOUNT_PATTERN. */
export function isAmount(s: unknown): boolean {
  return isString(s) && AMOUNT_PATTERN.test(s);
}

export function isLetters(s: unknown): boolean {
  return isString(s) && LETTERS_PATTERN.test(s);
}

export function isAlphanumeric(s: unknown): boolean {
  return isString(s) && ALPHANUMERIC_PATTERN.test(s);
}

/** Length in Unicode code points, inclusive bounds. */
export function lengthBetween(s: unknown, min: number, max: number): boolean {
  if (!isString(s)) return false;
  const n = codePoints(s);
  return n >= min && n <= max;
}

/** Inclusive numeric range; NaN and non-numbers are out of range. */
export function inRange(n: unknown, min: number, max: number): boolean {
  return typeof n === 'number' && !Number.isNaN(n) && n >= min && n <= max;
}

/** A JSON text of an object or array (what a 'JSON string' field carries); bare scalars do not count. */
export function isJsonString(s: unknown): boolean {
  if (!isString(s)) return false;
  try {
    const v: unknown = JSON.parse(s);
    return typeof v === 'object' && v !== null;
  } catch {
    return false;
  }
}

export function isLandline(s: unknown): boolean {
  return isString(s) && LANDLINE_PATTERN.test(s);
}

/** Exactly `n` ASCII digits (verification codes: 6). */
export function isCode(s: unknown, n = CODE_LENGTH): boolean {
  return isString(s) && Number.isInteger(n) && n > 0 && new RegExp(`^\\d{${n}}$`).test(s);
}

/** True when `s` contains a character of SPECIAL_CHARS. */
export function hasSpecialChars(s: unknown): boolean {
  if (!isString(s)) return false;
  for (const c of s) if (SPECIAL_CHARS.has(c)) return true;
  return false;
}

/** Spec §5: longer than 6 characters. */
export function isPassword(s: unknown): boolean {
  return isString(s) && codePoints(s) >= PASSWORD_MIN_LENGTH;
}

/**
 * The confirm-password check: identical text. The confirmation must also pass isPassword, which the
 * form checks separately so it can show the right message ('the two passwords are inconsistent').
 */
export function passwordsMatch(a: unknown, b: unknown): boolean {
  return isString(a) && isString(b) && a === b;
}

/** 2-10 characters: Chinese (or other letters) and digits. */
export function isNickname(s: unknown): boolean {
  return lengthBetween(s, NICKNAME_MIN_LENGTH, NICKNAME_MAX_LENGTH) && NICKNAME_PATTERN.test(s as string);
}

/** 2-30 characters of any kind, not only spaces. */
export function isSignature(s: unknown): boolean {
  return lengthBetween(s, SIGNATURE_MIN_LENGTH, SIGNATURE_MAX_LENGTH) && (s as string).trim() !== '';
}

/**
 * Text every input field may carry: no NUL (PostgreSQL text and jsonb refuse it, and C code downstream cuts at it)
 * and no lone UTF-16 surrogate (not a character; it cannot be stored as UTF-8). Everything else is allowed here;
 * fields add their own rules.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what this pattern finds
const UNSAFE_TEXT = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isSafeText(s: unknown): boolean {
  return isString(s) && !UNSAFE_TEXT.test(s);
}

/** Why a text is unsafe: a NUL character or a lone surrogate. */
export type UnsafeTextReason = 'nul' | 'surrogate';

function unsafeReason(s: string): UnsafeTextReason | undefined {
  const m = UNSAFE_TEXT.exec(s);
  if (!m) return undefined;
  return m[0] === '\u0000' ? 'nul' : 'surrogate';
}

/**
 * The first unsafe text anywhere in a parsed input (strings, object keys and values, array items, nested), with the
 * path to it (`['items', '2', 'name']`), or undefined when all text is safe. Walks at most `maxDepth` levels (deeper
 * structures count as unsafe at the depth where they are cut, so nothing hides below the limit).
 */
export function findUnsafeText(
  value: unknown,
  maxDepth = 32,
): { path: string[]; reason: UnsafeTextReason | 'depth' } | undefined {
  const walk = (v: unknown, path: string[]): { path: string[]; reason: UnsafeTextReason | 'depth' } | undefined => {
    if (typeof v === 'string') {
      const reason = unsafeReason(v);
      return reason ? { path, reason } : undefined;
    }
    if (v === null || typeof v !== 'object') return undefined;
    if (path.length >= maxDepth) return { path, reason: 'depth' };
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) {
        const found = walk(v[i], [...path, String(i)]);
        if (found) return found;
      }
      return undefined;
    }
    if (isBinary(v)) return undefined;
    for (const key of Object.keys(v)) {
      const keyReason = unsafeReason(key);
      if (keyReason) return { path: [...path, sanitizeKey(key)], reason: keyReason };
      const found = walk((v as Record<string, unknown>)[key], [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  return walk(value, []);
}

/** Binary bodies (uploads) are not text; recognised without importing node:buffer (this package runs in browsers). */
function isBinary(v: object): boolean {
  return v instanceof Uint8Array || v instanceof ArrayBuffer;
}

/** A key shown in a message must itself be printable: unsafe characters become U+FFFD. */
function sanitizeKey(key: string): string {
  return key.replace(new RegExp(UNSAFE_TEXT.source, 'g'), '\ufffd');
}

/** Amount columns in SQL: numeric(36,18), i.e. at most 18 digits before the point and 18 after. */
export const AMOUNT_COLUMN = { precision: 36, scale: 18 } as const;

/**
 * True when a decimal (string, or a finite number) fits a numeric(precision, scale) column without overflow: at most
 * `precision - scale` digits before the point (leading zeros do not count). Fraction digits beyond the scale are
 * rounded by the database, not refused, so they are not counted here; the amount rules of each field decide them.
 * Exponents, NaN and Infinity do not fit.
 */
export function fitsAmountColumn(
  value: unknown,
  column: { precision: number; scale: number } = AMOUNT_COLUMN,
): boolean {
  const s = typeof value === 'number' ? (Number.isFinite(value) ? plainNumber(value) : '') : value;
  if (!isString(s)) return false;
  const m = /^[+-]?(\d*)(?:\.(\d*))?$/.exec(s.trim());
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return false;
  const integerDigits = (m[1] ?? '').replace(/^0+/, '').length;
  return integerDigits <= column.precision - column.scale;
}

/** A finite JS number as plain digits (1e21 → '1000000000000000000000'), for the column check only. */
function plainNumber(n: number): string {
  const s = String(n);
  if (!/e/i.test(s)) return s;
  return BigInt(Math.trunc(n)).toString();
}

export const ANTI_PHISHING_MIN_LENGTH = 4;
export const ANTI_PHISHING_MAX_LENGTH = 20;
/** Letters of any script (with their marks), digits, `_` and `-`: no spaces, nothing that could look like markup. */
const ANTI_PHISHING_PATTERN = /^[\p{L}\p{M}0-9_-]+$/u;

/** An anti-phishing code (accounts, "Account security"): 4-20 characters (Unicode code points) of letters, digits, `_` or `-`. */
export function isAntiPhishingCode(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const n = [...s].length;
  return n >= ANTI_PHISHING_MIN_LENGTH && n <= ANTI_PHISHING_MAX_LENGTH && ANTI_PHISHING_PATTERN.test(s);
}
