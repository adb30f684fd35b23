/**
 * Back-office dual investment: roles per section (products under earn-products, purchases under earn-orders; a
 * user's token is no admin's), translated field refusals (NUL, 40 digits, unknown or equal coins, no market, the
 * campaign's coin, times in the past, a budget that cannot pay the yield of every share on offer), a created product
 * users then see, edits that keep the terms purchases were made on, audit rows, and the purchases with their
 * settlement (price, time, branch, payout) and its receipt once the sweeper ran.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { makeAdmin } from '../../test/auth-kit';
import type { TestApp } from '../../test/make-app';
import { sqlRows } from '../../test/sql-rows';
import { creditFromSystem, getOrCreateAccount, withTransaction } from '../ledger';
import { marketModule } from '../market';
import { makeUser } from '../market/market.test-kit';
import { earnModule } from './earn.module';
import { call as appCall, checkInvariants, DAY_MS, makeEarnApp, type Who } from './earn.test-kit';

let t: TestApp;
type Headers = { authorization: string };
let superAuth: Headers;
let finance: Headers;
let support: Headers;
let content: Headers;
let btc: number;
let usdt: number;
let poor: number;

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

const auditCount = async (action: string) => {
  const [row] = await sqlRows<{ n: number }>(
    t.app.database.db,
    sql`select count(*)::int as n from admin_audit where action = ${action}`,
  );
  return Number(row?.n ?? 0);
};

async function campaign(currency: string, budget: string) {
  const { campaigns } = t.app.use(earnModule);
  const c = await campaigns.create({ name: `Dual ${currency} ${budget}`, currency, note: '' });
  await campaigns.fund(c.id, budget);
  return c.id;
}

async function saver(app: App, currency: string, amount: string): Promise<Who> {
  const u = await makeUser(app);
  await withTransaction(app.database.db, async (tx) => {
    const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency, kind: 2 });
    await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'test' });
  });
  return u;
}

/** A BTC call maturing in 7 days: a share bought now reserves 0.1 × 7 × 0.365 ÷ 365 = 0.0007 BTC. */
const product = (over: object = {}) => {
  const now = t.app.clock.now();
  return {
    coin: 'BTC',
    type: 'call',
    strike: '60000',
    apr: '0.365',
    unit: '0.1',
    total_shares: 10,
    user_limit: 5,
    sales_end: now + DAY_MS,
    settles_at: now + 7 * DAY_MS,
    campaign_id: btc,
    ...over,
  };
};

beforeAll(async () => {
  t = await makeEarnApp();
  superAuth = await makeAdmin(t.app, 'super');
  finance = await makeAdmin(t.app, 'finance');
  support = await makeAdmin(t.app, 'support');
  content = await makeAdmin(t.app, 'content');
  btc = await campaign('BTC', '10');
  usdt = await campaign('USDT', '100000');
  poor = await campaign('BTC', '0.0001');
}, 120_000);
afterAll(async () => t.close());

