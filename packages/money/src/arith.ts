import { type Amount, checkScale, D, dec, fromUnits, str, toUnits } from './decimal';
import { MoneyError } from './errors';
import { type RoundingMode, roundUnits } from './round';

// Every function takes and returns canonical amount strings. add/sub/sum are exact for numeric(36,18)
// values; mul is exact up to 60 significant digits (round the result with `round` before storing).

export function add(a: Amount, b: Amount): Amount {
  return str(dec(a).plus(dec(b)));
}

export function sub(a: Amount, b: Amount): Amount {
  return str(dec(a).minus(dec(b)));
}

export function mul(a: Amount, b: Amount): Amount {
  return str(dec(a).times(dec(b)));
}

/**
 * a / b rounded to `scale` decimals with `mode` (default half-up). The rounding is exact whatever the
 * length of the quotient: it is decided on integers (BigInt) from the true remainder, so a quotient that
 * is 0.4999… beyond 60 digits never double-rounds to 1.
 */
export function div(a: Amount, b: Amount, scale: number, mode: RoundingMode = 'half-up'): Amount {
  checkScale(scale);
  if (dec(b).isZero()) throw new MoneyError('DIVISION_BY_ZERO', 'division by zero');
  // a/b·10^scale = (ai·10^(fb+scale)) / (bi·10^fa) with a = ai/10^fa and b = bi/10^fb.
  const x = toUnits(a);
  const y = toUnits(b);
  const num = x.units * 10n ** BigInt(y.scale + scale);
  const den = y.units * 10n ** BigInt(x.scale);
  return fromUnits(roundUnits(num, den, mode), scale);
}

export function neg(a: Amount): Amount {
  return str(dec(a).neg());
}

export function abs(a: Amount): Amount {
  return str(dec(a).abs());
}

export function cmp(a: Amount, b: Amount): -1 | 0 | 1 {
  return dec(a).cmp(dec(b)) as -1 | 0 | 1;
}

export const eq = (a: Amount, b: Amount): boolean => cmp(a, b) === 0;
export const gt = (a: Amount, b: Amount): boolean => cmp(a, b) > 0;
export const gte = (a: Amount, b: Amount): boolean => cmp(a, b) >= 0;
export const lt = (a: Amount, b: Amount): boolean => cmp(a, b) < 0;
export const lte = (a: Amount, b: Amount): boolean => cmp(a, b) <= 0;

export const isZero = (a: Amount): boolean => dec(a).isZero();
export const isNegative = (a: Amount): boolean => dec(a).lt(0);
export const isPositive = (a: Amount): boolean => dec(a).gt(0);

export function min(first: Amount, ...rest: Amount[]): Amount {
  return pick(first, rest, 'min');
}

export function max(first: Amount, ...rest: Amount[]): Amount {
  return pick(first, rest, 'max');
}

function pick(first: Amount, rest: Amount[], which: 'min' | 'max'): Amount {
  let best = dec(first);
  for (const v of rest) {
    const d = dec(v);
    if (which === 'min' ? d.lt(best) : d.gt(best)) best = d;
  }
  return str(best);
}

/** Exact sum; '0' for an empty list. */
export function sum(list: readonly Amount[]): Amount {
  let total = new D(0);
  for (const v of list) total = total.plus(dec(v));
  return str(total);
}
