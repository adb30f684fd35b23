/**
 * Back-office contracts routes: who may read and write what, audited and validated pair edits that new entries
 * use while open positions keep their terms, the lists (positions, risk, liquidations, insurance, overnight runs),
 * and that no route can write a price or an outcome.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { BTC, makeTrader, tick, call as userCall } from './contracts.test-kit';

let t: TestApp;
type Headers = { authorization: string };
let superAuth: Headers;
let finance: Headers;
let support: Headers;

// biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
type Res = { type: string; message: any };
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Headers, payload?: object) =>
  (
    await t.app.inject({ method, url: `/api${url}`, ...(headers ? { headers } : {}), ...(payload ? { payload } : {}) })
  ).json() as Res;

async function makeAdmin(role: string): Promise<Headers> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const res = await call('POST', '/admin/admins', superAuth, { email, name: role, role, password: 'Role-Pass-123' });
  expect(res.type).toBe('ok');
  return adminAuth(t.app, email, 'Role-Pass-123');
}

const BTC_PAIR = 1;

beforeAll(async () => {
  t = await makeTestApp({ seed: true, env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' } });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  finance = await makeAdmin('finance');
  support = await makeAdmin('support');
}, 60_000);
afterAll(async () => t.close());

describe('contract pairs in the back office', () => {
  it('only super edits; edits are validated, audited, and apply to new entries only', async () => {
    expect((await call('GET', '/admin/contracts/pairs', finance)).type).toBe('error');
    const pairs = (await call('GET', '/admin/contracts/pairs', superAuth)).message;
    expect(pairs.find((p: { id: number }) => p.id === BTC_PAIR)).toMatchObject({ symbol: 'BTC/USDT', enabled: true });

    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'BTC/USDT', '50000');
    const before = await userCall(t.app, 'POST', '/api/lever/submit', u, {
      ...BTC,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
    });
    expect(before.message.trade_fee).toBe('0.025001');

    const put = (body: object, who = superAuth) => call('PUT', `/admin/contracts/pairs/${BTC_PAIR}`, who, body);
    expect((await put({ fee_rate: '0.001' }, finance)).type).toBe('error');
    expect((await put({ fee_rate: '0.5' })).message).toBe('fee_rate: Invalid value for fee_rate');
    expect((await put({ liquidation_threshold: '12.345' })).type).toBe('error');
    expect((await put({ multiples: [] })).message).toBe('multiples: Give at least one leverage multiple');
    expect((await put({ min_lots: 5, max_lots: 2 })).type).toBe('error');
    const ok = await put({ fee_rate: '0.001', multiples: [2, 10] });
    expect(ok.message).toMatchObject({ fee_rate: '0.001', multiples: [2, 10] });
    const audit = (await call('GET', '/admin/audit?action=contracts.pair.update&limit=5', superAuth)).message.list;
    expect(audit[0]).toMatchObject({ action: 'contracts.pair.update', target: String(BTC_PAIR) });

    const after = await userCall(t.app, 'POST', '/api/lever/submit', u, {
      ...BTC,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
    });
    expect(after.message.trade_fee).toBe('0.050001');
    expect(
      (await userCall(t.app, 'POST', '/api/lever/submit', u, { ...BTC, share: 1, multiple: 20, type: 1, status: 1 }))
        .type,
    ).toBe('error');
    // the first position keeps the fee rate it was opened with
    const closed = await userCall(t.app, 'POST', '/api/lever/close', u, { id: before.message.id });
    expect(closed.message.trade_fee).toBe('0.025001');
  });
});

describe('lists', () => {
  it('shows positions to support, risk, liquidations, insurance and overnight runs to finance', async () => {
    const u = await makeTrader(t.app, '10');
    await tick(t.app, 'BTC/USDT', '50000');
    const opened = await userCall(t.app, 'POST', '/api/lever/submit', u, {
      ...BTC,
      share: 1,
      multiple: 10,
      type: 1,
      status: 1,
      margin_mode: 'isolated',
    });
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const positions = await call('GET', `/admin/contracts/positions?user_id=${u.id}`, support);
    expect(positions.message).toMatchObject({ total: 1, list: [{ id: opened.message.id, user_id: u.id }] });
    expect((await call('GET', '/admin/contracts/risk', support)).type).toBe('error');
    const risk = (await call('GET', '/admin/contracts/risk', finance)).message;
    expect(risk.some((r: { user_id: number }) => r.user_id === u.id)).toBe(true);

    await tick(t.app, 'BTC/USDT', '40000');
    const liqs = (await call('GET', '/admin/contracts/liquidations', finance)).message;
    const mine = liqs.list.find((l: { user_id: number }) => l.user_id === u.id);
    expect(mine).toMatchObject({ positions: 1, position_ids: [opened.message.id], margin_mode: 'isolated' });
    expect(mine.receipt_ids).toHaveLength(2);
    const insurance = (await call('GET', '/admin/contracts/insurance', finance)).message;
    expect(insurance.liquidations).toBeGreaterThan(0);
    expect(Number(insurance.paid.USDT)).toBeGreaterThan(0);
    expect(insurance.accounts[0]).toMatchObject({ currency: 'USDT' });
    const runs = (await call('GET', '/admin/contracts/overnight', finance)).message;
    expect(runs.list[0]).toMatchObject({ state: 'due' });
  });

  it('has no route that writes a price or a position', async () => {
    const routes = t.app.printRoutes({ commonPrefix: false });
    const contractRoutes = routes.split('\n').filter((l) => l.includes('contracts'));
    expect(contractRoutes.join('\n')).not.toMatch(/price|pin|outcome|result/i);
    const paths = (await call('GET', '/admin/contracts/positions', superAuth)).type;
    expect(paths).toBe('ok');
    for (const path of ['/admin/contracts/positions/1', '/admin/contracts/price']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api${path}`,
        headers: superAuth,
        payload: { price: '1' },
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
