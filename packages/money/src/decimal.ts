import Decimal from 'decimal.js';
import { MoneyError } from './errors';

/**
 * The package's private Decimal constructor. A clone, so nobody else's `Decimal.set()` can change our
 * precision or rounding. 60 significant digits covers numeric(36,18) sums exactly and products of two
 * such values to well past 18 decimals. Exponent thresholds are pushed out so `toString` never uses
 * exponent notation either (we still always go through `toFixed()` when producing strings).
 */
export const D = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_HALF_UP,
  toExpNeg: -9e15,
  toExpPos: 9e15,
});
type Dec = InstanceType<typeof D>;

/** An amount on the wire and in code: a plain decimal string such as '-12.50'. */
export type Amount = string;

/** Plain decimal: optional sign, digits, optional fraction. No exponent, no spaces, no '.5' or '5.'. */
const AMOUNT_RE = /^[+-]?\d+(\.\d+)?$/;

export function isAmountString(s: unknown): s is Amount {
  return typeof s === 'string' && AMOUNT_RE.test(s);
}

/** Internal: a validated Decimal from an amount string; anything else is a programming error. */
export function dec(a: Amount): Dec {
  if (!isAmountString(a)) throw new MoneyError('INVALID_AMOUNT', `not a decimal amount: ${describe(a)}`);
  return new D(a);
}

/** Canonical text of a Decimal: plain notation, no trailing zeros, never '-0'. */
export function str(d: Dec): Amount {
  return d.isZero() ? '0' : d.toFixed();
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

/**
 * Exact integer view of an amount: `a = units / 10^scale` (string work, no precision limit), where `scale`
 * is at least `minScale`. Used where decimal.js' 60 significant digits could round (division, splitting).
 */
export function toUnits(a: Amount, minScale = 0): { units: bigint; scale: number } {
  dec(a); // validates
  const negative = a.startsWith('-');
  const [int = '0', frac = ''] = a.replace(/^[+-]/, '').split('.');
  const scale = Math.max(frac.length, minScale);
  const units = BigInt(int + frac.padEnd(scale, '0'));
  return { units: negative ? -units : units, scale };
}

/** Inverse of toUnits: canonical amount text of `units / 10^scale`. */
export function fromUnits(units: bigint, scale: number): Amount {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return str(new D(negative ? `-${text}` : text));
}
