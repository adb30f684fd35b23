/**
 * Candle periods and tick → candle aggregation (no I/O).
 *
 * Buckets are UTC: minutes/hours on the epoch grid, days from 00:00 UTC, weeks from Monday 00:00 UTC, months are
 * calendar months. A candle exists only for a bucket that had at least one tick: nothing is invented for stock
 * nights, weekends or any other silent stretch (the feed ticks crypto every second, so its closed buckets have no
 * gaps anyway).
 */
import { add, gt, lt, mul } from '@app/money';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './sessions';
import type { Tick } from './simulator';

export const PERIODS = ['1min', '5min', '15min', '30min', '1hour', '1day', '1week', '1mon'] as const;
export type Period = (typeof PERIODS)[number];

/**
 * Every spelling the client may send, mapped to a canonical period. Case matters only for the single letters
 * ('1m' minute vs '1M' month, as on most exchanges); word spellings are case-insensitive.
 * '1year' is served as monthly candles: no yearly bucket is stored, the chart asks for a long range of 1mon instead.
 */
const SPELLINGS: Record<string, Period> = {
  '1min': '1min',
  '1m': '1min',
  '1': '1min',
  '5min': '5min',
  '5m': '5min',
  '5': '5min',
  '15min': '15min',
  '15m': '15min',
  '15': '15min',
  '30min': '30min',
  '30m': '30min',
  '30': '30min',
  '60min': '1hour',
  '1hour': '1hour',
  '1h': '1hour',
  '1H': '1hour',
  '60': '1hour',
  '1day': '1day',
  '1d': '1day',
  '1D': '1day',
  D: '1day',
  day: '1day',
  '1week': '1week',
  '1w': '1week',
  '1W': '1week',
  W: '1week',
  week: '1week',
  '1mon': '1mon',
  '1month': '1mon',
  '1M': '1mon',
  M: '1mon',
  month: '1mon',
  '1year': '1mon',
  '1y': '1mon',
  '1Y': '1mon',
};

/** Canonical period for a client spelling, or null when unknown. */
export function normalizePeriod(input: unknown): Period | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  const raw = String(input).trim();
  const exact = SPELLINGS[raw];
  if (exact) return exact;
  // word spellings in any case ('1MIN', '1Day'); never fold a bare 'm'/'M' (minute vs month)
  if (/^\d+[a-z]{2,}$/i.test(raw)) return SPELLINGS[raw.toLowerCase()] ?? null;
  return null;
}

const FIXED_MS: Partial<Record<Period, number>> = {
  '1min': MINUTE_MS,
  '5min': 5 * MINUTE_MS,
  '15min': 15 * MINUTE_MS,
  '30min': 30 * MINUTE_MS,
  '1hour': HOUR_MS,
  '1day': DAY_MS,
  '1week': 7 * DAY_MS,
};

/** Length of a fixed period in ms (undefined for months, whose length varies). */
export function periodMs(period: Period): number | undefined {
  return FIXED_MS[period];
}

/** Start (UTC ms) of the bucket containing `ts`. */
export function bucketStart(ts: number, period: Period): number {
  if (period === '1mon') {
    const d = new Date(ts);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  }
  if (period === '1week') {
    const day = Math.floor(ts / DAY_MS);
    const sinceMonday = (((day + 3) % 7) + 7) % 7; // day 0 (1970-01-01) was a Thursday
    return (day - sinceMonday) * DAY_MS;
  }
  const len = FIXED_MS[period] as number;
  return Math.floor(ts / len) * len;
}

/** Start of the bucket after the one containing `ts` (the exclusive end of `ts`'s bucket). */
export function bucketEnd(ts: number, period: Period): number {
  if (period === '1mon') {
    const d = new Date(ts);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
  }
  return bucketStart(ts, period) + (FIXED_MS[period] as number);
}

/** Start of the bucket before the one starting at `start`. */
export function previousBucketStart(start: number, period: Period): number {
  return bucketStart(start - 1, period);
}

