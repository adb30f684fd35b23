/**
 * Spot socket events on a REAL listening server (socket.io-client over loopback): `sub` depth / trades, the
 * coalesced `market_depth` with its gap-free `seq`, `match_trade` after a cross, and the private `order_update`
 * that reaches only the owner's logged-in socket.
 */
import type { AddressInfo } from 'node:net';
import {
  SPOT_SOCKET_EVENTS,
  SpotDepthEvent,
  SpotDepthPush,
  SpotOrderUpdate,
  SpotTradesPush,
  type SubscribeAck,
} from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { DEPTH_LEVELS } from './spot.realtime';
import { call, checkInvariants, makeUser, refPrice, type SpotUser } from './spot.test-kit';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
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

const emitAck = <T = SubscribeAck>(s: Socket, event: string, payload: unknown) =>
  s.timeout(5000).emitWithAck(event, payload) as Promise<T>;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, ms = 5000): Promise<void> {
  for (let waited = 0; !cond() && waited < ms; waited += 20) await sleep(20);
}
/**
 * A round trip on the socket's own connection: anything the server sent it before this reply has arrived by the
 * time it resolves (one connection delivers in order), so "nothing arrived" is checked without a guessed sleep.
 */
async function drained(s: Socket): Promise<void> {
  expect((await emitAck(s, 'sub', { channel: 'depth' })).ok).toBe(false);
}

const BTC = { currency_id: 1, legal_id: 3 };
// Every push is parsed with its @app/api schema: a payload that drifts from the contract fails here.
type Depth = SpotDepthPush;
type TradePush = SpotTradesPush;
type OrderPush = SpotOrderUpdate;

const place = (u: SpotUser, body: object) => call(t.app, 'POST', '/api/coin/trade', u, { ...BTC, ...body });

