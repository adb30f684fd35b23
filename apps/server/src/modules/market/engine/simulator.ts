/**
 * Keyed, deterministic simulated market feed (no I/O).
 *
 * Model per instrument: geometric Brownian motion on the float log-price with the instrument's annual volatility
 * and drift, Poisson jumps with fat-tailed sizes, an intraday activity pattern, quieter crypto weekends, volume
 * that grows with the absolute return, and for stocks ticks only inside the exchange session (the first tick of a
 * session carries the overnight/weekend gap move). Each instrument draws from its own ChaCha20 stream keyed from
 * (key, symbol), so adding an instrument does not change the others and the output does not depend on how the
 * caller slices time into `step` calls (unless a stall longer than `maxLagMs` leaves a gap).
 *
 * There is no saved state: a start begins at its `startTime` from the last recorded prices with a new key, so a
 * restart never replays or jumps over the time the server was down (issue 30 items 3 and 6).
 */
import type { SourceInput } from '@app/pricelog';
import type { Instrument } from './instruments';
import { logOf, roundDecimalString, toAmountString, toPriceString } from './price';
import { type RandomSource, Rng, streamKey } from './rng';
import { DAY_MS, HOUR_MS, MINUTE_MS, nextSessionOpen, sessionBounds } from './sessions';

export interface Tick {
  symbol: string;
  /** Decimal string at the instrument's price precision. */
  price: string;
  /** Decimal string at the instrument's amount precision, > 0. */
  volume: string;
  /** Epoch milliseconds. */
  ts: number;
  /** The sources this price was computed from (each one's own price and time); absent: the feed itself is the one source. */
  inputs?: SourceInput[];
}

interface InstrumentState {
  /** Internal float log-price. */
  logPrice: number;
  /** Last emitted price string. */
  price: string;
  /** Timestamp of the last emitted tick (or start − interval before the first one). */
  lastTs: number;
}

export interface SimulatorOptions {
  /** The 32-byte master key: the whole secret of the simulated market (the feed draws a fresh one per start). */
  key: Uint8Array;
  instruments: readonly Instrument[];
  /** Time of the first tick. */
  startTime: number;
  /** Gap between two ticks of one instrument; default 1000 ms. */
  tickIntervalMs?: number;
  /**
   * A step never makes up ticks stamped more than this before its `now` (default 10 minutes): after a longer
   * stall (a machine asleep, a test clock moved forward) the walk resumes near `now` from the last price, as a new
   * start would. The missed stretch has no ticks and no move: never a synthetic jump.
   */
  maxLagMs?: number;
  /** Starting prices overriding the catalogue's (the last recorded price of each series). */
  startPrices?: Record<string, string>;
}

export interface Simulator {
  /** Ticks of every instrument due in (last step, nowMs], sorted by time then symbol. */
  step(nowMs: number): Tick[];
  /** Last emitted (or starting) price per symbol. */
  prices(): Record<string, string>;
}

export const YEAR_MS = 365 * DAY_MS;
const STOCK_SESSION_SECONDS = 23_400;
/** Share of a stock's daily variance that happens in the session; the rest is the overnight gap. */
const STOCK_INTRADAY_SHARE = 0.8;

/** Relative activity (volatility multiplier) of crypto by UTC time: Asia quieter, EU/US overlap busier. */
export function cryptoActivity(ts: number): number {
  const day = Math.floor(ts / DAY_MS);
  const weekday = (day + 4) % 7; // 0 Sunday
  const hour = Math.floor((ts % DAY_MS) / HOUR_MS);
  const intraday = hour >= 13 && hour < 21 ? 1.2 : hour >= 7 && hour < 13 ? 1.0 : 0.85;
  const weekend = weekday === 0 || weekday === 6 ? 0.6 : 1.1;
  return intraday * weekend;
}

/** U-shaped stock activity: busy first and last half hour of the session. */
function stockActivity(ts: number, open: number, close: number): number {
  if (ts - open < 30 * MINUTE_MS) return 1.6;
  if (close - ts <= 30 * MINUTE_MS) return 1.4;
  return 0.85;
}

interface Runtime {
  inst: Instrument;
  st: InstrumentState;
  rng: RandomSource;
  interval: number;
  /** Lowest log-price allowed (one price unit); the walk reflects there. */
  floorLog: number;
  /** Mean volume per second of activity. */
  volumePerSecond: number;
}

function jumpsPerYear(inst: Instrument): number {
  return inst.jumpsPerYear ?? (inst.kind === 'crypto' ? 12 : 4);
}

/** Fat-tailed jump size in log terms: a normal scaled by an inverse-sqrt uniform (Pareto-like tails), capped. */
function jumpSize(rng: RandomSource, sigma: number): number {
  const scale = Math.min(6, 1 / Math.sqrt(0.05 + rng.next()));
  return rng.normal() * scale * sigma * 0.05;
}

/** Variance of the move between a stock's last tick and the first tick of a later session. */
function stockGapVariance(sigma: number, from: number, to: number): number {
  const days = (to - from) / DAY_MS;
  const daily = (sigma * sigma) / 252;
  if (days < 4) return daily * (1 - STOCK_INTRADAY_SHARE) * (1 + 0.25 * Math.max(0, Math.round(days) - 1));
  return daily * days * (5 / 7);
}

