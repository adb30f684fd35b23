/**
 * The recorded price of every instrument: each source's latest quote per instrument, turned on a 1 s grid into at
 * most one tick per instrument per step whose price is the published index (`@app/pricelog/index-price`) at the
 * instrument's feed precision and whose `inputs` are the source quotes it used, so anyone can recompute it.
 * A second with no new quote from any of an instrument's sources records nothing (no copies of an old price).
 */
import { add, toFixed } from '@app/money';
import { type IndexMethod, indexPrice } from '@app/pricelog/index-price';
import type { Instrument, Tick } from '../engine';
import type { MarketFeed } from '../feed';
import type { QuoteSource, SourceQuote, SourceStatus } from './quote';

export type IndexFeedOptions = {
  instruments: readonly Instrument[];
  /** Instrument symbol → the names of its sources. */
  plan: ReadonlyMap<string, readonly string[]>;
  sources: readonly QuoteSource[];
  method: IndexMethod;
  now?: () => number;
  gridMs?: number;
};

type Book = {
  inst: Instrument;
  names: ReadonlySet<string>;
  latest: Map<string, SourceQuote>;
  /** Traded amount reported since the last tick. */
  volume: string;
  fresh: boolean;
  lastTs: number;
};

export class IndexFeed implements MarketFeed {
  readonly name = 'index';
  private readonly books = new Map<string, Book>();
  private readonly listeners = new Set<(ticks: Tick[]) => void>();
  private readonly now: () => number;
  private readonly gridMs: number;
  private timer: NodeJS.Timeout | undefined;
  private running = false;

  constructor(private readonly opts: IndexFeedOptions) {
    this.now = opts.now ?? Date.now;
    this.gridMs = opts.gridMs ?? 1000;
    for (const inst of opts.instruments) {
      const names = new Set(opts.plan.get(inst.symbol) ?? []);
      this.books.set(inst.symbol, { inst, names, latest: new Map(), volume: '0', fresh: false, lastTs: 0 });
    }
    for (const s of opts.sources) s.onQuote((quotes) => this.take(quotes));
  }

  start() {
    if (this.running) return;
    this.running = true;
    for (const s of this.opts.sources) s.start();
    this.schedule();
  }

  async stop() {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.all(this.opts.sources.map((s) => s.stop()));
  }

  onTick(listener: (ticks: Tick[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  sources(): SourceStatus[] {
    return this.opts.sources.map((s) => s.status());
  }

  /** Keeps each source's newest quote for the instruments it is configured on; anything else is ignored. */
  take(quotes: readonly SourceQuote[]) {
    for (const q of quotes) {
      const book = this.books.get(q.symbol);
      if (!book?.names.has(q.source)) continue;
      const prev = book.latest.get(q.source);
      if (q.volume) book.volume = add(book.volume, q.volume);
      if (prev && prev.ts > q.ts) continue;
      book.latest.set(q.source, q);
      book.fresh = true;
    }
  }

  /**
   * The ticks computed at `at` (the timer calls it on each grid second; tests call it with explicit times). The timer
   * stamps a tick with the clock's time when it computes it, not with the grid instant it was due at: stamped with
   * the earlier grid instant, a tick reaches the market a few ms later than its time, and a price answered in between
   * ("the last tick at or before now") would have cited the previous one (the market refuses such a late tick).
   */
  step(at: number = this.now()): Tick[] {
    const ticks: Tick[] = [];
    for (const book of this.books.values()) {
      if (!book.fresh || at <= book.lastTs) continue;
      const inputs = [...book.latest.values()].map((q) => ({ source: q.source, price: q.price, ts: q.ts }));
      const r = indexPrice(inputs, at, this.opts.method, book.inst.pricePrecision);
      book.fresh = false;
      if (!r) continue;
      const volume = toFixed(book.volume, book.inst.amountPrecision, 'down');
      book.volume = '0';
      book.lastTs = at;
      ticks.push({ symbol: book.inst.symbol, price: r.price, volume, ts: at, inputs: r.used });
    }
    if (ticks.length > 0) for (const l of this.listeners) l(ticks);
    return ticks;
  }

  private schedule() {
    if (!this.running) return;
    const wait = this.gridMs - (this.now() % this.gridMs);
    this.timer = setTimeout(() => {
      this.step();
      this.schedule();
    }, wait);
  }
}
