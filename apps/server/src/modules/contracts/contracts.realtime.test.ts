/**
 * Contracts pushes on a real listening server (socket.io-client over loopback): `lever_trade` about once a second
 * with the owner's positions and risk figures, `lever_closed` after a TP close, and neither reaches another user.
 */
import type { AddressInfo } from 'node:net';
import { CONTRACT_SOCKET_EVENTS, LeverClosedPush, LeverTradePush } from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { call, ETH, makeContractsApp, makeTrader, tick, type Who } from './contracts.test-kit';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeContractsApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function loggedIn(who: Who): Promise<Socket> {
  const s = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(s);
  await new Promise<void>((done, fail) => {
    s.once('connect', () => done());
    s.once('connect_error', fail);
  });
  const token = who.headers.authorization.replace('Bearer ', '');
  const ack = (await s.timeout(5000).emitWithAck('login', { token })) as { ok: boolean };
  expect(ack.ok).toBe(true);
  return s;
}

const next = <T>(s: Socket, event: string, ms = 5000) =>
  new Promise<T>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no ${event} within ${ms} ms`)), ms);
    s.once(event, (payload: T) => {
      clearTimeout(timer);
      done(payload);
    });
  });

describe('contracts pushes', () => {
  it('sends the owner lever_trade and lever_closed; another user sees only their own positions', async () => {
    const owner = await makeTrader(t.app, '1000');
    const other = await makeTrader(t.app, '1000');
    const mine = await loggedIn(owner);
    const theirs = await loggedIn(other);
    const seenByOther: number[] = [];
    theirs.on(CONTRACT_SOCKET_EVENTS.trade, (p: LeverTradePush) => seenByOther.push(...p.positions.map((x) => x.id)));
    theirs.on(CONTRACT_SOCKET_EVENTS.closed, (p: LeverClosedPush) => seenByOther.push(p.order.id));

    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', owner, {
      ...ETH,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
      target_profit_price: '3100',
    });
    expect(opened.type).toBe('ok');
    const own = await call(t.app, 'POST', '/api/lever/submit', other, {
      ...ETH,
      share: 1,
      multiple: 5,
      type: 2,
      status: 1,
    });
    await tick(t.app, 'ETH/USDT', '3050');
    const trade = LeverTradePush.parse(await next(mine, CONTRACT_SOCKET_EVENTS.trade));
    expect(trade.positions.map((p) => p.id)).toEqual([opened.message.id]);
    expect(trade.positions[0]).toMatchObject({ update_price: '3050.00', profits: '0.4999' });
    expect(trade.accounts[0]).toMatchObject({ area: 'contract', settle_currency: 'USDT' });
    expect(Number(trade.accounts[0]?.hazard_rate)).toBeGreaterThan(100);

    const closed = next<unknown>(mine, CONTRACT_SOCKET_EVENTS.closed);
    await tick(t.app, 'ETH/USDT', '3100');
    const push = LeverClosedPush.parse(await closed);
    expect(push).toMatchObject({ event: 'closed', order: { id: opened.message.id, close_reason: 'tp', status: 3 } });
    // a round trip on the other socket: anything sent to it before has arrived
    await next(theirs, CONTRACT_SOCKET_EVENTS.trade);
    expect(seenByOther.length).toBeGreaterThan(0);
    expect(new Set(seenByOther)).toEqual(new Set([own.message.id]));
  });
});
