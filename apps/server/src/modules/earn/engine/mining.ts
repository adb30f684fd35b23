/**
 * Locked mining, pure (no clock, no I/O): the daily yield, which days have been earned by a given day, the
 * maturity day, and the early-redemption penalty the spec's screen describes (penalty rate × remaining days ×
 * locked amount, reference §9). Days are whole UTC days counted from the epoch (`dayOf`), so "today" is an input
 * and every figure can be recomputed from the subscription row alone. What the user receives rounds down and what
 * the user pays rounds up, at the coin's scale.
 */
import { type Amount, isPositive, max, min, mul, normalize, roundForUser, sub } from '@app/money';
import { DAY_MS } from './units';

/** The UTC day number of an instant (days since 1970-01-01). */
export const dayOf = (ms: number): number => Math.floor(ms / DAY_MS);

/** The instant a UTC day starts. */
export const dayStart = (day: number): number => day * DAY_MS;

/** One day's yield: ⌊amount × daily rate⌋ (the rate is a fraction: 0.003 = 0.3 % a day). */
export const dailyYieldOf = (amount: Amount, dailyRate: Amount, scale: number): Amount =>
  normalize(roundForUser(mul(amount, dailyRate), scale, 'receive'));

/** The whole term's yield: the day's yield on each of its days. Reserved from the campaign at subscription. */
export const termYieldOf = (amount: Amount, dailyRate: Amount, days: number, scale: number): Amount =>
  normalize(mul(dailyYieldOf(amount, dailyRate, scale), String(days)));

/**
 * The yield days of a subscription made on day `subscribed` are the `days` days after it (the subscription day
 * itself earns nothing, as in the original: start = tomorrow). Day X is earned once it is over, so by day `today`
 * the days earned are those before `today`: min(days, max(0, today − subscribed − 1)).
 */
export const earnedDaysBy = (subscribed: number, days: number, today: number): number =>
  Math.min(days, Math.max(0, today - subscribed - 1));

/** The day the principal comes back: the first day after the last yield day (start of day `subscribed + days + 1`). */
export const maturityDayOf = (subscribed: number, days: number): number => subscribed + days + 1;

/**
 * Early redemption: penalty = ⌈amount × penalty rate × remaining days⌉, remaining = the yield days not yet earned,
 * never more than the principal (the user can always redeem, never for less than zero). Yield already earned stays
 * the user's.
 */
export function earlyPenaltyOf(amount: Amount, penaltyRate: Amount, remainingDays: number, scale: number): Amount {
  if (remainingDays <= 0 || !isPositive(penaltyRate)) return '0';
  const raw = roundForUser(mul(mul(amount, penaltyRate), String(remainingDays)), scale, 'pay');
  return normalize(min(raw, amount));
}

/** What a subscription would look like if redeemed on `today`: the figure shown before confirming. */
export function redemptionQuote(p: {
  amount: Amount;
  dailyRate: Amount;
  penaltyRate: Amount;
  days: number;
  subscribed: number;
  today: number;
  scale: number;
}): { earnedDays: number; remainingDays: number; earned: Amount; penalty: Amount; principalBack: Amount } {
  const earnedDays = earnedDaysBy(p.subscribed, p.days, p.today);
  const remainingDays = p.days - earnedDays;
  const earned = normalize(mul(dailyYieldOf(p.amount, p.dailyRate, p.scale), String(earnedDays)));
  const penalty = earlyPenaltyOf(p.amount, p.penaltyRate, remainingDays, p.scale);
  const principalBack = normalize(max('0', sub(p.amount, penalty)));
  return { earnedDays, remainingDays, earned, penalty, principalBack };
}
