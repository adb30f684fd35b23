import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { defaultInstruments, type Instrument, NYSE_SESSION } from './instruments';
import { isSessionOpen } from './sessions';
import { createSimulator, type Tick } from './simulator';

/** A fixed test key per label (the live feed draws a random one). */
const key = (label: number | string) => createHash('sha256').update(`test key ${label}`).digest();

const all = defaultInstruments();
const pick = (...symbols: string[]) => all.filter((i) => symbols.includes(i.symbol));
const START = Date.UTC(2024, 2, 11, 13, 0, 0); // Monday, shortly before the first EDT open of 2024

function run(sim: ReturnType<typeof createSimulator>, from: number, steps: number, every = 1000): Tick[] {
  const out: Tick[] = [];
  for (let i = 1; i <= steps; i++) out.push(...sim.step(from + i * every));
  return out;
}

describe('simulator determinism', () => {
  const instruments = pick('BTC/USDT', 'DOGE/USDT', 'AAPL');
  const start = Date.UTC(2024, 2, 11, 13, 29, 0);

  it('repeats itself for the same key and differs for another key', () => {
    const a = run(createSimulator({ key: key(7), instruments, startTime: start }), start, 120);
    const b = run(createSimulator({ key: key(7), instruments, startTime: start }), start, 120);
    const c = run(createSimulator({ key: key(8), instruments, startTime: start }), start, 120);
    expect(a.length).toBeGreaterThan(200);
    expect(b).toEqual(a);
    expect(c.map((t) => t.price)).not.toEqual(a.map((t) => t.price));
  });

  it('starts at its start time from the prices it is given, with no state from an earlier run', () => {
    const ticks = createSimulator({
      key: key('restart'),
      instruments: pick('BTC/USDT'),
      startTime: start,
      startPrices: { 'BTC/USDT': '50000.00' },
    }).step(start + 2000);
    expect(ticks.map((t) => t.ts)).toEqual([start, start + 1000, start + 2000]);
    // One second of BTC moves it by hundredths of a percent: the walk starts at the given price, not the catalogue's.
    expect(Math.abs(Number(ticks[0]!.price) / 50000 - 1)).toBeLessThan(0.005);
  });

  it('does not depend on how time is sliced into steps', () => {
    const one = createSimulator({ key: key(3), instruments, startTime: start }).step(start + 300_000);
    const many = run(createSimulator({ key: key(3), instruments, startTime: start }), start, 30, 10_000);
    expect(many).toEqual(one);
  });

  it('ticks about once a second per instrument, in time order', () => {
    const ticks = createSimulator({ key: key(1), instruments: pick('ETH/USDT', 'SOL/USDT'), startTime: start }).step(
      start + 59_999,
    );
    expect(ticks.length).toBe(120);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.ts).toBeGreaterThanOrEqual(ticks[i - 1]!.ts);
  });

  it('after a stall longer than maxLagMs resumes near now from the last price: a gap, never a jump', () => {
    const sim = createSimulator({ key: key(1), instruments: pick('BTC/USDT'), startTime: start, maxLagMs: 60_000 });
    const before = sim.step(start).at(-1)!;
    const after = sim.step(start + 3 * 86_400_000);
    expect(after.length).toBe(61);
    expect(after[0]!.ts).toBe(start + 3 * 86_400_000 - 60_000);
    // Three days of BTC would move it by several percent; the first tick after the gap is one second's move.
    expect(Math.abs(Number(after[0]!.price) / Number(before.price) - 1)).toBeLessThan(0.005);
  });
});

describe('simulated prices', () => {
  it('are positive and exactly at the pair precision', () => {
    const sim = createSimulator({
      key: key(11),
      instruments: all,
      startTime: START,
      tickIntervalMs: 60_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    });
    const ticks = sim.step(START + 2 * 86_400_000);
    const bySymbol = new Map(all.map((i) => [i.symbol, i]));
    const patterns = new Map(
      all.map((i) => [i.symbol, i.pricePrecision === 0 ? /^\d+$/ : new RegExp(`^\\d+\\.\\d{${i.pricePrecision}}$`)]),
    );
    expect(ticks.length).toBeGreaterThan(13 * 2 * 1440);
    const bad = ticks.filter((t) => {
      const inst = bySymbol.get(t.symbol) as Instrument;
      const unit = 10 ** -inst.pricePrecision;
      return !patterns.get(t.symbol)?.test(t.price) || Number(t.price) < unit || Number(t.volume) <= 0;
    });
    expect(bad).toEqual([]);
  });

  it('stay positive for a very volatile cheap coin over a long run', () => {
    const wild: Instrument = { ...pick('DOGE/USDT')[0]!, volatility: 8, drift: -5, startPrice: '0.00002' };
    const ticks = createSimulator({
      key: key(5),
      instruments: [wild],
      startTime: START,
      tickIntervalMs: 3_600_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    }).step(START + 365 * 86_400_000);
    expect(ticks.every((t) => /^\d+\.\d{5}$/.test(t.price) && t.price !== '0.00000')).toBe(true);
  });
});

