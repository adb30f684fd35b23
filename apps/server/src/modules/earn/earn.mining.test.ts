/**
 * Locked mining over HTTP on the test database: subscribe with exact balances, the daily accrual by the sweeper
 * (catching up missed days in one entry), maturity, early redemption with the published penalty, receipts that
 * verify, owner-only reads, refusals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import {
  advanceToDay,
  balance,
  call,
  checkInvariants,
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

describe('locked mining', () => {
  it('lists products with their campaign and what its budget can still pay', async () => {
    const { product, campaign } = await makeProduct(t.app, { budget: '150', days: 5, dailyRate: '0.003' });
    const r = await call(t.app, 'GET', '/api/lh/deposit/config?limit=100');
    expect(r.type).toBe('ok');
    const p = r.message.order_list.find((x: { id: number }) => x.id === product.id);
    expect(p).toMatchObject({
      day: 5,
      interest_rate: '0.3',
      daily_rate: '0.003',
      // The yearly figure every earn screen leads with: 0.003 × 365, simple.
      apr: '1.095',
      save_min: '100',
      penalty_percent: '0.4',
      currency_name: 'USDT',
      campaign: { id: campaign.id, remaining: '150' },
      // 150 ÷ (0.003 × 5)
      budget_cap: '10000',
    });
    const est = await call(t.app, 'GET', `/api/lh/deposit/estimate?config_id=${product.id}&amount=1000`);
    expect(est.message).toMatchObject({ daily_yield: '3', total_yield: '15', day: 5, penalty_today: '20' });
  });

  it('subscribes, accrues each day once (catching up), and returns principal and yield at maturity', async () => {
    const { product, campaign } = await makeProduct(t.app, { budget: '1000', days: 5, dailyRate: '0.003' });
    const u = await makeSaver(t.app, '5000');
    const at = t.app.clock.now();
    const s = await call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1000' });
    expect(s.type).toBe('ok');
    // voucher_id: null, the user paid the principal (an experience voucher's order names its voucher).
    expect(s.message).toMatchObject({
      amount: '1000',
      status: 1,
      day: 5,
      total_interest: '0',
      is_cancel: 0,
      voucher_id: null,
    });
    expect(await balance(t.app, u.id, 2)).toBe('4000');
    expect(await balance(t.app, u.id, 6)).toBe('1000');
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('985');
    await checkInvariants(t.app);

    // The subscription day and the first yield day earn nothing until the first yield day is over.
    advanceToDay(t.app, 1, at);
    await sweep(t.app);
    expect((await orderRow(t.app, s.message.id)).earnedDays).toBe(0);
    advanceToDay(t.app, 2, at);
    expect(await sweep(t.app)).toBeGreaterThanOrEqual(1);
    expect(await orderRow(t.app, s.message.id)).toMatchObject({ earnedDays: 1 });
    expect(await balance(t.app, u.id, 6)).toBe('1003');
    expect(await sweep(t.app)).toBe(0);
    expect(await balance(t.app, u.id, 6)).toBe('1003');

    // Down for three days: one accrual pays the three missed days.
    advanceToDay(t.app, 5, at);
    await sweep(t.app);
    expect(await orderRow(t.app, s.message.id)).toMatchObject({ earnedDays: 4, earned: expect.stringMatching(/^12/) });
    expect(await balance(t.app, u.id, 6)).toBe('1012');
    await checkInvariants(t.app);

    advanceToDay(t.app, 6, at);
    await sweep(t.app);
    const done = await orderRow(t.app, s.message.id);
    expect(done).toMatchObject({ state: 'matured', earnedDays: 5 });
    expect(await balance(t.app, u.id, 6)).toBe('0');
    expect(await balance(t.app, u.id, 2)).toBe('5015');
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('985');
    await checkInvariants(t.app);

    const list = await call(t.app, 'GET', '/api/lh/deposit/order?status=2', u);
    const row = list.message.order_list[0];
    expect(row).toMatchObject({ id: s.message.id, status: 2, is_cancel: 0, total_interest: '15', earned_days: 5 });
    expect(row.receipts.map((x: { kind: string }) => x.kind).sort()).toEqual([
      'earn.mining.mature',
      'earn.mining.yield',
      'earn.mining.yield',
      'earn.mining.yield',
    ]);
    for (const r of row.receipts) {
      const v = await call(t.app, 'GET', `/api/receipt/verify?id=${r.id}`);
      expect(v.message).toMatchObject({ kind: r.kind, match: true });
    }
  });

  it('redeems early: the quote shown is what is paid; the penalty and the unearned reservation go back', async () => {
    const { product, campaign } = await makeProduct(t.app, {
      budget: '1000',
      days: 5,
      dailyRate: '0.003',
      penaltyRate: '0.004',
    });
    const u = await makeSaver(t.app, '1000');
    const at = t.app.clock.now();
    const s = await call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1000' });
    advanceToDay(t.app, 3, at);
    // No sweep ran: the quote and the redemption still count the two days already over.
    const q = await call(t.app, 'GET', `/api/lh/deposit/order/quote?id=${s.message.id}`, u);
    expect(q.message).toMatchObject({
      earned_days: 2,
      remaining_days: 3,
      earned: '6',
      penalty: '12',
      penalty_rate: '0.004',
      // 12 of 1000: what the preview shows as the penalty's percentage (not the per-day 0.4 %).
      penalty_share: '0.012',
      principal_back: '988',
      total_back: '994',
    });
    const r = await call(t.app, 'POST', '/api/lh/deposit/order/cancel', u, { id: s.message.id });
    expect(r.message).toMatchObject({ status: 2, is_cancel: 1, cancel_fee: '12', total_interest: '6', apr: '1.095' });
    expect(await balance(t.app, u.id, 2)).toBe('994');
    expect(await balance(t.app, u.id, 6)).toBe('0');
    // 1000 − 15 reserved + 9 unearned + 12 penalty
    expect(await systemBalance(t.app, `campaign_${campaign.id}`)).toBe('1006');
    const again = await call(t.app, 'POST', '/api/lh/deposit/order/cancel', u, { id: s.message.id });
    expect(again).toMatchObject({ type: 'error', message: 'This order is already closed' });
    expect(await sweep(t.app)).toBe(0);
    await checkInvariants(t.app);
    const receipts = (await call(t.app, 'GET', '/api/lh/deposit/order?status=2', u)).message.order_list[0].receipts;
    const redeem = receipts.find((x: { kind: string }) => x.kind === 'earn.mining.redeem');
    expect((await call(t.app, 'GET', `/api/receipt/verify?id=${redeem.id}`)).message).toMatchObject({ match: true });
  });

  it("refuses another user's order and lists only the caller's", async () => {
    const { product } = await makeProduct(t.app);
    const a = await makeSaver(t.app);
    const b = await makeSaver(t.app);
    const s = await call(t.app, 'POST', '/api/lh/deposit', a, { config_id: product.id, amount: '500' });
    for (const [method, url, body] of [
      ['GET', `/api/lh/deposit/order/quote?id=${s.message.id}`, undefined],
      ['POST', '/api/lh/deposit/order/cancel', { id: s.message.id }],
    ] as const) {
      const r = await call(t.app, method, url, b, body);
      expect(r).toMatchObject({ type: 'error', message: 'Order not found' });
    }
    expect((await call(t.app, 'GET', '/api/lh/deposit/order', b)).message.total).toBe(0);
    expect((await call(t.app, 'GET', '/api/lh/deposit/order', a)).message.total).toBe(1);
    // Signed out: the spec's "log in first" answer.
    expect((await call(t.app, 'GET', '/api/lh/deposit/order')).type).toBe('999');
    expect(await orderRow(t.app, s.message.id)).toMatchObject({ state: 'active' });
  });

  it.each([
    ['below the minimum', '99', 'The amount must be at least 100'],
    ['above the maximum', '100001', 'The amount must be at most 100000'],
    ['too many decimals', '100.1234567', 'The amount may have at most 6 decimals'],
    ['a NUL character', '100\u0000', /amount/],
    ['40 digits', '1'.repeat(40), /amount/],
    ['a negative amount', '-100', /amount/],
    ['more than the balance', '20000', /balance/i],
  ])('refuses %s, translated, with nothing written', async (_, amount, message) => {
    const { product } = await makeProduct(t.app);
    const u = await makeSaver(t.app, '10000');
    const r = await call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount });
    expect(r.type).toBe('error');
    expect(r.message).toMatch(message);
    expect(await balance(t.app, u.id, 2)).toBe('10000');
    expect((await call(t.app, 'GET', '/api/lh/deposit/order', u)).message.total).toBe(0);
  });

  it('answers in the asked language', async () => {
    const { product } = await makeProduct(t.app);
    const u = await makeSaver(t.app);
    const r = await call(t.app, 'POST', '/api/lh/deposit', u, { config_id: product.id, amount: '1', lang: 'zh' });
    expect(r).toMatchObject({ type: 'error', message: '金额不能低于 100' });
  });

  it('never lets the mining account be moved by a transfer', async () => {
    const u = await makeSaver(t.app);
    const r = await call(t.app, 'POST', '/api/wallet/change', u, {
      currency_id: 3,
      number: '1',
      from_field: 'mining',
      to_field: 'change',
    });
    expect(r.type).toBe('error');
  });
});
