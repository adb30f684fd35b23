/**
 * The hold on new withdrawal addresses: a saved address can receive withdrawals only from its `withdraw_from`
 * (saved + WITHDRAW_ADDRESS_HOLD_HOURS, 24 h by default), so someone who got into an account cannot add an address
 * and empty the account at once; the owner has a day, and the new-login mail, to notice. The time is stored on the
 * address when it is saved, so changing the setting never shortens a hold already running. Kept apart from the
 * withdrawal amounts.
 */
import { AppError } from '../../errors';

export const DEFAULT_ADDRESS_HOLD_HOURS = 24;

/** When an address saved at `savedAt` may first receive a withdrawal. */
export const withdrawFromOf = (savedAt: Date, holdHours: number): Date =>
  new Date(savedAt.getTime() + holdHours * 3600_000);

/**
 * Refuses a withdrawal to an address still on hold, saying (in the user's language) from when it is possible.
 * `withdrawFrom` is the address's wire time (`YYYY-MM-DD HH:MM:SS`, UTC) or a Date.
 */
export function checkAddressHold(withdrawFrom: Date | string, now: number): void {
  const from = typeof withdrawFrom === 'string' ? new Date(`${withdrawFrom.replace(' ', 'T')}Z`) : withdrawFrom;
  if (Number.isNaN(from.getTime()) || from.getTime() > now) {
    const time = Number.isNaN(from.getTime())
      ? String(withdrawFrom)
      : from.toISOString().slice(0, 19).replace('T', ' ');
    throw AppError.say('safety.address_on_hold', { time });
  }
}
