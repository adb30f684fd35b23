/**
 * Pure wallet math. Every rounding goes through the ledger's helpers (what a user receives rounds down, what a
 * user pays or is charged with rounds up); the rest is exact decimal arithmetic on strings.
 */
import { ACCOUNT_KIND_FIELDS, type AccountKindField } from '@app/api';
import { type Amount, div, eq, gt, isZero, mul, normalize, parseAmount } from '@app/money';
import { ACCOUNT_KIND, type AccountKind, payable, receivable, splitFee } from '../ledger';

/** The wire field of a kind (`2` → `change`); the order of ACCOUNT_KIND_FIELDS is the ledger's ACCOUNT_KIND. */
export const fieldOfKind = (kind: number): AccountKindField => ACCOUNT_KIND_FIELDS[kind - 1] ?? 'change';

/** `change`, `2` or 2 → 2; anything else → undefined. */
export function kindOf(v: string | number): AccountKind | undefined {
  const s = String(v).trim().toLowerCase();
  if (/^[1-5]$/.test(s)) return Number(s) as AccountKind;
  return (ACCOUNT_KIND as Record<string, AccountKind>)[s];
}

/** True when `amount` has no more decimals than the currency keeps (so nobody's rounding is needed). */
export const fitsScale = (amount: Amount, currency: string): boolean => eq(payable(amount, currency), amount);

/** Price of one unit in USDT (USDT = 1), or undefined when the market has none. */
export type UsdtPrice = (currency: string) => Amount | undefined;

/**
 * The value of `amount` of `currency` in BTC at market prices, for the 24 h withdrawal limit:
 * amount × price(COIN/USDT) ÷ price(BTC/USDT), rounded UP to BTC's scale (the limit errs on the safe side).
 */
export function btcValue(amount: Amount, coinUsdt: Amount, btcUsdt: Amount): Amount {
  if (isZero(btcUsdt)) throw new RangeError('BTC price is zero');
  return payable(div(mul(amount, coinUsdt), btcUsdt, 18, 'ceil'), 'BTC');
}

/** Units of `to` per unit of `from` at the reference prices, cut (down) at 12 decimals: the house never overpays. */
export function exchangeRate(fromUsdt: Amount, toUsdt: Amount): Amount {
  if (!gt(toUsdt, '0') || !gt(fromUsdt, '0')) throw new RangeError('exchange needs positive prices');
  return normalize(div(fromUsdt, toUsdt, 12, 'down'));
}

/**
 * What an exchange of `number` (already at the from-currency's scale) pays: gross = number × rate rounded down
 * (the user receives it), the fee = gross × feeRate rounded up, net = gross − fee (exact).
 */
export function exchangeAmounts(number: Amount, rate: Amount, feeRate: Amount, toCurrency: string) {
  const gross = receivable(mul(parseAmount(number), rate), toCurrency);
  const { fee, net } = splitFee(gross, feeRate, toCurrency);
  return { gross, fee, net };
}

/** The smallest exchange: worth 1 USDT, rounded up at the from-currency's scale. */
export const exchangeMin = (fromUsdt: Amount, fromCurrency: string): Amount =>
  payable(div('1', fromUsdt, 18, 'ceil'), fromCurrency);

/** A display value (USDT or fiat) of a balance: rounded down, it is never more than the user could get. */
export const displayValue = (amount: Amount, price: Amount | undefined, currency: string): Amount =>
  price === undefined ? '0' : receivable(mul(amount, price), currency);
