import { add, cmp, div, gt, isPositive, isZero, mul, round, roundForUser, sub, sum } from '@app/money';

/**
 * The published position formulas (apps/server/src/modules/contracts/engine/formulas.ts), mirrored on the client
 * (STYLE habit 12) so the form shows margin, fee and liquidation price as the user types, before the server's own
 * estimate in the confirmation. Decimal strings in and out through @app/money; a float never touches an amount.
 * Rounding follows the server: what the user pays rounds up, a shown liquidation price is never further from the
 * entry than the real one.
 */

export type Side = 'long' | 'short';

export const sideOfType = (type: number): Side => (type === 2 ? 'short' : 'long');
export const typeOfSide = (side: Side): 1 | 2 => (side === 'short' ? 2 : 1);

/** The fill price of an entry or a close: the reference moved by the spread against the user (null if ≤ 0). */
export function fillPrice(side: Side, action: 'open' | 'close', reference: string, spread: string): string | null {
  const up = (side === 'long') === (action === 'open');
  const price = up ? add(reference, spread) : sub(reference, spread);
  return isPositive(price) ? price : null;
}

export const quantityOf = (lots: number, lotSize: string): string => mul(String(lots), lotSize);

/** Margin = value ÷ multiple, rounded up at the settlement coin's scale. */
export const marginOf = (value: string, multiple: number, scale: number): string =>
  div(value, String(multiple), scale, 'ceil');

/** A fee (trading or overnight) = value × rate, rounded up at the coin's scale. */
export const feeOf = (value: string, rate: string, scale: number): string =>
  roundForUser(mul(value, rate), scale, 'pay');

/** P/L at a price: long (price − entry) × quantity, short the opposite. Never times the leverage. */
export function pnlOf(side: Side, entry: string, price: string, quantity: string): string {
  return mul(side === 'long' ? sub(price, entry) : sub(entry, price), quantity);
}

/** Return on margin in % (2 decimals, toward zero), or null without margin. */
export function roeOf(pnl: string, margin: string): string | null {
  return isPositive(margin) ? div(mul(pnl, '100'), margin, 2, 'down') : null;
}

/**
 * Risk rate in % of a cross group: (free balance + Σ margin + Σ P/L) ÷ Σ margin × 100, two decimals rounded down
 * (toward liquidation). Null with no margin at stake.
 */
export function riskRateOf(balance: string, margins: readonly string[], pnls: readonly string[]): string | null {
  const staked = sum(margins);
  if (!isPositive(staked)) return null;
  return div(mul(add(add(balance, staked), sum(pnls)), '100'), staked, 2, 'floor');
}

/** The server refuses an entry whose own spread already brings its risk rate to the threshold. */
export function dueAtEntry(p: {
  side: Side;
  fill: string;
  reference: string;
  quantity: string;
  margin: string;
  threshold: string;
}): boolean {
  const rate = riskRateOf('0', [p.margin], [pnlOf(p.side, p.fill, p.reference, p.quantity)]);
  return rate !== null && cmp(rate, p.threshold) <= 0;
}

const towardEntry = (side: Side, raw: string, precision: number): string | null => {
  const price = round(raw, precision, side === 'long' ? 'ceil' : 'floor');
  return isPositive(price) ? price : null;
};

/** An isolated position's liquidation price: entry ∓ margin × (1 − t/100) ÷ quantity, toward the entry. */
export function isolatedLiquidationPrice(p: {
  side: Side;
  entry: string;
  margin: string;
  quantity: string;
  threshold: string;
  precision: number;
}): string | null {
  if (isZero(p.quantity)) return null;
  const cushion = mul(p.margin, sub('1', div(p.threshold, '100', 8, 'floor')));
  const distance = div(cushion, p.quantity, p.precision + 4, 'floor');
  return towardEntry(p.side, p.side === 'long' ? sub(p.entry, distance) : add(p.entry, distance), p.precision);
}

export type OpenLeg = { margin: string; pnl: string };

/**
 * A cross entry's liquidation price as the server's estimate computes it: this position against the free balance
 * left after paying its margin and fee plus the other cross positions' margin and P/L (their prices unchanged),
 * liquidated when the group's equity falls to threshold % of its margins.
 */
