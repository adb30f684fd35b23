import type { AddressInfo } from 'node:net';
import { DaymarketPush, KlineEvent, KlinePush, type Quote, SOCKET_EVENTS, type SubscribeAck } from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
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
// Waits for a condition on what the sockets received; the cadence itself is tested on fake timers
// (market.pushes.test.ts), so nothing here counts events per wall-clock window.
const until = (cond: () => boolean, what: string) =>
  vi.waitFor(
    () => {
      if (!cond()) throw new Error(`still waiting for ${what}`);
    },
    { timeout: 10_000, interval: 20 },
  );

describe('socket.io market events on a listening server', () => {
  it('daymarket keeps arriving with changed quotes', async () => {
    const s = await client();
    const got: Quote[][] = [];
    s.on(SOCKET_EVENTS.daymarket, (q: unknown) => got.push(DaymarketPush.parse(q)));
    await until(() => got.length >= 2, 'two daymarket pushes');
    expect(got.some((quotes) => quotes.some((q) => q.symbol === 'BTC/USDT'))).toBe(true);
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
    await until(() => got.length > 0, 'a kline push');
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

    // A witness stays subscribed to the same room: once it has two pushes sent after the unsub was acknowledged,
    // the unsubscribed socket would have had them too.
    const witness = await client();
    let witnessed = 0;
    witness.on(SOCKET_EVENTS.kline, () => witnessed++);
    await emitAck(witness, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'BTC/USDT', period: '1min' });
    expect(await emitAck(s, SOCKET_EVENTS.unsub, { channel: 'kline', symbol: 'BTC/USDT', period: '1min' })).toEqual({
      ok: true,
    });
    const n = got.length;
    const from = witnessed;
    await until(() => witnessed >= from + 2, 'two pushes to the witness');
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

  it('coalesces a burst of ticks into fewer pushes, the newest state last', async () => {
    const s = await client();
    const got: KlinePush[] = [];
    s.on(SOCKET_EVENTS.kline, (p: KlinePush) => got.push(p));
    await emitAck(s, SOCKET_EVENTS.sub, { channel: 'kline', symbol: 'XRP/USDT', period: '1hour' });
    const base = Date.now() + 5 * 60_000;
    const market = t.app.use(marketModule).market;
    const TICKS = 400;
    for (let i = 0; i < TICKS; i++) {
      market.ingest([{ symbol: 'XRP/USDT', price: (0.55 + i / 10_000).toFixed(4), volume: '10', ts: base + i }]);
      // Let the push job and the socket run between batches, as they would between real ticks.
      if (i % 10 === 9) await new Promise((r) => setImmediate(r));
    }
    const want = (0.55 + (TICKS - 1) / 10_000).toFixed(4);
    await until(() => got.at(-1)?.candle.close === want, 'the newest candle');
    expect(got.length).toBeLessThan(TICKS / 10);
  });
});
