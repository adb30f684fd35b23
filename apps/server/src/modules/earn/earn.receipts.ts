/**
 * Receipts of earn payouts. Locked mining uses no price: its receipts carry the order's terms as inputs and the
 * formula recomputes what was paid (the days' yield, the maturity, the redemption and its penalty) with the same
 * engine functions the settlement books with; `receipts.issue` refuses a receipt it does not reproduce.
 */
import { add, currencyScale, mul, normalize } from '@app/money';
import { leafId, PRICE_LOG_SOURCE, parseLeafId } from '@app/pricelog/bundle';
import type { RuleClaim } from '@app/pricelog/rules';
import type { Formula, ReceiptDraft, ReceiptTick } from '../receipts';
import type { DualOrder } from './dual.service';
import { type DualPayout, type DualType, dualPayout } from './engine/dual';
import { type Allocation, allocationOf } from './engine/ieo';
import { dailyYieldOf, earlyPenaltyOf } from './engine/mining';
import type { IeoOrder } from './ieo.service';
import type { MiningOrder } from './mining.service';

const need = (inputs: Readonly<Record<string, string>>, key: string): string => {
  const v = inputs[key];
  if (v === undefined) throw new Error(`missing input ${key}`);
  return v;
};

export const miningYieldFormula: Formula = {
  name: 'earn.mining.yield',
  version: 1,
  describe:
    'yield of one day = ⌊amount × daily_rate⌋ at the coin scale; paid = that × (to_day − from_day + 1), the ' +
    'yield days counted from 1 = the first whole UTC day after the subscription day.',
  compute(inputs) {
    const days = Number(need(inputs, 'to_day')) - Number(need(inputs, 'from_day')) + 1;
    const day = dailyYieldOf(need(inputs, 'amount'), need(inputs, 'daily_rate'), Number(need(inputs, 'scale')));
    return { days: String(days), paid: normalize(mul(day, String(days))) };
  },
};

export const miningMatureFormula: Formula = {
  name: 'earn.mining.mature',
  version: 1,
  describe: 'back to spot = amount + earned (the yield of every day of the term, paid by the daily accruals).',
  compute(inputs) {
    return { back: normalize(add(need(inputs, 'amount'), need(inputs, 'earned'))) };
  },
};

export const miningRedeemFormula: Formula = {
  name: 'earn.mining.redeem',
  version: 1,
  describe:
    'penalty = ⌈amount × penalty_rate × remaining_days⌉ (at most the amount), remaining_days = yield days not ' +
    'yet earned; back to spot = amount − penalty + earned (the yield already earned is kept).',
  compute(inputs) {
    const amount = need(inputs, 'amount');
    const penalty = earlyPenaltyOf(
      amount,
      need(inputs, 'penalty_rate'),
      Number(need(inputs, 'remaining_days')),
      Number(need(inputs, 'scale')),
    );
    return { penalty, back: normalize(add(add(amount, `-${penalty}`), need(inputs, 'earned'))) };
  },
};

export const voucherCloseFormula: Formula = {
  name: 'earn.voucher.close',
  version: 1,
  describe:
    'an order paid by an experience voucher: its principal is notional (it never left the campaign), so at ' +
    'maturity or an early close back to spot = earned (the yield of the days paid); no penalty.',
  compute(inputs) {
    return { back: normalize(need(inputs, 'earned')) };
  },
};

export const dualSettleFormula: Formula = {
  name: 'earn.dual.settle',
  version: 1,
  describe:
    'ticks[0] = the first recorded price at or after maturity; F = 1 + days × apr ÷ 365; call: price ≤ strike → ' +
    '⌊paid × F⌋ in the coin, else ⌊paid × strike × F⌋ in the quote; put: price ≤ strike → ⌊paid ÷ strike × F⌋ in ' +
    'the coin, else ⌊paid × F⌋ in the quote (at each currency scale).',
  compute(inputs, ticks) {
    const tick = ticks[0];
    if (!tick) throw new Error('needs the settlement price');
    const p = dualPayout({
      type: need(inputs, 'type') === 'put' ? 'put' : 'call',
      paid: need(inputs, 'paid'),
      strike: need(inputs, 'strike'),
      settle: tick.price,
      days: Number(need(inputs, 'days')),
      apr: need(inputs, 'apr'),
      coinScale: Number(need(inputs, 'coin_scale')),
      quoteScale: Number(need(inputs, 'quote_scale')),
    });
    return { branch: p.branch, side: p.side, payout: p.amount };
  },
};