function initialState(inst: Instrument, start: number, interval: number, price?: string): InstrumentState {
  const p = price ?? inst.startPrice;
  return { logPrice: logOf(p), price: roundDecimalString(p, inst.pricePrecision), lastTs: start - interval };
}

/** The simulator of the live feed and the tests: one ChaCha20 stream per instrument, keyed from `key`. */
export function createSimulator(opts: SimulatorOptions): Simulator {
  const { key, ...rest } = opts;
  return createSimulatorFrom((symbol) => new Rng(streamKey(key, 'sim', symbol)), rest);
}

/**
 * The same model on a caller's random source per instrument. Only the attacker test uses it directly, to run the
 * old 32-bit generator through today's model and show what its public ticks gave away.
 */
export function createSimulatorFrom(
  streamOf: (symbol: string) => RandomSource,
  opts: Omit<SimulatorOptions, 'key'>,
): Simulator {
  const interval = opts.tickIntervalMs ?? 1000;
  const maxLag = opts.maxLagMs ?? 10 * MINUTE_MS;
  if (!(interval > 0)) throw new Error('tickIntervalMs must be positive');
  const runtimes: Runtime[] = opts.instruments.map((inst) => {
    const perDaySeconds = inst.kind === 'stock' ? STOCK_SESSION_SECONDS : 86_400;
    return {
      inst,
      st: initialState(inst, opts.startTime, interval, opts.startPrices?.[inst.symbol]),
      rng: streamOf(inst.symbol),
      interval,
      floorLog: Math.log(10 ** -inst.pricePrecision),
      volumePerSecond: Number(inst.dailyVolume) / perDaySeconds,
    };
  });

  return {
    step(nowMs) {
      const ticks: Tick[] = [];
      for (const rt of runtimes) advance(rt, nowMs, maxLag, ticks);
      ticks.sort((a, b) => a.ts - b.ts || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
      return ticks;
    },
    prices() {
      return Object.fromEntries(runtimes.map((rt) => [rt.inst.symbol, rt.st.price]));
    },
  };
}

/** Next tick time after `lastTs`: on the interval grid, and for stocks moved to the next session open. */
function nextDue(rt: Runtime, lastTs: number): number {
  const t = lastTs + rt.interval;
  const session = rt.inst.session;
  return session ? nextSessionOpen(t, session) : t;
}

function advance(rt: Runtime, now: number, maxLag: number, out: Tick[]): void {
  const { inst, st } = rt;
  const sigma = inst.volatility;
  for (;;) {
    let t = nextDue(rt, st.lastTs);
    if (t > now) return;
    if (now - t > maxLag) {
      // Stalled: resume on the grid near `now` from the last price, with no tick and no move for the missed time.
      const target = t + Math.ceil((now - t - maxLag) / rt.interval) * rt.interval;
      const resume = inst.session ? nextSessionOpen(target, inst.session) : target;
      if (resume > now) return; // market closed until after now: wait (state untouched, deterministic)
      st.lastTs = resume - rt.interval;
      t = resume;
    }
    let variance: number;
    let activity = 1;
    if (inst.session && t - st.lastTs > rt.interval) {
      variance = stockGapVariance(sigma, st.lastTs, t); // first tick of a session: overnight/weekend gap
      activity = 1.6;
    } else if (inst.session) {
      const b = sessionBounds(t, inst.session);
      activity = b ? stockActivity(t, b.open, b.close) : 1;
      variance =
        ((sigma * sigma * STOCK_INTRADAY_SHARE) / (252 * STOCK_SESSION_SECONDS)) *
        (rt.interval / 1000) *
        activity *
        activity;
    } else {
      activity = cryptoActivity(t);
      variance = ((sigma * sigma * rt.interval) / YEAR_MS) * activity * activity;
    }
    emit(rt, t, variance, activity, out);
  }
}

function emit(rt: Runtime, t: number, variance: number, activity: number, out: Tick[]): void {
  const { inst, st, rng } = rt;
  const dtYears = (t - st.lastTs) / YEAR_MS;
  const sd = Math.sqrt(variance);
  const z = rng.normal();
  let r = (inst.drift - 0.5 * inst.volatility * inst.volatility) * dtYears + sd * z;
  if (rng.next() < jumpsPerYear(inst) * dtYears) r += jumpSize(rng, inst.volatility);
  let logPrice = st.logPrice + r;
  if (logPrice < rt.floorLog) logPrice = 2 * rt.floorLog - logPrice; // reflect: prices stay positive
  // volume: busier when the price moves and at busy hours; lognormal noise; mean about one
  const moveFactor = 0.4 + 0.75 * Math.min(8, Math.abs(r) / (sd || 1));
  const noise = Math.exp(0.5 * rng.normal() - 0.125);
  const seconds = Math.min(60, Math.max(1, (t - st.lastTs) / 1000));
  const volume = rt.volumePerSecond * seconds * activity * moveFactor * noise;
  st.logPrice = logPrice;
  st.price = toPriceString(Math.exp(logPrice), inst.pricePrecision);
  st.lastTs = t;
  out.push({ symbol: inst.symbol, price: st.price, volume: toAmountString(volume, inst.amountPrecision), ts: t });
}
