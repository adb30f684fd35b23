import type { OptionsTexts } from '@app/i18n/admin/options/en';
import type { OptionCoin, OptionCoinInput } from '../api/types';
import { AMOUNT, compareAmounts, RATIO } from './ratio';

/**
 * The coin drawer's checks, the same as the server's (`AdminOptionCoinInput` and the coin route's "the maximum stake
 * must not be below the minimum"), so an operator sees a refusal beside the field before anything is sent. Each
 * check answers the key of its message in `coinDrawer.rules` or null; amounts are judged on their text.
 */
export const COIN_LIMITS = { maxOpenMax: 10_000, presetsMax: 12 } as const;

export type CoinRule = keyof OptionsTexts['coinDrawer']['rules'];

/** What a tag field holds: what was typed, or the amounts it was loaded with. */
export type TagValue = string | number;

export type CoinForm = {
  enabled: boolean;
  fee_rate: string;
  min_stake: string;
  max_stake: string;
  max_open: number | null;
  presets: TagValue[];
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));
const isAmount = (v: unknown) => AMOUNT.test(text(v));

/** A fraction of the stake from 0 to 1, at most 18 decimals. */
export const checkFee = (v: unknown): CoinRule | null => (RATIO.test(text(v)) ? null : 'fee');

export const checkStake = (v: unknown): CoinRule | null => (isAmount(v) ? null : 'amount');

/** An amount not below the minimum (a minimum that is itself wrong is that field's refusal). */
export function checkMaxStake(max: unknown, min: unknown): CoinRule | null {
  if (!isAmount(max)) return 'amount';
  return isAmount(min) && compareAmounts(text(max), text(min)) < 0 ? 'maxStake' : null;
}

/** Open orders a user may hold in the coin at once: a whole number from 0 (no cap) to 10 000. */
export function checkMaxOpen(v: unknown): CoinRule | null {
  return typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= COIN_LIMITS.maxOpenMax ? null : 'maxOpen';
}

/** Sorted ascending, each value once (1 and 1.0 are one button), as the app shows them. */
export function orderedAmounts(values: readonly TagValue[]): string[] {
  const out: string[] = [];
  for (const v of values.map(text).sort(compareAmounts)) {
    const last = out[out.length - 1];
    if (last === undefined || compareAmounts(last, v) !== 0) out.push(v);
  }
  return out;
}

/** Optional quick stakes: amounts, at most 12 different ones. */
export function checkPresets(values: readonly TagValue[] | undefined): CoinRule | null {
  const list = values ?? [];
  if (!list.every(isAmount)) return 'presets';
  return orderedAmounts(list).length <= COIN_LIMITS.presetsMax ? null : 'presets';
}

/** The drawer's first values: the coin as loaded. */
export function coinFormValues(c: OptionCoin): CoinForm {
  return {
    enabled: c.enabled,
    fee_rate: c.fee_rate,
    min_stake: c.min_stake,
    max_stake: c.max_stake,
    max_open: c.max_open,
    presets: [...c.presets],
  };
}

/** The checked values as the server takes them (every setting: the call replaces them all). */
export function coinFormInput(v: CoinForm): OptionCoinInput {
  return {
    enabled: v.enabled,
    fee_rate: text(v.fee_rate),
    min_stake: text(v.min_stake),
    max_stake: text(v.max_stake),
    max_open: v.max_open ?? 0,
    presets: orderedAmounts(v.presets ?? []),
  };
}

/** Whether saving would change the coin as loaded (decimals compared as text: the operator typed them). */
export function coinChanged(c: OptionCoin, input: OptionCoinInput): boolean {
  const presets = (input.presets ?? []).map(String);
  return (
    input.enabled !== c.enabled ||
    input.fee_rate !== c.fee_rate ||
    input.min_stake !== c.min_stake ||
    input.max_stake !== c.max_stake ||
    input.max_open !== c.max_open ||
    presets.length !== c.presets.length ||
    presets.some((p, i) => p !== c.presets[i])
  );
}
