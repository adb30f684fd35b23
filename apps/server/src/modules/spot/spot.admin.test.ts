/**
 * Back-office spot routes: who may read and write what (super / finance / support / no token), audit rows for
 * pair and maker edits, and halt / resume through the route (a halted pair refuses new orders with the
 * translated message while resting orders can still be cancelled).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { bal, checkInvariants, makeUser, call as userCall } from './spot.test-kit';

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
const audits = async (action: string) =>
  (await call('GET', `/admin/audit?action=${action}&limit=50`, superAuth)).message.list as {
    action: string;
    target: string;
    admin_email: string;
    before: Record<string, unknown>;
    after: Record<string, unknown>;
  }[];

const ETH = { currency_id: 2, legal_id: 3 };
const ETH_PAIR = 2;

beforeAll(async () => {
  t = await makeTestApp({ seed: true });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  finance = await makeAdmin('finance');
  support = await makeAdmin('support');
}, 60_000);
afterAll(async () => {
  await t.app.use(spotModule).maker.runOnce(); // waits for a re-quote a maker edit started
  await t.close();
});

describe('admin spot roles', () => {
  it('no token is 999 everywhere', async () => {
    for (const [method, url] of [
      ['GET', '/admin/spot/pairs'],
      ['PUT', `/admin/spot/pairs/${ETH_PAIR}`],
      ['GET', '/admin/spot/maker'],
      ['PUT', '/admin/spot/maker'],
      ['GET', '/admin/spot/maker/status'],
      ['GET', '/admin/spot/orders'],
      ['GET', '/admin/spot/trades'],
    ] as const) {
      expect((await call(method, url, undefined, method === 'PUT' ? { halted: true } : undefined)).type, url).toBe(
        '999',
      );
      expect((await call(method, url, { authorization: 'Bearer nope' })).type, url).toBe('999');
    }
    expect(t.app.use(spotModule).spot.pair(ETH_PAIR)?.halted).toBe(false);
  });

  it('finance reads maker status, orders and trades but edits nothing', async () => {
    const status = await call('GET', '/admin/spot/maker/status', finance);
    expect(status.type).toBe('ok');
    expect(status.message).toHaveProperty('balances');
    expect((await call('GET', '/admin/spot/orders', finance)).type).toBe('ok');
    expect((await call('GET', '/admin/spot/trades', finance)).type).toBe('ok');

    const denied = await call('PUT', '/admin/spot/maker', finance, { levels: 3 });
    expect(denied).toMatchObject({ type: 'error', message: 'You are not allowed to do this' });
    expect((await call('GET', '/admin/spot/maker', finance)).type).toBe('error');
    expect((await call('GET', '/admin/spot/pairs', finance)).type).toBe('error');
    expect((await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, finance, { halted: true })).type).toBe('error');
    expect(t.app.use(spotModule).spot.pair(ETH_PAIR)?.halted).toBe(false);
    expect(await audits('spot.maker.update')).toEqual([]);
  });

  it('support reads orders and trades but not pairs, maker or its status', async () => {
    const seller = await makeUser(t.app, { ETH: '1' });
    const buyer = await makeUser(t.app, { USDT: '1000' });
    const sell = await userCall(t.app, 'POST', '/api/coin/trade', seller, {
      ...ETH,
      type: 2,
      amount: '0.5',
      target_price: '100',
    });
    await userCall(t.app, 'POST', '/api/coin/trade', buyer, { ...ETH, type: 1, amount: '0.2', target_price: '100' });

    const orders = await call('GET', `/admin/spot/orders?user_id=${seller.id}`, support);
    expect(orders.type).toBe('ok');
    expect(orders.message).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(orders.message.list[0]).toMatchObject({
      id: sell.message.id,
      user_id: seller.id,
      owner_type: 'user',
      status: 'partial',
      filled: '0.2',
    });
    const trades = await call('GET', `/admin/spot/trades?user_id=${buyer.id}&symbol=ETH/USDT`, support);
    expect(trades.type).toBe('ok');
    expect(trades.message.list).toHaveLength(1);
    expect(trades.message.list[0]).toMatchObject({
      price: '100',
      amount: '0.2',
      side: 'buy',
      maker_order_id: sell.message.id,
      maker_user_id: seller.id,
      taker_user_id: buyer.id,
    });

    expect((await call('GET', '/admin/spot/pairs', support)).type).toBe('error');
    expect((await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, support, { halted: true })).type).toBe('error');
    expect((await call('PUT', '/admin/spot/maker', support, { levels: 3 })).type).toBe('error');
    expect((await call('GET', '/admin/spot/maker/status', support)).type).toBe('error');
    expect(t.app.use(spotModule).spot.pair(ETH_PAIR)?.halted).toBe(false);
    await userCall(t.app, 'PUT', '/api/coin/trade', seller, { id: sell.message.id });
  });

  it('super edits maker settings (audited)', async () => {
    const before = (await call('GET', '/admin/spot/maker', superAuth)).message;
    const res = await call('PUT', '/admin/spot/maker', superAuth, { enabled: false, levels: 3 });
    expect(res.type).toBe('ok');
    expect(res.message).toMatchObject({ ...before, enabled: false, levels: 3 });
    expect((await call('GET', '/admin/spot/maker', superAuth)).message).toEqual(res.message);
    const [row] = await audits('spot.maker.update');
    expect(row).toMatchObject({ target: 'maker', admin_email: 'admin@example.com', before, after: res.message });
    expect((await call('PUT', '/admin/spot/maker', superAuth, { levels: 0 })).type).toBe('error');
  });
});

describe('admin spot pairs', () => {
  it('super edits a pair; each edit writes one audit row; bad edits are refused and not audited', async () => {
    const list = (await call('GET', '/admin/spot/pairs', superAuth)).message as { id: number; symbol: string }[];
    expect(list.find((p) => p.id === ETH_PAIR)).toMatchObject({ symbol: 'ETH/USDT', enabled: true, halted: false });
    const auditsBefore = (await audits('spot.pair.update')).length;

    const res = await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, {
      min_notional: '10',
      taker_fee: '0.002',
    });
    expect(res.type).toBe('ok');
    expect(res.message).toMatchObject({ id: ETH_PAIR, min_notional: '10', taker_fee: '0.002', maker_fee: '0.001' });
    const pub = (await userCall(t.app, 'GET', '/api/coin/pairs')).message.find(
      (p: { id: number }) => p.id === ETH_PAIR,
    );
    expect(pub).toMatchObject({ min_notional: '10', taker_fee: '0.002' });
    // The new minimum applies to the next order at once.
    const u = await makeUser(t.app, { USDT: '1000' });
    expect(
      (await userCall(t.app, 'POST', '/api/coin/trade', u, { ...ETH, type: 1, amount: '0.07', target_price: '100' }))
        .message,
    ).toBe('The order value is below the minimum of 10 USDT');

    const rows = await audits('spot.pair.update');
    expect(rows).toHaveLength(auditsBefore + 1);
    expect(rows[0]).toMatchObject({
      target: String(ETH_PAIR),
      admin_email: 'admin@example.com',
      before: { min_notional: '5', taker_fee: '0.001' },
      after: { min_notional: '10', taker_fee: '0.002' },
    });

    // Refused: fee above 0.1, steps that break the quote's decimals, steps on a non-empty book, unknown pair.
    expect((await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { maker_fee: '0.5' })).type).toBe('error');
    expect(
      (await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { tick_size: '0.0000001', lot_size: '0.0000001' }))
        .type,
    ).toBe('error');
    const resting = await userCall(t.app, 'POST', '/api/coin/trade', u, {
      ...ETH,
      type: 1,
      amount: '0.2',
      target_price: '100',
    });
    expect(resting.message.status).toBe('open');
    expect((await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { tick_size: '0.1' })).message).toBe(
      'tick_size: Tick and lot sizes can only change while the book is empty',
    );
    expect((await call('PUT', '/admin/spot/pairs/9999', superAuth, { halted: true })).message).toBe('Not found');
    expect(await audits('spot.pair.update')).toHaveLength(auditsBefore + 1);
    expect(t.app.use(spotModule).spot.pair(ETH_PAIR)).toMatchObject({ tickSize: '0.01', makerFee: '0.001' });

    await userCall(t.app, 'PUT', '/api/coin/trade', u, { id: resting.message.id });
    await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { min_notional: '5', taker_fee: '0.001' });
    expect(await audits('spot.pair.update')).toHaveLength(auditsBefore + 2);
  });

  it('halt refuses new orders (translated) but cancels still work; resume trades again', async () => {
    const u = await makeUser(t.app, { USDT: '1000', ETH: '2' });
    const body = { ...ETH, type: 1, amount: '1', target_price: '50' };
    const resting = await userCall(t.app, 'POST', '/api/coin/trade', u, body);
    expect(resting.message.status).toBe('open');

    const halt = await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { halted: true });
    expect(halt.message).toMatchObject({ id: ETH_PAIR, halted: true });
    const [row] = await audits('spot.pair.update');
    expect(row).toMatchObject({ before: { halted: false }, after: { halted: true } });
    const pub = (await userCall(t.app, 'GET', '/api/coin/pairs')).message.find(
      (p: { id: number }) => p.id === ETH_PAIR,
    );
    expect(pub.halted).toBe(true);

    expect((await userCall(t.app, 'POST', '/api/coin/trade', u, body)).message).toBe('Trading is halted for this pair');
    expect(await userCall(t.app, 'POST', '/api/coin/trade?lang=zh', u, body)).toEqual({
      type: 'error',
      message: '该交易对已暂停交易',
    });
    expect(
      (await userCall(t.app, 'POST', '/api/coin/trade', u, { ...ETH, type: 2, amount: '1', target_price: '' })).message,
    ).toBe('Trading is halted for this pair');
    expect(await bal(t.app, u.id, 'USDT')).toEqual({ available: '950', frozen: '50' });

    const cancel = await userCall(t.app, 'PUT', '/api/coin/trade', u, { id: resting.message.id });
    expect(cancel.message).toMatchObject({ id: resting.message.id, status: 'cancelled' });
    expect(await bal(t.app, u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
    expect(t.app.use(spotModule).spot.book(ETH_PAIR)?.has(resting.message.id)).toBe(false);

    expect((await call('PUT', `/admin/spot/pairs/${ETH_PAIR}`, superAuth, { halted: false })).message.halted).toBe(
      false,
    );
    expect((await userCall(t.app, 'POST', '/api/coin/trade', u, body)).message.status).toBe('open');
    await checkInvariants(t.app);
  });
});
