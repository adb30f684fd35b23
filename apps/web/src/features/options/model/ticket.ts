import { add, currencyScale, gt, isAmountString, isPositive, lt, mul, normalize, roundForUser, sub } from '@app/money';
import type { Coin, Expiry } from '../api/types';

/**
 * The order ticket as pure functions (STYLE habit 12): what the stake field accepts, why the buttons are off, and
 * what an order would pay, mirroring the server's published formulas (apps/server/src/modules/options/engine/
 * formulas.ts): fee ⌈stake × fee_rate⌉ paid beside the stake and never refunded; a win returns
 * ⌊stake × (1 + payout_ratio)⌋, a tie the stake, a loss ⌊stake × (1 − loss_ratio)⌋, each at the coin's scale.
 */

/** Digits and one dot, at most `decimals` decimals: what the stake field keeps while typing. */
export function cleanStake(text: string, decimals: number): string {
  const s = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const [int = '', ...rest] = s.split('.');
  const whole = int.replace(/^0+(?=\d)/, '').slice(0, 12);
  if (rest.length === 0) return whole;
  return decimals <= 0 ? whole : `${whole || '0'}.${rest.join('').slice(0, decimals)}`;
}

/** Keys of `options.errors.*`: the first reason the stake cannot be sent. */
export type StakeError = 'stake' | 'stakeMin' | 'stakeMax' | 'balance';

export type Ticket = {
  stake: string;
  fee: string;
  /** Stake + fee: what leaves the options account at submit. */
  total: string;
  /** What each outcome returns to the account, and the result after the fee. */
  win: string;
  winNet: string;
  tie: string;
  tieNet: string;
  loss: string;
  lossNet: string;
};

const decimalsOf = (s: string) => s.split('.')[1]?.length ?? 0;

/** The stake as typed, if it is a positive amount the coin can hold; null otherwise ('', '0', '1.'). */
export function parseStake(text: string, coin: Pick<Coin, 'name'>): string | null {
  const s = text.trim();
  if (!/^\d+(\.\d+)?$/.test(s) || !isAmountString(s) || !isPositive(s)) return null;
  return decimalsOf(s) > currencyScale(coin.name) ? null : normalize(s);
}

/** What an order of `stake` at this expiry would cost and return (the same roundings as the settlement). */
export function ticketOf(stake: string, coin: Pick<Coin, 'name' | 'fee_rate'>, expiry: Expiry): Ticket {
  const scale = currencyScale(coin.name);
  const fee = normalize(roundForUser(mul(stake, coin.fee_rate), scale, 'pay'));
  const total = normalize(add(stake, fee));
  const win = normalize(roundForUser(mul(stake, add('1', expiry.payout_ratio)), scale, 'receive'));
  const loss = normalize(roundForUser(mul(stake, sub('1', expiry.loss_ratio)), scale, 'receive'));
  const net = (back: string) => normalize(sub(back, total));
  return { stake, fee, total, win, winNet: net(win), tie: stake, tieNet: net(stake), loss, lossNet: net(loss) };
}

/**
 * The first reason the ticket cannot be sent, in the order the server checks them (stake bounds, then the
 * balance); null when it can. `balance` null: unknown (a visitor), not checked.
 */
export function stakeError(
  text: string,
  coin: Pick<Coin, 'name' | 'fee_rate' | 'micro_min' | 'micro_max'>,
  expiry: Expiry,
  balance: string | null,
): StakeError | null {
  const stake = parseStake(text, coin);
  if (stake === null) return 'stake';
  if (lt(stake, coin.micro_min)) return 'stakeMin';
  if (gt(stake, coin.micro_max)) return 'stakeMax';
  if (balance !== null && gt(ticketOf(stake, coin, expiry).total, balance)) return 'balance';
  return null;
}

/** The break-even win rate with the fee for an expiry (payable_currencies), else the expiry's own (no fee). */
export function breakEvenOf(coin: Pick<Coin, 'break_even'> | undefined, expiry: Expiry): string {
  return coin?.break_even.find((b) => b.seconds === expiry.seconds)?.rate ?? expiry.break_even;
}
