/**
 * The coupon centre over HTTP: claiming an experience voucher reserves its value from the campaign (never beyond
 * it), once per user; using it opens a mining order with a notional principal that pays only the yield (daily,
 * with receipts, to spot at maturity); an unused voucher expires by the sweeper and its value goes back; refusals;
 * 40 parallel claims of the last vouchers; owner-only use and lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { TestApp } from '../../test/make-app';
import { receiptsModule } from '../receipts';
import { earnModule } from './earn.module';
import {
  advanceToDay,
  balance,
  call,
  checkInvariants,
  DAY_MS,
  makeEarnApp,
  makeProduct,
  makeSaver,
  orderRow,
  sweep,
  systemBalance,
} from './earn.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

/** A 5-day product at 0.3 % a day and a voucher of 1000 on it: worth 3 × 5 = 15 USDT. */
async function makeVoucher(app: App, o: { budget?: string; total?: number; validDays?: number } = {}) {
  const { product, campaign } = await makeProduct(app, { budget: o.budget ?? '1000', days: 5, dailyRate: '0.003' });
  const now = app.clock.now();
  const template = await app.use(earnModule).coupons.createTemplate({
    title: 'Welcome',
    productId: product.id,
    amount: '1000',
    validDays: o.validDays ?? 7,
    total: o.total ?? 100,
    claimFrom: now - 1000,
    claimUntil: now + 30 * DAY_MS,
  });
  return { product, campaign, template };
}

const remaining = async (app: App, campaignId: number) => systemBalance(app, `campaign_${campaignId}`);

async function runExpiry(app: App) {
  const s = app.sweepers.list().find((x) => x.name === 'earn.coupon.expiry');
  if (!s) throw new Error('no earn.coupon.expiry sweeper');
  return s.runOnce();
}