/**
 * v2 cites leaves of the public price log, so a verifier checks the choice of the price, not only the arithmetic:
 * ticks[0] the first leaf at or after settles_at, ticks[1] the leaf before it (absent only for a log's first leaf).
 */
export const dualSettleFormulaV2: Formula = {
  ...dualSettleFormula,
  version: 2,
  describe:
    'ticks are leaves of the public price log of symbol: ticks[0] = the settlement price, the first leaf at or ' +
    'after settles_at (ticks[1], the leaf before it, is before it); F = 1 + days × apr ÷ 365; call: price ≤ ' +
    'strike → ⌊paid × F⌋ in the coin, else ⌊paid × strike × F⌋ in the quote; put: price ≤ strike → ⌊paid ÷ ' +
    'strike × F⌋ in the coin, else ⌊paid × F⌋ in the quote (at each currency scale).',
  rules(inputs, ticks): RuleClaim[] {
    const t = ticks[0];
    const ref = t && t.source === PRICE_LOG_SOURCE ? parseLeafId(t.id) : null;
    if (!t || !ref || ref.symbol !== t.symbol) throw new Error('settlement price: not a price-log leaf');
    const symbol = need(inputs, 'symbol');
    if (ref.symbol !== symbol) throw new Error('a leaf of another instrument');
    return [{ rule: 'first_at_or_after', symbol, at: Number(need(inputs, 'settles_at')), chosen: ref.seq }];
  },
};

export const ieoAllocateFormula: Formula = {
  name: 'earn.ieo.allocate',
  version: 1,
  describe:
    'total_asked ≤ supply: allocated = asked, kept = paid; else allocated = ⌊supply × asked ÷ total_asked⌋ at the ' +
    "token's scale, kept = min(paid, ⌈allocated × price⌉ at the pay coin's scale); refund = paid − kept.",
  compute(inputs) {
    const a = allocationOf({
      supply: need(inputs, 'supply'),
      totalAsked: need(inputs, 'total_asked'),
      asked: need(inputs, 'asked'),
      paid: need(inputs, 'paid'),
      price: need(inputs, 'price'),
      tokenScale: Number(need(inputs, 'token_scale')),
      payScale: Number(need(inputs, 'pay_scale')),
    });
    return { allocated: a.allocated, kept: a.kept, refund: a.refund };
  },
};

export const EARN_FORMULAS = [
  miningYieldFormula,
  miningMatureFormula,
  miningRedeemFormula,
  dualSettleFormula,
  dualSettleFormulaV2,
  ieoAllocateFormula,
  voucherCloseFormula,
];

const terms = (o: MiningOrder) => ({
  amount: normalize(o.amount),
  daily_rate: normalize(o.dailyRate),
  days: String(o.days),
  scale: String(o.scale),
  subscribed_day: String(o.subscribedDay),
});

/**
 * A receipt's reference: the order for its maturity or redemption; for a yield, the order and the last day it paid
 * (`<id>:<day>`, type `mining_yield`), since an order has one yield receipt per accrual.
 */
export const yieldRef = (orderId: number, toDay: number) => `${orderId}:${toDay}`;

const draft = (
  o: MiningOrder,
  formula: Formula,
  inputs: Record<string, string>,
  result: Record<string, string>,
  ref: { type: string; id: string } = { type: 'mining_order', id: String(o.id) },
) =>
  ({
    kind: formula.name,
    userId: o.userId,
    refType: ref.type,
    refId: ref.id,
    priceSource: 'none',
    ticks: [],
    formula,
    inputs,
    result,
  }) satisfies ReceiptDraft;

export const miningYieldReceipt = (p: { order: MiningOrder; fromDay: number; toDay: number; paid: string }) =>
  draft(
    p.order,
    miningYieldFormula,
    { ...terms(p.order), from_day: String(p.fromDay), to_day: String(p.toDay) },
    { days: String(p.toDay - p.fromDay + 1), paid: normalize(p.paid) },
    { type: 'mining_yield', id: yieldRef(p.order.id, p.toDay) },
  );

