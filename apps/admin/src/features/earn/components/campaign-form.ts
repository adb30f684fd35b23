import type { EarnTexts } from '@app/i18n/admin/earn/en';
import {
  type Campaign,
  type CampaignCreateInput,
  type CampaignEditInput,
  LIMITS,
  type MoveDirection,
} from '../api/types';
import { compare, isPositiveAmount, plus } from './decimal';
import { CAMPAIGN_TEXT_KEYS, cleanEarnTexts, type EarnTextsForm, sameEarnTexts } from './earn-texts';

/**
 * The campaign drawer's and the budget move's checks, the same as the server's (`AdminEarnCampaignCreate`,
 * `AdminEarnCampaignMove` and the take-back limit), so an operator sees a refusal beside the field before anything
 * is sent. Each check answers the key of its message (with its values) or null.
 */
export type CampaignRule = keyof EarnTexts['campaignDrawer']['rules'];
export type MoveRule = keyof EarnTexts['move']['rules'];

export type CampaignForm = { name: string; currency: string | undefined; note: string; translations?: EarnTextsForm };

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

export const checkName = (v: unknown): CampaignRule | null => {
  const name = text(v);
  return name.length >= 1 && name.length <= LIMITS.nameMax ? null : 'name';
};
export const checkCurrency = (v: unknown): CampaignRule | null => (text(v) ? null : 'currency');
export const checkNote = (v: unknown): CampaignRule | null => (text(v).length <= LIMITS.noteMax ? null : 'note');

export function campaignFormValues(c: Campaign | null): CampaignForm {
  return c
    ? { name: c.name, currency: c.currency, note: c.note, translations: c.translations }
    : { name: '', currency: undefined, note: '', translations: {} };
}

export const campaignCreateInput = (v: CampaignForm): CampaignCreateInput => ({
  name: text(v.name),
  currency: text(v.currency),
  note: text(v.note),
  translations: cleanEarnTexts(v.translations, CAMPAIGN_TEXT_KEYS),
});

export const campaignEditInput = (v: CampaignForm): CampaignEditInput => ({
  name: text(v.name),
  note: text(v.note),
  translations: cleanEarnTexts(v.translations, CAMPAIGN_TEXT_KEYS),
});

export const campaignChanged = (c: Campaign, input: CampaignEditInput) =>
  input.name !== c.name ||
  (input.note ?? '') !== c.note ||
  !sameEarnTexts(input.translations, c.translations, CAMPAIGN_TEXT_KEYS);

/**
 * A budget move's amount: above 0 with at most the coin's decimals; a take-back at most what the campaign holds
 * (reservations of running subscriptions have left it already). `free` is the campaign's remaining balance.
 */
export function checkMove(
  v: unknown,
  scale: number,
  direction: MoveDirection,
  free: string,
): { rule: MoveRule; values: Record<string, string | number> } | null {
  const amount = text(v);
  if (!isPositiveAmount(amount, scale)) return { rule: 'amount', values: { scale } };
  if (direction === 'withdraw' && compare(amount, free) > 0) return { rule: 'free', values: { free } };
  return null;
}

/** The campaign's balance once the move is posted (what the confirmation shows). */
export const remainingAfter = (remaining: string, amount: string, direction: MoveDirection) =>
  plus(remaining, amount.trim(), direction === 'fund' ? 1 : -1);
