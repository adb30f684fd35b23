/**
 * A socket's private room does not outlive its session. For each way a session ends (logout, password change,
 * forgotten password, admin lock, expiry) the socket that logged in with it gets `session_end`, leaves `user:<id>`,
 * and a later order of the same user (placed with a new, valid session) reaches a witness socket but not it. With
 * two instances on one PostgreSQL, a logout on one instance ends the socket on the other at its next check (the
 * scheduler job `accounts.socket-sessions`).
 */
import type { AddressInfo } from 'node:net';
import { SPOT_SOCKET_EVENTS } from '@app/api';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type App, buildApp } from '../../app';
import { loadConfig } from '../../config';
import { userRoom } from '../../platform/realtime';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { throwawayPostgres } from '../../test/pg-throwaway';
import { fund, refPrice } from '../spot/spot.test-kit';
import { accountsModule } from './accounts.module';
import { call, freshIp, lastCode, login, registerUser, securityCode } from './accounts.test-helpers';
import { verificationCodes } from './codes.tables';
import { sha256 } from './sessions.service';
import { userSessions } from './sessions.tables';

let t: TestApp;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until(cond: () => boolean, what: string, ms = 5000): Promise<void> {
  for (let waited = 0; !cond(); waited += 20) {
    if (waited >= ms) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

type Watched = { socket: Socket; ends: number; orders: unknown[] };

async function socketOn(app: App, token: string): Promise<Watched> {
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const socket = connect(url, { path: '/socket.io', transports: ['websocket'], reconnection: false });
  sockets.push(socket);
  await new Promise<void>((done, fail) => {
    socket.once('connect', () => done());
    socket.once('connect_error', fail);
  });
  const w: Watched = { socket, ends: 0, orders: [] };
  socket.on('session_end', () => {
    w.ends += 1;
  });
  socket.on(SPOT_SOCKET_EVENTS.orderUpdate, (o: unknown) => w.orders.push(o));
  expect(await socket.timeout(5000).emitWithAck('login', { token })).toEqual({ ok: true });
  return w;
}

async function newUser(app: App) {
  const { email, password } = await registerUser(app);
  const auth = await login(app, email, password);
  const id = (await call(app, 'GET', '/api/user/info', { auth })).message.id as number;
  await fund(app, id, { USDT: '100000' });
  return { email, password, id, auth };
}

/** `ended` left the user's room: a new order of the user reaches a witness socket (logged in afresh), not `ended`. */
async function noOrderUpdateAfterEnd(app: App, ended: Watched, userId: number, token: string) {
  expect(app.realtime.io.sockets.sockets.get(ended.socket.id ?? '')?.rooms.has(userRoom(userId))).toBe(false);
  const witness = await socketOn(app, token);
  const price = refPrice(app, 'BTC/USDT');
  const order = await app.inject({
    method: 'POST',
    url: '/api/coin/trade',
    headers: { authorization: token },
    payload: { currency_id: 1, legal_id: 3, type: 1, amount: '0.01', target_price: price },
  });
  expect(order.json().type).toBe('ok');
  await until(() => witness.orders.length >= 1, 'the witness order_update');
  await sleep(200);
  expect(ended.orders).toEqual([]);
}

describe('a session that ends takes its sockets out of the private room', () => {
  it('logout: session_end at once, and no order_update afterwards', async () => {
    const u = await newUser(t.app);
    const other = await login(t.app, u.email, u.password);
    const s = await socketOn(t.app, u.auth.authorization);
    expect(t.app.realtime.hasMembers(userRoom(u.id))).toBe(true);
    expect((await call(t.app, 'GET', '/api/user/logout', { auth: u.auth })).type).toBe('ok');
    await until(() => s.ends === 1, 'session_end');
    await noOrderUpdateAfterEnd(t.app, s, u.id, other.authorization);
  });

  it('password change: every socket of the user gets session_end', async () => {
    const u = await newUser(t.app);
    const s = await socketOn(t.app, u.auth.authorization);
    const code = await securityCode(t.app, u.auth, u.email);
    const changed = await call(t.app, 'POST', '/api/safe/update_password', {
      auth: u.auth,
      body: { old_password: u.password, password: 'Changed-456', re_password: 'Changed-456', code },
    });
    expect(changed.type).toBe('ok');
    await until(() => s.ends === 1, 'session_end');
    const again = await login(t.app, u.email, 'Changed-456');
    await noOrderUpdateAfterEnd(t.app, s, u.id, again.authorization);
  });

  it('forgotten password reset: session_end', async () => {
    const u = await newUser(t.app);
    const s = await socketOn(t.app, u.auth.authorization);
    // The sign-up code went to the same address a moment ago: move it back past the one-per-minute resend limit.
    await t.app.database.db
      .update(verificationCodes)
      .set({ createdAt: sql`${verificationCodes.createdAt} - interval '2 minutes'` })
      .where(eq(verificationCodes.target, `email:${u.email}`));
    const sent = await call(t.app, 'POST', '/api/sms_mail', {
      body: { user_string: u.email, scene: 'forget' },
      ip: freshIp(),
    });
    expect(sent.type).toBe('ok');
    const code = await lastCode(t.app, u.email);
    const reset = await call(t.app, 'POST', '/api/user/forget', {
      body: { account: u.email, code, password: 'Reset-789', repassword: 'Reset-789' },
      ip: freshIp(),
    });
    expect(reset.type).toBe('ok');
    await until(() => s.ends === 1, 'session_end');
    const again = await login(t.app, u.email, 'Reset-789');
    await noOrderUpdateAfterEnd(t.app, s, u.id, again.authorization);
  });

  it('admin lock: session_end; after unlock a new session works and the old socket stays out', async () => {
    const u = await newUser(t.app);
    const s = await socketOn(t.app, u.auth.authorization);
    const admin = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
    const lock = await call(t.app, 'POST', `/api/admin/users/${u.id}/lock`, { auth: admin, body: { reason: 'test' } });
    expect(lock.type).toBe('ok');
    await until(() => s.ends === 1, 'session_end');
    await call(t.app, 'POST', `/api/admin/users/${u.id}/unlock`, { auth: admin, body: { reason: 'test' } });
    const again = await login(t.app, u.email, u.password);
    await noOrderUpdateAfterEnd(t.app, s, u.id, again.authorization);
  });

  it('expiry: the scheduler job ends the socket of an expired session', async () => {
    const u = await newUser(t.app);
    const other = await login(t.app, u.email, u.password);
    const s = await socketOn(t.app, u.auth.authorization);
    const job = t.app.use(accountsModule).socketSessionsJob;
    expect(t.app.scheduler.stats().map((j) => j.name)).toContain(job.name);
    await job.runNow();
    expect(s.ends).toBe(0); // a session that holds is left alone
    await t.app.database.db
      .update(userSessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(userSessions.tokenHash, sha256(u.auth.authorization)));
    await job.runNow();
    await until(() => s.ends === 1, 'session_end');
    await noOrderUpdateAfterEnd(t.app, s, u.id, other.authorization);
  });
});

describe('two instances on one PostgreSQL', () => {
  it('a logout on instance B ends the socket on instance A at A’s next check', async () => {
    const pg = await throwawayPostgres();
    const config = {
      ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DEMO: 'false', MARKET_HISTORY_COUNT: '5' }),
      database: { kind: 'postgres' as const, url: pg.url },
    };
    const apps: App[] = [];
    try {
      // One after the other: the first applies the migrations.
      for (let i = 0; i < 2; i++) apps.push(await buildApp(config, { startJobs: false }));
      const [a, b] = apps as [App, App];
      await a.listen({ port: 0, host: '127.0.0.1' });
      const u = await newUser(a);
      const other = await login(a, u.email, u.password);
      const s = await socketOn(a, u.auth.authorization);
      expect((await call(b, 'GET', '/api/user/logout', { auth: u.auth })).type).toBe('ok');
      expect(s.ends).toBe(0); // B cannot reach A's sockets: A's own check does it
      await a.use(accountsModule).socketSessionsJob.runNow();
      await until(() => s.ends === 1, 'session_end on A');
      await noOrderUpdateAfterEnd(a, s, u.id, other.authorization);
    } finally {
      for (const app of apps) await app.close();
      await pg.drop();
    }
  }, 120_000);
});
