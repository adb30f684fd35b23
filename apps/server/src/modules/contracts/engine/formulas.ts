/**
 * The published formulas of contract positions (issue 12; original-backend.md §2, with its defects left out).
 * Pure and exact: decimal strings in, decimal strings out, no clock, no I/O. What a user pays (margin, fee,
 * overnight fee) rounds up and what the books hold for them is never rounded in their favour, at the settlement
 * coin's scale (`roundForUser`). P/L is exact (a product of decimals) and is never multiplied by the leverage.
 */
import {
  type Amount,
  add,
  cmp,
  div,
  gt,
  isPositive,
  isZero,
  mul,
  normalize,
  round,
  roundForUser,
  sub,
  sum,
} from '@app/money';

export type Side = 'long' | 'short';

/** The fill price of an entry or a close: the recorded reference price moved by the pair's published spread,
 * against the user (a long buys above and sells below, a short the opposite). Null when it would not be positive. */
export function fillPrice(side: Side, action: 'open' | 'close', reference: Amount, spread: Amount): Amount | null {
  const up = (side === 'long') === (action === 'open');
  const price = up ? add(reference, spread) : sub(reference, spread);
  return isPositive(price) ? price : null;
}

/** Base quantity of `lots` lots of `lotSize` each. */
export const quantityOf = (lots: number, lotSize: Amount): Amount => mul(String(lots), lotSize);

/** Position value at a price. */
export const positionValue = (price: Amount, quantity: Amount): Amount => mul(price, quantity);

/** Margin = value ÷ multiple, paid by the user: rounded up at the coin's scale. */
export const marginOf = (value: Amount, multiple: number, scale: number): Amount =>
  div(value, String(multiple), scale, 'ceil');

/** Trading fee = value × rate (a fraction, 0.001 = 0.1 %), paid by the user: rounded up. */
export const feeOf = (value: Amount, rate: Amount, scale: number): Amount =>
  roundForUser(mul(value, rate), scale, 'pay');

/** Overnight fee = value at the entry price × daily rate (a fraction), rounded up. */
export const overnightFeeOf = (entryValue: Amount, dailyRate: Amount, scale: number): Amount =>
  roundForUser(mul(entryValue, dailyRate), scale, 'pay');

/** P/L of a position at a mark price: long (mark − entry) × quantity, short (entry − mark) × quantity. Exact. */
export function pnlOf(side: Side, entry: Amount, mark: Amount, quantity: Amount): Amount {
  const move = side === 'long' ? sub(mark, entry) : sub(entry, mark);
  return mul(move, quantity);
}

/** What closing hands back to the account: margin + P/L, credited at the coin's scale rounded toward the books. */
export const settlementOf = (margin: Amount, pnl: Amount, scale: number): Amount =>
  roundForUser(add(margin, pnl), scale, 'receive');

/**
 * Risk rate in % over a user's open positions in one settlement coin (cross margin): (balance + Σ margin + Σ P/L)
 * ÷ Σ margin × 100, two decimals rounded down (toward liquidation: a rounding never keeps a position open).
 * Null with no margin at stake (no positions). For an isolated position, pass balance 0 and its own margin and P/L.
 */
export function riskRateOf(balance: Amount, margins: readonly Amount[], pnls: readonly Amount[]): Amount | null {
  const staked = sum(margins);
  if (!isPositive(staked)) return null;
  const equity = add(add(balance, staked), sum(pnls));
  return div(mul(equity, '100'), staked, 2, 'floor');
}

/** Liquidation is due when the risk rate is at or below the pair's published threshold (in %). Only then. */
export const isLiquidationDue = (riskRate: Amount | null, threshold: Amount): boolean =>
  riskRate !== null && cmp(riskRate, threshold) <= 0;

/**
 * The mark price at which an isolated position reaches the threshold (margin + P/L = threshold % of margin),
 * shown before confirming: long entry − margin × (1 − t/100) ÷ quantity, short entry + the same; rounded toward the
 * entry (a long's up, a short's down) so the price shown is never further away than the real one. Null when the
 * long's falls to zero or below (it cannot be reached).
 */
export function isolatedLiquidationPrice(
  side: Side,
  entry: Amount,
  margin: Amount,
  quantity: Amount,
  threshold: Amount,
  priceScale: number,
): Amount | null {
  if (isZero(quantity)) return null;
  const cushion = mul(margin, sub('1', div(threshold, '100', 8, 'floor')));
  const distance = div(cushion, quantity, priceScale + 4, 'floor');
  const raw = side === 'long' ? sub(entry, distance) : add(entry, distance);
  const price = round(raw, priceScale, side === 'long' ? 'ceil' : 'floor');
  return isPositive(price) ? price : null;
}

/** Decimals of a computed liquidation level: finer than any feed's grid, so rounding it never moves a crossing. */
const LEVEL_SCALE = 12;

/** A position of a margin group as the liquidation level needs it (`pnl` at the others' marks; its own is unused). */
export type LevelPosition = {
  symbol: string;
  side: Side;
  entry: Amount;
  quantity: Amount;
  margin: Amount;
  pnl: Amount;
};

/**
 * The price of `symbol` at which a margin group becomes due, the others' prices held: due when the risk rate,
 * floor((balance + Σ margin + Σ P/L) × 100 ÷ Σ margin, 2), is ≤ threshold, i.e. equity < (threshold + 0.01) ×
 * Σ margin ÷ 100. The symbol's P/L is Q × price + C (Q its net long quantity), so a net long is due below the level
 * and a net short above it. Null when the symbol's net quantity is zero (its price cannot make the group due).
 */
export function liquidationLevel(
  group: { balance: Amount; threshold: Amount; positions: readonly LevelPosition[] },
  symbol: string,
): { level: Amount; direction: 'up' | 'down' } | null {
  let staked = '0';
  let rest = group.balance;
  let q = '0';
  let c = '0';
  for (const p of group.positions) {
    staked = add(staked, p.margin);
    if (p.symbol !== symbol) {
      rest = add(rest, p.pnl);
      continue;
    }
    const signed = p.side === 'long' ? p.quantity : sub('0', p.quantity);
    q = add(q, signed);
    c = sub(c, mul(signed, p.entry));
  }
  if (isZero(q)) return null;
  const due = div(mul(add(group.threshold, '0.01'), staked), '100', LEVEL_SCALE + 4, 'down');
  const exact = sub(sub(sub(due, rest), staked), c);
  const long = gt(q, '0');
  return {
    level: normalize(div(exact, q, LEVEL_SCALE, long ? 'floor' : 'ceil')),
    direction: long ? 'down' : 'up',
  };
}
