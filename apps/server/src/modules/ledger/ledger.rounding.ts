/**
 * The ONE place where the ledger rounds. The rule comes from packages/money: what a user receives rounds down,
 * what a user pays rounds up, at the currency's own scale (toward −∞ / +∞, so signs stay on the safe side).
 * Everything else is derived by exact subtraction, so the lines of an entry always sum to zero and the
 * remainder of every rounding lands on the platform's side (the fees account), never in a user's pocket.
 */
import {
  type Amount,
  currencyScale,
  div,
  eq,
  gt,
  isNegative,
  isZero,
  lt,
  mul,
  parseAmount,
  roundForCurrency,
  sub,
} from '@app/money';

/** What a user receives, rounded down to the currency's scale. */
export const receivable = (amount: Amount, currency: string): Amount => roundForCurrency(amount, currency, 'receive');

/** What a user pays, rounded up to the currency's scale. */
export const payable = (amount: Amount, currency: string): Amount => roundForCurrency(amount, currency, 'pay');

export type FeeSplit = { gross: Amount; fee: Amount; net: Amount };

/**
 * Splits a gross amount the user pays into the fee (rate × gross, rounded UP: the user pays it) and the net the
 * user receives (gross − fee, exact). gross = fee + net to the last digit, so posting −gross / +net / +fee sums
 * to zero, and the fraction the rounding added to the fee is the fees account's remainder.
 *
 * gross must already be at the currency's scale (it is what the user pays); the fee never exceeds gross.
 */
export function splitFee(gross: Amount, rate: Amount, currency: string): FeeSplit {
  const g = parseAmount(gross);
  const r = parseAmount(rate);
  if (isNegative(g) || isNegative(r) || gt(r, '1')) throw new RangeError(`bad fee split ${gross} × ${rate}`);
  if (!eq(payable(g, currency), g)) {
    throw new RangeError(`gross ${gross} has more than ${currencyScale(currency)} decimals for ${currency}`);
  }
  let fee = isZero(r) ? '0' : payable(mul(g, r), currency);
  if (gt(fee, g)) fee = g; // a tiny gross at a huge rate: never charge more than was paid
  const net = sub(g, fee);
  return { gross: g, fee, net };
}

/**
 * The other way round: a user wants `net` to arrive; the gross to charge is net / (1 − rate), rounded UP, and the
 * fee is gross − net (exact), so the user always pays at least the published rate and the books still balance.
 */
export function grossForNet(net: Amount, rate: Amount, currency: string): FeeSplit {
  const n = parseAmount(net);
  const r = parseAmount(rate);
  if (isNegative(n) || isNegative(r) || !lt(r, '1')) throw new RangeError(`bad fee gross-up ${net} / ${rate}`);
  const scale = currencyScale(currency);
  if (!eq(payable(n, currency), n)) throw new RangeError(`net ${net} has more than ${scale} decimals for ${currency}`);
  const gross = isZero(r) ? n : payable(divUp(n, sub('1', r), scale), currency);
  return { gross, fee: sub(gross, n), net: n };
}

// money's div rounds exactly on integers; 'ceil' keeps the payer's side of the rule.
const divUp = (a: Amount, b: Amount, scale: number): Amount => div(a, b, scale, 'ceil');
