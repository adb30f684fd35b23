/**
 * The generic quote format over HTTP polling: GET the URL every `interval_ms` (default 1 s; back-off doubling to
 * 30 s while it fails), body as in quote-ws.ts. For providers that offer a REST snapshot but no stream.
 */
import type { QuoteSource, SourceQuote, SourceStatus } from '../quote';
import { quotesIn } from './quote-ws';

export type HttpQuoteOptions = {
  name: string;
  url: string;
  symbols: ReadonlyMap<string, string>;
  intervalMs?: number;
  maxDelayMs?: number;
  log?: { warn(obj: object, msg: string): void };
  fetch?: typeof fetch;
};

export class HttpQuoteSource implements QuoteSource {
  readonly name: string;
  readonly kind = 'quote-http' as const;
  private readonly ours: Map<string, string>;
  private readonly listeners = new Set<(q: SourceQuote[]) => void>();
  private timer: NodeJS.Timeout | undefined;
  private stopped = true;
  private failures = 0;
  private ok = false;
  private lastQuoteAt: number | null = null;
  private inFlight: Promise<void> = Promise.resolve();
  private abort: AbortController | undefined;

  constructor(private readonly opts: HttpQuoteOptions) {
    this.name = opts.name;
    this.ours = new Map([...opts.symbols].map(([ours, theirs]) => [theirs.toUpperCase(), ours]));
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort?.abort();
    await this.inFlight;
    this.ok = false;
  }

  onQuote(listener: (q: SourceQuote[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  status(): SourceStatus {
    return { name: this.name, kind: this.kind, connected: this.ok, last_quote_at: this.lastQuoteAt };
  }

  private schedule(ms: number) {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.inFlight = this.poll().then((good) => {
        this.failures = good ? 0 : this.failures + 1;
        this.ok = good;
        const every = this.opts.intervalMs ?? 1000;
        this.schedule(good ? every : Math.min(every * 2 ** this.failures, this.opts.maxDelayMs ?? 30_000));
      });
    }, ms);
  }

  private async poll(): Promise<boolean> {
    this.abort = new AbortController();
    const timeout = setTimeout(() => this.abort?.abort(), 10_000);
    try {
      const res = await (this.opts.fetch ?? fetch)(this.opts.url, { signal: this.abort.signal });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const quotes: SourceQuote[] = [];
      for (const q of quotesIn(await res.json())) {
        const symbol = this.ours.get(q.symbol.toUpperCase());
        if (symbol) quotes.push({ ...q, symbol, source: this.name });
      }
      if (quotes.length > 0) {
        this.lastQuoteAt = Math.max(this.lastQuoteAt ?? 0, ...quotes.map((q) => q.ts));
        for (const l of this.listeners) l(quotes);
      }
      return true;
    } catch (error) {
      if (!this.stopped)
        this.opts.log?.warn({ source: this.name, err: (error as Error).message }, 'price source error');
      return false;
    } finally {
      clearTimeout(timeout);
    }
  }
}