describe('stock trading hours', () => {
  it('never ticks outside the session, across the US DST switch, and gaps at each open', () => {
    const from = Date.UTC(2024, 2, 4); // Monday of the last EST week; DST starts Sunday 2024-03-10
    const sim = createSimulator({
      key: key(2),
      instruments: pick('AAPL'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    });
    const ticks = sim.step(from + 14 * 86_400_000);
    expect(ticks.length).toBe(10 * 390);
    for (const t of ticks) expect(isSessionOpen(t.ts, NYSE_SESSION)).toBe(true);
    const firstOfDay = new Map<string, number>();
    for (const t of ticks) {
      const day = new Date(t.ts).toISOString().slice(0, 10);
      if (!firstOfDay.has(day)) firstOfDay.set(day, t.ts);
    }
    expect(new Date(firstOfDay.get('2024-03-08')!).toISOString()).toBe('2024-03-08T14:30:00.000Z');
    expect(new Date(firstOfDay.get('2024-03-11')!).toISOString()).toBe('2024-03-11T13:30:00.000Z');
    expect(firstOfDay.has('2024-03-09')).toBe(false);
    expect(firstOfDay.has('2024-03-10')).toBe(false);
  });
});

describe('crypto weekends', () => {
  it('are quieter than weekdays (fixed key)', () => {
    const from = Date.UTC(2024, 0, 1); // Monday
    const sim = createSimulator({
      key: key(99),
      instruments: pick('BTC/USDT'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    });
    const ticks = sim.step(from + 14 * 86_400_000 - 1);
    const weekday: number[] = [];
    const weekend: number[] = [];
    for (let i = 1; i < ticks.length; i++) {
      const r = Math.log(Number(ticks[i]!.price) / Number(ticks[i - 1]!.price));
      const dow = new Date(ticks[i]!.ts).getUTCDay();
      (dow === 0 || dow === 6 ? weekend : weekday).push(r);
    }
    const sd = (xs: number[]) => Math.sqrt(xs.reduce((s, x) => s + x * x, 0) / xs.length);
    expect(weekend.length).toBeGreaterThan(5000);
    expect(sd(weekend)).toBeLessThan(sd(weekday) * 0.8);
  });
});

describe('simulated dynamics (fixed key)', () => {
  const from = Date.UTC(2024, 0, 1);
  const logReturns = (ticks: Tick[]) =>
    ticks.slice(1).map((t, i) => ({ t, r: Math.log(Number(t.price) / Number(ticks[i]!.price)) }));

  it('opens each stock session with a gap larger than a typical one-minute move', () => {
    const sim = createSimulator({
      key: key(4),
      instruments: pick('TSLA'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    });
    const rs = logReturns(sim.step(from + 28 * 86_400_000));
    const isGap = ({ t }: { t: Tick }) => new Date(t.ts).toISOString().endsWith('14:30:00.000Z');
    const meanAbs = (xs: { r: number }[]) => xs.reduce((s, x) => s + Math.abs(x.r), 0) / xs.length;
    const gaps = rs.filter(isGap);
    expect(gaps.length).toBe(19); // 20 January sessions, the first has no previous close
    expect(meanAbs(gaps)).toBeGreaterThan(5 * meanAbs(rs.filter((x) => !isGap(x))));
  });

  it('trades more volume on bigger moves', () => {
    const sim = createSimulator({
      key: key(9),
      instruments: pick('ETH/USDT'),
      startTime: from,
      tickIntervalMs: 10_000,
      maxLagMs: Number.POSITIVE_INFINITY,
    });
    const ticks = sim.step(from + 86_400_000);
    const rs = logReturns(ticks);
    const xs = rs.map((x) => Math.abs(x.r));
    const ys = rs.map((x) => Number(x.t.volume));
    const mean = (a: number[]) => a.reduce((s, v) => s + v, 0) / a.length;
    const [mx, my] = [mean(xs), mean(ys)];
    const cov = mean(xs.map((x, i) => (x - mx) * (ys[i]! - my)));
    const corr = cov / Math.sqrt(mean(xs.map((x) => (x - mx) ** 2)) * mean(ys.map((y) => (y - my) ** 2)));
    expect(corr).toBeGreaterThan(0.2);
  });
});
