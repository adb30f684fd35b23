/**
 * Issue 29 item 14: the book a screen shows and the last price beside it agree at every push. A real listening
 * server with the maker on records every `market_depth` and `daymarket` push over a run of ticks (the simulator's
 * and recorded jumps larger than the maker's spread and re-quote threshold); each visible state (the last price a
 * client shows with the newest book) must lie within [best bid, best ask], and be a price that was recorded.
 */
import type { AddressInfo } from 'node:net';
import { DaymarketPush, SOCKET_EVENTS, SPOT_SOCKET_EVENTS, SpotDepthPush } from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { spotModule } from './spot.module';
import { checkInvariants } from './spot.test-kit';

let t: TestApp;
let socket: Socket;

beforeAll(async () => {
  t = await makeTestApp({ env: { SPOT_MAKER: 'on' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  socket?.disconnect();
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Visible = { last: number; bid: number; ask: number; seq: number };

describe('the book and the last price shown beside it', () => {
  it('agree at every push while the reference jumps beyond the maker’s spread', async () => {
    const { market } = t.app.use(marketModule);
    const { maker } = t.app.use(spotModule);
    await maker.runOnce(); // funded and quoting before the run
    const recorded = new Set<number>();
    const offTicks = market.onTick((ticks) => {
      for (const k of ticks) if (k.symbol === 'BTC/USDT') recorded.add(Number(k.price));
    });
    const startPrice = market.lastPrice('BTC/USDT');
    if (startPrice) recorded.add(Number(startPrice));

    const port = (t.app.server.address() as AddressInfo).port;
    socket = connect(`http://127.0.0.1:${port}`, { path: '/socket.io', transports: ['websocket'] });
    await new Promise<void>((done, fail) => {
      socket.once('connect', () => done());
      socket.once('connect_error', fail);
    });
    // The client's rule: the last price shown with a book is the one its snapshot carries; a push without one
    // leaves the ticker's (daymarket) price beside it, as the screens showed before.
    let ticker: number | undefined;
    const states: Visible[] = [];
    socket.on(SOCKET_EVENTS.daymarket, (raw: unknown) => {
      const q = DaymarketPush.parse(raw).find((x) => x.symbol === 'BTC/USDT');
      if (q) ticker = Number(q.now_price);
    });
    socket.on(SPOT_SOCKET_EVENTS.depth, (raw: unknown) => {
      const d = SpotDepthPush.parse(raw);
      const last = d.last_price !== undefined ? Number(d.last_price) : ticker;
      if (last === undefined || !d.bids[0] || !d.asks[0]) return;
      states.push({ last, bid: Number(d.bids[0][0]), ask: Number(d.asks[0][0]), seq: d.seq });
    });
    const ack = await socket.timeout(5000).emitWithAck('sub', { channel: 'depth', symbol: 'BTC/USDT' });
    expect(ack).toEqual({ ok: true });

    // 0.3 % jumps (the maker's half spread is 5 bps, its re-quote threshold 20 bps), up and down, for 3 s.
    let price = Number(market.lastPrice('BTC/USDT'));
    const started = performance.now();
    for (let i = 0; performance.now() - started < 3000; i++) {
      price = Number((price * (i % 5 < 3 ? 1.003 : 0.997)).toFixed(2));
      market.ingest([{ symbol: 'BTC/USDT', price: price.toFixed(2), volume: '0.01', ts: market.now() }]);
      await sleep(60);
    }
    // And it keeps up: soon a push shows the newest recorded price (the simulator may tick meanwhile).
    const caughtUp = async () => {
      for (let waited = 0; waited < 5000; waited += 50) {
        if (states.at(-1)?.last === Number(market.lastPrice('BTC/USDT'))) return true;
        await sleep(50);
      }
      return false;
    };
    expect(await caughtUp()).toBe(true);
    offTicks();

    const outside = states.filter((s) => s.last < s.bid || s.last > s.ask);
    expect(outside, `${outside.length} of ${states.length} pushes show the last price outside the book`).toEqual([]);
    expect(states.length).toBeGreaterThanOrEqual(5);
    // Never an invented price: each last price shown is one the market recorded.
    for (const s of states) expect(recorded.has(s.last), `last ${s.last} was never recorded`).toBe(true);
    await checkInvariants(t.app);
  }, 60_000);
});
