import { isAmount } from '@app/api';
import type { WebTexts } from '@app/i18n/web';
import { gt, isPositive, lt, lte } from '@app/money';

/**
 * Pure checks of the wallet forms (spec §5): each returns the error of every field that fails, as a key of
 * `wallet.error`. An empty object means the form may be sent. Amounts are compared as decimal strings.
 */

export type WalletErrorKey = keyof WebTexts['wallet']['error'];
export type Errors<F extends string> = Partial<Record<F, WalletErrorKey>>;

export const hasErrors = (errors: Errors<string>): boolean => Object.keys(errors).length > 0;

type AmountRule = { min?: string; available?: string };

/** A positive amount of spec §5's form, at least `min`, at most `available`. */
export function amountError(amount: string, { min, available }: AmountRule = {}): WalletErrorKey | undefined {
  const value = amount.trim();
  if (value === '') return 'required';
  if (!isAmount(value) || !isPositive(value)) return 'amount';
  if (min && isAmount(min) && lt(value, min)) return 'min';
  if (available !== undefined && isAmount(available) && gt(value, available)) return 'balance';
  return undefined;
}

/** Recharge needs an amount (at least the coin's minimum) and the payment voucher upload. */
export function rechargeErrors(form: { amount: string; voucher: string; min?: string }): Errors<'amount' | 'voucher'> {
  const errors: Errors<'amount' | 'voucher'> = {};
  const amount = amountError(form.amount, { min: form.min });
  if (amount) errors.amount = amount;
  if (form.voucher.trim() === '') errors.voucher = 'voucher';
  return errors;
}

/**
 * Withdraw needs a chosen address or card, and an amount of at least the minimum, within the available balance
 * (the amount is what is frozen; the fee is inside it) and above the fee (something must arrive).
 */
export function withdrawErrors(form: {
  amount: string;
  min: string;
  fee: string;
  available: string;
  hasTarget: boolean;
}): Errors<'amount' | 'target'> {
  const errors: Errors<'amount' | 'target'> = {};
  let amount = amountError(form.amount, { min: form.min, available: form.available });
  if (!amount && isAmount(form.fee) && lte(form.amount.trim(), form.fee)) amount = 'fee';
  if (amount) errors.amount = amount;
  if (!form.hasTarget) errors.target = 'target';
  return errors;
}

/** Internal transfer: a coin, two different accounts, an amount within the from account's available. */
export function transferErrors(form: {
  coin: number | undefined;
  from: string;
  to: string;
  amount: string;
  available: string | undefined;
}): Errors<'coin' | 'accounts' | 'amount'> {
  const errors: Errors<'coin' | 'accounts' | 'amount'> = {};
  if (form.coin === undefined) errors.coin = 'coin';
  if (form.from === form.to) errors.accounts = 'sameAccount';
  const amount = amountError(form.amount, { available: form.available });
  if (amount) errors.amount = amount;
  return errors;
}

/** Exchange: two different coins and an amount of at least the quote's minimum within the available. */
export function exchangeErrors(form: {
  from: number | undefined;
  to: number | undefined;
  amount: string;
  min?: string;
  available?: string;
}): Errors<'coin' | 'amount'> {
  const errors: Errors<'coin' | 'amount'> = {};
  if (form.from === undefined || form.to === undefined || form.from === form.to) errors.coin = 'coin';
  const amount = amountError(form.amount, { min: form.min, available: form.available });
  if (amount) errors.amount = amount;
  return errors;
}

/** The pay password is 6 digits. */
export const payPasswordError = (value: string): WalletErrorKey | undefined =>
  /^\d{6}$/.test(value) ? undefined : 'payPassword';