export interface Candle {
  symbol: string;
  period: Period;
  /** Bucket start, inclusive (UTC ms). */
  openTime: number;
  /** Bucket end, exclusive (UTC ms). */
  closeTime: number;
  open: string;
  high: string;
  low: string;
  close: string;
  /** Σ tick volume (base units). */
  volume: string;
  /** Σ price × volume (quote units), exact. */
  amount: string;
  /** Number of ticks. */
  count: number;
}

interface AggregateResult {
  /** The live candle of every (symbol, period) the tick touched, after the update. */
  updated: Candle[];
  /** Candles whose bucket ended, in time order. */
  closed: Candle[];
}

interface CandleAggregatorOptions {
  periods?: readonly Period[];
  /** Live candles saved earlier (`live()`), to continue after a restart. */
  live?: readonly Candle[];
}

function newCandle(tick: Tick, period: Period): Candle {
  return {
    symbol: tick.symbol,
    period,
    openTime: bucketStart(tick.ts, period),
    closeTime: bucketEnd(tick.ts, period),
    open: tick.price,
    high: tick.price,
    low: tick.price,
    close: tick.price,
    volume: tick.volume,
    amount: mul(tick.price, tick.volume),
    count: 1,
  };
}

function addTick(c: Candle, tick: Tick): void {
  if (gt(tick.price, c.high)) c.high = tick.price;
  if (lt(tick.price, c.low)) c.low = tick.price;
  c.close = tick.price;
  c.volume = add(c.volume, tick.volume);
  c.amount = add(mul(tick.price, tick.volume), c.amount);
  c.count += 1;
}

/**
 * Keeps one live candle per (symbol, period). Ticks must arrive in time order per symbol; a tick older than the
 * live bucket is ignored (its bucket is already closed and published).
 */
export class CandleAggregator {
  private readonly periods: readonly Period[];
  private readonly liveCandles = new Map<string, Candle>();
  /** Per (symbol, period): end of the last closed bucket; older ticks are late and ignored. */
  private readonly closedUntil = new Map<string, number>();

  constructor(opts: CandleAggregatorOptions = {}) {
    this.periods = opts.periods ?? PERIODS;
    for (const c of opts.live ?? []) this.liveCandles.set(`${c.symbol}|${c.period}`, { ...c });
  }

  push(tick: Tick): AggregateResult {
    const updated: Candle[] = [];
    const closed: Candle[] = [];
    for (const period of this.periods) {
      const key = `${tick.symbol}|${period}`;
      const live = this.liveCandles.get(key);
      if (live && tick.ts < live.openTime) continue;
      if (tick.ts < (this.closedUntil.get(key) ?? Number.NEGATIVE_INFINITY)) continue;
      if (live && tick.ts < live.closeTime) {
        addTick(live, tick);
        updated.push({ ...live });
        continue;
      }
      if (live) {
        closed.push(live);
        this.closedUntil.set(key, live.closeTime);
      }
      const fresh = newCandle(tick, period);
      this.liveCandles.set(key, fresh);
      updated.push({ ...fresh });
    }
    return { updated, closed };
  }

  /** Feeds many ticks; returns all closed candles and the latest state of each touched live candle. */
  pushAll(ticks: readonly Tick[]): AggregateResult {
    const closed: Candle[] = [];
    const latest = new Map<string, Candle>();
    for (const t of ticks) {
      const r = this.push(t);
      closed.push(...r.closed);
      for (const c of r.updated) latest.set(`${c.symbol}|${c.period}`, c);
    }
    return { updated: [...latest.values()], closed };
  }

  /**
   * Closes every live candle whose bucket ended by `nowMs` (e.g. the 15:59 stock candle at 16:00, which would
   * otherwise wait for the next morning's first tick).
   */
  closeDue(nowMs: number): Candle[] {
    const closed: Candle[] = [];
    for (const [key, c] of this.liveCandles) {
      if (c.closeTime <= nowMs) {
        closed.push(c);
        this.liveCandles.delete(key);
        this.closedUntil.set(key, c.closeTime);
      }
    }
    return closed.sort((a, b) => a.openTime - b.openTime);
  }

  /** Copies of the live candles (to persist, or to answer "the current candle"). */
  live(): Candle[] {
    return [...this.liveCandles.values()].map((c) => ({ ...c }));
  }
}
