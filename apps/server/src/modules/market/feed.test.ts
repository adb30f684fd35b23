import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import type { Tick } from './engine';
import { ExchangeFeed, parseExchangeFrame } from './feed';
import { simulatedSeries } from './market.catalogue';

const FRAMES = readFileSync(new URL('./fixtures/binance-aggtrade.jsonl', import.meta.url), 'utf8')
  .trim()
  .split('\n');
const crypto = simulatedSeries().filter((s) => s.kind === 'crypto');

/** A local stand-in for the exchange: replays the recorded frames to every connection. */
async function replayServer() {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise<void>((done) => wss.once('listening', () => done()));
  const urls: string[] = [];
  wss.on('connection', (socket, req) => {
    urls.push(req.url ?? '');
    for (const f of FRAMES) socket.send(f);
  });
  const port = (wss.address() as AddressInfo).port;
  return {
    wss,
    urls,
    url: `ws://127.0.0.1:${port}/stream`,
    close: () =>
      new Promise<void>((d) => {
        for (const c of wss.clients) c.terminate();
        wss.close(() => d());
      }),
  };
}

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of closers.splice(0).reverse()) await c();
});

const waitFor = async (cond: () => boolean, ms = 5000) => {
  const until = Date.now() + ms;
  while (!cond()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('parseExchangeFrame', () => {
  it('turns aggTrade frames into ticks at the pair precision; skips the rest', () => {
    const known = new Map(crypto.map((i) => [i.symbol.replace('/', ''), i]));
    const ticks = FRAMES.map((f) => parseExchangeFrame(f, known)).filter((t) => t !== null);
    expect(ticks).toEqual([
      { symbol: 'BTC/USDT', price: '67812.01', volume: '0.001500', ts: 1717000000120 },
      { symbol: 'ETH/USDT', price: '3761.45', volume: '0.2500', ts: 1717000000188 },
      { symbol: 'BTC/USDT', price: '67812.00', volume: '0.042100', ts: 1717000000451 },
      { symbol: 'BTC/USDT', price: '67815.55', volume: '0.310000', ts: 1717000001001 },
    ]);
  });
});

describe('ExchangeFeed', () => {
  it('reads the combined stream of a local replay server and reconnects after a drop', async () => {
    const server = await replayServer();
    closers.push(server.close);
    const feed = new ExchangeFeed({ url: server.url, instruments: crypto, minDelayMs: 50 });
    closers.push(() => feed.stop());
    const got: Tick[] = [];
    feed.onTick((t) => got.push(...t));
    feed.start();
    await waitFor(() => got.length === 4);
    expect(server.urls[0]).toContain('streams=btcusdt@aggTrade/ethusdt@aggTrade/');
    expect(got.map((t) => t.price)).toEqual(['67812.01', '3761.45', '67812.00', '67815.55']);
    for (const c of server.wss.clients) c.terminate();
    await waitFor(() => got.length === 8);
    expect(server.urls).toHaveLength(2);
  });
});
