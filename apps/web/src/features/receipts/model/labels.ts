import type { ReceiptVerification } from '@app/api';

/** Result fields shown first, in this order, with their currency field when there is one. */
export const RESULT_ROWS = [
  { key: 'pays', currency: 'pays_currency' },
  { key: 'receives_gross', currency: 'receives_currency' },
  { key: 'fee', currency: 'receives_currency' },
  { key: 'receives_net', currency: 'receives_currency' },
] as const;

const CURRENCY_FIELDS = new Set<string>(RESULT_ROWS.map((r) => r.currency));

/** Result entries not in RESULT_ROWS (and not a currency), so a new formula's fields are still all shown. */
export function otherResults(result: Record<string, string>): [string, string][] {
  const known = new Set<string>(RESULT_ROWS.map((r) => r.key));
  return Object.entries(result).filter(([k]) => !known.has(k) && !CURRENCY_FIELDS.has(k));
}

export type VerifyOutcome = { match: boolean; failed: Array<'hash' | 'ticks' | 'result' | 'formula' | 'proofs'> };

/** Which checks failed, in the order people read them. */
export function verifyOutcome(v: ReceiptVerification): VerifyOutcome {
  const failed: VerifyOutcome['failed'] = [];
  if (!v.checks.hash) failed.push('hash');
  if (v.checks.ticks !== 'ok') failed.push('ticks');
  if (!v.checks.formula_known) failed.push('formula');
  else if (!v.checks.result) failed.push('result');
  // 'pending' (no signed head covers the leaves yet) and 'none' (a receipt from before the log) are not failures
  if (v.checks.proofs === 'failed') failed.push('proofs');
  return { match: v.match && failed.length === 0, failed };
}

/**
 * Result fields of other formulas (contracts' open, close and overnight fee; a seconds option's result; earn payouts) with a label in the catalogue
 * (`receipts.result.<key>`); a field not listed is shown under its own name.
 */
export const EXTRA_RESULT_LABELS = [
  'notional',
  'fill_price',
  'quantity',
  'value',
  'margin',
  'close_price',
  'pnl',
  'returned',
  'from_balance',
  'insurance',
  'from_margin',
  'uncollected',
  'result',
  'payout',
  'fact_profits',
  'days',
  'paid',
  'back',
  'penalty',
  'branch',
  'side',
  'allocated',
  'kept',
  'refund',
] as const;
export type ExtraResultLabel = (typeof EXTRA_RESULT_LABELS)[number];
export const resultLabel = (key: string): ExtraResultLabel | undefined =>
  (EXTRA_RESULT_LABELS as readonly string[]).includes(key) ? (key as ExtraResultLabel) : undefined;

/** Catalogue keys of the receipt kinds and price sources this client knows; others are shown as sent. */
export const KIND_LABELS = {
  'spot.fill': 'spotFill',
  'contracts.open': 'contractOpen',
  'contracts.close': 'contractClose',
  'contracts.overnight': 'contractOvernight',
  'options.settle': 'optionSettle',
  'earn.mining.yield': 'miningYield',
  'earn.mining.mature': 'miningMature',
  'earn.mining.redeem': 'miningRedeem',
  'earn.dual.settle': 'dualSettle',
  'earn.ieo.allocate': 'ieoAllocate',
  'earn.voucher.close': 'voucherClose',
} as const satisfies Record<string, string>;
export const SOURCE_LABELS = { 'spot.trade': 'spotTrade', 'market.mark': 'marketMark' } as const satisfies Record<
  string,
  string
>;

export const kindLabel = (kind: string) =>
  (KIND_LABELS as Record<string, (typeof KIND_LABELS)[keyof typeof KIND_LABELS] | undefined>)[kind];
export const sourceLabel = (source: string) =>
  (SOURCE_LABELS as Record<string, 'spotTrade' | 'marketMark' | undefined>)[source];

/**
 * Formula inputs with a label in the catalogue (`receipts.input.<key>`): people read the label, the exact key stays
 * beside it under "how it is computed"; a key not listed is shown under its own name.
 */
export const INPUT_LABELS = [
  'amount',
  'daily_rate',
  'days',
  'scale',
  'subscribed_day',
  'from_day',
  'to_day',
  'earned',
  'penalty_rate',
  'remaining_days',
  'type',
  'paid',
  'strike',
  'apr',
  'coin',
  'coin_scale',
  'quote_scale',
  'settles_at',
  'supply',
  'total_asked',
  'asked',
  'price',
  'token',
  'token_scale',
  'pay_scale',
  'pay_currency',
  'project',
  'order_id',
  'side',
  'fee_rate',
  'base',
  'quote',
  'receive_scale',
  'symbol',
  'role',
  'spread',
  'lots',
  'lot_size',
  'multiple',
  'entry_price',
  'quantity',
  'margin',
  'margin_mode',
  'available',
  'rate',
  'stake',
  'payout_ratio',
  'loss_ratio',
  'since_seq',
  'opened_at',
  'stops_at',
  'group',
  'group_balance',
  'group_prices',
  'level',
] as const;
export type InputLabel = (typeof INPUT_LABELS)[number];
export const inputLabel = (key: string): InputLabel | undefined =>
  (INPUT_LABELS as readonly string[]).includes(key) ? (key as InputLabel) : undefined;

/** Dual settlement branches with words in the catalogue (`receipts.branch.<value>`). */
export const BRANCH_LABELS = ['call_coin', 'call_quote', 'put_coin', 'put_quote'] as const;
export const branchLabel = (value: string) =>
  (BRANCH_LABELS as readonly string[]).includes(value) ? (value as (typeof BRANCH_LABELS)[number]) : undefined;
