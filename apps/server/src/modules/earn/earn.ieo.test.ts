/**
 * IEO over HTTP: applications within the window and the limits, the end by the sweeper (undersubscribed: everyone
 * what they asked; oversubscribed: ⌊supply × asked ÷ total⌋ each, refunds, receipts that verify), the unsold and
 * the proceeds to the issuer, delivery after the lock period, refusals (window, minimum, limit, sold out, changed
 * terms, decimals, NUL, 40 digits, balance), 40 parallel applications for the last tokens, owner-only lists.
 */
import { add, mul } from '@app/money';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { TestApp } from '../../test/make-app';
import { getOrCreateAccount } from '../ledger';
import { receiptsModule } from '../receipts';
import { earnModule } from './earn.module';
import { ieoOrders } from './earn.tables';
import { call, checkInvariants, DAY_MS, makeEarnApp, makeSaver, systemBalance } from './earn.test-kit';
import type { IeoProjectInput } from './ieo.service';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

async function makeProject(app: App, o: Partial<IeoProjectInput> = {}) {
  const now = app.clock.now();
  return app.use(earnModule).ieo.create({
    title: 'DOT round',
    token: 'DOT',
    payCurrency: 'USDT',
    price: '5',
    supply: '100',
    minAmount: '1',
    userLimit: '80',
    startsAt: now - 1000,
    endsAt: now + DAY_MS,
    lockDays: 2,
    mode: 'pro_rata',
    ...o,
  });
}

const spot = async (app: App, userId: number, currency: string) =>
  (await getOrCreateAccount(app.database.db, { ownerType: 'user', ownerId: userId, currency, kind: 2 })).available;

async function runSweeper(app: App, name: string) {
  const s = app.sweepers.list().find((x) => x.name === name);
  if (!s) throw new Error(`no ${name} sweeper`);
  return s.runOnce();
}

const apply = (app: App, who: { headers: { authorization: string } }, body: object, key?: string) =>
  call(app, 'POST', '/api/project/order', who as never, body, key ? { 'idempotency-key': key } : {});

