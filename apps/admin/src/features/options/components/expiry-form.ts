import type { OptionsTexts } from '@app/i18n/admin/options/en';
import type { OptionExpiry, OptionExpiryInput } from '../api/types';
import { RATIO } from './ratio';

/**
 * The expiry drawer's checks, the same as the server's (`AdminOptionExpiryInput`), so an operator sees a refusal
 * beside the field before anything is sent. Each check answers the key of its message in `expiryDrawer.rules` or
 * null; ratios are judged on their text, never as JS numbers.
 */
export const EXPIRY_LIMITS = { secondsMin: 1, secondsMax: 86_400 } as const;

export type ExpiryRule = keyof OptionsTexts['expiryDrawer']['rules'];

export type ExpiryForm = { seconds: number | null; payout_ratio: string; loss_ratio: string; enabled: boolean };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));

/**
 * A whole number of seconds within the server's range. `taken` (the expiries already listed) is given only when a
 * new one is added: the server upserts by seconds, so adding one that exists would silently replace its ratios.
 */
export function checkSeconds(v: unknown, taken: readonly number[] = []): ExpiryRule | null {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < EXPIRY_LIMITS.secondsMin || v > EXPIRY_LIMITS.secondsMax)
    return 'seconds';
  return taken.includes(v) ? 'exists' : null;
}

/** A fraction from 0 to 1, at most 18 decimals (payout on a win, or the part of the stake kept on a loss). */
export const checkRatio = (v: unknown): ExpiryRule | null => (RATIO.test(text(v)) ? null : 'ratio');

/** A new expiry starts offered and with the usual full loss; its seconds and payout are the operator's to give. */
export function expiryFormValues(e: OptionExpiry | null): ExpiryForm {
  if (!e) return { seconds: null, payout_ratio: '', loss_ratio: '1', enabled: true };
  return { seconds: e.seconds, payout_ratio: e.payout_ratio, loss_ratio: e.loss_ratio, enabled: e.enabled };
}

/** The checked values as the server takes them: the whole expiry, ratios trimmed. */
export function expiryFormInput(v: ExpiryForm): OptionExpiryInput {
  return {
    seconds: v.seconds ?? 0,
    payout_ratio: text(v.payout_ratio),
    loss_ratio: text(v.loss_ratio),
    enabled: v.enabled,
  };
}

/**
 * Whether saving would change the expiry as loaded (a new one always does). Ratios are compared as text: 0.80
 * differs from 0.8 because the operator typed it, and the audit log shows what was sent.
 */
export function expiryChanged(e: OptionExpiry | null, input: OptionExpiryInput): boolean {
  if (!e) return true;
  return input.payout_ratio !== e.payout_ratio || input.loss_ratio !== e.loss_ratio || input.enabled !== e.enabled;
}
