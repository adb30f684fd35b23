import { abs } from './arith';
import { type Amount, checkScale, fromUnits, toUnits } from './decimal';
import { MoneyError } from './errors';
import { normalize } from './parse';

/**
 * Splits `total` into parts proportional to `weights`, each with at most `scale` decimals, summing EXACTLY
 * to `total` (largest-remainder method). Every part first gets its proportional share rounded toward zero;
 * the few leftover smallest units go one each to the parts with the largest remainders (earlier part first
 * on a tie). All on integers, so there is no rounding drift. A negative total splits into negative parts.
 */
export function splitByWeights(total: Amount, weights: readonly Amount[], scale: number): Amount[] {
  checkScale(scale);
  // Decimal places of the canonical text: trailing zeros do not count.
  const places = (a: Amount) => toUnits(normalize(a)).scale;
  const negative = toUnits(total).units < 0n;
  if (places(total) > scale) {
    throw new MoneyError('NOT_REPRESENTABLE', `total ${total} has more than ${scale} decimals`);
  }
  const w = weights.map((x) => toUnits(x).units);
  if (w.length === 0 || w.some((x) => x < 0n) || w.every((x) => x === 0n)) {
    throw new MoneyError('INVALID_WEIGHTS', 'weights must be non-negative with at least one above zero');
  }
  const wScale = Math.max(...weights.map(places));
  const wi = weights.map((x) => toUnits(x, wScale).units);
  const wSum = wi.reduce((s, x) => s + x, 0n);
  const units = toUnits(abs(total), scale).units;

  const shares = wi.map((x) => (units * x) / wSum);
  const remainders = wi.map((x) => (units * x) % wSum);
  let leftover = units - shares.reduce((s, x) => s + x, 0n);
  const order = remainders.map((r, i) => ({ r, i })).sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of order) {
    if (leftover === 0n) break;
    shares[i] = (shares[i] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return shares.map((s) => fromUnits(negative ? -s : s, scale));
}
