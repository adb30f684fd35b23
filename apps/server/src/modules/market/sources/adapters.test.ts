import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import type { SourceQuote } from './quote';
import { replayServer, waitFor } from './replay.test-kit';
import type { SourceKind } from './sources.config';
import { StreamSource } from './stream-source';
import { STREAMS } from './streams';

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

/** Garbage every venue may send: broken JSON, binary-looking text, an empty object, a number. */
const MALFORMED = ['{"e":"aggTrade",', '\u0000\u0001', '{}', '42', 'pong', '[]'];

type Case = {
  kind: Exclude<SourceKind, 'sim' | 'quote-http'>;
  base: string;
  frames: string[];
  want: Omit<SourceQuote, 'source'>[];
  /** What the source must send (subscription) or ask for in its URL. */
  subscribed: (urls: string[], received: string[]) => void;
};

const T = 1_733_580_000_000;

const CASES: Case[] = [
  {
    kind: 'binance',
    base: '/stream',
    frames: [
      '{"result":null,"id":1}',
      `{"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","s":"BTCUSDT","p":"67812.01000000","q":"0.00150000","T":${T}}}`,
      `{"stream":"dogeusdt@aggTrade","data":{"e":"aggTrade","s":"DOGEUSDT","p":"0.1","q":"1","T":${T}}}`,
      `{"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","s":"BTCUSDT","p":"-1","q":"1","T":${T}}}`,
      `{"stream":"btcusdt@aggTrade","data":{"e":"aggTrade","s":"BTCUSDT","p":"1e5","q":"1","T":${T}}}`,
      `{"stream":"ethusdt@trade","data":{"e":"trade","s":"ETHUSDT","p":"3761.45","q":"0.25","T":${T + 5}}}`,
    ],
    want: [
      { symbol: 'BTC/USDT', price: '67812.01', volume: '0.0015', ts: T },
      { symbol: 'ETH/USDT', price: '3761.45', volume: '0.25', ts: T + 5 },
    ],
    subscribed: (urls) => expect(urls[0]).toBe('/stream?streams=btcusdt@aggTrade/ethusdt@aggTrade'),
  },
  {
    kind: 'coinbase',
    base: '/',
    frames: [
      '{"type":"subscriptions","channels":[{"name":"matches","product_ids":["BTC-USDT"]}]}',
      '{"type":"last_match","product_id":"BTC-USDT","price":"67810.5","size":"0.01","time":"2024-12-07T14:00:00.123456Z"}',
      '{"type":"match","product_id":"SOL-USDT","price":"230","size":"1","time":"2024-12-07T14:00:01Z"}',
      '{"type":"match","product_id":"ETH-USDT","price":"abc","size":"1","time":"2024-12-07T14:00:01Z"}',
      '{"type":"ticker","product_id":"ETH-USDT","price":"3760.9","last_size":"0.5","time":"2024-12-07T14:00:02.5Z"}',
      '{"type":"heartbeat","product_id":"BTC-USDT","time":"2024-12-07T14:00:03Z"}',
    ],
    want: [
      { symbol: 'BTC/USDT', price: '67810.5', volume: '0.01', ts: Date.UTC(2024, 11, 7, 14, 0, 0, 123) },
      { symbol: 'ETH/USDT', price: '3760.9', volume: '0.5', ts: Date.UTC(2024, 11, 7, 14, 0, 2, 500) },
    ],
    subscribed: (_urls, received) =>
      expect(JSON.parse(received[0] ?? '{}')).toEqual({
        type: 'subscribe',
        product_ids: ['BTC-USDT', 'ETH-USDT'],
        channels: ['matches'],
      }),
  },
  {
    kind: 'kraken',
    base: '/v2',
    frames: [
      '{"channel":"status","type":"update","data":[{"system":"online"}]}',
      '{"channel":"trade","type":"snapshot","data":[{"symbol":"BTC/USDT","side":"buy","price":67805.1,"qty":0.0021,"ord_type":"limit","trade_id":1,"timestamp":"2024-12-07T14:00:00.000100Z"},{"symbol":"XBT/EUR","price":1,"qty":1,"timestamp":"2024-12-07T14:00:00Z"}]}',
      '{"channel":"trade","type":"update","data":[{"symbol":"ETH/USDT","price":"NaN","qty":1,"timestamp":"2024-12-07T14:00:00Z"},{"symbol":"ETH/USDT","price":3759.99,"qty":1.5,"timestamp":"2024-12-07T14:00:04Z"}]}',
      '{"channel":"heartbeat"}',
    ],
    want: [
      { symbol: 'BTC/USDT', price: '67805.1', volume: '0.0021', ts: Date.UTC(2024, 11, 7, 14, 0, 0, 0) },
      { symbol: 'ETH/USDT', price: '3759.99', volume: '1.5', ts: Date.UTC(2024, 11, 7, 14, 0, 4) },
    ],
    subscribed: (_urls, received) =>
      expect(JSON.parse(received[0] ?? '{}')).toEqual({
        method: 'subscribe',
        params: { channel: 'trade', symbol: ['BTC/USDT', 'ETH/USDT'] },
      }),
  },
  {
    kind: 'okx',
    base: '/ws/v5/public',
    frames: [
      '{"event":"subscribe","arg":{"channel":"trades","instId":"BTC-USDT"}}',
      `{"arg":{"channel":"trades","instId":"BTC-USDT"},"data":[{"instId":"BTC-USDT","tradeId":"1","px":"67811.3","sz":"0.003","side":"buy","ts":"${T}"}]}`,
      `{"arg":{"channel":"trades","instId":"ETH-USDT"},"data":[{"instId":"ETH-USDT","px":"","sz":"1","ts":"${T}"},{"instId":"ETH-USDT","px":"3762","sz":"2","ts":"${T + 9}"}]}`,
      `{"arg":{"channel":"books","instId":"BTC-USDT"},"data":[{"instId":"BTC-USDT","px":"1","sz":"1","ts":"${T}"}]}`,
    ],
    want: [
      { symbol: 'BTC/USDT', price: '67811.3', volume: '0.003', ts: T },
      { symbol: 'ETH/USDT', price: '3762', volume: '2', ts: T + 9 },
    ],
    subscribed: (_urls, received) =>
      expect(JSON.parse(received[0] ?? '{}')).toEqual({
        op: 'subscribe',
        args: [
          { channel: 'trades', instId: 'BTC-USDT' },
          { channel: 'trades', instId: 'ETH-USDT' },
        ],
      }),
  },
  {
    kind: 'quote-ws',
    base: '/quotes',
    frames: [
      `{"symbol":"AAPL","price":"189.10","ts":${T}}`,
      `[{"symbol":"MSFT","price":415.5,"ts":"2024-12-07T14:00:00Z"},{"symbol":"ZZZZ","price":"1","ts":${T}},{"symbol":"AAPL","price":"0","ts":${T}}]`,
      `{"symbol":"AAPL","price":"189.2"}`,
    ],
    want: [
      { symbol: 'BTC/USDT', price: '189.1', ts: T },
      { symbol: 'ETH/USDT', price: '415.5', ts: Date.UTC(2024, 11, 7, 14) },
    ],
    subscribed: (_urls, received) => expect(JSON.parse(received[0] ?? '{}')).toEqual({ subscribe: ['AAPL', 'MSFT'] }),
  },
];

