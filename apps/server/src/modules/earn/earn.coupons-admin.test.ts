/**
 * Back-office coupons: roles per section (templates under earn-products, claimed vouchers under earn-orders), a
 * created template with what one voucher pays, translated field refusals, edits that never change the amount or
 * product, audit rows written with the change, and the claimed vouchers after a user claims and after expiry.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { sqlRows } from '../../test/sql-rows';
import { call as appCall, DAY_MS, makeProduct, makeSaver, systemBalance } from './earn.test-kit';

let t: TestApp;
type Headers = { authorization: string };
let superAuth: Headers;
let finance: Headers;
let support: Headers;
let content: Headers;
let productId: number;
let campaignId: number;

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

/** A voucher of 1000 on a 5-day product at 0.3 % a day: worth 3 × 5 = 15 USDT. */
const template = () => {
  const now = t.app.clock.now();
  return {
    title: 'Welcome voucher',
    product_id: productId,
    amount: '1000',
    valid_days: 2,
    total: 10,
    claim_from: now - 1000,
    claim_until: now + 30 * DAY_MS,
    enabled: true,
  };
};

async function runSweeper(name: string) {
  const s = t.app.sweepers.list().find((x) => x.name === name);
  if (!s) throw new Error(`no ${name} sweeper`);
  return s.runOnce();
}

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
  const made = await makeProduct(t.app, { budget: '1000', days: 5, dailyRate: '0.003' });
  productId = made.product.id;
  campaignId = made.campaign.id;
}, 120_000);
afterAll(async () => t.close());

