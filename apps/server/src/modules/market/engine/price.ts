/** Turning the simulators' internal floats into decimal strings, with decimal.js doing the rounding. */
import Decimal from 'decimal.js';

/** `value` rounded half-up to `dp` places; never below one unit of the last place (prices stay > 0). */
export function toPriceString(value: number, dp: number): string {
  const d = new Decimal(value).toDecimalPlaces(dp, Decimal.ROUND_HALF_UP);
  if (d.lte(0)) return new Decimal(1).div(new Decimal(10).pow(dp)).toFixed(dp);
  return d.toFixed(dp);
}

/** Same rounding for amounts (volumes): at least one unit of the last place, so a tick always trades something. */
export const toAmountString = toPriceString;

/** Natural log of a positive decimal string, as the float the random walks work in. */
export function logOf(price: string): number {
  return new Decimal(price).ln().toNumber();
}

/** A decimal string re-rounded (half-up) to `dp` places. */
export function roundDecimalString(value: string, dp: number): string {
  return new Decimal(value).toFixed(dp, Decimal.ROUND_HALF_UP);
}
