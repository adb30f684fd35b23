import { type Amount, aligned, checkScale, fromUnits, pow10, rescale, toUnits } from './decimal';
import { MoneyError } from './errors';
import { type RoundingMode, roundUnits } from './round';

// Every function takes and returns canonical amount strings, exactly (integers underneath); only `div`
// rounds, and says how.

export function add(a: Amount, b: Amount): Amount {
  const { x, y, scale } = aligned(a, b);
  return fromUnits(x + y, scale);
}

export function sub(a: Amount, b: Amount): Amount {
  const { x, y, scale } = aligned(a, b);
  return fromUnits(x - y, scale);
}

/** Exact: the product's scale is the sum of the scales (round it with `round` before storing). */
export function mul(a: Amount, b: Amount): Amount {
  const p = toUnits(a);
  const q = toUnits(b);
  return fromUnits(p.units * q.units, p.scale + q.scale);
}

/**
 * a / b rounded to `scale` decimals with `mode` (default half-up). The rounding is exact whatever the
 * length of the quotient: it is decided on integers from the true remainder, so a quotient that is
 * 0.4999… never double-rounds to 1.
 */
export function div(a: Amount, b: Amount, scale: number, mode: RoundingMode = 'half-up'): Amount {
  checkScale(scale);
  // a/b·10^scale = (ai·10^(fb+scale)) / (bi·10^fa) with a = ai/10^fa and b = bi/10^fb.
  const x = toUnits(a);
  const y = toUnits(b);
  if (y.units === 0n) throw new MoneyError('DIVISION_BY_ZERO', 'division by zero');
  const num = x.units * 10n ** BigInt(y.scale + scale);
  const den = y.units * 10n ** BigInt(x.scale);
  return fromUnits(roundUnits(num, den, mode), scale);
}

export function neg(a: Amount): Amount {
  const { units, scale } = toUnits(a);
  return fromUnits(-units, scale);
}

export function abs(a: Amount): Amount {
  const { units, scale } = toUnits(a);
  return fromUnits(units < 0n ? -units : units, scale);
}

export function cmp(a: Amount, b: Amount): -1 | 0 | 1 {
  const { x, y } = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

export const eq = (a: Amount, b: Amount): boolean => cmp(a, b) === 0;
export const gt = (a: Amount, b: Amount): boolean => cmp(a, b) > 0;
export const gte = (a: Amount, b: Amount): boolean => cmp(a, b) >= 0;
export const lt = (a: Amount, b: Amount): boolean => cmp(a, b) < 0;
export const lte = (a: Amount, b: Amount): boolean => cmp(a, b) <= 0;

export const isZero = (a: Amount): boolean => toUnits(a).units === 0n;
export const isNegative = (a: Amount): boolean => toUnits(a).units < 0n;
export const isPositive = (a: Amount): boolean => toUnits(a).units > 0n;

export function min(first: Amount, ...rest: Amount[]): Amount {
  return pick(first, rest, -1);
}

export function max(first: Amount, ...rest: Amount[]): Amount {
  return pick(first, rest, 1);
}

function pick(first: Amount, rest: Amount[], want: -1 | 1): Amount {
  let best = first;
  for (const v of rest) if (cmp(v, best) === want) best = v;
  return add(best, '0'); // canonical text, validated even when `rest` is empty
}

/** Exact sum; '0' for an empty list. */
export function sum(list: readonly Amount[]): Amount {
  let total = 0n;
  let scale = 0;
  for (const v of list) {
    const x = toUnits(v);
    if (x.scale > scale) {
      total *= pow10(x.scale - scale);
      scale = x.scale;
    }
    total += rescale(x, scale);
  }
  return fromUnits(total, scale);
}