describe('dual investment in the back office', () => {
  it('lets each role into its sections only, and no user at all', async () => {
    expect((await call('GET', '/admin/earn/dual', support)).type).toBe('error');
    expect((await call('GET', '/admin/earn/dual', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/dual', finance)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/dual/orders', support)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/dual/orders', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/dual/orders')).type).toBe('999');
    const user = await makeUser(t.app);
    expect((await call('GET', '/admin/earn/dual', user.headers)).type).toBe('999');
    expect((await call('POST', '/admin/earn/dual', user.headers, product())).type).toBe('999');
    // Finance reads products; only super creates or edits them.
    expect((await call('POST', '/admin/earn/dual', finance, product())).type).toBe('error');
    expect((await call('PUT', '/admin/earn/dual/1', finance, { enabled: false })).type).toBe('error');
    expect(await auditCount('earn.dual.create')).toBe(0);
  });

  it('refuses bad products with translated field reasons', async () => {
    const refused = async (over: object) => (await call('POST', '/admin/earn/dual', superAuth, product(over))).message;
    const now = t.app.clock.now();
    expect(await refused({ coin: 'BTC\u0000' })).toMatch(/^coin: /);
    expect(await refused({ strike: '1'.repeat(40) })).toMatch(/^linked price: /);
    expect(await refused({ unit: '1'.repeat(40) })).toMatch(/^price per share: /);
    expect(await refused({ total_shares: '1'.repeat(40) })).toMatch(/^shares on offer: /);
    expect(await refused({ coin: 'XYZ' })).toBe('coin: not a coin of the wallet');
    expect(await refused({ quote: 'BTC' })).toBe('quote coin: must be another coin than the linked coin');
    expect(await refused({ coin: 'USDT', quote: 'BTC' })).toBe(
      'coin: no market records a price of USDT/BTC: the product could never settle',
    );
    expect(await refused({ type: 'straddle' })).toMatch(/^type: /);
    expect(await refused({ apr: '11' })).toBe(
      'yearly rate: must be a yearly rate as a fraction from 0 to 10 (0.25 = 25 %)',
    );
    expect(await refused({ unit: '0.123456789' })).toBe('price per share: at most 8 decimals in this coin');
    expect(await refused({ user_limit: 11 })).toBe('limit per user: must not be above the shares on offer');
    expect(await refused({ campaign_id: usdt })).toBe(
      'campaign: this campaign pays in USDT: this product’s yield is paid in BTC',
    );
    expect(await refused({ campaign_id: 99_999 })).toBe('campaign: no such campaign');
    expect(await refused({ settles_at: now - 1000, sales_end: now - 2000 })).toBe(
      'settlement time: must be later than now',
    );
    expect(await refused({ sales_end: now - 1000 })).toBe('sales end: must be later than now');
    expect(await refused({ sales_end: now + 8 * DAY_MS })).toBe('sales end: must not be after the settlement time');
    // Ten shares bought now would reserve 10 × 0.0007 BTC; this campaign holds less.
    expect(await refused({ campaign_id: poor })).toBe(
      'campaign: this campaign holds 0.0001 BTC: the shares on offer may need up to 0.007 BTC of yield',
    );
    expect(await auditCount('earn.dual.create')).toBe(0);
  });

  it('creates a product users see, and keeps its terms once a share is sold', async () => {
    const made = await call('POST', '/admin/earn/dual', superAuth, product());
    expect(made.type).toBe('ok');
    const id = made.message.id as number;
    expect(made.message).toMatchObject({
      coin: 'BTC',
      quote: 'USDT',
      type: 'call',
      strike: '60000',
      apr: '0.365',
      apr_percent: '36.5',
      unit: '0.1',
      pay_currency: 'BTC',
      pay_scale: 8,
      total_shares: 10,
      sold_shares: 0,
      remaining_shares: 10,
      user_limit: 5,
      days: 7,
      phase: 'selling',
      on_sale: true,
      enabled: true,
      campaign_id: btc,
      campaign_remaining: '10',
      yield_per_share: '0.0007',
      unsold_yield: '0.007',
      reserved: '0',
      orders: 0,
    });
    expect(made.message.name).toMatch(/^BTC-\d\d[A-Z]{3}\d\d-60000-C$/);
    expect(await auditCount('earn.dual.create')).toBe(1);
    const offered = await appCall(t.app, 'GET', '/api/dual/index');
    expect(offered.message.dual_currencys.map((p: { id: number }) => p.id)).toContain(id);

    // Before any sale every term can change (checked again).
    const edited = await call('PUT', `/admin/earn/dual/${id}`, superAuth, { strike: '62000', total_shares: 20 });
    expect(edited.message).toMatchObject({ id, strike: '62000', total_shares: 20, unsold_yield: '0.014' });
    expect((await call('PUT', `/admin/earn/dual/${id}`, superAuth, { campaign_id: poor })).message).toMatch(
      /^campaign: this campaign holds 0.0001 BTC/,
    );

    const u = await saver(t.app, 'BTC', '1');
    expect((await appCall(t.app, 'POST', '/api/dual/buyDual', u, { id, num: 2 })).type).toBe('ok');
    const put = async (body: object) => (await call('PUT', `/admin/earn/dual/${id}`, superAuth, body)).message;
    expect(await put({ strike: '61000' })).toBe('linked price: cannot change once shares are sold (2 sold)');
    expect(await put({ apr: '0.5' })).toBe('yearly rate: cannot change once shares are sold (2 sold)');
    expect(await put({ settles_at: t.app.clock.now() + 9 * DAY_MS })).toBe(
      'settlement time: cannot change once shares are sold (2 sold)',
    );
    expect(await put({ total_shares: 1 })).toBe('shares on offer: must not be below the 2 shares sold');
    // More shares on offer must still be payable: 999 998 unsold × 0.0007 BTC.
    expect(await put({ total_shares: 1_000_000 })).toBe(
      'campaign: this campaign holds 9.9986 BTC: the shares on offer may need up to 699.9986 BTC of yield',
    );
    expect(await auditCount('earn.dual.update')).toBe(1);

    // The same value written differently is no change; the switch and the limits change at any time.
    const off = await call('PUT', `/admin/earn/dual/${id}`, superAuth, {
      strike: '62000.00',
      enabled: false,
      user_limit: 3,
    });
    expect(off.message).toMatchObject({
      strike: '62000',
      enabled: false,
      on_sale: false,
      user_limit: 3,
      sold_shares: 2,
      reserved: '0.0014',
      orders: 1,
      open_orders: 1,
      campaign_remaining: '9.9986',
    });
    expect(await auditCount('earn.dual.update')).toBe(2);
    const listed = (await call('GET', '/admin/earn/dual', finance)).message.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ enabled: false, sold_shares: 2, strike: '62000' });
    const hidden = await appCall(t.app, 'GET', '/api/dual/index');
    expect(hidden.message.dual_currencys.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await put({ enabled: true })).enabled).toBe(true);
    expect((await call('PUT', '/admin/earn/dual/9999', superAuth, { enabled: true })).message).toBe(
      'Product not found',
    );
  });

  it('lists purchases by state with the settlement, its branch and its receipt', async () => {
    const made = await call('POST', '/admin/earn/dual', superAuth, product({ strike: '60000' }));
    const id = made.message.id as number;
    const u = await saver(t.app, 'BTC', '1');
    const bought = await appCall(t.app, 'POST', '/api/dual/buyDual', u, { id, num: 2 });
    expect(bought.type).toBe('ok');
    const orders = async (query: string) =>
      (await call('GET', `/admin/earn/dual/orders?product_id=${id}${query}`, support)).message;
    const before = await orders('');
    expect(before.total).toBe(1);
    expect(before.list[0]).toMatchObject({
      id: bought.message.id,
      user_id: u.id,
      product_id: id,
      shares: 2,
      paid: '0.2',
      pay_currency: 'BTC',
      reserved: '0.0014',
      days: 7,
      state: 'purchased',
      settle_price: null,
      settle_time: null,
      branch: null,
      payout: null,
      receipt_id: null,
    });
    expect(before.list[0].user).toContain('@');
    expect((await orders('&state=success')).total).toBe(0);

    const settlesAt = made.message.settles_ms as number;
    t.app.clock.advance(settlesAt - t.app.clock.now() + 10);
    expect((await orders('&state=settling')).list[0]).toMatchObject({ state: 'settling', payout: null });
    t.app.use(marketModule).market.ingest([{ symbol: 'BTC/USDT', price: '61000', volume: '1', ts: settlesAt + 5 }]);
    t.app.use(marketModule).market.ingest([{ symbol: 'BTC/USDT', price: '1', volume: '1', ts: settlesAt + 50 }]);
    t.app.clock.advance(2_000);
    const sweeper = t.app.sweepers.list().find((s) => s.name === 'earn.dual');
    expect(await sweeper?.runOnce()).toBeGreaterThanOrEqual(1);

    const after = await orders(`&state=success&user_id=${u.id}`);
    expect(after.total).toBe(1);
    // 0.2 BTC × 60000 × (1 + 7 × 0.365 ÷ 365) in USDT: the price rose above the strike.
    expect(after.list[0]).toMatchObject({
      state: 'success',
      settle_price: '61000',
      branch: 'call_quote',
      payout: '12084',
      payout_currency: 'USDT',
    });
    expect(after.list[0].settle_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(after.list[0].settled_at).toBeTruthy();
    // the receipt cites price-log leaves, stored by the market's next flush
    await t.app.use(marketModule).market.flush();
    const verified = await appCall(t.app, 'GET', `/api/receipt/verify?id=${after.list[0].receipt_id}`);
    expect(verified.message).toMatchObject({ kind: 'earn.dual.settle', match: true });
    const p = (await call('GET', '/admin/earn/dual', finance)).message.find((x: { id: number }) => x.id === id);
    expect(p).toMatchObject({ phase: 'matured', on_sale: false, reserved: '0', orders: 1, open_orders: 0 });
    expect((await orders('&state=purchased')).total).toBe(0);
    expect((await call('GET', '/admin/earn/dual/orders?state=closed', support)).message).toMatch(/^state: /);
    await checkInvariants(t.app);
  });

  it('has no route that changes a purchase', () => {
    const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const writable = (url: string) => WRITES.filter((method) => t.app.hasRoute({ method, url: `/api${url}` }));
    expect(writable('/admin/earn/dual')).toEqual(['POST']);
    expect(writable('/admin/earn/dual/:id')).toEqual(['PUT']);
    expect(writable('/admin/earn/dual/orders')).toEqual([]);
  });
});
