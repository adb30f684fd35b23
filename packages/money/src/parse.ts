import { type Amount, describe, fromUnits, isAmountString, numberText, toUnits } from './decimal';
import { MoneyError } from './errors';
import { toFixed } from './round';

/** numeric(36,18): the most fraction digits an amount may carry into the system. */
export const MAX_FRACTION_DIGITS = 18;

const NON_FINITE_RE = /^[+-]?(nan|inf|infinity)$/i;
const EXPONENT_RE = /^[+-]?(\d+\.?\d*|\.\d+)e[+-]?\d+$/i;

/**
 * The boundary parser for amounts coming from users, requests or the database. Accepts a decimal string
 * (surrounding whitespace trimmed) or a bigint and returns the canonical string. JS numbers are refused on
 * purpose: by the time an amount is a float it may already be wrong (0.1 + 0.2), so the caller must keep
 * the original text. Trailing zeros do not count towards the 18-digit limit ('1.50000000000000000000' is fine).
 */
export function parseAmount(input: unknown): Amount {
  if (typeof input === 'bigint') return input.toString();
  if (typeof input === 'number') {
    throw new MoneyError('NUMBER_NOT_ALLOWED', 'amounts must be passed as decimal strings, not JS numbers');
  }
  if (typeof input !== 'string') throw new MoneyError('INVALID_AMOUNT', `not a decimal amount: ${describe(input)}`);
  const s = input.trim();
  if (NON_FINITE_RE.test(s)) throw new MoneyError('NOT_FINITE', `amount must be finite: ${describe(input)}`);
  if (EXPONENT_RE.test(s))
    throw new MoneyError('EXPONENT_NOT_ALLOWED', `exponent notation refused: ${describe(input)}`);
  if (!isAmountString(s)) throw new MoneyError('INVALID_AMOUNT', `not a decimal amount: ${describe(input)}`);
  const fraction = s.split('.')[1]?.replace(/0+$/, '') ?? '';
  if (fraction.length > MAX_FRACTION_DIGITS) {
    throw new MoneyError('TOO_MANY_DECIMALS', `at most ${MAX_FRACTION_DIGITS} decimals allowed: ${describe(input)}`);
  }
  const { units, scale } = toUnits(s);
  return fromUnits(units, scale);
}

/** Canonical form: no leading '+', no leading or trailing zeros, '-0' → '0', never an exponent. */
export function normalize(a: Amount): Amount {
  const { units, scale } = toUnits(a);
  return fromUnits(units, scale);
}

/**
 * DISPLAY ONLY: a finite JS number (a chart value, a percentage from a socket feed) as a plain decimal
 * string, so formatting code never has to see '1e+21'. Never use it for money that will be stored.
 */
export function fromNumber(n: number): Amount {
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new MoneyError('NOT_FINITE', `number must be finite, got ${String(n)}`);
  }
  return numberText(n);
}

/**
 * SIMULATION/DISPLAY ONLY: a finite JS number as text with exactly `scale` decimals, rounded half-up, in one step
 * (the market simulator's prices are floats by design; this is where they become decimal strings).
 */
export function fixedFromNumber(n: number, scale: number): string {
  if (typeof n !== 'number' || !Number.isFinite(n)) {
    throw new MoneyError('NOT_FINITE', `number must be finite, got ${String(n)}`);
  }
  return toFixed(numberText(n), scale, 'half-up');
}
