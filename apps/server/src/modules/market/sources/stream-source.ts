/**
 * One public WebSocket stream as a quote source: connects, sends the venue's subscription, maps the venue's
 * symbols to ours, drops what it cannot read, and reconnects with a doubling back-off (also when the stream goes
 * silent, which a half-open connection does without closing).
 */
import WebSocket from 'ws';
import type { QuoteSource, RawQuote, SourceQuote, SourceStatus } from './quote';
import type { SourceKind } from './sources.config';

/** What differs between venues. `symbols` are the venue's spellings of the instruments this source serves. */
export type StreamFormat = {
  url(base: string, symbols: readonly string[]): string;
  subscribe?(symbols: readonly string[]): string[];
  parse(raw: string): RawQuote[];
  /** Venues that close a quiet connection want an application-level ping. */
  keepalive?: { everyMs: number; text: string };
};

export type StreamOptions = {
  name: string;
  kind: SourceKind;
  url: string;
  format: StreamFormat;
  /** Our symbol → the venue's. */
  symbols: ReadonlyMap<string, string>;
  minDelayMs?: number;
  maxDelayMs?: number;
  /** No frame for this long: the connection is presumed dead and replaced. */
  idleMs?: number;
  log?: { warn(obj: object, msg: string): void };
};

export class StreamSource implements QuoteSource {
  readonly name: string;
  readonly kind: SourceKind;
  readonly url: string;
  private readonly ours: Map<string, string>;
  private readonly listeners = new Set<(q: SourceQuote[]) => void>();
  private socket: WebSocket | undefined;
  private stopped = true;
  private delay: number;
  private retry: NodeJS.Timeout | undefined;
  private idle: NodeJS.Timeout | undefined;
  private ping: NodeJS.Timeout | undefined;
  private connected = false;
  private lastQuoteAt: number | null = null;
  /** Connections opened so far (tests read it to see a reconnect). */
  connections = 0;

  constructor(private readonly opts: StreamOptions) {
    this.name = opts.name;
    this.kind = opts.kind;
    this.ours = new Map([...opts.symbols].map(([ours, theirs]) => [theirs.toUpperCase(), ours]));
    this.delay = opts.minDelayMs ?? 1000;
    this.url = opts.format.url(opts.url, [...opts.symbols.values()]);
  }

  start() {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.retry);
    this.clearTimers();
    const s = this.socket;
    this.socket = undefined;
    this.connected = false;
    if (s && s.readyState !== WebSocket.CLOSED) {
      await new Promise<void>((done) => {
        s.once('close', () => done());
        s.terminate();
      });
    }
  }

  onQuote(listener: (q: SourceQuote[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  status(): SourceStatus {
    return { name: this.name, kind: this.kind, connected: this.connected, last_quote_at: this.lastQuoteAt };
  }

  /** One frame → our quotes (public for the replay tests). */
  read(raw: string): SourceQuote[] {
    const out: SourceQuote[] = [];
    for (const q of this.opts.format.parse(raw)) {
      const symbol = this.ours.get(q.symbol.toUpperCase());
      if (symbol) out.push({ ...q, symbol, source: this.name });
    }
    return out;
  }

  private clearTimers() {
    clearTimeout(this.idle);
    clearInterval(this.ping);
  }

  private touch(socket: WebSocket) {
    clearTimeout(this.idle);
    this.idle = setTimeout(() => socket.terminate(), this.opts.idleMs ?? 30_000);
  }

  private connect() {
    if (this.stopped) return;
    const socket = new WebSocket(this.url, { handshakeTimeout: 10_000 });
    this.socket = socket;
    this.touch(socket);
    socket.on('open', () => {
      this.connections++;
      this.connected = true;
      this.delay = this.opts.minDelayMs ?? 1000;
      for (const frame of this.opts.format.subscribe?.([...this.opts.symbols.values()]) ?? []) socket.send(frame);
      const k = this.opts.format.keepalive;
      if (k) this.ping = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send(k.text), k.everyMs);
    });
    socket.on('message', (data) => {
      this.touch(socket);
      const quotes = this.read(data.toString());
      if (quotes.length === 0) return;
      this.lastQuoteAt = Math.max(this.lastQuoteAt ?? 0, ...quotes.map((q) => q.ts));
      for (const l of this.listeners) l(quotes);
    });
    socket.on('error', (error) => this.opts.log?.warn({ source: this.name, err: error.message }, 'price source error'));
    socket.on('close', () => {
      if (this.socket !== socket) return;
      this.connected = false;
      this.clearTimers();
      if (this.stopped) return;
      this.retry = setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, this.opts.maxDelayMs ?? 30_000);
    });
  }
}
