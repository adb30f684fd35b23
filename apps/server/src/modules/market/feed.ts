/**
 * Market feeds: where ticks come from. `SimulatedFeed` wraps the engine's keyed simulator (demo only);
 * `ExchangeFeed` reads a Binance-style combined public trade stream (`…/stream?streams=btcusdt@aggTrade/…`);
 * `CompositeFeed` runs several (exchange crypto + simulated stocks).
 */
import WebSocket from 'ws';
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

/** `BTCUSDT` (the exchange's stream symbol) for `BTC/USDT`. */
const exchangeSymbol = (symbol: string) => symbol.replace('/', '').toUpperCase();

/**
 * One combined-stream frame → a tick, or null for anything else (subscription answers, unknown symbols,
 * malformed data). `aggTrade` and `trade` payloads carry `s` symbol, `p` price, `q` quantity, `T` trade time.
 */
export function parseExchangeFrame(raw: string, known: ReadonlyMap<string, Instrument>): Tick | null {
  let msg: unknown;
  try {
    msg = JSON.parse(raw);
  } catch {
    return null;
  }
  const data = (msg as { data?: unknown }).data ?? msg;
  if (!data || typeof data !== 'object') return null;
  const d = data as Record<string, unknown>;
  if (d.e !== 'aggTrade' && d.e !== 'trade') return null;
  const inst = typeof d.s === 'string' ? known.get(d.s.toUpperCase()) : undefined;
  if (!inst || typeof d.p !== 'string' || typeof d.q !== 'string' || typeof d.T !== 'number') return null;
  if (!/^\d+(\.\d+)?$/.test(d.p) || !/^\d+(\.\d+)?$/.test(d.q) || !Number.isFinite(d.T)) return null;
  const price = roundDecimalString(d.p, inst.pricePrecision);
  if (/^0(\.0*)?$/.test(price)) return null;
  return { symbol: inst.symbol, price, volume: roundDecimalString(d.q, inst.amountPrecision), ts: d.T };
}

type ExchangeFeedOptions = {
  /** `wss://host/stream?streams=…`, or a base `wss://host/stream` to which the streams of `instruments` are added. */
  url: string;
  instruments: readonly Instrument[];
  /** Reconnect back-off bounds (ms). */
  minDelayMs?: number;
  maxDelayMs?: number;
  log?: { warn(obj: object, msg: string): void };
};

export class ExchangeFeed implements MarketFeed {
  readonly name = 'exchange';
  private readonly listeners = new Listeners();
  private readonly known: Map<string, Instrument>;
  private socket: WebSocket | undefined;
  private stopped = true;
  private delay: number;
  private retry: NodeJS.Timeout | undefined;
  readonly url: string;

  constructor(private readonly opts: ExchangeFeedOptions) {
    this.known = new Map(opts.instruments.map((i) => [exchangeSymbol(i.symbol), i]));
    this.delay = opts.minDelayMs ?? 1000;
    const streams = opts.instruments.map((i) => `${exchangeSymbol(i.symbol).toLowerCase()}@aggTrade`).join('/');
    this.url = opts.url.includes('streams=')
      ? opts.url
      : `${opts.url}${opts.url.includes('?') ? '&' : '?'}streams=${streams}`;
  }

  start() {
    this.stopped = false;
    this.connect();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    const s = this.socket;
    this.socket = undefined;
    if (s && s.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((done) => {
        s.once('close', () => done());
        s.terminate();
      });
    }
  }

  onTick(listener: TickListener) {
    return this.listeners.add(listener);
  }

  private connect() {
    if (this.stopped) return;
    const socket = new WebSocket(this.url, { handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on('open', () => {
      this.delay = this.opts.minDelayMs ?? 1000;
    });
    socket.on('message', (data) => {
      const tick = parseExchangeFrame(data.toString(), this.known);
      if (tick) this.listeners.emit([tick]);
    });
    socket.on('error', (error) => this.opts.log?.warn({ err: error.message }, 'exchange feed error'));
    socket.on('close', () => {
      if (this.stopped || this.socket !== socket) return;
      this.retry = setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, this.opts.maxDelayMs ?? 30_000);
    });
  }
}

export class CompositeFeed implements MarketFeed {
  readonly name: string;
  constructor(private readonly feeds: readonly MarketFeed[]) {
    this.name = feeds.map((f) => f.name).join('+');
  }
  start() {
    for (const f of this.feeds) f.start();
  }
  async stop() {
    await Promise.all(this.feeds.map((f) => f.stop()));
  }
  onTick(listener: TickListener) {
    const offs = this.feeds.map((f) => f.onTick(listener));
    return () => {
      for (const off of offs) off();
    };
  }
}
