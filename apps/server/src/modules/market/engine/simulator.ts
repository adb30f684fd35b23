/**
 * Seeded, deterministic simulated market feed (no I/O).
 *
 * Model per instrument: geometric Brownian motion on the float log-price with the instrument's annual volatility
 * and drift, Poisson jumps with fat-tailed sizes, an intraday activity pattern, quieter crypto weekends, volume
 * that grows with the absolute return, and for stocks ticks only inside the exchange session (the first tick of a
 * session carries the overnight/weekend gap move). Each instrument has its own PRNG stream derived from
 * (seed, symbol), so adding an instrument does not change the others and the output does not depend on how the
 * caller slices time into `step` calls (unless a catch-up skip happens, see `maxCatchUpMs`).
 */
import type { SourceInput } from '@app/pricelog';
import type { Instrument } from './instruments';
import { logOf, roundDecimalString, toAmountString, toPriceString } from './price';
import { deriveSeed, Rng } from './rng';
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
  /** Internal float log-price (JSON round-trips doubles exactly). */
  logPrice: number;
  /** Last emitted price string. */
  price: string;
  /** PRNG state. */
  rng: number;
  /** Timestamp of the last emitted tick (or start − interval before the first one). */
  lastTs: number;
}

export interface SimulatorState {
  version: 1;
  seed: number | string;
  instruments: Record<string, InstrumentState>;
}

interface SimulatorOptions {
  seed: number | string;
  instruments: readonly Instrument[];
  /** Time of the first tick (used for instruments missing from `state`). */
  startTime: number;
  /** A `state()` saved earlier: the feed continues exactly from there. */
  state?: SimulatorState;
  /** Gap between two ticks of one instrument; default 1000 ms. */
  tickIntervalMs?: number;
  /** When a step is further behind than this, the missed stretch is one silent move; default 10 minutes. */
  maxCatchUpMs?: number;
  /** Starting prices overriding the catalogue's (e.g. the last stored close). */
  startPrices?: Record<string, string>;
}

export interface Simulator {
  /** Ticks of every instrument due in (last step, nowMs], sorted by time then symbol. */
  step(nowMs: number): Tick[];
  /** Serializable snapshot; pass it back as `state` to continue. */
  state(): SimulatorState;
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
  rng: Rng;
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
function jumpSize(rng: Rng, sigma: number): number {
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

function initialState(inst: Instrument, seed: number | string, start: number, interval: number, price?: string) {
  const p = price ?? inst.startPrice;
  return {
    logPrice: logOf(p),
    price: roundDecimalString(p, inst.pricePrecision),
    rng: deriveSeed(seed, 'sim', inst.symbol),
    lastTs: start - interval,
  };
}

export function createSimulator(opts: SimulatorOptions): Simulator {
  const interval = opts.tickIntervalMs ?? 1000;
  const maxCatchUp = opts.maxCatchUpMs ?? 10 * MINUTE_MS;
  if (!(interval > 0)) throw new Error('tickIntervalMs must be positive');
  const runtimes: Runtime[] = opts.instruments.map((inst) => {
    const saved = opts.state?.instruments[inst.symbol];
    const st: InstrumentState = saved
      ? { ...saved }
      : initialState(inst, opts.seed, opts.startTime, interval, opts.startPrices?.[inst.symbol]);
    const perDaySeconds = inst.kind === 'stock' ? STOCK_SESSION_SECONDS : 86_400;
    return {
      inst,
      st,
      rng: new Rng(st.rng),
      interval,
      floorLog: Math.log(10 ** -inst.pricePrecision),
      volumePerSecond: Number(inst.dailyVolume) / perDaySeconds,
    };
  });

  return {
    step(nowMs) {
      const ticks: Tick[] = [];
      for (const rt of runtimes) advance(rt, nowMs, maxCatchUp, ticks);
      ticks.sort((a, b) => a.ts - b.ts || (a.symbol < b.symbol ? -1 : a.symbol > b.symbol ? 1 : 0));
      return ticks;
    },
    state() {
      const instruments: Record<string, InstrumentState> = {};
      for (const rt of runtimes) instruments[rt.inst.symbol] = { ...rt.st, rng: rt.rng.state };
      return { version: 1, seed: opts.seed, instruments };
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

function advance(rt: Runtime, now: number, maxCatchUp: number, out: Tick[]): void {
  const { inst, st } = rt;
  const sigma = inst.volatility;
  for (;;) {
    let t = nextDue(rt, st.lastTs);
    if (t > now) return;
    let variance: number;
    let activity = 1;
    const behind = now - t;
    if (behind > maxCatchUp) {
      // Too far behind (e.g. the server was down): one silent move covering the missed time, then resume
      // on the grid near `now` instead of replaying days of one-second ticks.
      const target = t + Math.ceil((behind - maxCatchUp) / rt.interval) * rt.interval;
      const resume = inst.session ? nextSessionOpen(target, inst.session) : target;
      if (resume > now) return; // market closed until after now: wait (state untouched, deterministic)
      variance = inst.session
        ? stockGapVariance(sigma, st.lastTs, resume)
        : (sigma * sigma * (resume - st.lastTs)) / YEAR_MS;
      t = resume;
    } else if (inst.session && t - st.lastTs > rt.interval) {
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
  st.rng = rng.state;
  out.push({ symbol: inst.symbol, price: st.price, volume: toAmountString(volume, inst.amountPrecision), ts: t });
}
