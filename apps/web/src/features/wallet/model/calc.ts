import { toDecimalString, type WithdrawAmounts, withdrawAmounts } from '@app/api';
import { type Amount, gt, gte, isPositive, max, mul, round, sub, sum } from '@app/money';

/**
 * The wallet's arithmetic as pure functions. Amounts stay decimal strings and go through @app/money only;
 * an amount that is not a decimal gives null (the form shows its own error) rather than a guessed number.
 */

/** Below this value in USDT a balance counts as small ("hide small balances"). */
export const SMALL_BALANCE_USDT = '1';
/** Crypto amounts on the wallet screens keep at most 8 decimals. */
export const COIN_SCALE = 8;
/** Fiat totals are shown with 2 decimals. */
export const FIAT_DISPLAY_SCALE = 2;

const dec = (value: string | null | undefined): Amount | null => toDecimalString(value ?? '');

/**
 * Withdrawal: the amounts of the server's one rule (`withdrawAmounts` of @app/api, the fee is inside the amount):
 * the amount typed is debited, the destination receives it less the fixed fee. Null when the amount is not a
 * decimal. The confirmation and the "You receive" line show exactly these figures.
 */
export function withdrawSummary(amount: string, fee: string): WithdrawAmounts | null {
  const a = dec(amount);
  if (a === null) return null;
  return withdrawAmounts(a, dec(fee) ?? '0');
}

/** Withdrawal: what arrives (the amount less the fee), shown as 0 while the fee eats the whole amount. */
export function withdrawReceive(amount: string, fee: string): Amount | null {
  const s = withdrawSummary(amount, fee);
  return s === null ? null : max(s.receive, '0');
}

/**
 * 'All': the largest amount that can be asked for: the whole available, cut to the screens' 8 decimals. A
 * withdrawal's fee is inside its amount, so nothing is set aside for it.
 */
export function allAmount(available: string): Amount {
  const a = dec(available) ?? '0';
  return max(round(a, COIN_SCALE, 'down'), '0');
}

/** USDT → fiat at `rate` (fiat per 1 USD, USDT counted at 1). Null when the rate is unknown (empty). */
export function toFiat(usdt: string, rate: string): Amount | null {
  const u = dec(usdt);
  const r = dec(rate);
  if (u === null || r === null || !isPositive(r)) return null;
  return round(mul(u, r), FIAT_DISPLAY_SCALE, 'down');
}

/** The sum of the rows' USDT values (a row without a value counts as 0). */
export function totalUsdt(rows: ReadonlyArray<{ usdt_value: string }>): Amount {
  return sum(rows.map((r) => dec(r.usdt_value) ?? '0'));
}

/**
 * A new user's state: every balance (available and frozen, in every account) is zero, so the screens offer a first
 * deposit. An empty list is not "all zero": it means nothing was loaded or no coin is open.
 */
export function allZero(rows: ReadonlyArray<{ total: string }>): boolean {
  return rows.length > 0 && rows.every((r) => !gt(dec(r.total) ?? '0', '0'));
}

/**
 * Hide small balances: a row stays when its value reaches the threshold. A row holding coins whose value
 * the server could not price (value 0, total > 0) stays too: it is unknown, not small.
 */
export function visibleRows<T extends { usdt_value: string; total: string }>(
  rows: readonly T[],
  hideSmall: boolean,
  threshold = SMALL_BALANCE_USDT,
): T[] {
  if (!hideSmall) return [...rows];
  return rows.filter((r) => {
    const value = dec(r.usdt_value) ?? '0';
    const total = dec(r.total) ?? '0';
    if (gte(value, threshold)) return true;
    return value === '0' && gt(total, '0');
  });
}

export type ExchangeEstimate = { gross: Amount; fee: Amount; receive: Amount };

/**
 * Exchange estimate at a quote: gross = amount × rate, the fee is taken from what the user receives, and
 * what the user receives is rounded down (the server's rule, so the estimate never promises more).
 */
export function exchangeEstimate(amount: string, rate: string, feeRate: string): ExchangeEstimate | null {
  const a = dec(amount);
  const r = dec(rate);
  const fr = dec(feeRate) ?? '0';
  if (a === null || r === null || !isPositive(a)) return null;
  const gross = mul(a, r);
  const receive = round(sub(gross, mul(gross, fr)), COIN_SCALE, 'down');
  return { gross: round(gross, COIN_SCALE, 'down'), fee: round(sub(gross, receive), COIN_SCALE, 'up'), receive };
}
