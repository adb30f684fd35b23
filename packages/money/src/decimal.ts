import { MoneyError } from './errors';

/**
 * Amounts are decimal strings; arithmetic runs on exact integers: `units / 10^scale` with BigInt units. No
 * precision limit and no rounding except where a function says so (and then decided on integers), and no
 * decimal library in the clients' bundles.
 */

/** An amount on the wire and in code: a plain decimal string such as '-12.50'. */
export type Amount = string;

/** An exact decimal: `units / 10^scale`. */
export type Units = { units: bigint; scale: number };

/** Plain decimal: optional sign, digits, optional fraction. No exponent, no spaces, no '.5' or '5.'. */
const AMOUNT_RE = /^[+-]?\d+(\.\d+)?$/;

export function isAmountString(s: unknown): s is Amount {
  return typeof s === 'string' && AMOUNT_RE.test(s);
}

export function describe(v: unknown): string {
  if (typeof v === 'string') return JSON.stringify(v.length > 60 ? `${v.slice(0, 60)}…` : v);
  return typeof v;
}

/** Checks a scale (decimal places) argument: an integer from 0 to 60. */
export function checkScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > 60) {
    throw new MoneyError('INVALID_SCALE', `scale must be an integer from 0 to 60, got ${scale}`);
  }
  return scale;
}

export const pow10 = (n: number): bigint => 10n ** BigInt(n);

/**
 * Exact integer view of an amount: `a = units / 10^scale` (string work, no precision limit), where `scale`
 * is at least `minScale`. Anything but an amount string is a programming error.
 */
export function toUnits(a: Amount, minScale = 0): Units {
  if (!isAmountString(a)) throw new MoneyError('INVALID_AMOUNT', `not a decimal amount: ${describe(a)}`);
  const negative = a.startsWith('-');
  const [int = '0', frac = ''] = a.replace(/^[+-]/, '').split('.');
  const scale = Math.max(frac.length, minScale);
  const units = BigInt(int + frac.padEnd(scale, '0'));
  return { units: negative ? -units : units, scale };
}

/** The same value at `scale` (≥ its own scale). */
export const rescale = (x: Units, scale: number): bigint => x.units * pow10(scale - x.scale);

/** Both at the larger scale, for adding and comparing. */
export function aligned(a: Amount, b: Amount): { x: bigint; y: bigint; scale: number } {
  const p = toUnits(a);
  const q = toUnits(b);
  const scale = Math.max(p.scale, q.scale);
  return { x: rescale(p, scale), y: rescale(q, scale), scale };
}

/** Canonical amount text of `units / 10^scale`: plain notation, no trailing zeros, never '-0'. */
export function fromUnits(units: bigint, scale: number): Amount {
  if (units === 0n) return '0';
  // Trailing zeros are cut from the text, not divided off one BigInt division each: database numerics arrive
  // with 18 decimals, and settlement batches normalise thousands of them (bench/seconds).
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString();
  let end = digits.length;
  let s = scale;
  while (s > 0 && digits.charCodeAt(end - 1) === 48) {
    end -= 1;
    s -= 1;
  }
  const kept = digits.slice(0, end).padStart(s + 1, '0');
  const text = s === 0 ? kept : `${kept.slice(0, -s)}.${kept.slice(-s)}`;
  return negative ? `-${text}` : text;
}

/** `units / 10^scale` with exactly `scale` decimals; zero has no sign. */
export function fixedText(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return negative ? `-${text}` : text;
}

/** The shortest decimal text of a finite JS number (what it prints as), without exponent. */
export function numberText(n: number): Amount {
  const s = String(n);
  const m = /^(-?)(\d+)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return fromUnits(toUnits(s).units, toUnits(s).scale);
  const [, sign = '', int = '', frac = '', exp = '0'] = m;
  const scale = frac.length - Number(exp);
  const units = BigInt(`${sign}${int}${frac}`);
  return scale >= 0 ? fromUnits(units, scale) : fromUnits(units * pow10(-scale), 0);
}
