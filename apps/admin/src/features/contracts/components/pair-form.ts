import type { ContractsTexts } from '@app/i18n/admin/contracts/en';
import type { ContractPair, ContractPairInput } from '../api/types';
import { compareDecimal, DECIMAL, decimalsOf } from './decimal';

/**
 * The pair drawer's checks, the same as the server's (`AdminContractPairInput` and the contracts admin service), so an
 * operator sees a refusal beside the field before anything is sent. Each check answers the key of its message in
 * `drawer.rules` or null; decimals are judged on their text, never as JS numbers.
 */
export const PAIR_LIMITS = {
  lotDecimals: 8,
  lotsMax: 1_000_000_000,
  multipleMax: 1000,
  presetMax: 1_000_000_000,
  listMax: 20,
  feeMax: '0.1',
  overnightMax: '0.01',
  thresholdMax: '99',
  thresholdDecimals: 2,
} as const;

export type PairRule = keyof ContractsTexts['drawer']['rules'];

/** What a tag field (multiples, presets) holds: what was typed, or the numbers it was loaded with. */
export type TagValue = string | number;

export type PairForm = {
  enabled: boolean;
  limit_entries: boolean;
  lot_size: string;
  min_lots: number | null;
  max_lots: number | null;
  multiples: TagValue[];
  share_presets: TagValue[];
  spread: string;
  fee_rate: string;
  overnight_rate: string;
  liquidation_threshold: string;
};

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : v === null || v === undefined ? '' : String(v));
const isDecimal = (v: string) => DECIMAL.test(v);
const wholeIn = (v: unknown, min: number, max: number) =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Whole numbers typed as tags, or null when one of them is not a whole number within [min, max]. */
export function wholeList(values: readonly TagValue[] | undefined, min: number, max: number): number[] | null {
  const out: number[] = [];
  for (const v of values ?? []) {
    const t = text(v);
    if (!/^\d{1,10}$/.test(t)) return null;
    const n = Number(t);
    if (n < min || n > max) return null;
    out.push(n);
  }
  return out;
}

/** Positive, at most 8 decimals. */
export function checkLotSize(v: unknown): PairRule | null {
  const t = text(v);
  if (!isDecimal(t) || decimalsOf(t) > PAIR_LIMITS.lotDecimals || !/[1-9]/.test(t)) return 'lotSize';
  return null;
}

export function checkMinLots(v: unknown): PairRule | null {
  return wholeIn(v, 1, PAIR_LIMITS.lotsMax) ? null : 'minLots';
}

/** 0 (no limit) or at least the minimum (a minimum that is itself wrong is that field's refusal). */
export function checkMaxLots(max: unknown, min: unknown): PairRule | null {
  if (!wholeIn(max, 0, PAIR_LIMITS.lotsMax)) return 'maxLots';
  if (max !== 0 && wholeIn(min, 1, PAIR_LIMITS.lotsMax) && (max as number) < (min as number)) return 'maxLots';
  return null;
}

/** At least one, whole numbers from 1 to 1000, at most 20 of them. */
export function checkMultiples(values: readonly TagValue[] | undefined): PairRule | null {
  if (!values || values.length === 0) return 'multiplesNeeded';
  const list = wholeList(values, 1, PAIR_LIMITS.multipleMax);
  return list && new Set(list).size <= PAIR_LIMITS.listMax ? null : 'multiples';
}

/** Optional; whole numbers from 1, at most 20 of them. */
export function checkPresets(values: readonly TagValue[] | undefined): PairRule | null {
  const list = wholeList(values, 1, PAIR_LIMITS.presetMax);
  return list && new Set(list).size <= PAIR_LIMITS.listMax ? null : 'presets';
}

/** An absolute price amount, with no more decimals than the pair's prices. */
export function checkSpread(v: unknown, precision: number): PairRule | null {
  const t = text(v);
  return isDecimal(t) && decimalsOf(t) <= precision ? null : 'spread';
}

const atMost = (v: unknown, max: string) => {
  const t = text(v);
  return isDecimal(t) && (compareDecimal(t, max) ?? 1) <= 0;
};

/** A fraction from 0 to 0.1. */
export const checkFee = (v: unknown): PairRule | null => (atMost(v, PAIR_LIMITS.feeMax) ? null : 'fee');

/** A daily fraction from 0 to 0.01. */
export const checkOvernight = (v: unknown): PairRule | null =>
  atMost(v, PAIR_LIMITS.overnightMax) ? null : 'overnight';

/** A risk rate in % from 0 to 99, at most 2 decimals. */
export function checkThreshold(v: unknown): PairRule | null {
  const t = text(v);
  return atMost(t, PAIR_LIMITS.thresholdMax) && decimalsOf(t) <= PAIR_LIMITS.thresholdDecimals ? null : 'threshold';
}

/** The drawer's first values: the pair as loaded (tags as text, the way the select keeps what is typed). */
export function pairFormValues(pair: ContractPair): PairForm {
  return {
    enabled: pair.enabled,
    limit_entries: pair.limit_entries,
    lot_size: pair.lot_size,
    min_lots: pair.min_lots,
    max_lots: pair.max_lots,
    multiples: pair.multiples.map(String),
    share_presets: pair.share_presets.map(String),
    spread: pair.spread,
    fee_rate: pair.fee_rate,
    overnight_rate: pair.overnight_rate,
    liquidation_threshold: pair.liquidation_threshold,
  };
}

/** Sorted, each once: the server keeps multiples that way, and presets read best in the same order. */
const ordered = (list: readonly number[]) => [...new Set(list)].sort((a, b) => a - b);

/**
 * The drawer's checked values as the server takes them (text trimmed, tags as sorted whole numbers), before
 * `pairChanges` keeps what changed.
 */
export function pairFormInput(v: PairForm): ContractPairInput {
  return {
    enabled: v.enabled,
    limit_entries: v.limit_entries,
    lot_size: text(v.lot_size),
    min_lots: v.min_lots ?? undefined,
    max_lots: v.max_lots ?? undefined,
    multiples: ordered(wholeList(v.multiples, 1, PAIR_LIMITS.multipleMax) ?? []),
    share_presets: ordered(wholeList(v.share_presets, 1, PAIR_LIMITS.presetMax) ?? []),
    spread: text(v.spread),
    fee_rate: text(v.fee_rate),
    overnight_rate: text(v.overnight_rate),
    liquidation_threshold: text(v.liquidation_threshold),
  };
}
