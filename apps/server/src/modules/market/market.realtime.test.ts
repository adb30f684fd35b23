import type { AddressInfo } from 'node:net';
import { DaymarketPush, KlineEvent, KlinePush, type Quote, SOCKET_EVENTS, type SubscribeAck } from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { MINUTE_MS } from './engine';
import { marketModule } from './market.module';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function client(): Promise<Socket> {
  const s = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(s);
  await new Promise<void>((done, fail) => {
    s.once('connect', () => done());
    s.once('connect_error', fail);
  });
  return s;
}

const emitAck = (s: Socket, event: string, payload: unknown) =>
  new Promise<SubscribeAck>((done) => s.emit(event, payload, (a: SubscribeAck) => done(a)));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('socket.io market events on a listening server', () => {
  it('daymarket arrives about once a second with changed quotes', async () => {
    const s = await client();
    const got: Quote[][] = [];
    s.on(SOCKET_EVENTS.daymarket, (q: unknown) => got.push(DaymarketPush.parse(q)));
    await sleep(2600);
    expect(got.length).toBeGreaterThanOrEqual(2);
    expect(got.length).toBeLessThanOrEqual(4);
    expect(got[0]?.some((q) => q.symbol === 'BTC/USDT')).toBe(true);
  });

  it('sub → kline pushes of the live candle; unsub stops them; bad subscriptions are refused', async () => {
    const s = await client();
    const got: KlinePush[] = [];
    const raw: KlineEvent[] = [];
    s.on(SOCKET_EVENTS.kline, (p: unknown) => {
      got.push(KlinePush.parse(p));
      raw.push(KlineEvent.strict().parse(p));
    });
    expect(await emitAck(s, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'BTC/USDT', period: '1min' })).toEqual({
      ok: true,
    });
    await sleep(1500);
    expect(got.length).toBeGreaterThan(0);
    const push = got.at(-1) as KlinePush;
    expect(push.symbol).toBe('BTC/USDT');
    expect(push.period).toBe('1min');
    expect(push.candle.time).toBe(Math.floor(push.candle.time / MINUTE_MS) * MINUTE_MS);
    expect(Object.keys(push.candle).sort()).toEqual(['amount', 'close', 'high', 'low', 'open', 'time', 'vol']);
    // The original client's flat fields beside `candle` (docs/original-client.md), equal to ours.
    const flat = raw.at(-1) as KlineEvent;
    expect(flat).toMatchObject({
      type: 'kline',
      symbol: 'BTC/USDT',
      period: '1min',
      match_id: 1,
      currency_id: 1,
      currency_name: 'BTC',
      legal_id: 3,
      legal_name: 'USDT',
    });
    const c = flat.candle;
    expect([flat.open, flat.close, flat.high, flat.low, flat.volume, flat.time]).toEqual([
      c.open,
      c.close,
      c.high,
      c.low,
      c.vol,
      c.time,
    ]);

    expect(await emitAck(s, SOCKET_EVENTS.unsub, { channel: 'kline', symbol: 'BTC/USDT', period: '1min' })).toEqual({
      ok: true,
    });
    await sleep(200);
    const n = got.length;
    await sleep(1500);
    expect(got.length).toBe(n);

    expect(await emitAck(s, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'NOPE', period: '1min' })).toEqual({
      ok: false,
      message: 'Unknown trading pair',
    });
    expect(await emitAck(s, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'BTC/USDT', period: '7min' })).toEqual({
      ok: false,
      message: 'Unknown chart period',
    });
    expect((await emitAck(s, SOCKET_EVENTS.sub, { channel: 'depth' })).ok).toBe(false);
  });

  it('coalesces: a burst of ticks (≈400 in a second) gives at most 10 kline messages in any second', async () => {
    const s = await client();
    const at: number[] = [];
    const got: KlinePush[] = [];
    s.on(SOCKET_EVENTS.kline, (p: KlinePush) => {
      at.push(performance.now());
      got.push(p);
    });
    await emitAck(s, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'XRP/USDT', period: '1hour' });
    const base = Date.now() + 5 * 60_000;
    let i = 0;
    const started = performance.now();
    await new Promise<void>((done) => {
      const timer = setInterval(() => {
        for (let k = 0; k < 10; k++, i++) {
          t.app
            .use(marketModule)
            .market.ingest([{ symbol: 'XRP/USDT', price: (0.55 + i / 10_000).toFixed(4), volume: '10', ts: base + i }]);
        }
        if (performance.now() - started >= 1500) {
          clearInterval(timer);
          done();
        }
      }, 25);
    });
    const want = (0.55 + (i - 1) / 10_000).toFixed(4);
    // the newest state always arrives last (within a few pushes once the burst is over)
    for (let waited = 0; got.at(-1)?.candle.close !== want && waited < 5000; waited += 50) await sleep(50);
    expect(i).toBeGreaterThanOrEqual(150);
    // the densest one-second window of arrivals
    let densest = 0;
    for (let a = 0; a < at.length; a++) {
      let n = 0;
      while (a + n < at.length && (at[a + n] as number) - (at[a] as number) < 1000) n++;
      densest = Math.max(densest, n);
    }
    expect(densest).toBeGreaterThanOrEqual(5);
    expect(densest).toBeLessThanOrEqual(10);
    expect((got.at(-1) as KlinePush).candle.close).toBe(want);
  });
});
