/**
 * Back-office IEO: roles per section (projects under earn-products, subscriptions under earn-orders), a created
 * project issuing its supply into `ieo_<id>`, translated field refusals, edits that only change what is shown,
 * audit rows, and the subscriptions with their allocation receipt once the end's sweeper ran.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { sqlRows } from '../../test/sql-rows';
import { call as appCall, DAY_MS, makeSaver, systemBalance } from './earn.test-kit';

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

const project = () => {
  const now = t.app.clock.now();
  return {
    title: 'DOT launch',
    summary: 'A round',
    token: 'DOT',
    pay_currency: 'USDT',
    price: '5',
    supply: '100',
    min: '1',
    user_limit: '80',
    starts_at: now - 1000,
    ends_at: now + DAY_MS,
    lock_days: 2,
    mode: 'pro_rata',
    whitepaper: 'https://example.com/wp.pdf',
    website: '',
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
}, 120_000);
afterAll(async () => t.close());

describe('IEO in the back office', () => {
  it('lets each role into its sections only', async () => {
    expect((await call('GET', '/admin/earn/ieo', support)).type).toBe('error');
    expect((await call('GET', '/admin/earn/ieo', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/ieo', finance)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/ieo/orders', support)).type).toBe('ok');
    expect((await call('GET', '/admin/earn/ieo/orders', content)).type).toBe('error');
    expect((await call('GET', '/admin/earn/ieo/orders')).type).toBe('999');
    // Finance reads projects; only super creates or edits them.
    expect((await call('POST', '/admin/earn/ieo', finance, project())).type).toBe('error');
    expect((await call('PUT', '/admin/earn/ieo/1', finance, { title: 'x' })).type).toBe('error');
    expect(await auditCount('earn.ieo.create')).toBe(0);
  });

  it('refuses bad projects with translated field reasons', async () => {
    const refused = async (body: object) => (await call('POST', '/admin/earn/ieo', superAuth, body)).message;
    const ok = project();
    expect(await refused({ ...ok, pay_currency: 'DOT' })).toBe('pay coin: must be another coin than the token');
    expect(await refused({ ...ok, token: 'XYZ' })).toBe('token: not a coin of the wallet');
    expect(await refused({ ...ok, ends_at: ok.starts_at })).toBe('end: must be after the start');
    expect(await refused({ ...ok, ends_at: ok.starts_at - DAY_MS })).toBe('end: must be after the start');
    expect(await refused({ ...ok, supply: '100.1234567890123' })).toMatch(
      /^supply: at most \d+ decimals in this coin$/,
    );
    expect(await refused({ ...ok, min: '0' })).toMatch(/^minimum: must be an amount above 0/);
    expect(await refused({ ...ok, price: '0' })).toMatch(/^price: must be an amount above 0/);
    expect(await refused({ ...ok, supply: '1'.repeat(40) })).toMatch(/^supply: /);
    expect(await refused({ ...ok, title: 'DOT\u0000' })).toMatch(/^title: /);
    expect(await refused({ ...ok, website: 'ftp://example.com' })).toBe(
      'website: must be an http(s) address, or empty',
    );
    expect(await refused({ ...ok, lock_days: 3651 })).toMatch(/^lock days: /);
    expect(await refused({ ...ok, mode: 'auction' })).toMatch(/^mode: /);
    expect(await auditCount('earn.ieo.create')).toBe(0);
  });

  it('creates a project (supply issued into ieo_<id>, audited) and edits only what is shown', async () => {
    const external = await systemBalance(t.app, 'external', 'DOT');
    const made = await call('POST', '/admin/earn/ieo', superAuth, project());
    expect(made.type).toBe('ok');
    const id = made.message.id as number;
    expect(made.message).toMatchObject({
      title: 'DOT launch',
      token: 'DOT',
      pay_currency: 'USDT',
      price: '5',
      supply: '100',
      user_limit: '80',
      phase: 'selling',
      state: 'selling',
      applied: '0',
      progress: '0',
      balance_token: '100',
      balance_pay: '0',
      enabled: true,
    });
    expect(await systemBalance(t.app, `ieo_${id}`, 'DOT')).toBe('100');
    expect(Number(await systemBalance(t.app, 'external', 'DOT'))).toBe(Number(external) - 100);
    expect(await auditCount('earn.ieo.create')).toBe(1);

    const edited = await call('PUT', `/admin/earn/ieo/${id}`, superAuth, {
      title: 'DOT round 1',
      enabled: false,
      price: '1',
      supply: '5',
    });
    expect(edited.message).toMatchObject({ id, title: 'DOT round 1', enabled: false, price: '5', supply: '100' });
    expect(await auditCount('earn.ieo.update')).toBe(1);
    const listed = (await call('GET', '/admin/earn/ieo', finance)).message.find((p: { id: number }) => p.id === id);
    expect(listed).toMatchObject({ title: 'DOT round 1', price: '5', supply: '100', balance_token: '100' });
    expect((await call('PUT', '/admin/earn/ieo/9999', superAuth, { title: 'x' })).message).toBe('Project not found');
    await call('PUT', `/admin/earn/ieo/${id}`, superAuth, { enabled: true });
  });

  it('lists subscriptions with their receipt after the end', async () => {
    const made = await call('POST', '/admin/earn/ieo', superAuth, { ...project(), title: 'Oversold', supply: '10' });
    const id = made.message.id as number;
    const a = await makeSaver(t.app, '1000');
    const b = await makeSaver(t.app, '1000');
    expect((await appCall(t.app, 'POST', '/api/project/order', a, { project_id: id, amount: '10' })).type).toBe('ok');
    expect((await appCall(t.app, 'POST', '/api/project/order', b, { project_id: id, amount: '30' })).type).toBe('ok');
    const before = (await call('GET', `/admin/earn/ieo/orders?project_id=${id}`, support)).message;
    expect(before.total).toBe(2);
    expect(before.list[0]).toMatchObject({ state: 'applied', allocated: null, receipt_id: null, title: 'Oversold' });
    const selling = (await call('GET', '/admin/earn/ieo', finance)).message.find((p: { id: number }) => p.id === id);
    expect(selling).toMatchObject({ applied: '40', applicants: 2, progress: '400', balance_pay: '200' });

    t.app.clock.advance(DAY_MS);
    await runSweeper('earn.ieo.end');
    const after = (await call('GET', `/admin/earn/ieo/orders?project_id=${id}&user_id=${b.id}`, support)).message;
    expect(after.total).toBe(1);
    expect(after.list[0]).toMatchObject({
      user_id: b.id,
      asked: '30',
      paid: '150',
      allocated: '7.5',
      kept: '37.5',
      refund: '112.5',
      state: 'allocated',
    });
    expect(after.list[0].user).toContain('@');
    expect(after.list[0].receipt_id).toBeTruthy();
    const verified = await appCall(t.app, 'GET', `/api/receipt/verify?id=${after.list[0].receipt_id}`);
    expect(verified.type).toBe('ok');
    const ended = (await call('GET', '/admin/earn/ieo', finance)).message.find((p: { id: number }) => p.id === id);
    expect(ended).toMatchObject({ phase: 'done', state: 'allocated', allocated: '10', proceeds: '50', passed: 2 });
    expect(ended.balance_token).toBe('10');
    expect(ended.balance_pay).toBe('0');
    expect((await call('GET', `/admin/earn/ieo/orders?state=allocated&project_id=${id}`, support)).message.total).toBe(
      2,
    );
    expect((await call('GET', '/admin/earn/ieo/orders?state=closed', support)).message).toMatch(/^state: /);
  });

  it('has no route that changes a subscription', () => {
    const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
    const writable = (url: string) => WRITES.filter((method) => t.app.hasRoute({ method, url: `/api${url}` }));
    expect(writable('/admin/earn/ieo')).toEqual(['POST']);
    expect(writable('/admin/earn/ieo/:id')).toEqual(['PUT']);
    expect(writable('/admin/earn/ieo/orders')).toEqual([]);
  });
});