export const miningMatureReceipt = (p: { order: MiningOrder; earned: string; back: string }) =>
  draft(p.order, miningMatureFormula, { ...terms(p.order), earned: normalize(p.earned) }, { back: normalize(p.back) });

export const miningRedeemReceipt = (p: {
  order: MiningOrder;
  remainingDays: number;
  penalty: string;
  earned: string;
  back: string;
}) =>
  draft(
    p.order,
    miningRedeemFormula,
    {
      ...terms(p.order),
      penalty_rate: normalize(p.order.penaltyRate),
      remaining_days: String(p.remainingDays),
      earned: normalize(p.earned),
    },
    { penalty: normalize(p.penalty), back: normalize(p.back) },
  );

export const voucherCloseReceipt = (p: { order: MiningOrder; earned: string; back: string; early: boolean }) =>
  draft(
    p.order,
    voucherCloseFormula,
    { ...terms(p.order), voucher: String(p.order.voucherId), early: p.early ? '1' : '0', earned: normalize(p.earned) },
    { back: normalize(p.back) },
  );

/** A leaf of a symbol's log: its seq, time and price. */
export type DualLeaf = { seq: number; ts: number; price: string };

const leafTick = (symbol: string, l: DualLeaf): ReceiptTick => ({
  source: PRICE_LOG_SOURCE,
  id: leafId(symbol, l.seq),
  symbol,
  ts: l.ts,
  price: normalize(l.price),
});

/**
 * v2 when `leaves` prove the choice (the mark's leaf and the one before it, or the log's first leaf alone), v1
 * citing the `market.mark` row otherwise (a price recorded before the log: no seq).
 */
export function dualSettleReceipt(p: {
  order: DualOrder;
  mark: { id: number; symbol: string; ts: number; price: string };
  leaves: { chosen: DualLeaf; before: DualLeaf | null } | null;
  payout: DualPayout;
}): ReceiptDraft {
  const o = p.order;
  const symbol = p.mark.symbol;
  const ticks: ReceiptTick[] = p.leaves
    ? [leafTick(symbol, p.leaves.chosen), ...(p.leaves.before ? [leafTick(symbol, p.leaves.before)] : [])]
    : [{ source: 'market.mark', id: String(p.mark.id), symbol, ts: p.mark.ts, price: normalize(p.mark.price) }];
  const type: DualType = o.type === 'put' ? 'put' : 'call';
  return {
    kind: dualSettleFormula.name,
    userId: o.userId,
    refType: 'dual_order',
    refId: String(o.id),
    priceSource: p.leaves ? PRICE_LOG_SOURCE : 'market.mark',
    ticks,
    formula: p.leaves ? dualSettleFormulaV2 : dualSettleFormula,
    inputs: {
      type,
      paid: normalize(o.paid),
      strike: normalize(o.strike),
      days: String(o.days),
      apr: normalize(o.apr),
      coin: o.coin,
      quote: o.quote,
      coin_scale: String(currencyScale(o.coin)),
      quote_scale: String(currencyScale(o.quote)),
      settles_at: String(o.settlesAt),
      symbol,
    },
    result: { branch: p.payout.branch, side: p.payout.side, payout: p.payout.amount },
  };
}

export const ieoAllocateReceipt = (p: {
  order: IeoOrder;
  inputs: {
    supply: string;
    totalAsked: string;
    asked: string;
    paid: string;
    price: string;
    tokenScale: number;
    payScale: number;
  };
  result: Allocation;
}): ReceiptDraft => ({
  kind: ieoAllocateFormula.name,
  userId: p.order.userId,
  refType: 'ieo_order',
  refId: String(p.order.id),
  priceSource: 'none',
  ticks: [],
  formula: ieoAllocateFormula,
  inputs: {
    project: String(p.order.projectId),
    token: p.order.token,
    pay_currency: p.order.payCurrency,
    supply: p.inputs.supply,
    total_asked: p.inputs.totalAsked,
    asked: p.inputs.asked,
    paid: p.inputs.paid,
    price: p.inputs.price,
    token_scale: String(p.inputs.tokenScale),
    pay_scale: String(p.inputs.payScale),
  },
  result: { allocated: p.result.allocated, kept: p.result.kept, refund: p.result.refund },
});
