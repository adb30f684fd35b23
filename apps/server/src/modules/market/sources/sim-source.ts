/**
 * The demo simulator as one more quote source named `sim`: its ticks become quotes, so a simulated instrument goes
 * through the same index and 1 s grid as a real one (its one input flagged) and is marked simulated everywhere.
 */
import type { MarketFeed } from '../feed';
import type { QuoteSource, SourceQuote, SourceStatus } from './quote';
import { SIM_SOURCE } from './sources.config';

export class SimSource implements QuoteSource {
  readonly name = SIM_SOURCE;
  readonly kind = 'sim' as const;
  private readonly listeners = new Set<(q: SourceQuote[]) => void>();
  private lastQuoteAt: number | null = null;
  private running = false;

  constructor(readonly feed: MarketFeed) {
    feed.onTick((ticks) => {
      const quotes = ticks.map((t) => ({
        symbol: t.symbol,
        source: SIM_SOURCE,
        price: t.price,
        ts: t.ts,
        volume: t.volume,
      }));
      if (quotes.length === 0) return;
      this.lastQuoteAt = Math.max(this.lastQuoteAt ?? 0, ...quotes.map((q) => q.ts));
      for (const l of this.listeners) l(quotes);
    });
  }

  start() {
    this.running = true;
    this.feed.start();
  }

  async stop() {
    this.running = false;
    await this.feed.stop();
  }

  onQuote(listener: (q: SourceQuote[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  status(): SourceStatus {
    return { name: this.name, kind: this.kind, connected: this.running, last_quote_at: this.lastQuoteAt };
  }
}
