/**
 * Fiat currencies the client can display amounts in (spec §3, §9). Rates come from the server; until a list
 * arrives the client shows USD at rate '1'. `currency_code` keeps the spec's wire name.
 */
export type FiatCurrency = { currency_code: string; symbol: string; name: string };

export const DEFAULT_FIAT = 'USD';
export const DEFAULT_FIAT_RATE = '1';

export const FIAT_CURRENCIES: readonly FiatCurrency[] = [
  { currency_code: 'USD', symbol: '$', name: 'US Dollar' },
  { currency_code: 'CNY', symbol: '¥', name: 'Chinese Yuan' },
  { currency_code: 'HKD', symbol: 'HK$', name: 'Hong Kong Dollar' },
  { currency_code: 'EUR', symbol: '€', name: 'Euro' },
  { currency_code: 'JPY', symbol: '¥', name: 'Japanese Yen' },
  { currency_code: 'KRW', symbol: '₩', name: 'South Korean Won' },
  { currency_code: 'THB', symbol: '฿', name: 'Thai Baht' },
];

export function findFiat(code: string): FiatCurrency | undefined {
  const upper = code.trim().toUpperCase();
  return FIAT_CURRENCIES.find((f) => f.currency_code === upper);
}

export function isFiatCode(code: string): boolean {
  return findFiat(code) !== undefined;
}

/** Display symbol of a fiat code; the code itself for one we do not know. */
export function fiatSymbol(code: string): string {
  return findFiat(code)?.symbol ?? code;
}
