/**
 * Dual-currency investment, pure: the growth factor and the payout rule of spec §9 / reference §4b (the intended
 * rule, not the original's buggy code). A product is linked to a coin (BTC, ETH…) and its quote (USDT) with a strike;
 * a call is paid in the coin, a put in the quote. With F = 1 + days × APR ÷ 365 and P the recorded settlement price:
 *   call, P ≤ strike: paid × F in the coin;     call, P > strike: paid × strike × F in the quote;
 *   put,  P ≤ strike: paid ÷ strike × F in the coin; put, P > strike: paid × F in the quote.
 * Payouts round down at the payout currency's scale. The yield part (F − 1) is what the product's campaign funds;
 * the conversion part is the house exchanging at the strike, both named so the books can show them.
 */
import { type Amount, add, cmp, div, mul, normalize, roundForUser, sub } from '@app/money';

export type DualType = 'call' | 'put';
export type DualBranch = 'call_coin' | 'call_quote' | 'put_coin' | 'put_quote';

/** F = 1 + days × APR ÷ 365, exact to 18 places (the APR is a fraction: 0.5 = 50 % a year). */
export const growthOf = (days: number, apr: Amount): Amount =>
  normalize(add('1', div(mul(String(days), apr), '365', 18, 'floor')));

/** What a call or put is paid in: the coin for a call, the quote for a put. */
export const paidSide = (type: DualType): 'coin' | 'quote' => (type === 'call' ? 'coin' : 'quote');

/** The yield reserved from the campaign at purchase, in the paid currency: ⌈paid × (F − 1)⌉ at its scale. */
export const dualYieldOf = (paid: Amount, days: number, apr: Amount, paidScale: number): Amount =>
  normalize(roundForUser(mul(paid, sub(growthOf(days, apr), '1')), paidScale, 'pay'));

export type DualPayout = { branch: DualBranch; side: 'coin' | 'quote'; amount: Amount };

/** The branch a settlement price selects: the low side (P ≤ strike) pays in the coin, the high side in the quote. */
export const dualBranchOf = (type: DualType, settle: Amount, strike: Amount): DualBranch =>
  cmp(settle, strike) <= 0
    ? type === 'call'
      ? 'call_coin'
      : 'put_coin'
    : type === 'call'
      ? 'call_quote'
      : 'put_quote';

export function dualPayout(p: {
  type: DualType;
  paid: Amount;
  strike: Amount;
  settle: Amount;
  days: number;
  apr: Amount;
  coinScale: number;
  quoteScale: number;
}): DualPayout {
  const f = growthOf(p.days, p.apr);
  const branch = dualBranchOf(p.type, p.settle, p.strike);
  const coin = (x: Amount) => normalize(roundForUser(x, p.coinScale, 'receive'));
  const quote = (x: Amount) => normalize(roundForUser(x, p.quoteScale, 'receive'));
  switch (branch) {
    case 'call_coin':
      return { branch, side: 'coin', amount: coin(mul(p.paid, f)) };
    case 'call_quote':
      return { branch, side: 'quote', amount: quote(mul(mul(p.paid, p.strike), f)) };
    case 'put_coin':
      return { branch, side: 'coin', amount: coin(mul(div(p.paid, p.strike, p.coinScale + 18, 'floor'), f)) };
    case 'put_quote':
      return { branch, side: 'quote', amount: quote(mul(p.paid, f)) };
  }
}

/** The whole days from purchase to maturity (at least 1): the `day` the order stores and F is computed with. */
export const dualDays = (purchasedMs: number, maturityMs: number): number =>
  Math.max(1, Math.ceil((maturityMs - purchasedMs) / 86_400_000));