describe.each(CASES)('$kind stream against a local replay server', (c) => {
  it('reads its frames into quotes, skips malformed frames and unknown symbols, reconnects after a drop', async () => {
    const server = await replayServer([...MALFORMED, ...c.frames]);
    closers.push(server.close);
    const stream = STREAMS[c.kind];
    // the quote format maps any symbols: BTC/USDT and ETH/USDT stand for AAPL and MSFT here
    const symbols = new Map(
      c.kind === 'quote-ws'
        ? [
            ['BTC/USDT', 'AAPL'],
            ['ETH/USDT', 'MSFT'],
          ]
        : ['BTC/USDT', 'ETH/USDT'].map((s) => [s, stream.spell(s)]),
    );
    const source = new StreamSource({
      name: `${c.kind}-1`,
      kind: c.kind,
      url: `${server.url}${c.base}`,
      format: stream.format,
      symbols,
      minDelayMs: 30,
    });
    closers.push(() => source.stop());
    const got: SourceQuote[] = [];
    source.onQuote((q) => got.push(...q));
    source.start();
    await waitFor(() => got.length === c.want.length);
    await new Promise((r) => setTimeout(r, 50)); // nothing else arrives
    expect(got).toEqual(c.want.map((w) => ({ ...w, source: `${c.kind}-1` })));
    c.subscribed(server.urls, server.received);
    expect(source.status()).toMatchObject({ connected: true, kind: c.kind });

    server.drop();
    await waitFor(() => got.length === 2 * c.want.length);
    expect(source.connections).toBe(2);
    expect(server.urls).toHaveLength(2);
  });
});

describe('StreamSource', () => {
  it('keeps retrying while the venue is down and reads it again when it returns', async () => {
    const frames = [`{"symbol":"AAPL","price":"1.5","ts":${T}}`];
    const first = await replayServer(frames);
    await first.close();
    const source = new StreamSource({
      name: 'q',
      kind: 'quote-ws',
      url: first.url,
      format: STREAMS['quote-ws'].format,
      symbols: new Map([['AAPL', 'AAPL']]),
      minDelayMs: 20,
      maxDelayMs: 80,
    });
    closers.push(() => source.stop());
    const got: SourceQuote[] = [];
    source.onQuote((q) => got.push(...q));
    source.start();
    await new Promise((r) => setTimeout(r, 150));
    expect(source.status().connected).toBe(false);
    expect(got).toEqual([]);
    const back = await replayServer(frames, first.port);
    closers.push(back.close);
    await waitFor(() => got.length === 1);
    expect(source.status()).toMatchObject({ connected: true, last_quote_at: T });
  });

  it('replaces a connection that went silent', async () => {
    const server = await replayServer([`{"symbol":"AAPL","price":"1.5","ts":${T}}`]);
    closers.push(server.close);
    const source = new StreamSource({
      name: 'q',
      kind: 'quote-ws',
      url: server.url,
      format: STREAMS['quote-ws'].format,
      symbols: new Map([['AAPL', 'AAPL']]),
      minDelayMs: 20,
      idleMs: 100,
    });
    closers.push(() => source.stop());
    source.start();
    await waitFor(() => source.connections >= 3);
  });
});

describe('binance format on recorded frames', () => {
  it('reads the recorded aggTrade frames (the venue’s own text, full precision) skips the subscription answer and broken frames', () => {
    const frames = readFileSync(new URL('../fixtures/binance-aggtrade.jsonl', import.meta.url), 'utf8')
      .trim()
      .split('\n');
    const quotes = frames.flatMap((f) => STREAMS.binance.format.parse(f));
    expect(quotes.map((q) => [q.symbol, q.price, q.ts])).toEqual([
      ['BTCUSDT', '67812.01', 1717000000120],
      ['ETHUSDT', '3761.45', 1717000000188],
      ['BTCUSDT', '67812', 1717000000451],
      ['PEPEUSDT', '0.000015', 1717000000499], // a symbol we do not list: the source drops it, not the format
      ['BTCUSDT', '67815.55', 1717000001001],
    ]);
  });
});
