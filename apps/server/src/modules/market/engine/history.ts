/**
 * Synthetic candle history for a first start, so every chart has at least `count` closed candles at every period.
 *
 * Each period is simulated at its own resolution, backwards from the current price: a log-price walk with the
 * instrument's volatility scaled to the bucket's open-market time, the drift (capped so 80+ years of monthly
 * candles stay plausible) and a weak pull toward the trend line. Each candle's open is the previous close; high
 * and low wrap open and close; volume grows with the size of the move. Stocks get intraday candles only for
 * buckets that overlap a session and daily candles only on trading days. Periods are independent series that all
 * end at the current price. Synthetic candles carry `count: 0` (no recorded ticks) so they can be told apart.
 */
import { mul } from '@app/money';
import { bucketEnd, bucketStart, type Candle, PERIODS, type Period, periodMs, previousBucketStart } from './candles';
import type { Instrument } from './instruments';
import { logOf, toAmountString, toPriceString } from './price';
import { Rng, streamKey } from './rng';
import { DAY_MS, HOUR_MS, sessionBounds } from './sessions';
import { cryptoActivity, YEAR_MS } from './simulator';

interface HistoryOptions {
  /** 32-byte master key; a first start draws a fresh one (nothing needs the same history twice). */
  key: Uint8Array;
  instrument: Instrument;
  /** "Now": history ends with the last bucket closed before the bucket containing `end`. */
  end: number;
  /** Closed candles per period; default 1000. */
  count?: number;
  periods?: readonly Period[];
  /** Price the history leads up to (last close); default the instrument's start price. */
  endPrice?: string;
}

interface Bucket {
  openTime: number;
  closeTime: number;
  /** Seconds of open market inside the bucket. */
  seconds: number;
  /** Variance of the log return over the bucket, per unit σ². */
  varianceUnits: number;
}

const STOCK_SESSION_SECONDS = 23_400;
const TRADING_DAYS = 252;
/** Largest typical deviation (log) from the trend line; keeps very long histories within a sane range. */
const MAX_DEVIATION = 1.2;
/** Largest total log drift over a whole history (×20). */
const MAX_TOTAL_DRIFT = Math.log(20);

/** Closed buckets for a 24/7 market: the `count` buckets before the one containing `end`. */
function continuousBuckets(end: number, period: Period, count: number): Bucket[] {
  const out: Bucket[] = [];
  let start = bucketStart(end, period);
  const intraday = (periodMs(period) ?? DAY_MS * 30) <= HOUR_MS;
  for (let i = 0; i < count; i++) {
    const openTime = previousBucketStart(start, period);
    const seconds = (start - openTime) / 1000;
    const activity = intraday ? cryptoActivity(openTime) : 1;
    out.push({
      openTime,
      closeTime: start,
      seconds,
      varianceUnits: ((seconds * 1000) / YEAR_MS) * activity * activity,
    });
    start = openTime;
  }
  return out.reverse();
}

/** Closed stock buckets: intraday ones overlapping a session, daily ones on trading days, all weeks and months. */
function stockBuckets(inst: Instrument, end: number, period: Period, count: number): Bucket[] {
  const session = inst.session;
  if (!session) throw new Error(`${inst.symbol} has no session`);
  const len = periodMs(period);
  const out: Bucket[] = [];
  const limit = bucketStart(end, period);
  if (len !== undefined && len <= HOUR_MS) {
    // walk sessions backwards, then the buckets of each session from its close down to its open
    for (let day = Math.floor(end / DAY_MS) * DAY_MS + DAY_MS / 2; out.length < count; day -= DAY_MS) {
      const b = sessionBounds(day, session);
      if (!b) continue;
      for (let s = bucketStart(b.close - 1, period); s + len > b.open && out.length < count; s -= len) {
        if (s >= limit) continue;
        const seconds = (Math.min(s + len, b.close) - Math.max(s, b.open)) / 1000;
        out.push({
          openTime: s,
          closeTime: s + len,
          seconds,
          varianceUnits: seconds / (TRADING_DAYS * STOCK_SESSION_SECONDS),
        });
      }
    }
    return out.reverse();
  }
  let start = limit;
  while (out.length < count) {
    const openTime = previousBucketStart(start, period);
    const closeTime = start;
    start = openTime;
    if (period === '1day' && !sessionBounds(openTime + DAY_MS / 2, session)) continue;
    const tradingDays = period === '1day' ? 1 : ((closeTime - openTime) / DAY_MS) * (5 / 7);
    out.push({
      openTime,
      closeTime,
      seconds: tradingDays * STOCK_SESSION_SECONDS,
      varianceUnits: tradingDays / TRADING_DAYS,
    });
  }
  return out.reverse();
}

