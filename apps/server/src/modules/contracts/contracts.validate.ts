/**
 * An entry request against the pair's published rules (original-backend.md §2 `/lever/submit`, in its order):
 * the pair is open for contracts, lots are whole and within [min, max] (max 0: no limit), the multiple is one the
 * pair offers, a limit entry has a positive price on the instrument's grid and the pair accepts limit entries,
 * and the stops are positive prices on the grid. Rules that need the recorded price (limit below/above the last
 * price, TP/SL against the fill) run in the queue (contracts.exec.ts).
 */
import type { LeverSubmitInput } from '@app/api';
import { type Amount, isPositive, parseAmount } from '@app/money';
import { AppError } from '../../errors';
import type { EntryInput } from './contracts.exec';
import type { ContractPair } from './contracts.pairs';

/** A price field: '' / 0 → null when optional; else a positive decimal with at most the pair's decimals. */
export function priceField(field: string, raw: string, precision: number, optional: boolean): Amount | null {
  const text = raw.trim();
  if (optional && (text === '' || /^0*(\.0*)?$/.test(text))) return null;
  let value: Amount;
  try {
    value = parseAmount(text);
  } catch {
    throw AppError.invalid(field, 'contracts.bad_price');
  }
  if (!isPositive(value)) throw AppError.invalid(field, 'contracts.bad_price');
  const decimals = value.includes('.') ? (value.split('.')[1] ?? '').length : 0;
  if (decimals > precision) throw AppError.invalid(field, 'contracts.price_decimals', { decimals: precision });
  return value;
}

export function validateEntry(userId: number, pair: ContractPair, b: LeverSubmitInput): EntryInput {
  if (!pair.enabled) throw AppError.say('contracts.pair_closed');
  if (b.share < pair.minLots) throw AppError.invalid('share', 'contracts.lots_min', { min: pair.minLots });
  if (pair.maxLots > 0 && b.share > pair.maxLots)
    throw AppError.invalid('share', 'contracts.lots_max', { max: pair.maxLots });
  if (!pair.multiples.includes(b.multiple)) throw AppError.invalid('multiple', 'contracts.bad_multiple');
  let limit: Amount | null = null;
  if (b.status === 0) {
    if (!pair.limitEntries) throw AppError.say('contracts.limit_disabled');
    limit = priceField('target_price', b.target_price, pair.precision, false);
  }
  return {
    userId,
    pair,
    side: b.type === 1 ? 'long' : 'short',
    lots: b.share,
    multiple: b.multiple,
    mode: b.margin_mode,
    limit,
    tp: priceField('target_profit_price', b.target_profit_price, pair.precision, true),
    sl: priceField('stop_loss_price', b.stop_loss_price, pair.precision, true),
  };
}
