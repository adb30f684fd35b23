import { type Amount, fromUnits, toUnits } from './decimal';
import { MoneyError } from './errors';

/**
 * How many whole `step`s fit in `value` (both ≥ 0, step > 0), exactly, in integers: `{count, exact}` where
 * count = ⌊value / step⌋ and exact says value is a whole multiple. No precision limit (BigInt), for order-book
 * units (price ↔ ticks, amount ↔ lots) where a rounding would mean a wrong price.
 */
export function countSteps(value: Amount, step: Amount): { count: bigint; exact: boolean } {
  if (toUnits(step).units <= 0n) throw new MoneyError('INVALID_AMOUNT', 'step must be positive');
  if (toUnits(value).units < 0n) throw new MoneyError('INVALID_AMOUNT', 'value must not be negative');
  const scale = Math.max(toUnits(value).scale, toUnits(step).scale);
  const v = toUnits(value, scale).units;
  const s = toUnits(step, scale).units;
  return { count: v / s, exact: v % s === 0n };
}

/** `count × step`, exactly (count ≥ 0). */
export function stepsToAmount(count: bigint, step: Amount): Amount {
  if (count < 0n) throw new MoneyError('INVALID_AMOUNT', 'count must not be negative');
  const { units, scale } = toUnits(step);
  return fromUnits(units * count, scale);
}
