/**
 * An instrument's price grid: a price with at most `scale` decimals is the integer `price × 10^scale` ("grid
 * units", a JS number below 2^53). Ticks become grid units once and every per-tick comparison is an integer one;
 * trigger prices are exact decimals rounded onto the grid so that the integer test is exact for grid prices.
 */
import { type Amount, mul, toFixed } from '@app/money';

const PRICE_RE = /^([+-]?)(\d+)(?:\.(\d+))?$/;
const ZEROS_RE = /^0*$/;

/** Checks an instrument's price scale: an integer from 0 to 15 (a grid price must stay an exact JS integer). */
export function checkPriceScale(scale: number): number {
  if (!Number.isInteger(scale) || scale < 0 || scale > 15) {
    throw new RangeError(`price scale must be an integer from 0 to 15, got ${scale}`);
  }
  return scale;
}

/**
 * A grid price in grid units, exactly. Refuses a price with more significant decimals than `scale` (trailing
 * zeros are fine) and one whose units would not be a safe integer. Runs on every tick: string work only.
 */
export function toGridUnits(price: Amount, scale: number): number {
  const m = PRICE_RE.exec(price);
  if (!m) throw new RangeError(`not a decimal price: ${JSON.stringify(price)}`);
  const frac = m[3] ?? '';
  if (frac.length > scale && !ZEROS_RE.test(frac.slice(scale))) {
    throw new RangeError(`price ${price} is off the grid: more than ${scale} decimals`);
  }
  const units = Number(m[2] + frac.slice(0, scale).padEnd(scale, '0'));
  if (!Number.isSafeInteger(units)) throw new RangeError(`price ${price} is too large for the grid`);
  return m[1] === '-' && units !== 0 ? -units : units;
}

/** The grid price of `units` as a canonical decimal string. */
export function fromGridUnits(units: number, scale: number): Amount {
  if (!Number.isSafeInteger(units)) throw new RangeError(`grid units must be a safe integer, got ${units}`);
  return mul(String(units), scale === 0 ? '1' : `0.${'0'.repeat(scale - 1)}1`);
}

/**
 * The largest grid price ≤ `value` (an exact decimal of any length), in grid units: the level of a "down" trigger
 * (fires when tick ≤ value). Beyond ±(2^53 − 1) it is ±Infinity, which every safe tick compares with the same way.
 */
export const floorGrid = (value: Amount, scale: number): number => clampedUnits(toFixed(value, scale, 'floor'));

/** The smallest grid price ≥ `value`, in grid units: the level of an "up" trigger (fires when tick ≥ value). */
export const ceilGrid = (value: Amount, scale: number): number => clampedUnits(toFixed(value, scale, 'ceil'));

const clampedUnits = (fixed: string): number => clampUnits(BigInt(fixed.replace('.', '')));

const MAX_UNITS = BigInt(Number.MAX_SAFE_INTEGER);

/** Grid units as a JS number; beyond ±(2^53 − 1) ±Infinity, which every safe tick compares with the same way. */
export function clampUnits(units: bigint): number {
  if (units > MAX_UNITS) return Number.POSITIVE_INFINITY;
  if (units < -MAX_UNITS) return Number.NEGATIVE_INFINITY;
  return Number(units);
}
