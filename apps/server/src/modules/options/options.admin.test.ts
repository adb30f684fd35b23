/**
 * Back-office seconds options: roles, audited settings that new orders use (expiries, coins, pairs, countries),
 * orders with receipts, the house's daily result, and no route that writes a price or a result.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { sqlRows } from '../../test/sql-rows';
import { makeBettor, matchId, orderRow, sweep, tickAt, call as userCall } from './options.test-kit';

let t: TestApp;
type Headers = { authorization: string };
let superAuth: Headers;
let support: Headers;

// biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
type Res = { type: string; message: any };
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Headers, payload?: object) =>
  (
    await t.app.inject({ method, url: `/api${url}`, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) })
  ).json() as Res;

beforeAll(async () => {
  t = await makeTestApp({
    seed: true,
    startJobs: false,
    env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
  });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  const email = `support-${Math.random().toString(36).slice(2)}@example.com`;
  await call('POST', '/admin/admins', superAuth, {
    email,
    name: 'support',
    role: 'support',
    password: 'Role-Pass-123',
  });
  support = await adminAuth(t.app, email, 'Role-Pass-123');
}, 60_000);
afterAll(async () => t.close());

describe('options in the back office', () => {
  it('settings: super only, audited, used by new orders', async () => {
    expect((await call('GET', '/admin/options/expiries', support)).type).toBe('error');
    const saved = await call('PUT', '/admin/options/expiries', superAuth, {
      seconds: 15,
      payout_ratio: '0.9',
      loss_ratio: '1',
      enabled: true,
    });
    expect(saved.message).toEqual({ seconds: 15, payout_ratio: '0.9', loss_ratio: '1', enabled: true });
    const coins = (await call('GET', '/admin/options/coins', superAuth)).message;
    expect(coins[0]).toMatchObject({ currency: 'USDT', fee_rate: '0.001', max_open: 20 });
    const coin = await call('PUT', '/admin/options/coins/3', superAuth, { ...coins[0], fee_rate: '0.002' });
    expect(coin.message.fee_rate).toBe('0.002');
    const pairs = (await call('GET', '/admin/options/pairs', superAuth)).message;
    const xrp = pairs.find((p: { symbol: string }) => p.symbol === 'XRP/USDT');
    expect((await call('PUT', `/admin/options/pairs/${xrp.id}`, superAuth, { enabled: false })).message.enabled).toBe(
      false,
    );
    expect(
      (await call('PUT', '/admin/options/countries', superAuth, { country: 'us', disabled: true })).message,
    ).toEqual({
      country: 'US',
      disabled: true,
    });
    const [audit] = await sqlRows<{ n: number }>(
      t.app.database.db,
      sql`select count(*)::int as n from admin_audit where action like 'options.%'`,
    );
    expect(Number(audit?.n)).toBeGreaterThanOrEqual(4);

    const u = await makeBettor(t.app, '100');
    tickAt(t.app, 'BTC/USDT', '50000');
    const placed = await userCall(t.app, 'POST', '/api/microtrade/submit', u, {
      match_id: matchId(t.app, 'BTC/USDT'),
      currency_id: 3,
      type: 1,
      seconds: 15,
      number: '10',
    });
    expect(placed.message).toMatchObject({ payout_ratio: '0.9', fee: '0.02' });
    tickAt(t.app, 'XRP/USDT', '0.5');
    const closed = await userCall(t.app, 'POST', '/api/microtrade/submit?lang=en', u, {
      match_id: matchId(t.app, 'XRP/USDT'),
      currency_id: 3,
      type: 1,
      seconds: 15,
      number: '10',
    });
    expect(closed.message).toBe('This pair is not open for seconds options');
    const row = await orderRow(t.app, placed.message.id);
    tickAt(t.app, 'BTC/USDT', '49000', row.expiresAt);
    expect(await sweep(t.app)).toBe(1);
    const orders = (await call('GET', '/admin/options/orders?state=settled', support)).message;
    expect(orders.list[0]).toMatchObject({ id: row.id, user_id: u.id, profit_result: -1 });
    expect(orders.list[0].receipt_uid).toBeTruthy();
    const house = (await call('GET', '/admin/options/house', superAuth)).message;
    expect(house[0]).toMatchObject({ currency: 'USDT', orders: 1, house_net: '10', fees: '0.02' });
  });

  it('has no route that writes a price or a result', () => {
    const routes = t.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((l) => /api\/(admin\/options|microtrade)/.test(l));
    const writes = routes.filter((l) => /POST|PUT|PATCH|DELETE/.test(l));
    expect(writes.length).toBeGreaterThanOrEqual(4);
    expect(writes.join('\n')).not.toMatch(/price|outcome|result|risk|probab|tick/i);
    expect(routes.join('\n')).not.toMatch(/price|outcome|risk|probab|tick/i);
  });
});
