import { describe, expect, it } from 'vitest';
import { defaultInstruments, type Instrument, NYSE_SESSION } from './instruments';
import { isSessionOpen } from './sessions';
import { createSimulator, type Tick } from './simulator';

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

  it('repeats itself for the same seed and differs for another seed', () => {
    const a = run(createSimulator({ seed: 7, instruments, startTime: start }), start, 120);
    const b = run(createSimulator({ seed: 7, instruments, startTime: start }), start, 120);
    const c = run(createSimulator({ seed: 8, instruments, startTime: start }), start, 120);
    expect(a.length).toBeGreaterThan(200);
    expect(b).toEqual(a);
    expect(c.map((t) => t.price)).not.toEqual(a.map((t) => t.price));
  });

  it('continues exactly after a restart from a saved state', () => {
    const straight = createSimulator({ seed: 'restart', instruments, startTime: start });
    const expected = run(straight, start, 200);
    const first = createSimulator({ seed: 'restart', instruments, startTime: start });
    const part1 = run(first, start, 100);
    const saved = JSON.parse(JSON.stringify(first.state()));
    const second = createSimulator({ seed: 'restart', instruments, startTime: start, state: saved });
    const part2 = run(second, start + 100_000, 100);
    expect([...part1, ...part2]).toEqual(expected);
    expect(second.state()).toEqual(straight.state());
  });

  it('does not depend on how time is sliced into steps', () => {
    const one = createSimulator({ seed: 3, instruments, startTime: start }).step(start + 300_000);
    const many = run(createSimulator({ seed: 3, instruments, startTime: start }), start, 30, 10_000);
    expect(many).toEqual(one);
  });

  it('ticks about once a second per instrument, in time order', () => {
    const ticks = createSimulator({ seed: 1, instruments: pick('ETH/USDT', 'SOL/USDT'), startTime: start }).step(
      start + 59_999,
    );
    expect(ticks.length).toBe(120);
    for (let i = 1; i < ticks.length; i++) expect(ticks[i]!.ts).toBeGreaterThanOrEqual(ticks[i - 1]!.ts);
  });

  it('catches up after a long pause with one silent move instead of replaying it', () => {
    const sim = createSimulator({ seed: 1, instruments: pick('BTC/USDT'), startTime: start, maxCatchUpMs: 60_000 });
    sim.step(start);
    const ticks = sim.step(start + 3 * 86_400_000);
    expect(ticks.length).toBeLessThanOrEqual(61);
    expect(ticks[0]!.ts).toBeGreaterThanOrEqual(start + 3 * 86_400_000 - 60_000);
  });
});

describe('simulated prices', () => {
  it('are positive and exactly at the pair precision', () => {
    const sim = createSimulator({
      seed: 11,
      instruments: all,
      startTime: START,
      tickIntervalMs: 60_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
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
      seed: 5,
      instruments: [wild],
      startTime: START,
      tickIntervalMs: 3_600_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
    }).step(START + 365 * 86_400_000);
    expect(ticks.every((t) => /^\d+\.\d{5}$/.test(t.price) && t.price !== '0.00000')).toBe(true);
  });
});

describe('stock trading hours', () => {
  it('never ticks outside the session, across the US DST switch, and gaps at each open', () => {
    const from = Date.UTC(2024, 2, 4); // Monday of the last EST week; DST starts Sunday 2024-03-10
    const sim = createSimulator({
      seed: 2,
      instruments: pick('AAPL'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
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
  it('are quieter than weekdays (fixed seed)', () => {
    const from = Date.UTC(2024, 0, 1); // Monday
    const sim = createSimulator({
      seed: 99,
      instruments: pick('BTC/USDT'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
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

describe('simulated dynamics (fixed seed)', () => {
  const from = Date.UTC(2024, 0, 1);
  const logReturns = (ticks: Tick[]) =>
    ticks.slice(1).map((t, i) => ({ t, r: Math.log(Number(t.price) / Number(ticks[i]!.price)) }));

  it('opens each stock session with a gap larger than a typical one-minute move', () => {
    const sim = createSimulator({
      seed: 4,
      instruments: pick('TSLA'),
      startTime: from,
      tickIntervalMs: 60_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
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
      seed: 9,
      instruments: pick('ETH/USDT'),
      startTime: from,
      tickIntervalMs: 10_000,
      maxCatchUpMs: Number.POSITIVE_INFINITY,
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
