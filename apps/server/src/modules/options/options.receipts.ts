/**
 * Receipts of seconds options. `options.settle` v2 cites leaves of the public price log (source `price_log`, id
 * `<symbol>#<seq>`): the open leaf (the last at or before acceptance) and the end leaf (the first at or after
 * expiry), each with the neighbour that proves the rule (the leaf after the open one, the leaf before the end one),
 * and states the symbol, acceptance time, expiry and duration, so a verifier checks the choice, not just the
 * arithmetic. v1 (`market.mark` rows) stays registered for older receipts and for prices recorded before the log.
 * `options.void` v1: no leaf within OPTION_VOID_AFTER_MS after expiry (a feed or server outage), stake and fee back.
 * The formulas call the same engine function the settlement books with, and `receipts.issue` refuses a receipt
 * whose booked result they do not reproduce.
 */
import { add } from '@app/money';
import { PRICE_LOG_SOURCE, parseLeafId } from '@app/pricelog/bundle';
import type { RuleClaim } from '@app/pricelog/rules';
import type { Formula, ReceiptDraft, ReceiptTick } from '../receipts';
import { optionPayout } from './engine/formulas';

/**
 * An option whose expiry has no recorded tick within this time after it is void (published in docs/receipts.md):
 * the feed or the server was down, and settling on whatever price came after the outage would be a price the
 * option never lived through.
 */
export const OPTION_VOID_AFTER_MS = 5000;

const need = (inputs: Readonly<Record<string, string>>, key: string): string => {
  const v = inputs[key];
  if (v === undefined) throw new Error(`missing input ${key}`);
  return v;
};

export const optionSettleFormula: Formula = {
  name: 'options.settle',
  version: 1,
  describe:
    'ticks[0] = open price (recorded when the order was accepted), ticks[1] = end price (the first recorded ' +
    'price at or after expiry). result = 1 when the end price moved the chosen way (type 1 up, 2 down), 0 when ' +
    'equal, −1 otherwise; payout = ⌊stake × (1 + payout_ratio)⌋ on a win, stake on a tie, ⌊stake × (1 − ' +
    'loss_ratio)⌋ on a loss (at the coin scale); fact_profits = payout − stake. The fee is not part of it.',
  compute(inputs, ticks) {
    const [open, end] = ticks;
    if (!open || !end) throw new Error('needs the open and the end price');
    const type = need(inputs, 'type') === '2' ? 2 : 1;
    const p = optionPayout({
      type,
      open: open.price,
      end: end.price,
      stake: need(inputs, 'stake'),
      payoutRatio: need(inputs, 'payout_ratio'),
      lossRatio: need(inputs, 'loss_ratio'),
      scale: Number(need(inputs, 'scale')),
    });
    return { result: String(p.result), payout: p.payout, fact_profits: p.factProfits };
  },
};

function leafSeq(t: ReceiptTick | undefined, what: string): { symbol: string; seq: number } {
  const ref = t && t.source === PRICE_LOG_SOURCE ? parseLeafId(t.id) : null;
  if (!t || !ref || ref.symbol !== t.symbol) throw new Error(`${what}: not a price-log leaf`);
  return ref;
}

export const optionSettleFormulaV2: Formula = {
  ...optionSettleFormula,
  version: 2,
  describe:
    'ticks are leaves of the public price log: ticks[0] = open price, the last leaf at or before accepted_at ' +
    '(ticks[2], the next leaf, is after it); ticks[1] = end price, the first leaf at or after expires_at = ' +
    'accepted_at + seconds (ticks[3], the leaf before it, is before it). result = 1 when the end price moved the ' +
    'chosen way (type 1 up, 2 down), 0 when equal, −1 otherwise; payout = ⌊stake × (1 + payout_ratio)⌋ on a win, ' +
    'stake on a tie, ⌊stake × (1 − loss_ratio)⌋ on a loss (at the coin scale); fact_profits = payout − stake.',
  compute(inputs, ticks) {
    if (
      Number(need(inputs, 'expires_at')) !==
      Number(need(inputs, 'accepted_at')) + 1000 * Number(need(inputs, 'seconds'))
    )
      throw new Error('expires_at is not accepted_at + seconds');
    return optionSettleFormula.compute(inputs, ticks);
  },
  rules(inputs, ticks): RuleClaim[] {
    const open = leafSeq(ticks[0], 'open');
    const end = leafSeq(ticks[1], 'end');
    const symbol = need(inputs, 'symbol');
    if (open.symbol !== symbol || end.symbol !== symbol) throw new Error('a leaf of another instrument');
    return [
      { rule: 'last_at_or_before', symbol, at: Number(need(inputs, 'accepted_at')), chosen: open.seq },
      { rule: 'first_at_or_after', symbol, at: Number(need(inputs, 'expires_at')), chosen: end.seq },
    ];
  },
};

export const optionVoidFormula: Formula = {
  name: 'options.void',
  version: 1,
  describe:
    'No price was recorded between expires_at and expires_at + void_after_ms (a feed or server outage): ' +
    'ticks[0] is the last leaf before expiry and ticks[1], when present, the next leaf, stamped after that window. ' +
    'The option is void: refund = stake + fee.',
  compute(inputs) {
    return { refund: add(need(inputs, 'stake'), need(inputs, 'fee')) };
  },
  rules(inputs, ticks): RuleClaim[] {
    if (ticks.length === 0) return [];
    const before = leafSeq(ticks[0], 'before');
    const from = Number(need(inputs, 'expires_at'));
    return [
      {
        rule: 'no_leaf_within',
        symbol: need(inputs, 'symbol'),
        from,
        to: from + Number(need(inputs, 'void_after_ms')),
        before: before.seq,
      },
    ];
  },
};

export const OPTION_FORMULAS = [optionSettleFormula, optionSettleFormulaV2, optionVoidFormula];

/** v2 when `ticks` are the four leaves (open, end, after open, before end), v1 with the two marks. */
export const settleReceipt = (p: {
  userId: number;
  orderId: number;
  ticks: [ReceiptTick, ReceiptTick] | [ReceiptTick, ReceiptTick, ReceiptTick, ReceiptTick];
  inputs: Record<string, string>;
  result: Record<string, string>;
}): ReceiptDraft => ({
  kind: 'options.settle',
  userId: p.userId,
  refType: 'option_order',
  refId: String(p.orderId),
  priceSource: p.ticks.length === 4 ? PRICE_LOG_SOURCE : 'market.mark',
  ticks: p.ticks,
  formula: p.ticks.length === 4 ? optionSettleFormulaV2 : optionSettleFormula,
  inputs: p.inputs,
  result: p.result,
});

export const voidReceipt = (p: {
  userId: number;
  orderId: number;
  ticks: ReceiptTick[];
  inputs: Record<string, string>;
  result: Record<string, string>;
}): ReceiptDraft => ({
  kind: 'options.void',
  userId: p.userId,
  refType: 'option_order',
  refId: String(p.orderId),
  priceSource: PRICE_LOG_SOURCE,
  ticks: p.ticks,
  formula: optionVoidFormula,
  inputs: p.inputs,
  result: p.result,
});
