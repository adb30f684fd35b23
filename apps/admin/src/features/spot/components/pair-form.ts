import type { Rule } from 'antd/es/form';
import type { SpotPairInput } from '../api/types';

/** A positive decimal as the server takes it; kept as typed, never turned into a number. */
export const STEP_PATTERN = /^\d{1,18}(\.\d{1,18})?$/;
/** A fee rate from 0 to 0.1 (0.001 = 0.1 %), checked on the text: 0, 0.0…, or 0.1 followed by zeros. */
export const FEE_PATTERN = /^0(\.0\d{0,17}|\.10{0,17})?$/;

/** The drawer's rules, worded by the caller in the operator's language. */
export const stepRule = (message: string): Rule => ({ pattern: STEP_PATTERN, message });
export const feeRule = (message: string): Rule => ({ pattern: FEE_PATTERN, message });

export type PairForm = Required<Omit<SpotPairInput, 'halted'>>;

/** The drawer's values as the server takes them (text fields trimmed), before `pairChanges` keeps what changed. */
export function pairFormInput(v: PairForm): SpotPairInput {
  const trim = (s: string) => (s ?? '').trim();
  return {
    enabled: v.enabled,
    zero_fee: v.zero_fee,
    tick_size: trim(v.tick_size),
    lot_size: trim(v.lot_size),
    min_notional: trim(v.min_notional),
    maker_fee: trim(v.maker_fee),
    taker_fee: trim(v.taker_fee),
  };
}
