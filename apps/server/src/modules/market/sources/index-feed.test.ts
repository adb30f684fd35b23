import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Instrument, Tick } from '../engine';
import { simulatedSeries } from '../market.catalogue';
import { IndexFeed } from './index-feed';
import type { QuoteSource, SourceQuote, SourceStatus } from './quote';
import { replayServer, waitFor } from './replay.test-kit';
import { StreamSource } from './stream-source';
import { STREAMS } from './streams';

const series = simulatedSeries();
const btc = series.find((s) => s.symbol === 'BTC/USDT') as Instrument;
const doge = series.find((s) => s.symbol === 'DOGE/USDT') as Instrument;
const METHOD = { max_age_ms: 10_000, band_percent: '3' };
const AT = 1_733_580_000_000;

/** A source the test pushes quotes into by hand. */
class Manual implements QuoteSource {
  readonly kind = 'quote-ws' as const;
  private readonly ls = new Set<(q: SourceQuote[]) => void>();
  constructor(readonly name: string) {}
  start() {}
  async stop() {}
  onQuote(l: (q: SourceQuote[]) => void) {
    this.ls.add(l);
    return () => void this.ls.delete(l);
  }
  status(): SourceStatus {
    return { name: this.name, kind: this.kind, connected: true, last_quote_at: null };
  }
  push(symbol: string, price: string, ts: number, volume?: string) {
    for (const l of this.ls) l([{ symbol, source: this.name, price, ts, ...(volume ? { volume } : {}) }]);
  }
}

