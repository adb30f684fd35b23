/**
 * The channel registry on a listening server: one `sub`/`unsub` handler for every module's channels, each call
 * acknowledged; public channels by payload, private ones only after `login` and only into the caller's own room;
 * the market's and spot's channels answer side by side on one socket.
 */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../modules';
import { adminModule } from '../modules/admin';
import { makeUser } from '../modules/market/market.test-kit';
import { adminAuth, makeTestApp, type TestApp } from '../test/make-app';
import { defineModule } from './module';

const probeModule = defineModule({
  name: 'probe',
  tables: {},
  create: () => ({
    exports: {},
    channels: [
      {
        name: 'probe',
        access: 'public',
        events: ['probe_tick'],
        room: (payload) => {
          const topic = (payload as { topic?: unknown }).topic;
          return typeof topic === 'string' && /^[a-z]{1,10}$/.test(topic)
            ? { room: `probe:${topic}` }
            : { error: 'error.bad_request' };
        },
      },
      {
        name: 'wallet_probe',
        access: 'private',
        events: ['probe_private'],
        // The room comes from the proven user, never from the payload.
        room: (_payload, { userId }) => ({ room: `wallet_probe:${userId}` }),
      },
    ],
  }),
});

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeTestApp({ modules: [...MODULES, probeModule], seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function client(lang = 'en'): Promise<Socket> {
  const s = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false, auth: { lang } });
  sockets.push(s);
  await new Promise<void>((done, fail) => {
    s.once('connect', () => done());
    s.once('connect_error', fail);
  });
  return s;
}

const ack = (s: Socket, event: string, payload: unknown) => s.timeout(5000).emitWithAck(event, payload);
const members = (room: string) => t.app.realtime.io.sockets.adapter.rooms.get(room)?.size ?? 0;

describe('realtime channel registry', () => {
  it('acks every sub/unsub; unknown channels and bad payloads are refused in the socket’s language', async () => {
    const s = await client();
    expect(await ack(s, 'sub', { channel: 'probe', topic: 'abc' })).toEqual({ ok: true });
    expect(members('probe:abc')).toBe(1);
    expect(await ack(s, 'unsub', { channel: 'probe', topic: 'abc' })).toEqual({ ok: true });
    expect(members('probe:abc')).toBe(0);
    expect(await ack(s, 'sub', { channel: 'nope' })).toEqual({ ok: false, message: 'Parameter error' });
    expect(await ack(s, 'sub', null)).toEqual({ ok: false, message: 'Parameter error' });
    expect(await ack(s, 'sub', { channel: 'probe', topic: 'BAD!' })).toEqual({ ok: false, message: 'Parameter error' });
    const zh = await client('zh');
    expect(await ack(zh, 'sub', { channel: 'nope' })).toEqual({ ok: false, message: '参数错误' });
  });

  it('private channels need a proven session and join only the caller’s own room', async () => {
    const u = await makeUser(t.app);
    const s = await client();
    expect(await ack(s, 'sub', { channel: 'wallet_probe', user_id: u.id })).toEqual({
      ok: false,
      message: 'Please log in first',
    });
    expect(await ack(s, 'login', { token: u.headers.authorization })).toEqual({ ok: true });
    expect(await ack(s, 'sub', { channel: 'wallet_probe', user_id: 999_999 })).toEqual({ ok: true });
    expect(members(`wallet_probe:${u.id}`)).toBe(1);
    expect(members('wallet_probe:999999')).toBe(0);
    // A new login (here a refused one) leaves every private room of the old identity.
    expect(await ack(s, 'login', { token: 'wrong' })).toEqual({ ok: false });
    expect(members(`wallet_probe:${u.id}`)).toBe(0);
    expect(members(`user:${u.id}`)).toBe(0);
  });

  it('market and spot channels answer side by side on one socket', async () => {
    const s = await client();
    expect(await ack(s, 'sub', { channel: 'kline', symbol: 'BTC/USDT', period: '1min' })).toEqual({ ok: true });
    expect(await ack(s, 'sub', { channel: 'depth', symbol: 'BTC/USDT' })).toEqual({ ok: true });
    expect(await ack(s, 'sub', { channel: 'trades', symbol: 'ETHUSDT' })).toEqual({ ok: true });
    expect(await ack(s, 'sub', { channel: 'kline', symbol: 'BTC/USDT', period: '7min' })).toEqual({
      ok: false,
      message: expect.any(String),
    });
    expect(await ack(s, 'sub', { channel: 'depth', symbol: 'NOPE/USDT' })).toMatchObject({ ok: false });
    expect(members('kline:BTC/USDT:1min')).toBeGreaterThan(0);
    expect(members('depth:BTC/USDT')).toBeGreaterThan(0);
  });

  it('the back office lists every channel with its owner module', async () => {
    const auth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    const res = (await t.app.inject({ method: 'GET', url: '/api/admin/platform', headers: auth })).json();
    expect(res.type).toBe('ok');
    const owners = Object.fromEntries(
      (res.message.channels as { name: string; owner: string }[]).map((c) => [c.name, c.owner]),
    );
    expect(owners).toMatchObject({
      daymarket: 'market',
      kline: 'market',
      depth: 'spot',
      trades: 'spot',
      orders: 'spot',
      probe: 'probe',
      wallet_probe: 'probe',
    });
    expect(res.message.modules).toEqual([...MODULES.map((m) => m.name), 'probe']);
    expect(res.message.jobs.map((j: { name: string }) => j.name)).toContain('market.flush');
    expect(t.app.use(adminModule).guard).toBeTypeOf('function');
  });
});
