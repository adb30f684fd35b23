/**
 * Back-office earn: roles per section, translated field refusals, audited changes, campaign budgets moved exactly
 * against `external` (and never beyond what subscriptions left unreserved), product edits that only new
 * subscriptions see, orders with their receipts, the accruals per day, and no route that touches an order.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { sqlRows } from '../../test/sql-rows';
import { advanceToDay, call as appCall, makeSaver, orderRow, sweep, systemBalance } from './earn.test-kit';

let t: TestApp;
type Headers = { authorization: string };
let superAuth: Headers;
let finance: Headers;
let support: Headers;
let content: Headers;

// biome-ignore lint/suspicious/noExplicitAny: payloads are checked by the assertions that read them
type Res = { type: string; message: any };
const call = async (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Headers, payload?: object) =>
  (
    await t.app.inject({
      method,
      url: `/api${url}${url.includes('?') ? '&' : '?'}lang=en`,
      ...(headers ? { headers } : {}),
      ...(payload ? { payload } : {}),
    })
  ).json() as Res;

async function makeAdmin(role: string): Promise<Headers> {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const made = await call('POST', '/admin/admins', superAuth, { email, name: role, role, password: 'Role-Pass-123' });
  expect(made.type).toBe('ok');
  return adminAuth(t.app, email, 'Role-Pass-123');
}

const auditCount = async (action: string) => {
  const [row] = await sqlRows<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from admin_audit where action = ${action}`,
  );
  return Number(row?.n ?? 0);
};

const campaignBalance = (id: number, currency = 'USDT') => systemBalance(t.app, `campaign_${id}`, currency);

const PRODUCT = {
  kind: 'locked',
  name: 'USDT 10 days',
  currency: 'USDT',
  days: 10,
  daily_rate: '0.002',
  min: '100',
  max: '5000',
  penalty_rate: '0.003',
  enabled: true,
  intro: '',
};

beforeAll(async () => {
  t = await makeTestApp({
    seed: true,
    startJobs: false,
    env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' },
  });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
  finance = await makeAdmin('finance');
  support = await makeAdmin('support');
  content = await makeAdmin('content');
}, 120_000);
afterAll(async () => t.close());

describe('earn in the back office', () => {
  it('lets each role into its sections only', async () => {
    for (const url of ['/admin/earn/campaigns', '/admin/earn/products', '/admin/earn/accruals', '/admin/earn/coins']) {
      expect((await call('GET', url, support)).type, `support ${url}`).toBe('error');
      expect((await call('GET', url, content)).type, `content ${url}`).toBe('error');
      expect((await call('GET', url, finance)).type, `finance ${url}`).toBe('ok');
    }
    expect((await call('GET', '/admin/earn/orders', support)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/orders', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/orders')).type).toBe('999');
    // Finance runs budgets; only super changes what users are offered.
    expect((await call('POST', '/admin/earn/campaigns', support, { name: 'x', currency: 'USDT' })).type).toBe('error');
    expect((await call('POST', '/admin/earn/products', finance, { ...PRODUCT, campaign_id: 1 })).type).toBe('error');
    expect((await call('POST', '/admin/earn/campaigns/1/fund', support, { amount: '1' })).type).toBe('error');
  });

  it('lists the seeded campaign, its products and the wallet coins', async () => {
    const coins = (await call('GET', '/admin/earn/coins', finance)).message;
    expect(coins).toEqual(
      expect.arrayContaining([
        { code: 'BTC', name: 'Bitcoin', scale: 8 },
        expect.objectContaining({ code: 'USDT', scale: 6 }),
      ]),
    );
    const [seeded] = (await call('GET', '/admin/earn/campaigns', finance)).message;
    expect(seeded).toMatchObject({
      id: 1,
      name: 'Launch yield',
      currency: 'USDT',
      scale: 6,
      remaining: '50000',
      funded: '50000',
      withdrawn: '0',
      reserved: '0',
      paid: '0',
      products: 5,
      active_orders: 0,
    });
    const products = (await call('GET', '/admin/earn/products', superAuth)).message;
    expect(products).toHaveLength(5);
    expect(products[0]).toMatchObject({
      kind: 'locked',
      name: 'USDT 5 days',
      days: 5,
      daily_rate: '0.003',
      daily_percent: '0.3',
      min: '100',
      max: '10000',
      penalty_percent: '0.4',
      campaign_name: 'Launch yield',
      // ⌊1000 × 0.003⌋ × 5 days; ⌈1000 × 0.004⌉ a remaining day.
      term_yield_per_1000: '15',
      penalty_per_day_per_1000: '4',
    });
  });

  it('creates, edits, funds and takes back a campaign exactly, each change audited', async () => {
    const made = await call('POST', '/admin/earn/campaigns', finance, {
      name: ' Spring BTC ',
      currency: 'btc',
      note: 'Paid from the operator budget',
    });
    expect(made.message).toMatchObject({ name: 'Spring BTC', currency: 'BTC', scale: 8, remaining: '0' });
    const id = made.message.id as number;
    expect(await auditCount('earn.campaign.create')).toBe(1);

    const edited = await call('PUT', `/admin/earn/campaigns/${id}`, finance, { name: 'Spring', note: 'New note' });
    expect(edited.message).toMatchObject({ id, name: 'Spring', note: 'New note', currency: 'BTC' });
    expect(await auditCount('earn.campaign.update')).toBe(1);

    const external = await systemBalance(t.app, 'external', 'BTC');
    const funded = await call('POST', `/admin/earn/campaigns/${id}/fund`, finance, { amount: '1.5' });
    expect(funded.message).toMatchObject({ remaining: '1.5', funded: '1.5' });
    expect(await campaignBalance(id, 'BTC')).toBe('1.5');
    expect(Number(await systemBalance(t.app, 'external', 'BTC'))).toBe(Number(external) - 1.5);

    const back = await call('POST', `/admin/earn/campaigns/${id}/withdraw`, finance, { amount: '0.25' });
    expect(back.message).toMatchObject({ remaining: '1.25', funded: '1.5', withdrawn: '0.25' });
    expect(await campaignBalance(id, 'BTC')).toBe('1.25');
    expect(Number(await systemBalance(t.app, 'external', 'BTC'))).toBe(Number(external) - 1.25);
    expect(await auditCount('earn.campaign.fund')).toBe(1);
    expect(await auditCount('earn.campaign.withdraw')).toBe(1);

    const over = await call('POST', `/admin/earn/campaigns/${id}/withdraw`, finance, { amount: '1.26' });
    expect(over).toEqual({
      type: 'error',
      message: 'Only 1.25 of this campaign is not reserved by running subscriptions: at most that can be taken back',
    });
    expect(await campaignBalance(id, 'BTC')).toBe('1.25');
    expect(await auditCount('earn.campaign.withdraw')).toBe(1);
  });

  it('refuses campaign input with translated field reasons', async () => {
    const refused = async (url: string, body: object) => (await call('POST', url, finance, body)).message;
    expect(await refused('/admin/earn/campaigns', { name: 'X', currency: 'USD' })).toBe(
      'currency: not a coin of the wallet',
    );
    expect(await refused('/admin/earn/campaigns', { name: '', currency: 'USDT' })).toBe('name: required');
    expect(await refused('/admin/earn/campaigns/1/fund', { amount: '0' })).toBe(
      'amount: must be an amount above 0, with at most 18 digits on each side of the point',
    );
    expect(await refused('/admin/earn/campaigns/1/fund', { amount: '-5' })).toMatch(/^amount: must be an amount/);
    expect(await refused('/admin/earn/campaigns/1/fund', { amount: '1.1234567' })).toBe(
      'amount: at most 6 decimals in this coin',
    );
    expect(await refused('/admin/earn/campaigns/999/fund', { amount: '1' })).toBe('Campaign not found');
    expect(await auditCount('earn.campaign.fund')).toBe(1);
  });

  it('validates products like the server will use them, with translated field reasons', async () => {
    const refused = async (body: object) => (await call('POST', '/admin/earn/products', superAuth, body)).message;
    const ok = { ...PRODUCT, campaign_id: 1 };
    expect(await refused({ ...ok, daily_rate: '1.5' })).toBe(
      'daily rate: must be a fraction from 0 to 1 (0.003 = 0.3 %)',
    );
    expect(await refused({ ...ok, penalty_rate: '-0.1' })).toBe(
      'penalty rate: must be a fraction from 0 to 1 (0.003 = 0.3 %)',
    );
    expect(await refused({ ...ok, days: 0 })).toBe('days: must be at least 1');
    expect(await refused({ ...ok, days: 2.5 })).toBe('days: must be a whole number');
    expect(await refused({ ...ok, min: '0' })).toMatch(/^minimum: must be an amount above 0/);
    expect(await refused({ ...ok, max: '50' })).toBe('maximum: must not be below the minimum');
    expect(await refused({ ...ok, min: '100.1234567' })).toBe('minimum: at most 6 decimals in this coin');
    expect(await refused({ ...ok, kind: 'staking' })).toMatch(/: invalid value$/);
    expect(await refused({ ...ok, campaign_id: 999 })).toBe('campaign: no such campaign');
    expect(await refused({ ...ok, currency: 'BTC', min: '0.01', max: null })).toBe(
      'campaign: this campaign pays in USDT: choose one in the product’s coin',
    );
    expect(await refused({ ...ok, currency: 'XYZ' })).toBe('currency: not a coin of the wallet');
    const { max: _max, ...noMax } = ok;
    expect(await refused(noMax)).toBe('maximum: required');
    expect(await auditCount('earn.product.create')).toBe(0);
  });

  it('creates and edits products (audited); running subscriptions keep the terms they copied', async () => {
    const made = await call('POST', '/admin/earn/products', superAuth, { ...PRODUCT, campaign_id: 1, max: null });
    expect(made.message).toMatchObject({
      name: 'USDT 10 days',
      max: null,
      daily_percent: '0.2',
      term_yield_per_1000: '20',
      penalty_per_day_per_1000: '3',
      campaign_name: 'Launch yield',
      active_orders: 0,
    });
    const id = made.message.id as number;
    expect(await auditCount('earn.product.create')).toBe(1);

    const saver = await makeSaver(t.app, '10000');
    const subscribedAt = t.app.clock.now();
    const order = await appCall(t.app, 'POST', '/api/lh/deposit', saver, { config_id: id, amount: '1000' });
    expect(order.type).toBe('ok');

    const edited = await call('PUT', `/admin/earn/products/${id}`, superAuth, {
      ...PRODUCT,
      campaign_id: 1,
      max: '8000',
      daily_rate: '0.005',
      enabled: false,
    });
    expect(edited.message).toMatchObject({ daily_rate: '0.005', max: '8000', enabled: false, active_orders: 1 });
    expect(await auditCount('earn.product.update')).toBe(1);
    const row = await orderRow(t.app, order.message.id);
    expect(row.dailyRate).toMatch(/^0\.002/);
    expect(row.reserved).toMatch(/^20(\.0+)?$/);

    // A campaign keeps what the subscription reserved: only the rest can be taken back.
    const campaign = (await call('GET', '/admin/earn/campaigns', finance)).message.find(
      (c: { id: number }) => c.id === 1,
    );
    expect(campaign).toMatchObject({ remaining: '49980', reserved: '20', paid: '0', active_orders: 1 });
    const over = await call('POST', '/admin/earn/campaigns/1/withdraw', finance, { amount: '49980.000001' });
    expect(over.message).toBe(
      'Only 49980 of this campaign is not reserved by running subscriptions: at most that can be taken back',
    );

    // Two yield days pass: the orders list shows the yield paid with a receipt per accrual.
    advanceToDay(t.app, 3, subscribedAt);
    expect(await sweep(t.app)).toBeGreaterThanOrEqual(1);
    const orders = (await call('GET', `/admin/earn/orders?user_id=${saver.id}`, support)).message;
    expect(orders.total).toBe(1);
    expect(orders.list[0]).toMatchObject({
      id: order.message.id,
      user_id: saver.id,
      product_id: id,
      product_name: 'USDT 10 days',
      state: 'active',
      amount: '1000',
      daily_rate: '0.002',
      earned_days: 2,
      earned: '4',
      reserved: '20',
      penalty: '0',
    });
    expect(orders.list[0].user).toContain('@');
    expect(orders.list[0].receipts).toHaveLength(1);
    expect(orders.list[0].receipts[0].kind).toBeTruthy();
    const verified = await appCall(t.app, 'GET', `/api/receipt/verify?id=${orders.list[0].receipts[0].id}`);
    expect(verified.type).toBe('ok');

    // The user redeems early: the penalty and the unearned reservation go back to the campaign.
    const redeemed = await appCall(t.app, 'POST', '/api/lh/deposit/order/cancel', saver, { id: order.message.id });
    expect(redeemed.type).toBe('ok');
    const closed = (await call('GET', `/admin/earn/orders?state=redeemed&product_id=${id}`, superAuth)).message;
    expect(closed.list).toHaveLength(1);
    // 8 remaining days × ⌈1000 × 0.003⌉.
    expect(closed.list[0]).toMatchObject({ state: 'redeemed', penalty: '24', earned: '4' });
    expect(closed.list[0].receipts.length).toBe(2);
    expect((await call('GET', `/admin/earn/orders?state=active&product_id=${id}`, superAuth)).message.total).toBe(0);
    const after = (await call('GET', '/admin/earn/campaigns', finance)).message.find((c: { id: number }) => c.id === 1);
    // 50000 − 4 paid + 24 penalty; nothing reserved any more.
    expect(after).toMatchObject({ remaining: '50020', reserved: '0', paid: '4', penalties: '24', active_orders: 0 });
    expect(await campaignBalance(1)).toBe('50020');

    const accruals = (await call('GET', '/admin/earn/accruals', finance)).message;
    expect(accruals.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const usdt = accruals.days.filter((d: { currency: string }) => d.currency === 'USDT');
    const sum = (key: string) => usdt.reduce((n: number, d: Record<string, number | string>) => n + Number(d[key]), 0);
    expect(sum('yield_paid')).toBe(4);
    expect(sum('accruals')).toBe(1);
    expect(sum('redeemed')).toBe(1);
    expect(sum('penalties')).toBe(24);
    expect(sum('matured')).toBe(0);
    expect(accruals.open).toEqual([]);
    expect(accruals.sweepers.map((s: { name: string }) => s.name)[0]).toBe('earn.mining');
    expect(accruals.sweepers[0]).toMatchObject({ backlog: 0, failed: 0 });
  });

  it('filters orders and refuses a bad filter with its field', async () => {
    expect((await call('GET', '/admin/earn/orders?state=closed', support)).message).toMatch(/^state: /);
    expect((await call('GET', '/admin/earn/orders?user_id=abc', support)).message).toMatch(/^user id: /);
    expect((await call('GET', '/admin/earn/orders?product_id=999', support)).message).toMatchObject({
      list: [],
      total: 0,
    });
  });

  it('has no route that changes an order, a balance or a yield', () => {
    const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const writable = (url: string) => WRITES.filter((method) => t.app.hasRoute({ method, url: `/api${url}` }));
    expect(writable('/admin/earn/campaigns')).toEqual(['POST']);
    expect(writable('/admin/earn/campaigns/:id')).toEqual(['PUT']);
    expect(writable('/admin/earn/campaigns/:id/fund')).toEqual(['POST']);
    expect(writable('/admin/earn/campaigns/:id/withdraw')).toEqual(['POST']);
    expect(writable('/admin/earn/products')).toEqual(['POST']);
    expect(writable('/admin/earn/products/:id')).toEqual(['PUT']);
    for (const url of ['/admin/earn/orders', '/admin/earn/orders/:id', '/admin/earn/accruals', '/admin/earn/coins']) {
      expect(writable(url), url).toEqual([]);
    }
  });
});
