import { type Amount, checkScale, fixedText, fromUnits, pow10, toUnits } from './decimal';

/**
 * 'down'/'up' are toward/away from zero and 'half-up' breaks ties away from zero, as in Java's BigDecimal
 * and Python's decimal. 'floor'/'ceil' are toward −∞/+∞; the user rule below is built on them.
 */
export type RoundingMode = 'down' | 'up' | 'half-up' | 'half-even' | 'floor' | 'ceil';
export const ROUNDING_MODES: readonly RoundingMode[] = ['down', 'up', 'half-up', 'half-even', 'floor', 'ceil'];

/** The units of `a` at exactly `scale` decimals, rounded with `mode` when it has more. */
function unitsAt(a: Amount, scale: number, mode: RoundingMode): bigint {
  const x = toUnits(a);
  checkScale(scale);
  if (x.scale <= scale) return x.units * pow10(scale - x.scale);
  return roundUnits(x.units, pow10(x.scale - scale), mode);
}

/** Rounds to `scale` decimals; the result is canonical (no trailing zeros: use `toFixed` to pad). */
export function round(a: Amount, scale: number, mode: RoundingMode): Amount {
  return fromUnits(unitsAt(a, scale, mode), scale);
}

/** Which side of a transfer the user is on. */
export type UserDirection = 'receive' | 'pay';

/**
 * THE platform rounding rule: what a user receives rounds down, what a user pays rounds up, so a rounding
 * never creates money the books do not hold. 'Down' and 'up' here are toward −∞ and +∞, so a negative
 * amount stays on the safe side too (receiving −1.005 is paying 1.005, which rounds to −1.01 at scale 2).
 */
export function roundForUser(a: Amount, scale: number, direction: UserDirection): Amount {
  return round(a, scale, direction === 'receive' ? 'floor' : 'ceil');
}

/**
 * Fixed-decimal text: exactly `scale` decimals, never an exponent (even for 1e-18 or 1e30), never '-0.00'.
 * Defaults to half-up like Number#toFixed; show balances with mode 'down' (or roundForUser) so the screen
 * never shows more than the user can spend.
 */
export function toFixed(a: Amount, scale: number, mode: RoundingMode = 'half-up'): string {
  return fixedText(unitsAt(a, scale, mode), scale);
}

/** Exact integer rounding of num/den (den ≠ 0) with `mode`; used where a quotient must not double-round. */
export function roundUnits(num: bigint, den: bigint, mode: RoundingMode): bigint {
  const q = num / den; // BigInt division truncates toward zero
  const r = num % den;
  if (r === 0n) return q;
  const sign = num < 0n !== den < 0n ? -1n : 1n;
  const twiceRem = 2n * (r < 0n ? -r : r);
  const absDen = den < 0n ? -den : den;
  switch (mode) {
    case 'down':
      return q;
    case 'up':
      return q + sign;
    case 'floor':
      return sign < 0n ? q - 1n : q;
    case 'ceil':
      return sign > 0n ? q + 1n : q;
    case 'half-up':
      return twiceRem >= absDen ? q + sign : q;
    case 'half-even':
      if (twiceRem === absDen) return q % 2n === 0n ? q : q + sign;
      return twiceRem > absDen ? q + sign : q;
  }
}