describe('coupon centre', () => {
  it('claim reserves the value, use opens a notional order that pays only its yield, with receipts', async () => {
    const { template, campaign } = await makeVoucher(t.app);
    const u = await makeSaver(t.app, '0');
    const center = await call(t.app, 'GET', '/api/coupon/center', u);
    expect(center.message.list.find((x: { id: number }) => x.id === template.id)).toMatchObject({
      amount: '1000',
      value: '15',
      days: 5,
      daily_rate: '0.003',
      apr: '1.095',
      left: 100,
      claimed: false,
      campaign: { remaining: '1000' },
    });
    const claimed = await call(t.app, 'POST', '/api/coupon/claim', u, { id: template.id });
    expect(claimed.message).toMatchObject({ status: 'usable', value: '15', apr: '1.095', order_id: null });
    expect(await remaining(t.app, campaign.id)).toBe('985');
    expect((await call(t.app, 'POST', '/api/coupon/claim', u, { id: template.id })).message).toBe(
      'You already hold this voucher',
    );
    const used = await call(t.app, 'POST', '/api/coupon/use', u, { id: claimed.message.id });
    expect(used.type).toBe('ok');
    expect(used.message.coupon.status).toBe('used');
    const orderId = used.message.order_id as number;
    const order = await orderRow(t.app, orderId);
    expect(order).toMatchObject({ voucherId: claimed.message.id, reserved: '15.000000000000000000' });
    // The user's order list names the voucher, so the order can say its amount is notional.
    const listed = await call(t.app, 'GET', '/api/lh/deposit/order?status=1', u);
    expect(listed.message.order_list).toEqual([
      expect.objectContaining({ id: orderId, amount: '1000', day: 5, voucher_id: claimed.message.id }),
    ]);
    // Nothing of the user's is locked: the mining account holds only yield as it is earned.
    expect(await balance(t.app, u.id, 6)).toBe('0');
    expect((await call(t.app, 'POST', '/api/coupon/use', u, { id: claimed.message.id })).message).toBe(
      'This voucher can no longer be used',
    );
    advanceToDay(t.app, 3, order.subscribedDay * DAY_MS);
    await sweep(t.app);
    expect(await balance(t.app, u.id, 6)).toBe('6');
    // Early close: no penalty, the earned yield to spot, the unearned reservation back to the campaign.
    const quote = await call(t.app, 'GET', `/api/lh/deposit/order/quote?id=${orderId}`, u);
    expect(quote.message).toMatchObject({ penalty: '0', principal_back: '0', total_back: '6' });
    await call(t.app, 'POST', '/api/lh/deposit/order/cancel', u, { id: orderId });
    expect(await balance(t.app, u.id, 2)).toBe('6');
    expect(await remaining(t.app, campaign.id)).toBe('994');
    const rs = await t.app.use(receiptsModule).forRefs(u.id, 'mining_order', [String(orderId)]);
    expect(rs.map((r) => r.kind).sort()).toEqual(['earn.voucher.close']);
    for (const r of rs) expect((await t.app.use(receiptsModule).verify(r.id)).match).toBe(true);
    await checkInvariants(t.app);
  });

  it('a used voucher matures paying its whole yield to spot and nothing more', async () => {
    const { template, campaign } = await makeVoucher(t.app);
    const u = await makeSaver(t.app, '0');
    const c = await call(t.app, 'POST', '/api/coupon/claim', u, { id: template.id });
    const used = await call(t.app, 'POST', '/api/coupon/use', u, { id: c.message.id });
    const order = await orderRow(t.app, used.message.order_id);
    advanceToDay(t.app, 7, order.subscribedDay * DAY_MS);
    await sweep(t.app);
    expect((await orderRow(t.app, order.id)).state).toBe('matured');
    expect(await balance(t.app, u.id, 2)).toBe('15');
    expect(await balance(t.app, u.id, 6)).toBe('0');
    expect(await remaining(t.app, campaign.id)).toBe('985');
    await checkInvariants(t.app);
  });

  it('an unused voucher expires by the sweeper and its value goes back to the campaign', async () => {
    const { template, campaign } = await makeVoucher(t.app, { validDays: 1 });
    const u = await makeSaver(t.app, '0');
    const c = await call(t.app, 'POST', '/api/coupon/claim', u, { id: template.id });
    expect(await remaining(t.app, campaign.id)).toBe('985');
    t.app.clock.advance(DAY_MS + 1000);
    const mine = await call(t.app, 'GET', '/api/coupon/mine', u);
    expect(mine.message.list[0]).toMatchObject({ id: c.message.id, status: 'expired' });
    expect((await call(t.app, 'POST', '/api/coupon/use', u, { id: c.message.id })).message).toBe(
      'This voucher can no longer be used',
    );
    await runExpiry(t.app);
    expect(await remaining(t.app, campaign.id)).toBe('1000');
    await checkInvariants(t.app);
  });

  it('never claims past the campaign budget or the total: 40 parallel claims', async () => {
    // Budget 100 pays 6 vouchers of 15; the total allows 10.
    const { template, campaign } = await makeVoucher(t.app, { budget: '100', total: 10 });
    const users = await Promise.all(Array.from({ length: 40 }, () => makeSaver(t.app, '0')));
    const out = await Promise.all(users.map((u) => call(t.app, 'POST', '/api/coupon/claim', u, { id: template.id })));
    expect(out.filter((r) => r.type === 'ok')).toHaveLength(6);
    expect(await remaining(t.app, campaign.id)).toBe('10');
    const other = await makeVoucher(t.app, { total: 3 });
    const more = await Promise.all(
      users.slice(0, 10).map((u) => call(t.app, 'POST', '/api/coupon/claim', u, { id: other.template.id })),
    );
    expect(more.filter((r) => r.type === 'ok')).toHaveLength(3);
    expect(more.filter((r) => r.message === 'All of these vouchers have been claimed')).toHaveLength(7);
    await checkInvariants(t.app);
  });

  it("refuses another user's voucher, bad ids and signed-out calls", async () => {
    const { template } = await makeVoucher(t.app);
    const a = await makeSaver(t.app, '0');
    const b = await makeSaver(t.app, '0');
    const c = await call(t.app, 'POST', '/api/coupon/claim', a, { id: template.id });
    expect((await call(t.app, 'POST', '/api/coupon/use', b, { id: c.message.id })).message).toBe('Voucher not found');
    expect((await call(t.app, 'GET', '/api/coupon/mine', b)).message.list).toEqual([]);
    expect((await call(t.app, 'POST', '/api/coupon/claim', undefined, { id: template.id })).type).not.toBe('ok');
    for (const id of [`${template.id}\u0000`, '1'.repeat(40), -1, 'x']) {
      expect((await call(t.app, 'POST', '/api/coupon/claim', b, { id })).type, String(id)).not.toBe('ok');
    }
    expect((await call(t.app, 'POST', '/api/coupon/claim', b, { id: 999999 })).message).toBe('Voucher not found');
    await checkInvariants(t.app);
  });
});
