/**
 * The limits of every secret check (docs/decisions.md "Throttles"). An account's own key counts every attempt
 * and a success resets it; an address's key counts only failures (a success gives its slot back), with a higher
 * limit, so many users behind one address are not locked by each other's good logins.
 */
import type { ThrottleRule } from './throttle.service';

const MIN = 60_000;

/** 5 tries per 15 min on one account identifier, then 15 min locked. */
export const ACCOUNT_RULE: ThrottleRule = { max: 5, windowMs: 15 * MIN, lockMs: 15 * MIN, onSuccess: 'reset' };

/** 50 failures per 15 min from one address (over many accounts), then 15 min locked. */
export const ADDRESS_RULE: ThrottleRule = { max: 50, windowMs: 15 * MIN, lockMs: 15 * MIN, onSuccess: 'release' };