describe('coupons in the back office', () => {
  it('lets each role into its sections only', async () => {
    expect((await call('GET', '/admin/earn/coupons', support)).type).toBe('error');
    expect((await call('GET', '/admin/earn/coupons', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/coupons', finance)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/coupons/claimed', support)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/coupons/claimed', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/coupons/claimed')).type).toBe('999');
    // Finance reads templates; only super creates or edits them.
    expect((await call('POST', '/admin/earn/coupons', finance, template())).type).toBe('error');
    expect((await call('PUT', '/admin/earn/coupons/1', finance, { title: 'x' })).type).toBe('error');
    expect(await auditCount('earn.coupon.create')).toBe(0);
  });

  it('refuses bad templates with translated field reasons', async () => {
    const refused = async (body: object) => (await call('POST', '/admin/earn/coupons', superAuth, body)).message;
    const ok = template();
    expect(await refused({ ...ok, product_id: 99_999 })).toBe('product: no such mining product');
    expect(await refused({ ...ok, amount: '1000.1234567' })).toMatch(/^amount: at most 6 decimals in this coin$/);
    expect(await refused({ ...ok, amount: '0' })).toMatch(/^amount: must be an amount above 0/);
    expect(await refused({ ...ok, amount: '1'.repeat(40) })).toMatch(/^amount: /);
    expect(await refused({ ...ok, claim_until: ok.claim_from })).toBe(
      'claims close: must be after the start of claims',
    );
    expect(await refused({ ...ok, claim_until: ok.claim_from - DAY_MS })).toBe(
      'claims close: must be after the start of claims',
    );
    expect(await refused({ ...ok, title: 'Welcome\u0000' })).toMatch(/^title: /);
    expect(await refused({ ...ok, title: '' })).toMatch(/^title: /);
    expect(await refused({ ...ok, valid_days: 0 })).toMatch(/^valid days: /);
    expect(await refused({ ...ok, valid_days: 3651 })).toMatch(/^valid days: /);
    expect(await refused({ ...ok, total: 0 })).toMatch(/^total: /);
    expect(await auditCount('earn.coupon.create')).toBe(0);
  });

  it('creates a template (audited) and edits all but its amount and product', async () => {
    const made = await call('POST', '/admin/earn/coupons', superAuth, template());
    expect(made.type).toBe('ok');
    const id = made.message.id as number;
    expect(made.message).toMatchObject({
      title: 'Welcome voucher',
      product_id: productId,
      product_name: 'USDT test',
      currency: 'USDT',
      scale: 6,
      amount: '1000',
      days: 5,
      daily_rate: '0.003',
      campaign_id: campaignId,
      campaign_name: 'Test campaign',
      value: '15',
      total: 10,
      claimed: 0,
      valid_days: 2,
      enabled: true,
      usable: 0,
      used: 0,
      expired: 0,
    });
    expect(await auditCount('earn.coupon.create')).toBe(1);

    const edited = await call('PUT', `/admin/earn/coupons/${id}`, superAuth, {
      title: 'Welcome',
      total: 20,
      enabled: false,
      amount: '1',
      product_id: 1,
    });
    expect(edited.message).toMatchObject({ id, title: 'Welcome', total: 20, enabled: false, amount: '1000' });
    expect(edited.message.product_id).toBe(productId);
    expect(await auditCount('earn.coupon.update')).toBe(1);
    const listed = (await call('GET', '/admin/earn/coupons', finance)).message.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({ title: 'Welcome', total: 20, amount: '1000', value: '15' });
    const bad = await call('PUT', `/admin/earn/coupons/${id}`, superAuth, { claim_from: listed.claim_until_ms });
    expect(bad.message).toBe('claims open: must be after the start of claims');
    expect((await call('PUT', '/admin/earn/coupons/9999', superAuth, { title: 'x' })).message).toBe(
      'Voucher not found',
    );
    expect(await auditCount('earn.coupon.update')).toBe(1);
    await call('PUT', `/admin/earn/coupons/${id}`, superAuth, { enabled: true });
  });

  it('lists claimed vouchers, refuses a total below them, and shows them expired', async () => {
    const made = await call('POST', '/admin/earn/coupons', superAuth, { ...template(), title: 'Claimed one' });
    const id = made.message.id as number;
    const a = await makeSaver(t.app, '0');
    const b = await makeSaver(t.app, '0');
    const before = await systemBalance(t.app, `campaign_${campaignId}`);
    const reserved = async () =>
      Number(
        (await call('GET', '/admin/earn/campaigns', finance)).message.find((c: { id: number }) => c.id === campaignId)
          .reserved,
      );
    const reservedBefore = await reserved();
    expect((await appCall(t.app, 'POST', '/api/coupon/claim', a, { id })).type).toBe('ok');
    expect((await appCall(t.app, 'POST', '/api/coupon/claim', b, { id })).type).toBe('ok');
    expect(Number(await systemBalance(t.app, `campaign_${campaignId}`))).toBe(Number(before) - 30);
    // The campaign's back-office totals count the value the two vouchers hold.
    expect(await reserved()).toBe(reservedBefore + 30);

    const claimed = (await call('GET', `/admin/earn/coupons/claimed?template_id=${id}`, support)).message;
    expect(claimed.total).toBe(2);
    expect(claimed.list[0]).toMatchObject({ template_id: id, title: 'Claimed one', value: '15', state: 'usable' });
    expect(claimed.list[0].user).toContain('@');
    expect(claimed.list[0].order_id).toBeNull();
    const own = (await call('GET', `/admin/earn/coupons/claimed?user_id=${a.id}`, support)).message;
    expect(own.total).toBe(1);
    expect(own.list[0]).toMatchObject({ user_id: a.id, template_id: id });
    const listed = (await call('GET', '/admin/earn/coupons', finance)).message.find((x: { id: number }) => x.id === id);
    expect(listed).toMatchObject({ claimed: 2, usable: 2, used: 0, expired: 0 });

    expect((await call('PUT', `/admin/earn/coupons/${id}`, superAuth, { total: 1 })).message).toBe(
      'total: must not be below the 2 already claimed',
    );
    expect((await call('PUT', `/admin/earn/coupons/${id}`, superAuth, { total: 2 })).message).toMatchObject({
      total: 2,
    });

    // Past the two valid days: expired at once on the list, the value back to the campaign once swept.
    t.app.clock.advance(2 * DAY_MS + 1000);
    const late = (await call('GET', `/admin/earn/coupons/claimed?template_id=${id}`, support)).message;
    expect(late.list.map((c: { state: string }) => c.state)).toEqual(['expired', 'expired']);
    await runSweeper('earn.coupon.expiry');
    expect(await systemBalance(t.app, `campaign_${campaignId}`)).toBe(before);
    expect(await reserved()).toBe(reservedBefore);
    const swept = (await call('GET', `/admin/earn/coupons/claimed?template_id=${id}&state=expired`, support)).message;
    expect(swept.total).toBe(2);
    expect(swept.list[0].state).toBe('expired');
    const ended = (await call('GET', '/admin/earn/coupons', finance)).message.find((x: { id: number }) => x.id === id);
    expect(ended).toMatchObject({ claimed: 2, usable: 0, used: 0, expired: 2 });
    expect((await call('GET', '/admin/earn/coupons/claimed?state=lost', support)).message).toMatch(/^state: /);
  });

  it('has no route that changes a claimed voucher', () => {
    const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const writable = (url: string) => WRITES.filter((method) => t.app.hasRoute({ method, url: `/api${url}` }));
    expect(writable('/admin/earn/coupons')).toEqual(['POST']);
    expect(writable('/admin/earn/coupons/:id')).toEqual(['PUT']);
    expect(writable('/admin/earn/coupons/claimed')).toEqual([]);
  });
});