describe('IEO', () => {
  it('lists projects with the original fields and the phase from the clock', async () => {
    const p = await makeProject(t.app, {
      title: 'Listed',
      startsAt: t.app.clock.now() + DAY_MS,
      endsAt: t.app.clock.now() + 2 * DAY_MS,
    });
    const res = await call(t.app, 'GET', '/api/project?limit=100');
    expect(res.type).toBe('ok');
    const item = res.message.list.find((x: { id: number }) => x.id === p.id);
    expect(item).toMatchObject({
      title: 'Listed',
      currency_name: 'DOT',
      pay_currency_name: 'USDT',
      price: '5',
      amount: '100',
      total_sell: '0',
      remaining: '100',
      percentage: '100',
      time_status: 1,
      status: 0,
      lock_days: 2,
      mode: 'pro_rata',
    });
    const detail = await call(t.app, 'GET', `/api/project/detail?project_id=${p.id}`);
    expect(detail.message.order_info).toEqual([]);
  });

  it('oversubscribed pro rata: allocates ⌊supply × asked ÷ total⌋, refunds the rest, delivers after the lock', async () => {
    const p = await makeProject(t.app);
    const a = await makeSaver(t.app, '1000');
    const b = await makeSaver(t.app, '1000');
    // 120 asked for 100: a asks 80 (400 USDT), b asks 40 (200 USDT).
    expect((await apply(t.app, a, { project_id: p.id, amount: '80', price: '5', pay_currency: 'USDT' })).type).toBe(
      'ok',
    );
    const est = await call(t.app, 'GET', `/api/project/estimate?project_id=${p.id}&amount=40`);
    expect(est.message).toMatchObject({ cost: '200', total_asked: '120', allocated: '33.33333333' });
    const rb = await apply(t.app, b, { project_id: p.id, amount: '40' });
    expect(rb.message).toMatchObject({ status: 1, amount: '40', paid: '200', coin_amount: null });
    expect(await spot(t.app, a.id, 'USDT')).toBe('600');
    expect(await systemBalance(t.app, `ieo_${p.id}`, 'USDT')).toBe('600');

    await runSweeper(t.app, 'earn.ieo.end');
    expect((await t.app.use(earnModule).ieo.project(p.id)).state).toBe('selling'); // not ended yet
    t.app.clock.advance(DAY_MS);
    await runSweeper(t.app, 'earn.ieo.end');
    const ended = await t.app.use(earnModule).ieo.project(p.id);
    expect(ended).toMatchObject({ state: 'allocated', passed: 2 });
    // DOT has 8 decimals: a gets ⌊100 × 80 ÷ 120⌋ = 66.66666666, b 33.33333333; cost rounded up at USDT's 6.
    const mine = await call(t.app, 'GET', `/api/user/project/order?project_id=${p.id}`, a);
    expect(mine.message.list[0]).toMatchObject({
      status: 2,
      coin_amount: '66.66666666',
      kept: '333.333334',
      refund: '66.666666',
      give_amount: '0',
    });
    expect(mine.message.data).toEqual(mine.message.list);
    expect(await spot(t.app, a.id, 'USDT')).toBe(add('600', '66.666666'));
    const receiptId = mine.message.list[0].receipt_id as string;
    expect(receiptId).toBeTruthy();
    expect((await t.app.use(receiptsModule).verify(receiptId)).match).toBe(true);
    // The unsold dust (0.00000001) went back to the issuer, the project holds exactly what it owes.
    expect(await systemBalance(t.app, `ieo_${p.id}`, 'DOT')).toBe('99.99999999');
    expect(await systemBalance(t.app, `ieo_${p.id}`, 'USDT')).toBe('0');

    // Delivery waits for the lock period (2 days).
    await runSweeper(t.app, 'earn.ieo.delivery');
    expect(await spot(t.app, a.id, 'DOT')).toBe('0');
    t.app.clock.advance(2 * DAY_MS);
    await runSweeper(t.app, 'earn.ieo.delivery');
    expect(await spot(t.app, a.id, 'DOT')).toBe('66.66666666');
    expect(await spot(t.app, b.id, 'DOT')).toBe('33.33333333');
    expect(await systemBalance(t.app, `ieo_${p.id}`, 'DOT')).toBe('0');
    const after = await call(t.app, 'GET', `/api/project/detail?project_id=${p.id}`, b);
    expect(after.message.order_info[0]).toMatchObject({ status: 3, give_amount: '33.33333333' });
    await checkInvariants(t.app);
  });

  it('undersubscribed: everyone gets what they asked, unsold back to the issuer, proceeds paid out', async () => {
    const p = await makeProject(t.app, { mode: 'fcfs', lockDays: 0 });
    const a = await makeSaver(t.app, '1000');
    await apply(t.app, a, { project_id: p.id, amount: '10' });
    await apply(t.app, a, { project_id: p.id, amount: '2.5' });
    const issuerBefore = await systemBalance(t.app, 'external', 'USDT');
    t.app.clock.advance(DAY_MS);
    await runSweeper(t.app, 'earn.ieo.end');
    expect(await systemBalance(t.app, 'external', 'USDT')).toBe(add(issuerBefore, '62.5'));
    await runSweeper(t.app, 'earn.ieo.delivery');
    expect(await spot(t.app, a.id, 'DOT')).toBe('12.5');
    expect(await spot(t.app, a.id, 'USDT')).toBe('937.5');
    const rows = await t.app.database.db.select().from(ieoOrders).where(eq(ieoOrders.projectId, p.id));
    expect(rows.map((r) => r.state)).toEqual(['delivered', 'delivered']);
    await checkInvariants(t.app);
  });

  it('refuses outside the window, below the minimum, above the limit, sold out, changed terms and bad numbers', async () => {
    const now = t.app.clock.now();
    const later = await makeProject(t.app, { startsAt: now + DAY_MS, endsAt: now + 2 * DAY_MS });
    const p = await makeProject(t.app, { mode: 'fcfs', supply: '50', minAmount: '2', userLimit: '30' });
    const u = await makeSaver(t.app, '1000');
    const other = await makeSaver(t.app, '1000');
    const say = async (body: object, who = u) => (await apply(t.app, who, body)).message;
    expect(await say({ project_id: later.id, amount: '5' })).toBe('This project is not taking applications now');
    expect(await say({ project_id: p.id, amount: '1' })).toBe('Apply for at least 2 tokens');
    expect(await say({ project_id: p.id, amount: '31' })).toBe(
      'You may apply for at most 30 tokens of this project (you applied for 0)',
    );
    expect(await say({ project_id: p.id, amount: '5', price: '4.99' })).toMatch(/price or pay coin/);
    expect(await say({ project_id: p.id, amount: '5', pay_currency: 'BTC' })).toMatch(/price or pay coin/);
    expect(await say({ project_id: p.id, amount: '5.123456789' })).toBe('The amount may have at most 8 decimals');
    expect((await apply(t.app, u, { project_id: p.id, amount: '30' })).type).toBe('ok');
    expect(await say({ project_id: p.id, amount: '1' })).toBe('Apply for at least 2 tokens');
    expect(await say({ project_id: p.id, amount: '2' })).toBe(
      'You may apply for at most 30 tokens of this project (you applied for 30)',
    );
    expect(await say({ project_id: p.id, amount: '25' }, other)).toBe('Only 20 tokens are left');
    const poor = await makeSaver(t.app, '1');
    expect((await apply(t.app, poor, { project_id: p.id, amount: '2' })).type).not.toBe('ok');
    for (const amount of ['1\u0000', '1'.repeat(40), '-5', 'abc']) {
      const res = await apply(t.app, u, { project_id: p.id, amount });
      expect(res.type, amount).not.toBe('ok');
    }
    expect((await apply(t.app, u, { project_id: `${p.id}\u0000`, amount: '2' })).type).not.toBe('ok');
    expect(await spot(t.app, poor.id, 'USDT')).toBe('1');
    await checkInvariants(t.app);
  });

  it('40 parallel applications for the last tokens: exactly the supply is sold, once per idempotency key', async () => {
    const p = await makeProject(t.app, { mode: 'fcfs', supply: '10', userLimit: null });
    const users = await Promise.all(Array.from({ length: 40 }, () => makeSaver(t.app, '100')));
    const results = await Promise.all(users.map((u) => apply(t.app, u, { project_id: p.id, amount: '1' })));
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(10);
    expect((await t.app.use(earnModule).ieo.project(p.id)).applied).toMatch(/^10(\.0+)?$/);
    const u = await makeSaver(t.app, '100');
    const q = await makeProject(t.app, { mode: 'pro_rata' });
    const same = await Promise.all(
      Array.from({ length: 5 }, () => apply(t.app, u, { project_id: q.id, amount: '3' }, 'one-key')),
    );
    expect(new Set(same.map((r) => r.message.id)).size).toBe(1);
    expect(await spot(t.app, u.id, 'USDT')).toBe(String(100 - 15));
    await checkInvariants(t.app);
  });

  it('shows a user only their own subscriptions', async () => {
    const p = await makeProject(t.app);
    const a = await makeSaver(t.app, '100');
    const b = await makeSaver(t.app, '100');
    await apply(t.app, a, { project_id: p.id, amount: '3' });
    expect((await call(t.app, 'GET', '/api/user/project/order', b)).message.list).toEqual([]);
    expect((await call(t.app, 'GET', `/api/project/detail?project_id=${p.id}`, b)).message.order_info).toEqual([]);
    expect((await call(t.app, 'GET', '/api/user/project/order')).type).not.toBe('ok');
    expect(mul('3', '5')).toBe('15');
    const mine = await call(t.app, 'GET', '/api/user/project/order', a);
    expect(mine.message.list.map((o: { paid: string }) => o.paid)).toEqual(['15']);
  });
});
