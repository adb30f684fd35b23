/** `closed_microorder` reaches the owner (socket.io over loopback) after the settlement, and nobody else. */
import type { AddressInfo } from 'node:net';
import { ClosedMicroOrderPush, OPTION_SOCKET_EVENTS } from '@app/api';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { call, makeBettor, makeOptionsApp, matchId, orderRow, sweep, tickAt, type Who } from './options.test-kit';

let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeOptionsApp();
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

describe('options pushes', () => {
  it('pushes closed_microorder to the owner only', async () => {
    const owner = await makeBettor(t.app, '1000');
    const other = await makeBettor(t.app, '1000');
    const mine = await loggedIn(owner);
    const theirs = await loggedIn(other);
    const seenByOther: unknown[] = [];
    theirs.on(OPTION_SOCKET_EVENTS.closed, (p: unknown) => seenByOther.push(p));
    tickAt(t.app, 'ETH/USDT', '3000');
    const body = { match_id: matchId(t.app, 'ETH/USDT'), currency_id: 3, type: 1, seconds: 30, number: '10' };
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', owner, body);
    const row = await orderRow(t.app, placed.message.id);
    tickAt(t.app, 'ETH/USDT', '2999', row.expiresAt + 1);
    const pushed = new Promise<unknown>((done) => mine.once(OPTION_SOCKET_EVENTS.closed, done));
    expect(await sweep(t.app)).toBe(1);
    const push = ClosedMicroOrderPush.parse(await pushed);
    expect(push).toMatchObject({
      id: row.id,
      status: 3,
      profit_result: -1,
      end_price: '2999',
      remain_milli_seconds: 0,
    });
    await call(t.app, 'GET', '/api/microtrade/record', owner);
    expect(seenByOther).toEqual([]);
  });
});
