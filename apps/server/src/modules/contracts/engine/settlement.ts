/**
 * How an entry, a close and an overnight fee split into money, from the published formulas (formulas.ts). The
 * service books exactly these figures and the receipts recompute them, so the two can never disagree.
 *
 * A close never leaves a balance negative: margin + P/L comes back to the account when it is positive; a loss
 * beyond the margin is taken from the free balance (cross margin only) and what is still missing is paid by the
 * insurance fund.
 */
import { type Amount, add, gte, isNegative, max, min, neg, roundForUser, sub } from '@app/money';
import { feeOf, fillPrice, marginOf, overnightFeeOf, pnlOf, positionValue, quantityOf, type Side } from './formulas';

export type MarginMode = 'cross' | 'isolated';

export type EntrySplit = { fillPrice: Amount; quantity: Amount; value: Amount; margin: Amount; fee: Amount };

/** An entry at a recorded reference price (null when the fill price would not be positive). */
export function entrySplit(p: {
  side: Side;
  reference: Amount;
  spread: Amount;
  lots: number;
  lotSize: Amount;
  multiple: number;
  feeRate: Amount;
  scale: number;
}): EntrySplit | null {
  const price = fillPrice(p.side, 'open', p.reference, p.spread);
  if (price === null) return null;
  return entryAt(price, p);
}

/** The same figures at a given fill price (a limit entry reserves them at its limit). */
export function entryAt(
  price: Amount,
  p: { lots: number; lotSize: Amount; multiple: number; feeRate: Amount; scale: number },
): EntrySplit {
  const quantity = quantityOf(p.lots, p.lotSize);
  const value = positionValue(price, quantity);
  return {
    fillPrice: price,
    quantity,
    value,
    margin: marginOf(value, p.multiple, p.scale),
    fee: feeOf(value, p.feeRate, p.scale),
  };
}

export type CloseSplit = {
  closePrice: Amount;
  pnl: Amount;
  /** Credited to the free balance (margin + P/L rounded toward the books, or 0). */
  returned: Amount;
  /** Loss beyond the margin taken from the free balance (cross only). */
  fromBalance: Amount;
  /** Loss beyond the margin and the balance, paid by the insurance fund. */
  insurance: Amount;
};

export function closeSplit(p: {
  side: Side;
  entry: Amount;
  reference: Amount;
  spread: Amount;
  quantity: Amount;
  margin: Amount;
  mode: MarginMode;
  /** Free balance before this close (used only when the loss exceeds the margin, cross margin). */
  available: Amount;
  scale: number;
}): CloseSplit {
  // A long closing below a zero price would sell at zero: the fill is clamped, never invented.
  const closePrice = fillPrice(p.side, 'close', p.reference, p.spread) ?? '0';
  const pnl = pnlOf(p.side, p.entry, closePrice, p.quantity);
  const gross = add(p.margin, pnl);
  if (!isNegative(gross)) {
    return { closePrice, pnl, returned: roundForUser(gross, p.scale, 'receive'), fromBalance: '0', insurance: '0' };
  }
  const shortfall = roundForUser(neg(gross), p.scale, 'pay');
  const fromBalance = p.mode === 'cross' ? min(max(p.available, '0'), shortfall) : '0';
  return { closePrice, pnl, returned: '0', fromBalance, insurance: sub(shortfall, fromBalance) };
}

export type OvernightSplit = { fee: Amount; fromMargin: Amount; fromBalance: Amount; uncollected: Amount };

/** The daily overnight fee: taken from the position's margin first, then (cross) from the free balance. */
export function overnightSplit(p: {
  entry: Amount;
  quantity: Amount;
  rate: Amount;
  margin: Amount;
  mode: MarginMode;
  available: Amount;
  scale: number;
}): OvernightSplit {
  const fee = overnightFeeOf(positionValue(p.entry, p.quantity), p.rate, p.scale);
  const fromMargin = min(p.margin, fee);
  const rest = sub(fee, fromMargin);
  const fromBalance = p.mode === 'cross' && gte(p.available, '0') ? min(p.available, rest) : '0';
  return { fee, fromMargin, fromBalance, uncollected: sub(rest, fromBalance) };
}