function periodBuckets(inst: Instrument, end: number, period: Period, count: number): Bucket[] {
  return inst.kind === 'stock' ? stockBuckets(inst, end, period, count) : continuousBuckets(end, period, count);
}

/** History of one period, oldest first. */
export function generatePeriodHistory(
  inst: Instrument,
  period: Period,
  opts: { key: Uint8Array; end: number; count: number; endPrice: string },
): Candle[] {
  const buckets = periodBuckets(inst, opts.end, period, opts.count);
  const n = buckets.length;
  const rng = new Rng(streamKey(opts.key, 'history', inst.symbol, period));
  const sigma = inst.volatility;
  const first = buckets[0];
  const spanYears = first ? Math.max(1e-9, (opts.end - first.openTime) / YEAR_MS) : 1;
  const drift = Math.sign(inst.drift) * Math.min(Math.abs(inst.drift), MAX_TOTAL_DRIFT / spanYears);
  const floorLog = Math.log(10 ** -inst.pricePrecision) + Math.log(10);
  const perDay = inst.kind === 'stock' ? STOCK_SESSION_SECONDS : 86_400;
  const volumePerSecond = Number(inst.dailyVolume) / perDay;

  // walk backwards: closes[i] and opens[i] = closes[i - 1]
  const logClose = new Float64Array(n + 1); // logClose[i + 1] is the close of bucket i; logClose[0] the first open
  const sds = new Float64Array(n);
  const zs = new Float64Array(n);
  const endLog = logOf(opts.endPrice);
  logClose[n] = endLog;
  for (let i = n - 1; i >= 0; i--) {
    const b = buckets[i] as Bucket;
    const sd = sigma * Math.sqrt(b.varianceUnits);
    const theta = Math.min(0.2, (sd * sd) / (2 * MAX_DEVIATION * MAX_DEVIATION));
    const trendClose = endLog - (drift * (opts.end - b.closeTime)) / YEAR_MS;
    const trendOpen = endLog - (drift * (opts.end - b.openTime)) / YEAR_MS;
    const z = rng.normal();
    let lo = trendOpen + ((logClose[i + 1] as number) - trendClose) * (1 - theta) - sd * z;
    if (lo < floorLog) lo = 2 * floorLog - lo;
    logClose[i] = lo;
    sds[i] = sd;
    zs[i] = z;
  }

  const candles: Candle[] = [];
  let prevClose = toPriceString(Math.exp(logClose[0] as number), inst.pricePrecision);
  for (let i = 0; i < n; i++) {
    const b = buckets[i] as Bucket;
    const o = Math.exp(logClose[i] as number);
    const c = Math.exp(logClose[i + 1] as number);
    const sd = sds[i] as number;
    // rounding is monotone, so rounded high ≥ rounded max(open, close) and rounded low ≤ rounded min
    const high = Math.max(o, c) * Math.exp(Math.abs(rng.normal()) * sd * 0.6);
    const low = Math.min(o, c) * Math.exp(-Math.abs(rng.normal()) * sd * 0.6);
    const moveFactor = 0.4 + 0.75 * Math.min(8, Math.abs(zs[i] as number));
    const volume = toAmountString(
      volumePerSecond * b.seconds * moveFactor * Math.exp(0.5 * rng.normal() - 0.125),
      inst.amountPrecision,
    );
    const close = toPriceString(c, inst.pricePrecision);
    const typical = toPriceString((high + low + c) / 3, inst.pricePrecision);
    candles.push({
      symbol: inst.symbol,
      period,
      openTime: b.openTime,
      closeTime: period === '1mon' ? bucketEnd(b.openTime, period) : b.closeTime,
      open: prevClose,
      high: toPriceString(high, inst.pricePrecision),
      low: toPriceString(low, inst.pricePrecision),
      close,
      volume,
      amount: mul(typical, volume),
      count: 0,
    });
    prevClose = close;
  }
  return candles;
}

/** At least `count` closed candles per period, oldest first, ending at `endPrice` just before `end`'s bucket. */
export function generateHistory(opts: HistoryOptions): Record<Period, Candle[]> {
  const count = opts.count ?? 1000;
  const endPrice = opts.endPrice ?? opts.instrument.startPrice;
  const out = {} as Record<Period, Candle[]>;
  for (const period of opts.periods ?? PERIODS) {
    out[period] = generatePeriodHistory(opts.instrument, period, { key: opts.key, end: opts.end, count, endPrice });
  }
  return out;
}
