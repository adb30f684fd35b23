/**
 * Attacker test (issue 30 item 3): predicting the demo market from its public ticks.
 *
 * Before issue 30 each instrument's ticks came from mulberry32, whose whole state is one 32-bit integer. An attacker
 * who knows the (public) model, the last recorded price and 20 consecutive public ticks tries candidate states
 * against the first few ticks, keeps the one that reproduces them, and predicts every later tick to the cent.
 *
 * Here the same attack runs, through today's model, once against the old generator and once against today's feed.
 * To stay fast the search covers a window of 2^22 candidates around a known state rather than all 2^32: the window
 * only shortens the run (the full space is 1024 windows, minutes on one core, as the issue found); it does not help
 * the filter, which keeps exactly one candidate out of 4 million. Against today's feed no 32-bit state reproduces
 * the ticks: they come from a ChaCha20 stream under a 256-bit key drawn from the operating system at the start.
 */
import { describe, expect, it } from 'vitest';
import {
  createSimulatorFrom,
  cryptoActivity,
  defaultInstruments,
  type Instrument,
  type RandomSource,
  type Tick,
  YEAR_MS,
} from './engine';
import { SimulatedFeed } from './feed';

/** The generator before issue 30, as it was in engine/rng.ts. */
class Mulberry32 implements RandomSource {
  constructor(public state: number) {}
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  normal(): number {
    const u1 = 1 - this.next();
    const u2 = this.next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  }
}

/** The old per-instrument seed derivation (FNV-1a and the murmur3 finaliser over `seed|sim|symbol`). */
function oldDeriveSeed(seed: number, ...keys: string[]): number {
  const text = `${seed}|${keys.join('|')}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h | 0;
}

const BTC = defaultInstruments().find((i) => i.symbol === 'BTC/USDT') as Instrument;
const START = Date.UTC(2026, 10, 30, 14, 0, 0);
const START_PRICE = '67000.00';
const PUBLIC_TICKS = 20;
/** Ticks the search checks: about 11 bits each at BTC's cent grid, 55 bits, far above the 22 searched. */
const CHECKED = 5;
const WINDOW = 2 ** 22;

/** What the filter compares per checked tick, worked out once: the move's terms and the log-price's bounds. */
type Step = { drift: number; sd: number; jump: number; lo: number; hi: number };

function stepsOf(ticks: readonly Tick[]): Step[] {
  const sigma = BTC.volatility;
  const half = 0.5 * 10 ** -BTC.pricePrecision * 1.000001;
  let last = START - 1000;
  return ticks.slice(0, CHECKED).map((tick) => {
    const dtYears = (tick.ts - last) / YEAR_MS;
    const activity = cryptoActivity(tick.ts);
    last = tick.ts;
    return {
      drift: (BTC.drift - 0.5 * sigma * sigma) * dtYears,
      sd: Math.sqrt(((sigma * sigma * 1000) / YEAR_MS) * activity * activity),
      jump: (BTC.jumpsPerYear ?? 12) * dtYears,
      lo: Math.log(Number(tick.price) - half),
      hi: Math.log(Number(tick.price) + half),
    };
  });
}

/**
 * The attacker's filter: does a mulberry32 state reproduce the first ticks? The model's first steps redone with
 * the state in a local integer (a new object per candidate would be slow); a candidate whose stream draws a jump
 * in the checked ticks (odds 1 in 2.5 million per tick) is dropped, as an attacker would.
 */
function reproduces(state: number, steps: readonly Step[], startLog: number): boolean {
  let s = state;
  const next = () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => {
    const u1 = 1 - next();
    const u2 = next();
    return Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  };
  let logPrice = startLog;
  for (const step of steps) {
    logPrice += step.drift + step.sd * normal();
    if (logPrice < step.lo || logPrice > step.hi) return false;
    if (next() < step.jump) return false;
    normal(); // the volume's noise
  }
  return true;
}

function search(ticks: readonly Tick[], around: number): number[] {
  const steps = stepsOf(ticks);
  const startLog = Math.log(Number(START_PRICE));
  const found: number[] = [];
  for (let i = -WINDOW / 2; i < WINDOW / 2; i++) {
    const candidate = (around + i) | 0;
    if (reproduces(candidate, steps, startLog)) found.push(candidate);
  }
  return found;
}

/** Today's model on the old generator: the stream an instance started with MARKET_SEED would have published. */
function oldStream(state: number, count: number): Tick[] {
  const sim = createSimulatorFrom(() => new Mulberry32(state), {
    instruments: [BTC],
    startTime: START,
    startPrices: { [BTC.symbol]: START_PRICE },
  });
  return sim.step(START + (count - 1) * 1000);
}

describe('predicting the demo market from 20 public ticks', () => {
  // MARKET_SEED's documented default, as the attacker found it in the README.
  const oldState = oldDeriveSeed(42, 'sim', BTC.symbol);

  it('worked against the old 32-bit generator: its state is found and every later tick predicted', () => {
    const ticks = oldStream(oldState, PUBLIC_TICKS);
    expect(ticks).toHaveLength(PUBLIC_TICKS);
    const started = performance.now();
    // The window is placed at a random offset around the real state: the attacker does not know where it lies.
    const offset = Math.floor(Math.random() * (WINDOW / 4)) - WINDOW / 8;
    const found = search(ticks, oldState + offset);
    const ms = performance.now() - started;
    console.info(
      `old generator: ${WINDOW} states in ${ms.toFixed(0)} ms; all 2^32 ≈ ${((ms * 1024) / 60_000).toFixed(1)} min`,
    );
    expect(found).toEqual([oldState]);
    const predicted = oldStream(found[0] as number, PUBLIC_TICKS + 30).slice(CHECKED);
    expect(predicted.slice(0, PUBLIC_TICKS - CHECKED)).toEqual(ticks.slice(CHECKED));
  });

  it('fails against the feed: no 32-bit state reproduces its ticks', () => {
    const feed = new SimulatedFeed({
      instruments: [BTC],
      startPrices: { [BTC.symbol]: START_PRICE },
      now: () => START,
    });
    const ticks: Tick[] = [];
    feed.onTick((t) => ticks.push(...t));
    feed.step(START + (PUBLIC_TICKS - 1) * 1000);
    expect(ticks).toHaveLength(PUBLIC_TICKS);
    // Where the old default would have put the state, and the first states from zero.
    expect(search(ticks, oldState)).toEqual([]);
    expect(search(ticks, WINDOW / 2)).toEqual([]);
  });
});
