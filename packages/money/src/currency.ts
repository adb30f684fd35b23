import type { Amount } from './decimal';
import { MoneyError } from './errors';
import { roundForUser, type UserDirection } from './round';

/**
 * Display/settlement scale per currency code, in one place. Fiat is 2 decimals across the board (the
 * client shows JPY and KRW with 2 as well; change it here with setCurrencyScale if that ever differs).
 */
export const FIAT_CODES: readonly string[] = ['USD', 'CNY', 'HKD', 'EUR', 'JPY', 'KRW', 'THB'];
export const FIAT_SCALE = 2;
export const DEFAULT_SCALE = 8;

const DEFAULT_SCALES: Readonly<Record<string, number>> = {
  BTC: 8,
  ETH: 8,
  USDT: 6,
  LTC: 8,
  ...Object.fromEntries(FIAT_CODES.map((c) => [c, FIAT_SCALE])),
};

const scales = new Map<string, number>(Object.entries(DEFAULT_SCALES));

const key = (code: string): string => code.trim().toUpperCase();

/** Decimal places used for `code` (case-insensitive); unknown codes get DEFAULT_SCALE (8). */
export function currencyScale(code: string): number {
  return scales.get(key(code)) ?? DEFAULT_SCALE;
}

/** Registers or overrides a currency's scale (e.g. from the server's currency table at start-up). */
export function setCurrencyScale(code: string, scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > 18) {
    throw new MoneyError('INVALID_SCALE', `currency scale must be an integer from 0 to 18, got ${scale}`);
  }
  if (key(code) === '') throw new MoneyError('INVALID_SCALE', 'currency code must not be empty');
  scales.set(key(code), scale);
}

/** Restores the built-in scales (for tests). */
export function resetCurrencyScales(): void {
  scales.clear();
  for (const [c, s] of Object.entries(DEFAULT_SCALES)) scales.set(c, s);
}

/** The platform rounding rule at the currency's own scale. */
export function roundForCurrency(a: Amount, code: string, direction: UserDirection): Amount {
  return roundForUser(a, currencyScale(code), direction);
}
