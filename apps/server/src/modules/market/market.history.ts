/**
 * First-start history: every (instrument, period) with fewer than `count` candles gets synthetic ones from the
 * engine. With none stored, the history ends just before the current bucket at the current price; with some
 * stored, it extends backwards from the oldest one (ending at its open), so series stay continuous.
 * Runs at start before the server listens: history answers never see a half-written series. Each run draws a fresh
 * key from the operating system (it only runs where history is missing, and nothing needs the same candles twice).
 */
import type { Executor } from '../../db';
import { type Candle, freshKey, generatePeriodHistory, type Instrument, PERIODS } from './engine';
import { candleCoverage, candleOpenAt, insertCandles } from './market.repo';

export type HistoryReport = { candles: number; ms: number; series: number };

export async function ensureHistory(
  ex: Executor,
  opts: {
    series: readonly Instrument[];
    count: number;
    now: number;
    currentPrice: (symbol: string) => string;
  },
): Promise<HistoryReport> {
  const started = performance.now();
  if (opts.count <= 0) return { candles: 0, ms: 0, series: 0 };
  const coverage = new Map((await candleCoverage(ex)).map((c) => [`${c.symbol}|${c.period}`, c]));
  const key = freshKey();
  let total = 0;
  let series = 0;
  for (const inst of opts.series) {
    const batch: Candle[] = [];
    for (const period of PERIODS) {
      const have = coverage.get(`${inst.symbol}|${period}`);
      if (have && have.n >= opts.count) continue;
      const firstOpen = have ? await candleOpenAt(ex, inst.symbol, period, have.first) : undefined;
      const end = have && firstOpen ? have.first : opts.now;
      const endPrice = firstOpen ?? opts.currentPrice(inst.symbol);
      const count = have && firstOpen ? opts.count - have.n : opts.count;
      batch.push(...generatePeriodHistory(inst, period, { key, end, count, endPrice }));
      series += 1;
    }
    // one multi-row statement per instrument (8 periods × count rows)
    await insertCandles(ex, batch, false);
    total += batch.length;
  }
  return { candles: total, ms: Math.round(performance.now() - started), series };
}