export function crossLiquidationPrice(p: {
  side: Side;
  entry: string;
  margin: string;
  fee: string;
  quantity: string;
  free: string;
  others: readonly OpenLeg[];
  threshold: string;
  precision: number;
}): string | null {
  if (isZero(p.quantity)) return null;
  const cushion = add(sub(p.free, add(p.margin, p.fee)), sum(p.others.map((o) => add(o.margin, o.pnl))));
  const margins = add(p.margin, sum(p.others.map((o) => o.margin)));
  const spend = sub(add(cushion, p.margin), div(mul(margins, p.threshold), '100', 18, 'floor'));
  const distance = div(spend, p.quantity, p.precision + 4, 'floor');
  return towardEntry(p.side, p.side === 'long' ? sub(p.entry, distance) : add(p.entry, distance), p.precision);
}

export type EntryTerms = {
  lot_size: string;
  spread: string;
  fee_rate: string;
  overnight_rate: string;
  liquidation_threshold: string;
  precision: number;
};

export type EntryEstimate = {
  fillPrice: string;
  quantity: string;
  value: string;
  margin: string;
  fee: string;
  /** Margin + fee: what the account must hold. */
  required: string;
  overnightFee: string;
  /** Null when no price in reach liquidates it (or, with `liquidationKnown` false, when it cannot be told). */
  liquidationPrice: string | null;
  /** A cross entry's liquidation depends on the free balance: unknown for a visitor. */
  liquidationKnown: boolean;
  /** The spread alone would liquidate it at once (the server refuses it). */
  dueAtEntry: boolean;
};

/**
 * What an entry would be: a market entry at the reference ± spread, a limit entry at its limit. `free` is the
 * account's free balance (cross margin's cushion; null when unknown), `others` the open cross positions of the
 * same account.
 */
export function estimateEntry(p: {
  terms: EntryTerms;
  scale: number;
  side: Side;
  lots: number;
  multiple: number;
  reference: string;
  limit: string | null;
  mode: 'cross' | 'isolated';
  free: string | null;
  others: readonly OpenLeg[];
}): EntryEstimate | null {
  const { terms, scale } = p;
  if (!isPositive(p.reference) || p.lots <= 0 || p.multiple <= 0) return null;
  const fill = p.limit ?? fillPrice(p.side, 'open', p.reference, terms.spread);
  if (fill === null || !isPositive(fill)) return null;
  const quantity = quantityOf(p.lots, terms.lot_size);
  const value = mul(fill, quantity);
  const margin = marginOf(value, p.multiple, scale);
  const fee = feeOf(value, terms.fee_rate, scale);
  const common = { side: p.side, entry: fill, margin, quantity, threshold: terms.liquidation_threshold };
  // A cross entry the free balance does not cover cannot open: its "liquidation price" would mean nothing.
  const liquidationKnown = p.mode === 'isolated' || (p.free !== null && covers(p.free, add(margin, fee)));
  const liquidationPrice =
    p.mode === 'isolated'
      ? isolatedLiquidationPrice({ ...common, precision: terms.precision })
      : p.free === null
        ? null
        : crossLiquidationPrice({ ...common, fee, free: p.free, others: p.others, precision: terms.precision });
  return {
    fillPrice: fill,
    quantity,
    value,
    margin,
    fee,
    required: add(margin, fee),
    overnightFee: feeOf(value, terms.overnight_rate, scale),
    liquidationPrice,
    liquidationKnown,
    dueAtEntry:
      p.limit === null &&
      dueAtEntry({ ...common, fill, reference: p.reference, threshold: terms.liquidation_threshold }),
  };
}

/** What closing now would realise: the mark moved by the spread against the user, and the P/L at that price. */
export function closeEstimate(p: {
  side: Side;
  entry: string;
  mark: string;
  spread: string;
  quantity: string;
}): { closePrice: string; pnl: string } | null {
  if (!isPositive(p.mark) || !isPositive(p.entry)) return null;
  const closePrice = fillPrice(p.side, 'close', p.mark, p.spread) ?? '0';
  return { closePrice, pnl: pnlOf(p.side, p.entry, closePrice, p.quantity) };
}

/** Whether `available` covers `needed`. */
export const covers = (available: string, needed: string): boolean => !gt(needed, available);
