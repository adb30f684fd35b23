/**
 * Seconds-option formulas, pure (no I/O): the result from the two recorded prices, what the escrow pays back,
 * the fee, and the break-even win rate shown before trading. Amounts are decimal strings (@app/money); what the
 * user receives rounds down and what the user pays rounds up, at the coin's scale.
 */
import { add, cmp, div, mul, normalize, roundForUser, sub } from '@app/money';

/** 1 up (rise), 2 down (fall): the original's `type`. */
export type OptionType = 1 | 2;
/** 1 win, 0 tie, −1 loss: the original's `profit_result`. */
export type OptionResult = -1 | 0 | 1;

/** Win when the end price moved the chosen way, tie when it did not move, loss otherwise. */
export function optionResult(type: OptionType, open: string, end: string): OptionResult {
  const moved = cmp(end, open);
  if (moved === 0) return 0;
  return (type === 1 ? moved > 0 : moved < 0) ? 1 : -1;
}

/** The fee paid beside the stake: ⌈stake × fee_rate⌉, never refunded. */
export const optionFee = (stake: string, feeRate: string, scale: number): string =>
  normalize(roundForUser(mul(stake, feeRate), scale, 'pay'));

export type OptionPayout = {
  result: OptionResult;
  /** What the user gets back from escrow and the house: win ⌊stake × (1 + payout)⌋, tie stake, loss ⌊stake × (1 − loss)⌋. */
  payout: string;
  /** payout − stake: the original's `fact_profits` (+, 0 or −). */
  factProfits: string;
};

export function optionPayout(p: {
  type: OptionType;
  open: string;
  end: string;
  stake: string;
  payoutRatio: string;
  lossRatio: string;
  scale: number;
}): OptionPayout {
  const result = optionResult(p.type, p.open, p.end);
  let payout: string;
  if (result === 1) payout = roundForUser(mul(p.stake, add('1', p.payoutRatio)), p.scale, 'receive');
  else if (result === 0) payout = p.stake;
  else payout = roundForUser(mul(p.stake, sub('1', p.lossRatio)), p.scale, 'receive');
  payout = normalize(payout);
  return { result, payout, factProfits: normalize(sub(payout, p.stake)) };
}

/**
 * The win rate at which the expected result is zero, before the fee: a win earns payout × stake, a loss costs
 * loss × stake, so p × payout = (1 − p) × loss → p = loss ÷ (payout + loss). With the usual loss ratio 1 this is
 * 1 ÷ (1 + payout). With the fee f (a fraction of the stake): p = (loss + f) ÷ (payout + loss).
 */
export function breakEvenRate(payoutRatio: string, lossRatio: string, feeRate = '0'): string {
  const den = add(payoutRatio, lossRatio);
  if (cmp(den, '0') <= 0) return '1';
  return normalize(div(add(lossRatio, feeRate), den, 6));
}
