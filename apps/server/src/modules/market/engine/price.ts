/** Turning the simulators' internal floats into decimal strings; the rounding is the money helper's. */
import { fixedFromNumber, toFixed } from '@app/money';

/** `value` rounded half-up to `dp` places; never below one unit of the last place (prices stay > 0). */
export function toPriceString(value: number, dp: number): string {
  const d = fixedFromNumber(value, dp);
  return /[1-9]/.test(d) && !d.startsWith('-') ? d : fixedFromNumber(10 ** -dp, dp);
}

/** Same rounding for amounts (volumes): at least one unit of the last place, so a tick always trades something. */
export const toAmountString = toPriceString;

/**
 * Natural log of a positive decimal string, as the float the random walks work in. The simulator's walk is float
 * maths by design (it invents no money: its output is rounded to the instrument's decimals by toPriceString).
 */
export function logOf(price: string): number {
  return Math.log(Number(price));
}

/** A decimal string re-rounded (half-up) to `dp` places. */
export function roundDecimalString(value: string, dp: number): string {
  return toFixed(value, dp);
}