function setup(plan: Record<string, string[]>) {
  const names = [...new Set(Object.values(plan).flat())];
  const sources = new Map(names.map((n) => [n, new Manual(n)]));
  const feed = new IndexFeed({
    instruments: [btc, doge],
    plan: new Map(Object.entries(plan)),
    sources: [...sources.values()],
    method: METHOD,
  });
  const ticks: Tick[] = [];
  feed.onTick((t) => ticks.push(...t));
  return { feed, ticks, src: (n: string) => sources.get(n) as Manual };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

describe('IndexFeed', () => {
  it('records the index of the fresh sources with their inputs, at the feed precision, once per grid second', () => {
    const { feed, ticks, src } = setup({ 'BTC/USDT': ['a', 'b', 'c'] });
    src('a').push('BTC/USDT', '100000.004', AT - 300, '0.5');
    src('b').push('BTC/USDT', '100010', AT - 200, '0.25');
    src('c').push('BTC/USDT', '150000', AT - 100);
    src('a').push('BTC/USDT', '99999', AT - 900); // older than a's newest: ignored
    feed.step(AT);
    // median 100010, band ±3000.3 → c clamped to 103010.3; mean of 100000.004, 100010, 103010.3 = 101006.768
    expect(ticks).toEqual([
      {
        symbol: 'BTC/USDT',
        price: '101006.77',
        volume: '0.750000',
        ts: AT,
        inputs: [
          { source: 'a', price: '100000.004', ts: AT - 300 },
          { source: 'b', price: '100010', ts: AT - 200 },
          { source: 'c', price: '150000', ts: AT - 100 },
        ],
      },
    ]);
    feed.step(AT); // the same second again
    feed.step(AT + 1000); // a second with no new quote
    expect(ticks).toHaveLength(1);
    src('b').push('BTC/USDT', '100020', AT + 1500);
    feed.step(AT + 2000);
    expect(ticks[1]).toMatchObject({ ts: AT + 2000, volume: '0.000000' });
    expect(ticks[1]?.inputs?.map((i) => i.source)).toEqual(['a', 'b', 'c']);
  });

  it('drops stale sources; a single one left is still recorded; none left records nothing', () => {
    const { feed, ticks, src } = setup({ 'BTC/USDT': ['a', 'b'] });
    src('a').push('BTC/USDT', '100', AT - 20_000);
    src('b').push('BTC/USDT', '101.239', AT - 1);
    feed.step(AT);
    expect(ticks).toEqual([
      {
        symbol: 'BTC/USDT',
        price: '101.24',
        volume: '0.000000',
        ts: AT,
        inputs: [{ source: 'b', price: '101.239', ts: AT - 1 }],
      },
    ]);
    src('a').push('BTC/USDT', '100', AT - 30_000);
    feed.step(AT + 20_000);
    expect(ticks).toHaveLength(1);
  });

  it('counts a source only for the instruments it is configured on', () => {
    const { feed, ticks, src } = setup({ 'BTC/USDT': ['a'], 'DOGE/USDT': ['b'] });
    src('a').push('DOGE/USDT', '5', AT);
    src('b').push('BTC/USDT', '5', AT);
    src('b').push('ETH/USDT', '5', AT);
    feed.step(AT);
    expect(ticks).toEqual([]);
    src('b').push('DOGE/USDT', '0.123456', AT);
    feed.step(AT + 1000);
    expect(ticks.map((t) => [t.symbol, t.price])).toEqual([['DOGE/USDT', '0.12346']]);
  });

  it('steps on the 1 s grid but stamps a tick with the time it computed it, not the grid instant it was due at', async () => {
    vi.useFakeTimers();
    try {
      let clock = AT + 400;
      const src = new Manual('a');
      const feed = new IndexFeed({
        instruments: [btc],
        plan: new Map([['BTC/USDT', ['a']]]),
        sources: [src],
        method: METHOD,
        now: () => clock,
      });
      const ticks: Tick[] = [];
      feed.onTick((t) => ticks.push(...t));
      feed.start();
      src.push('BTC/USDT', '100000', AT + 100);
      // The timer is due at the grid instant AT + 1000 and runs 7 ms late (a busy event loop).
      clock = AT + 1007;
      await vi.advanceTimersByTimeAsync(600);
      expect(ticks.map((t) => [t.ts, t.price])).toEqual([[AT + 1007, '100000.00']]);
      // the next wait lines up with the grid again (AT + 2000), whatever the clock said at the last step
      src.push('BTC/USDT', '100001', AT + 1500);
      clock = AT + 1999;
      await vi.advanceTimersByTimeAsync(992);
      expect(ticks).toHaveLength(1);
      clock = AT + 2002;
      await vi.advanceTimersByTimeAsync(1);
      expect(ticks.map((t) => t.ts)).toEqual([AT + 1007, AT + 2002]);
      await feed.stop();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs on the 1 s grid from three venues replayed locally', async () => {
    const T = Date.now();
    const venues = await Promise.all([
      replayServer([`{"data":{"e":"aggTrade","s":"BTCUSDT","p":"100000","q":"1","T":${T}}}`]),
      replayServer([
        `{"type":"match","product_id":"BTC-USDT","price":"100100","size":"1","time":"${new Date(T).toISOString()}"}`,
      ]),
      replayServer([
        `{"channel":"trade","data":[{"symbol":"BTC/USDT","price":100200,"qty":1,"timestamp":"${new Date(T).toISOString()}"}]}`,
      ]),
    ]);
    for (const v of venues) closers.push(v.close);
    const sources = (['binance', 'coinbase', 'kraken'] as const).map(
      (kind, i) =>
        new StreamSource({
          name: kind,
          kind,
          url: venues[i]?.url ?? '',
          format: STREAMS[kind].format,
          symbols: new Map([['BTC/USDT', STREAMS[kind].spell('BTC/USDT')]]),
        }),
    );
    const feed = new IndexFeed({
      instruments: [btc],
      plan: new Map([['BTC/USDT', ['binance', 'coinbase', 'kraken']]]),
      sources,
      method: METHOD,
    });
    closers.push(() => feed.stop());
    const ticks: Tick[] = [];
    feed.onTick((t) => ticks.push(...t));
    feed.start();
    await waitFor(() => ticks.some((t) => t.inputs?.length === 3), 5000);
    const tick = ticks.find((t) => t.inputs?.length === 3) as Tick;
    // stamped when computed: no earlier than its inputs, and at or before the moment the test saw it
    expect(tick.ts).toBeGreaterThanOrEqual(T);
    expect(tick.ts).toBeLessThanOrEqual(Date.now());
    expect(tick.price).toBe('100100.00');
    expect(new Set(ticks.map((t) => t.ts)).size).toBe(ticks.length);
    expect(feed.sources().map((s) => [s.name, s.connected])).toEqual([
      ['binance', true],
      ['coinbase', true],
      ['kraken', true],
    ]);
  });
});
