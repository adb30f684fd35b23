import { add, cmp, div, isPositive, mul } from '@app/money';
import type { DepthLevel } from '../calc';

/**
 * The order book's display model: price grouping, how many rows a side, and the depth chart's geometry. Prices and
 * amounts stay decimal strings through @app/money; only the chart's pixel coordinates are floats (display only).
 */

/** Rows a side the book offers. The trade screen starts at 10 (beside the form), the pair detail at 20. */
export const BOOK_ROWS = [5, 10, 20] as const;
export type BookRows = (typeof BOOK_ROWS)[number];

/**
 * Grouping steps of a pair: its tick, then ×10, ×100, ×1000 (0.01 → 0.01/0.1/1/10). Steps coarser than that make
 * one row of a whole book of a normal pair, and the depth the server sends (50 levels) would not fill them.
 */
export function groupSteps(tick: string): string[] {
  if (!isPositive(tick)) return [];
  return ['1', '10', '100', '1000'].map((f) => mul(tick, f));
}

/**
 * Levels (best first) summed into buckets of `step`: bids round down and asks up, so a bucket's price is never
 * better than the orders inside it (what a tap on it puts into the price field can still fill them all). Answers
 * at most `rows` buckets, best first.
 */
export function groupLevels(
  levels: readonly DepthLevel[],
  step: string,
  side: 'bid' | 'ask',
  rows: number,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const [price, amount] of levels) {
    const bucket = isPositive(step) ? mul(div(price, step, 0, side === 'bid' ? 'floor' : 'ceil'), step) : price;
    const last = out[out.length - 1];
    if (last && cmp(last[0], bucket) === 0) last[1] = add(last[1], amount);
    else {
      if (out.length === rows) break;
      out.push([bucket, amount]);
    }
  }
  return out;
}

export type DepthChartShape = {
  /** Closed SVG paths (area under the cumulative staircase) in a width × height box; '' for an empty side. */
  bids: string;
  asks: string;
  /** The price range of the x axis, for the labels under the chart. */
  low: string;
  high: string;
};

const fixed = (n: number) => (Math.round(n * 10) / 10).toString();

/**
 * The depth chart: cumulative amounts from the middle outwards, bids on the left rising towards lower prices,
 * asks on the right rising towards higher ones, both on one amount scale and one linear price axis from the
 * deepest bid to the deepest ask.
 */
export function depthChart(
  bids: readonly DepthLevel[],
  asks: readonly DepthLevel[],
  width: number,
  height: number,
): DepthChartShape | null {
  if (bids.length === 0 && asks.length === 0) return null;
  const cumulative = (levels: readonly DepthLevel[]) => {
    let run = '0';
    return levels.map(([price, amount]) => {
      run = add(run, amount);
      return { price: Number(price), total: Number(run) };
    });
  };
  const b = cumulative(bids);
  const a = cumulative(asks);
  const lowLevel = bids[bids.length - 1]?.[0] ?? asks[0]?.[0] ?? '0';
  const highLevel = asks[asks.length - 1]?.[0] ?? bids[0]?.[0] ?? '0';
  const low = Number(lowLevel);
  const high = Number(highLevel);
  const span = high - low || 1;
  const top = Math.max(b[b.length - 1]?.total ?? 0, a[a.length - 1]?.total ?? 0) || 1;
  const x = (price: number) => fixed(((price - low) / span) * width);
  const y = (total: number) => fixed(height - (total / top) * height * 0.92);
  const side = (points: Array<{ price: number; total: number }>) => {
    const first = points[0];
    const last = points[points.length - 1];
    if (!first || !last) return '';
    // A staircase: the amount at a level holds until the next level's price.
    let d = `M${x(first.price)},${fixed(height)}`;
    let prevY = fixed(height);
    for (const p of points) {
      d += `L${x(p.price)},${prevY}L${x(p.price)},${y(p.total)}`;
      prevY = y(p.total);
    }
    return `${d}L${x(last.price)},${fixed(height)}Z`;
  };
  return { bids: side(b), asks: side(a), low: lowLevel, high: highLevel };
}