describe('spot socket events on a listening server', () => {
  it('sub depth acks ok; market_depth seq is +1 per message and at most 10 arrive in any second', async () => {
    const s = await client();
    const got: Depth[] = [];
    const raw: SpotDepthEvent[] = [];
    s.on(SPOT_SOCKET_EVENTS.depth, (d: unknown) => {
      got.push(SpotDepthPush.parse(d));
      raw.push(SpotDepthEvent.strict().parse(d));
    });
    // When the server sends: it numbers each push (nextDepthSeq) right before emitting it.
    const sentAt: number[] = [];
    const reads = t.app.use(spotModule).reads;
    const numbering = reads.nextDepthSeq.bind(reads);
    const spy = vi.spyOn(reads, 'nextDepthSeq').mockImplementation((pairId: number) => {
      sentAt.push(performance.now());
      return numbering(pairId);
    });
    expect(await emitAck(s, 'sub', { channel: 'depth', symbol: 'BTC/USDT' })).toEqual({ ok: true });
    expect((await emitAck(s, 'sub', { channel: 'depth', symbol: 'NOPE/USDT' })).ok).toBe(false);
    expect((await emitAck(s, 'sub', { channel: 'depth' })).ok).toBe(false);

    // A burst of resting bids far below the market (no crossing), back to back.
    const ref = Number(refPrice(t.app, 'BTC/USDT'));
    const u = await makeUser(t.app, { USDT: '10000000' });
    const started = performance.now();
    let placed = 0;
    // At least 40 orders (20+ price levels) and at least 1.5 s, however fast or loaded the machine is.
    while (placed < 40 || performance.now() - started < 1500) {
      const price = (Math.floor(ref * 0.5) - (placed % 40)).toFixed(2);
      const r = await place(u, { type: 1, amount: '0.001', target_price: price });
      expect(r.type).toBe('ok');
      placed++;
    }
    // The final state arrives within a tick: the last push equals the REST snapshot (whose seq is the last push's).
    // A snapshot read between a change and its coalesced push is newer than the last push: read again until equal.
    const url = `/api/coin/depth?symbol=BTC/USDT&limit=${DEPTH_LEVELS}`;
    let snapshot = (await call(t.app, 'GET', url)).message as Depth;
    for (let tries = 0; tries < 50 && JSON.stringify(got.at(-1)) !== JSON.stringify(snapshot); tries++) {
      await sleep(100);
      snapshot = (await call(t.app, 'GET', url)).message as Depth;
    }
    // Deeper than the 20 rows a side the trade screen shows: its price grouping needs the levels behind them.
    expect(snapshot.bids.length).toBeGreaterThanOrEqual(40);
    expect(snapshot.bids.length).toBeLessThanOrEqual(DEPTH_LEVELS);
    expect(placed).toBeGreaterThan(20);
    expect(got.length).toBeGreaterThanOrEqual(5);
    expect(got.at(-1)).toEqual(snapshot);
    for (const d of got) expect(d.symbol).toBe('BTC/USDT');
    // The original client's names beside ours (docs/original-client.md).
    for (const d of raw) {
      expect(d).toMatchObject({
        type: 'market_depth',
        symbol: 'BTC/USDT',
        'base-currency': 'BTC',
        'quote-currency': 'USDT',
        currency_id: 1,
        currency_name: 'BTC',
        legal_id: 3,
        legal_name: 'USDT',
      });
    }
    expect(raw).toHaveLength(got.length);
    for (let i = 1; i < got.length; i++) expect(got[i]!.seq - got[i - 1]!.seq).toBe(1);
    // Every push sent arrived, and the densest one-second window of sends holds at most 10 (measured where they
    // are sent: arrival times on this same event loop would add the client's own delays).
    spy.mockRestore();
    expect(got).toHaveLength(sentAt.length);
    let densest = 0;
    for (let a = 0; a < sentAt.length; a++) {
      let n = 0;
      while (a + n < sentAt.length && sentAt[a + n]! - sentAt[a]! < 1000) n++;
      densest = Math.max(densest, n);
    }
    expect(densest).toBeLessThanOrEqual(10);
    expect(densest).toBeGreaterThanOrEqual(5);
    // Gaps between sends never drop below the 100 ms coalescing interval.
    const gaps = sentAt.slice(1).map((x, i) => x - sentAt[i]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(99);

    // unsub stops the pushes.
    // A witness still subscribed proves the next push went out; the unsubscribed socket got none of it.
    expect(await emitAck(s, 'unsub', { channel: 'depth', symbol: 'BTC/USDT' })).toEqual({ ok: true });
    const n = got.length;
    const witness = await client();
    const seen: Depth[] = [];
    witness.on(SPOT_SOCKET_EVENTS.depth, (d: unknown) => seen.push(SpotDepthPush.parse(d)));
    expect(await emitAck(witness, 'sub', { channel: 'depth', symbol: 'BTC/USDT' })).toEqual({ ok: true });
    const last = await place(u, { type: 1, amount: '0.001', target_price: (Math.floor(ref * 0.5) - 1).toFixed(2) });
    expect(last.type).toBe('ok');
    const after = (await call(t.app, 'GET', '/api/coin/depth?symbol=BTC/USDT&limit=20')).message as Depth;
    await until(() => seen.some((d) => d.seq >= after.seq));
    expect(seen.at(-1)?.seq).toBeGreaterThanOrEqual(after.seq);
    await drained(s);
    expect(got.length).toBe(n);
  });

  it('sub trades → a cross between two users pushes match_trade with the trade', async () => {
    const s = await client();
    const got: TradePush[] = [];
    s.on(SPOT_SOCKET_EVENTS.trades, (p: unknown) => got.push(SpotTradesPush.parse(p)));
    expect(await emitAck(s, 'sub', { channel: 'trades', symbol: 'BTC/USDT' })).toEqual({ ok: true });

    const price = refPrice(t.app, 'BTC/USDT');
    const seller = await makeUser(t.app, { BTC: '1' });
    const buyer = await makeUser(t.app, { USDT: '10000000' });
    expect((await place(seller, { type: 2, amount: '0.1', target_price: price })).message.status).toBe('open');
    await drained(s);
    expect(got).toEqual([]); // resting alone trades nothing
    const buy = await place(buyer, { type: 1, amount: '0.1', target_price: price });
    expect(buy.message).toMatchObject({ status: 'filled', filled: '0.1' });

    await until(() => got.length > 0);
    expect(got).toHaveLength(1);
    const push = got[0]!;
    expect(push.symbol).toBe('BTC/USDT');
    expect(push.trades).toHaveLength(1);
    expect(push.trades[0]).toMatchObject({ price, amount: '0.1', side: 'buy' });
    const rest = (await call(t.app, 'GET', '/api/coin/trades?symbol=BTC/USDT&limit=1')).message;
    expect(rest[0]).toEqual(push.trades[0]);
  });

  it('order_update reaches the owner’s logged-in socket and never another user’s', async () => {
    const alice = await makeUser(t.app, { BTC: '1' });
    const bob = await makeUser(t.app, { USDT: '10000000' });
    const sa = await client();
    const sb = await client();
    const anon = await client();
    const gotA: OrderPush[] = [];
    const gotB: OrderPush[] = [];
    const gotAnon: OrderPush[] = [];
    sa.on(SPOT_SOCKET_EVENTS.orderUpdate, (o: unknown) => gotA.push(SpotOrderUpdate.parse(o)));
    sb.on(SPOT_SOCKET_EVENTS.orderUpdate, (o: unknown) => gotB.push(SpotOrderUpdate.parse(o)));
    anon.on(SPOT_SOCKET_EVENTS.orderUpdate, (o: unknown) => gotAnon.push(SpotOrderUpdate.parse(o)));
    expect(await emitAck(sa, 'login', { token: alice.headers.authorization })).toEqual({ ok: true });
    expect(await emitAck(sb, 'login', { token: bob.headers.authorization })).toEqual({ ok: true });

    const price = refPrice(t.app, 'BTC/USDT');
    const sell = (await place(alice, { type: 2, amount: '0.3', target_price: price })).message as OrderPush;
    await until(() => gotA.length >= 1);
    expect(gotA).toEqual([expect.objectContaining({ id: sell.id, status: 'open' })]);

    // Bob's buy fills part of Alice's sell: each sees only their own order.
    const buy = (await place(bob, { type: 1, amount: '0.1', target_price: price })).message as OrderPush;
    await until(() => gotA.length >= 2 && gotB.length >= 1);
    expect(gotA[1]).toMatchObject({ id: sell.id, status: 'partial', filled: '0.1' });
    expect(gotB).toEqual([expect.objectContaining({ id: buy.id, status: 'filled', filled: '0.1' })]);

    // Alice cancels the rest: Alice hears it, Bob does not.
    expect((await call(t.app, 'PUT', '/api/coin/trade', alice, { id: sell.id })).message.status).toBe('cancelled');
    await until(() => gotA.length >= 3);
    await Promise.all([drained(sa), drained(sb), drained(anon)]);
    expect(gotA.map((o) => [o.id, o.status])).toEqual([
      [sell.id, 'open'],
      [sell.id, 'partial'],
      [sell.id, 'cancelled'],
    ]);
    expect(gotB.map((o) => o.id)).toEqual([buy.id]);
    expect(gotAnon).toEqual([]);
    await checkInvariants(t.app);
  });
});
