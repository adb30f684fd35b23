/**
 * The index price: how several sources' prices become the one recorded price (docs/decisions.md "Issue 30: the
 * index price"). Published so anyone can recompute a recorded tick from the inputs stored in its leaf:
 *
 * 1. an input older than `at - max_age_ms` does not count (a source that went quiet must not hold the price);
 *    neither does one whose price is not a positive decimal or whose weight is zero;
 * 2. each usable price is clamped to the median of the usable prices ± `band_percent` %;
 * 3. the price is the weighted mean of the clamped prices (weight 1 unless `weights` names the source), rounded
 *    half-up to `scale` decimals and written with exactly `scale` decimals.
 *
 * Exact decimal arithmetic throughout (`@app/money`), so the verifier's answer is the server's to the last digit.
 */
import { add, cmp, div, isAmountString, isPositive, mul, sub, sum, toFixed } from '@app/money';
import type { SourceInput } from './types';

export type IndexMethod = {
  /** An input whose own timestamp is older than this at the tick's time does not count. */
  max_age_ms: number;
  /** Each input is clamped to the median ± this percentage of the median (decimal string, e.g. '3'). */
  band_percent: string;
  /** Weight per source name (positive decimal strings); a source not listed weighs 1. */
  weights?: Record<string, string>;
};

export type IndexResult = {
  price: string;
  /** The inputs that counted, ordered by source name then time then price (the order does not change the price). */
  used: SourceInput[];
  /** Only one source counted: the price is that source's own, with nothing to check it against. */
  flagged: boolean;
};

const decimals = (a: string) => a.split('.')[1]?.length ?? 0;

function weightOf(method: IndexMethod, source: string): string {
  const w = method.weights && Object.hasOwn(method.weights, source) ? method.weights[source] : undefined;
  return w === undefined ? '1' : w;
}

function byCanonicalOrder(a: SourceInput, b: SourceInput): number {
  if (a.source !== b.source) return a.source < b.source ? -1 : 1;
  if (a.ts !== b.ts) return a.ts - b.ts;
  return cmp(a.price, b.price);
}

/** Median of a non-empty sorted list; the mean of the two middle values for an even count (exact). */
export function medianOf(sorted: readonly string[]): string {
  const mid = sorted.length >> 1;
  const upper = sorted[mid] as string;
  if (sorted.length % 2 === 1) return add(upper, '0');
  const both = add(sorted[mid - 1] as string, upper);
  return div(both, '2', decimals(both) + 1);
}

/** The clamp range: median ± band_percent % of the median (exact). */
export function bandOf(median: string, bandPercent: string): { lo: string; hi: string } {
  const product = mul(median, bandPercent);
  const half = div(product, '100', decimals(product) + 2);
  return { lo: sub(median, half), hi: add(median, half) };
}

const clamp = (p: string, lo: string, hi: string) => (cmp(p, lo) < 0 ? lo : cmp(p, hi) > 0 ? hi : p);

function isUsable(input: SourceInput, at: number, method: IndexMethod): boolean {
  if (!Number.isFinite(input.ts) || input.ts < at - method.max_age_ms) return false;
  if (!isAmountString(input.price) || !isPositive(input.price)) return false;
  const w = weightOf(method, input.source);
  return isAmountString(w) && isPositive(w);
}

export function indexPrice(
  inputs: readonly SourceInput[],
  at: number,
  method: IndexMethod,
  scale: number,
): IndexResult | null {
  const used = inputs
    .filter((i) => isUsable(i, at, method))
    .map((i) => ({ source: i.source, price: i.price, ts: i.ts }))
    .sort(byCanonicalOrder);
  if (used.length === 0) return null;
  const median = medianOf(used.map((i) => i.price).sort(cmp));
  const { lo, hi } = bandOf(median, method.band_percent);
  const weights = used.map((i) => weightOf(method, i.source));
  const weighted = sum(used.map((i, k) => mul(weights[k] as string, clamp(i.price, lo, hi))));
  // fixed text at `scale`, as every recorded tick's price is written
  const price = toFixed(div(weighted, sum(weights), scale, 'half-up'), scale);
  return { price, used, flagged: new Set(used.map((i) => i.source)).size === 1 };
}
