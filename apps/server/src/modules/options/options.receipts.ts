/**
 * Receipts of seconds options: each settlement stores both recorded prices it used (`market.mark` rows: the open
 * mark taken when the order was accepted, the end mark = the first recorded tick at or after expiry) with the
 * formula `options.settle` v1 and its inputs. The formula calls the same engine function the settlement books
 * with, and `receipts.issue` refuses a receipt whose booked result it does not reproduce.
 */
import type { Formula, ReceiptDraft, ReceiptTick } from '../receipts';
import { optionPayout } from './engine/formulas';

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

export const OPTION_FORMULAS = [optionSettleFormula];

export const settleReceipt = (p: {
  userId: number;
  orderId: number;
  ticks: [ReceiptTick, ReceiptTick];
  inputs: Record<string, string>;
  result: Record<string, string>;
}): ReceiptDraft => ({
  kind: 'options.settle',
  userId: p.userId,
  refType: 'option_order',
  refId: String(p.orderId),
  priceSource: 'market.mark',
  ticks: p.ticks,
  formula: optionSettleFormula,
  inputs: p.inputs,
  result: p.result,
});
