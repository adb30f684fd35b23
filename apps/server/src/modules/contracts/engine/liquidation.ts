/**
 * When a margin group's liquidation is due, as a price trigger on one of its instruments.
 *
 * riskRateOf rounds 100·E/M down to 2 decimals (E = B + M + Σ pnl, M = Σ margin > 0) and isLiquidationDue compares
 * it with a threshold T of at most 2 decimals, so: floor2(100·E/M) ≤ T ⇔ 100·E/M < T + 0.01 ⇔ E < (T + 0.01)·M/100.
 * With Σ pnl over the group's legs (one per instrument: Q = Σ ±qty, S = Σ ±qty × entry, pnl = Q × mark − S), the
 * condition on one instrument's price P with the other marks fixed is Q·P + C < 0, where
 * C = B + M − (T + 0.01)·M/100 + Σ(other legs' pnl) − S.
 *
 * The decimals (the cushion B + M − (T + 0.01)·M/100, each leg's Q and S) are computed with @app/money when the
 * group changes and then written as exact integers over one power of ten per group (`groupForm`), so that
 * re-arming a multi-instrument group on a tick is a few BigInt operations on grid units, still exact.
 */
import { type Amount, add, cmp, mul, round, sub, toFixed } from '@app/money';
import { clampUnits } from './grid';

/** One instrument's open positions in a group: Q = Σ ±quantity (+ long, − short) and S = Σ ±quantity × entry. */
export interface Leg {
  quantity: Amount;
  cost: Amount;
}

/** A leg as integers over the group's 10^D: Q·P = qk·u / 10^D for a price of u grid units; S = s / 10^D. */
export interface LegForm {
  qk: bigint;
  s: bigint;
}

/** A price trigger in grid units: 'down' fires when tick ≤ units, 'up' when tick ≥ units. */
export interface PriceTrigger {
  direction: 'up' | 'down';
  units: number;
}

/** A liquidation threshold must have at most 2 decimals, or the strict form above would not be exact. */
export function checkThreshold(threshold: Amount): Amount {
  const t = round(threshold, 2, 'floor');
  if (cmp(t, threshold) !== 0) throw new RangeError(`threshold ${threshold} has more than 2 decimals`);
  return t;
}

/** B + M − (T + 0.01)·M/100: how far the group's equity is above the point of liquidation at zero P/L. */
export const cushionOf = (balance: Amount, margin: Amount, threshold: Amount): Amount =>
  sub(add(balance, margin), mul(mul(add(threshold, '0.01'), margin), '0.01'));

/** A leg's P/L at `mark`: Q × mark − S. Without a known mark every position is valued at its own entry: zero. */
export const legPnl = (leg: Leg, mark: Amount | null): Amount =>
  mark === null ? '0' : sub(mul(leg.quantity, mark), leg.cost);

const decimalsOf = (a: Amount): number => a.length - 1 - (a.includes('.') ? a.indexOf('.') : a.length - 1);
const integerAt = (a: Amount, scale: number): bigint => BigInt(toFixed(a, scale).replace('.', ''));

/**
 * The group's cushion and legs (with their instruments' price scales) as integers over one 10^D, D the smallest
 * that holds all of them exactly: D ≥ the cushion's and every S's decimals, and ≥ every Q's decimals + price scale.
 */
export function groupForm(
  cushion: Amount,
  legs: readonly (Leg & { scale: number })[],
): { cushion: bigint; legs: LegForm[] } {
  let d = decimalsOf(cushion);
  for (const leg of legs) d = Math.max(d, decimalsOf(leg.cost), decimalsOf(leg.quantity) + leg.scale);
  return {
    cushion: integerAt(cushion, d),
    legs: legs.map((leg) => ({ qk: integerAt(leg.quantity, d - leg.scale), s: integerAt(leg.cost, d) })),
  };
}

/** A leg's P/L × 10^D at a mark of `units` grid units (null: unknown, valued at the entries: zero). */
export const legPnlUnits = (leg: LegForm, units: number | null): bigint =>
  units === null ? 0n : leg.qk * BigInt(units) - leg.s;

/**
 * The trigger for "qk·u + c < 0" (c = C × 10^D), or null when no non-negative tick can make it due.
 * Q > 0: due below −C/Q, a down trigger at the largest grid price strictly below it. Q < 0: due above C/(−Q), an up
 * trigger at the smallest grid price strictly above it. Q = 0: due at every price iff C < 0 (an up trigger at −∞).
 */
export function liquidationTrigger(qk: bigint, c: bigint): PriceTrigger | null {
  if (qk === 0n) return c < 0n ? { direction: 'up', units: Number.NEGATIVE_INFINITY } : null;
  if (qk > 0n) {
    const units = clampUnits(-floorDiv(c, qk) - 1n); // ⌈−c/qk⌉ − 1
    return units < 0 ? null : { direction: 'down', units };
  }
  const units = clampUnits(floorDiv(c, -qk) + 1n);
  return units === Number.POSITIVE_INFINITY ? null : { direction: 'up', units };
}

/** ⌊a/b⌋ for b > 0 (BigInt division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const q = a / b;
  return a % b !== 0n && a < 0n ? q - 1n : q;
}
