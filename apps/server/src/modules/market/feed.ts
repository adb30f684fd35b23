/**
 * Market feeds: where ticks come from. `SimulatedFeed` wraps the engine's keyed simulator (demo only); real venues
 * are the adapters in `sources/`, combined into an index by `sources/index-feed.ts`.
 */
import { createSimulator, freshKey, type Instrument, roundDecimalString, type Simulator, type Tick } from './engine';

type TickListener = (ticks: Tick[]) => void;

export interface MarketFeed {
  readonly name: string;
  start(): void;
  stop(): Promise<void>;
  onTick(listener: TickListener): () => void;
}

class Listeners {
  private readonly set = new Set<TickListener>();
  add(l: TickListener) {
    this.set.add(l);
    return () => void this.set.delete(l);
  }
  emit(ticks: Tick[]) {
    if (ticks.length === 0) return;
    for (const l of this.set) l(ticks);
  }
}

type SimulatedFeedOptions = {
  instruments: readonly Instrument[];
  /** The last recorded price of each series: a start continues from there. */
  startPrices?: Record<string, string>;
  intervalMs?: number;
  now?: () => number;
};

/**
 * The demo market. Every start draws a fresh 32-byte key from the operating system and hands it to the engine,
 * which keeps only the per-instrument ciphers derived from it: the key is never stored, logged or returned, and no
 * state survives a restart, so public ticks reveal nothing that predicts the next ones (issue 30 item 3). A start
 * begins at `now` from the last recorded prices.
 */
export class SimulatedFeed implements MarketFeed {
  readonly name = 'sim';
  private sim: Simulator;
  private readonly listeners = new Listeners();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private readonly now: () => number;
  private readonly intervalMs: number;
  private readonly instruments: readonly Instrument[];

  constructor(opts: SimulatedFeedOptions) {
    this.now = opts.now ?? Date.now;
    this.intervalMs = opts.intervalMs ?? 1000;
    this.instruments = opts.instruments;
    this.sim = this.keyed(opts.startPrices);
  }

  private keyed(startPrices: Record<string, string> | undefined): Simulator {
    const key = freshKey();
    try {
      return createSimulator({
        key,
        instruments: this.instruments,
        startTime: this.now(),
        ...(startPrices ? { startPrices } : {}),
      });
    } finally {
      key.fill(0); // the stream ciphers hold what they need; no copy of the master key outlives this call
    }
  }

  start() {
    if (this.timer) return;
    // Started again after a stop: a new key, from the prices reached, at now (never a replay of the pause).
    if (this.stopped) this.sim = this.keyed(this.sim.prices());
    this.stopped = false;
    this.step();
    this.timer = setInterval(() => this.step(), this.intervalMs);
  }

  async stop() {
    clearInterval(this.timer);
    this.timer = undefined;
    this.stopped = true;
  }

  onTick(listener: TickListener) {
    return this.listeners.add(listener);
  }

  /** Emits every tick due up to now (the timer calls it each second). */
  step(nowMs = this.now()) {
    this.listeners.emit(this.sim.step(nowMs));
  }

  prices(): Record<string, string> {
    return this.sim.prices();
  }
}
