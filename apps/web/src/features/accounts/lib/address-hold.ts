import type { AddressView } from '@app/api/wallet';
import { parseServerTime } from '../../../lib/time';
import { localDateTime } from './local-time';

/**
 * The address's hold as the user should read it: the local time from which withdrawals to it are accepted, or
 * null once the hold is over (the server decides; this only shows its `withdraw_from`).
 */
export function holdUntil(address: Pick<AddressView, 'withdraw_from'>, now = Date.now()): string | null {
  const from = parseServerTime(address.withdraw_from);
  if (!Number.isFinite(from) || from <= now) return null;
  return localDateTime(address.withdraw_from);
}
