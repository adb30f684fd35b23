import type { SpotPair } from '@app/api/spot';
import { add, cmp, div, gt, isAmountString, isPositive, isZero, mul, round, sub } from '@app/money';

/**
 * Pure trading math of the spot form (STYLE habit 12). Every amount is a decimal string and every step goes
 * through @app/money: a float never touches a price, an amount or a balance. The server runs the same rules
 * (apps/server/src/modules/spot: ticks, lots, min_notional, taker fee), so what the form shows before the
 * confirmation is what the order will be checked against.
 */

export type Side = 'buy' | 'sell';

/** The user's text as an amount, or null when it is not a plain non-negative decimal ('', '1.', '-1', '1e3'). */
export function parseInput(text: string): string | null {
  const s = text.trim();
  if (!/^\d+(\.\d+)?$/.test(s)) return null;
  return isAmountString(s) ? round(s, 18, 'down') : null;
}

/** Decimals of a step: '0.01' → 2, '1' → 0, '0.0005' → 4. */
export function stepDecimals(step: string): number {
  const frac = step.split('.')[1]?.replace(/0+$/, '') ?? '';
  return frac.length;
}

/** The largest multiple of `step` not above `value` (rounded DOWN to the tick or lot). */
export function floorToStep(value: string, step: string): string {
  if (!isPositive(step)) return value;
  return mul(div(value, step, 0, 'floor'), step);
}

/** Whether `value` is a positive whole multiple of `step`: the server's 'enter a correct price / amount'. */
export function isStepMultiple(value: string, step: string): boolean {
  if (!isPositive(value) || !isPositive(step)) return false;
  return cmp(floorToStep(value, step), value) === 0;
}

/** The price moved by `ticks` ticks (the +/− buttons), snapped to the tick and never below one tick. */
export function stepPrice(price: string, tick: string, ticks: number): string {
  const base = isPositive(price) ? floorToStep(price, tick) : '0';
  const next = add(base, mul(tick, String(ticks)));
  return gt(next, '0') ? next : tick;
}

/** Quote value of a base amount at a price: price × amount (exact; displays round it). */
export function costOf(price: string, amount: string): string {
  return mul(price, amount);
}

/** The fee rate the user pays as a taker: 0 on the advertised zero-fee pair (spec §1). */
export function feeRate(pair: Pick<SpotPair, 'taker_fee' | 'zero_fee'>): string {
  return pair.zero_fee ? '0' : String(pair.taker_fee);
}

/**
 * Estimated fee of an order, charged on what the user receives (a buy pays it in base, a sell in quote), at the
 * taker rate: a limit order that rests pays the maker rate, never more than this estimate.
 */
export function estimateFee(side: Side, amount: string, total: string, rate: string): { fee: string; inBase: boolean } {
  return side === 'buy' ? { fee: mul(amount, rate), inBase: true } : { fee: mul(total, rate), inBase: false };
}

/** `percent` (25/50/75/100) of an available balance. */
export function shareOf(available: string, percent: number): string {
  return div(mul(available, String(percent)), '100', 18, 'floor');
}

/**
 * The base amount the slider sets: a buy spends `percent` of the quote balance at the price, a sell sells
 * `percent` of the base balance; both rounded DOWN to the lot so the order is never above the balance.
 */
export function amountForPercent(args: {
  side: Side;
  percent: number;
  available: string;
  price: string;
  lot: string;
}): string {
  const share = shareOf(args.available, args.percent);
  if (args.side === 'sell') return floorToStep(share, args.lot);
  if (!isPositive(args.price)) return '0';
  return floorToStep(div(share, args.price, 18, 'floor'), args.lot);
}

/** The quote total the slider sets for a market buy by total: `percent` of the quote balance, rounded down. */
export function totalForPercent(available: string, percent: number, decimals: number): string {
  return round(shareOf(available, percent), decimals, 'floor');
}

export type DepthLevel = readonly [price: string, amount: string];

/**
 * Widths of the depth bars in percent (0-100): each level's CUMULATIVE amount from the best price, relative to
 * the larger cumulative total of the two sides, so both sides share one scale. Display only.
 */
export function depthBarWidths(asks: readonly DepthLevel[], bids: readonly DepthLevel[]) {
  const cumulative = (levels: readonly DepthLevel[]) => {
    let run = '0';
    return levels.map(([, amount]) => {
      run = add(run, amount);
      return run;
    });
  };
  const a = cumulative(asks);
  const b = cumulative(bids);
  const maxA = a[a.length - 1] ?? '0';
  const maxB = b[b.length - 1] ?? '0';
  const top = gt(maxA, maxB) ? maxA : maxB;
  const pct = (v: string) => (isZero(top) ? 0 : Number(div(mul(v, '100'), top, 2, 'floor')));
  return { asks: a.map(pct), bids: b.map(pct) };
}

/** Whether `amount` of a balance is enough: available ≥ needed. */
export function covers(available: string, needed: string): boolean {
  return cmp(sub(available, needed), '0') >= 0;
}

/**
 * The server's protection band for market orders (docs/decisions.md, 500 bps): a market buy by amount freezes
 * amount × reference × (1 + band), so the form checks and sizes it against that worst price, not the best ask.
 */
export const MARKET_BAND = '0.05';

export const marketBuyWorstPrice = (ref: string): string => mul(ref, add('1', MARKET_BAND));
