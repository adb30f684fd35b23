/**
 * IEO, pure: the project's phase from its times, the cost of an application, and the allocation when applications
 * exceed the supply ("apply then allocate"): pro rata, floored, so nobody gets more than asked and the allocations
 * never exceed the supply; each refund is what was paid minus the cost of what was allocated.
 */
import { type Amount, cmp, div, lte, mul, normalize, roundForUser, sub, sum } from '@app/money';

/** 1 warm-up (before start), 2 in progress, 3 done (after end): the original's `time_status`. */
export type IeoPhase = 1 | 2 | 3;

export const ieoPhase = (startMs: number, endMs: number, nowMs: number): IeoPhase =>
  nowMs < startMs ? 1 : nowMs < endMs ? 2 : 3;

/** What a quantity of tokens costs in the pay coin: ⌈quantity × price⌉ (the user pays). */
export const ieoCost = (quantity: Amount, price: Amount, payScale: number): Amount =>
  normalize(roundForUser(mul(quantity, price), payScale, 'pay'));

export type Allocation = { allocated: Amount; kept: Amount; refund: Amount };

/**
 * One application's allocation, from its own figures and the applications' total only (so its receipt can be
 * re-checked alone): undersubscribed (total ≤ supply), what it asked; oversubscribed, ⌊supply × asked ÷ total⌋ at
 * the token's scale. The pay coin kept is the cost of the allocation (never more than was paid), the rest refunded.
 * Flooring leaves less than one token unit per application unallocated: it goes back to the issuer with the unsold.
 */
export function allocationOf(a: {
  supply: Amount;
  totalAsked: Amount;
  asked: Amount;
  paid: Amount;
  price: Amount;
  tokenScale: number;
  payScale: number;
}): Allocation {
  if (lte(a.totalAsked, a.supply)) return { allocated: normalize(a.asked), kept: normalize(a.paid), refund: '0' };
  const allocated = normalize(div(mul(a.supply, a.asked), a.totalAsked, a.tokenScale, 'floor'));
  const cost = ieoCost(allocated, a.price, a.payScale);
  const kept = cmp(cost, a.paid) > 0 ? normalize(a.paid) : cost;
  return { allocated, kept, refund: normalize(sub(a.paid, kept)) };
}

/** Every application's allocation (`allocationOf` over the applications' total). */
export function allocate(
  supply: Amount,
  applications: readonly { asked: Amount; paid: Amount }[],
  price: Amount,
  tokenScale: number,
  payScale: number,
): Allocation[] {
  const totalAsked = sum(applications.map((a) => a.asked));
  return applications.map((a) => allocationOf({ supply, totalAsked, ...a, price, tokenScale, payScale }));
}
