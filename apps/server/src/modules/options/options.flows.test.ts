/**
 * Seconds options end to end over HTTP: the published expiries and break-even rates, submit refusals (translated),
 * win / tie / loss settled from the first recorded price at or after expiry with exact balances and receipts that
 * verify, a settlement that waits for its end tick, owner-only reads, and the user's record.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import {
  call,
  checkInvariants,
  makeBettor,
  makeOptionsApp,
  matchId,
  micro,
  orderRow,
  sweep,
  systemBalance,
  tickAt,
} from './options.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeOptionsApp();
});
afterAll(async () => t.close());

const order = (symbol: string, over: object = {}) => ({
  match_id: matchId(t.app, symbol),
  currency_id: 3,
  type: 1,
  seconds: 30,
  number: '100',
  ...over,
});

describe('options over HTTP', () => {
  it('publishes the expiries with the break-even win rate, and the payable coin', async () => {
    const s = await call(t.app, 'GET', '/api/microtrade/seconds');
    expect(s.type).toBe('ok');
    expect(s.message.map((e: { seconds: number }) => e.seconds)).toEqual([30, 60, 120, 300]);
    expect(s.message[0]).toMatchObject({
      payout_ratio: '0.85',
      loss_ratio: '1',
      profit_ratio: '85',
      break_even: '0.540541',
    });
    const u = await makeBettor(t.app, '50');
    const c = await call(t.app, 'GET', '/api/microtrade/payable_currencies', u);
    expect(c.message[0]).toMatchObject({
      id: 3,
      name: 'USDT',
      micro_trade_fee: '0.1',
      micro_min: '1',
      micro_max: '10000',
      micro_holdtrade_max: 20,
      user_wallet: { micro_balance: '50' },
    });
    expect(c.message[0].break_even[0]).toEqual({ seconds: 30, rate: '0.541081' });
  });

  it('refuses with translated reasons', async () => {
    const u = await makeBettor(t.app, '50');
    tickAt(t.app, 'XRP/USDT', '0.5');
    const bad = async (body: object, lang = 'en') =>
      (await call(t.app, 'POST', `/api/microtrade/submit?lang=${lang}`, u, body)).message;
    expect(await bad(order('XRP/USDT', { seconds: 45 }))).toBe('Choose one of the offered expiries');
    expect(await bad(order('XRP/USDT', { number: '0.5' }))).toBe('The stake must be at least 1');
    expect(await bad(order('XRP/USDT', { number: '10001' }))).toBe('The stake must be at most 10000');
    expect(await bad(order('XRP/USDT', { currency_id: 1 }))).toBe('This coin cannot pay for seconds options');
    expect(await bad(order('XRP/USDT', { number: '60' }))).toMatch(/balance/i);
    expect(await bad(order('XRP/USDT', { seconds: 45 }), 'zh')).toBe('请选择可用的到期时间');
    const noPrice = await call(t.app, 'POST', '/api/microtrade/submit', u, order('ADA/USDT'));
    expect(noPrice.type).toBe('error');
    expect(await micro(t.app, u.id)).toBe('50');
  });

  it('win, tie and loss: the first recorded price at or after expiry, exact balances, verified receipts', async () => {
    const cases = [
      { symbol: 'BTC/USDT', type: 1, end: '101', result: 1, balance: '1084.9', payout: '185' },
      { symbol: 'ETH/USDT', type: 2, end: '100', result: 0, balance: '999.9', payout: '100' },
      { symbol: 'SOL/USDT', type: 2, end: '101', result: -1, balance: '899.9', payout: '0' },
    ];
    for (const c of cases) {
      const u = await makeBettor(t.app, '1000');
      const fees = await systemBalance(t.app, 'fees');
      tickAt(t.app, c.symbol, '100');
      const placed = await call(t.app, 'POST', '/api/microtrade/submit', u, order(c.symbol, { type: c.type }));
      expect(placed.type, JSON.stringify(placed)).toBe('ok');
      expect(placed.message).toMatchObject({ status: 1, open_price: '100', number: '100', fee: '0.1' });
      expect(await micro(t.app, u.id)).toBe('899.9');
      expect(Number(await systemBalance(t.app, 'fees')) - Number(fees)).toBeCloseTo(0.1, 10);
      const row = await orderRow(t.app, placed.message.id);
      // A tick before expiry is not the end price; the first one at or after it is; later ones are not.
      tickAt(t.app, c.symbol, '250', row.expiresAt - 1);
      tickAt(t.app, c.symbol, c.end, row.expiresAt + 3);
      tickAt(t.app, c.symbol, '1', row.expiresAt + 9);
      expect(await sweep(t.app)).toBe(1);
      expect(await micro(t.app, u.id)).toBe(c.balance);
      const done = await call(t.app, 'GET', `/api/microtrade/get_result?id=${row.id}`, u);
      expect(done.message).toMatchObject({ status: 3, profit_result: c.result, payout: c.payout, end_price: c.end });
      expect(done.message.receipt_uid).toBeTruthy();
      // the receipt cites price-log leaves, which verify reloads once the flush has stored them
      await t.app.use(marketModule).market.flush();
      const v = await call(t.app, 'GET', `/api/receipt/verify?id=${done.message.receipt_uid}`);
      expect(v.message).toMatchObject({ kind: 'options.settle', match: true });
      const again = await sweep(t.app);
      expect(again).toBe(0);
      expect(await micro(t.app, u.id)).toBe(c.balance);
    }
    await checkInvariants(t.app);
  });

  it('waits, without a failure, for the end tick; a late settlement still takes the first tick at or after expiry', async () => {
    const u = await makeBettor(t.app, '1000');
    tickAt(t.app, 'DOGE/USDT', '0.2');
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', u, order('DOGE/USDT'));
    const row = await orderRow(t.app, placed.message.id);
    expect(await sweep(t.app)).toBe(0);
    const waiting = await orderRow(t.app, row.id);
    expect(waiting).toMatchObject({ state: 'open', attempts: 0, lastError: null });
    // The ticks arrive while nobody settles (a restart); the first one at or after expiry decides.
    tickAt(t.app, 'DOGE/USDT', '0.21', row.expiresAt);
    tickAt(t.app, 'DOGE/USDT', '0.1', row.expiresAt + 2_000);
    await new Promise((r) => setTimeout(r, 1_100)); // the market flushes the ticks to the table meanwhile
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, row.id)).toMatchObject({
      state: 'settled',
      result: 1,
      endPrice: '0.210000000000000000',
    });
    await checkInvariants(t.app);
  });

  it('lists with remain_milli_seconds; another user cannot read the order', async () => {
    const a = await makeBettor(t.app, '1000');
    const b = await makeBettor(t.app, '1000');
    tickAt(t.app, 'LTC/USDT', '80');
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', a, order('LTC/USDT', { seconds: 60 }));
    const list = await call(t.app, 'GET', '/api/microtrade/lists?status=1', a);
    expect(list.message.per_page).toBe(5);
    expect(list.message.data[0].id).toBe(placed.message.id);
    expect(list.message.data[0].remain_milli_seconds).toBeGreaterThan(55_000);
    const other = await call(t.app, 'GET', `/api/microtrade/get_result?id=${placed.message.id}&lang=en`, b);
    expect(other).toEqual({ type: 'error', message: 'Order not found' });
    expect((await call(t.app, 'GET', '/api/microtrade/lists?status=1', b)).message.total).toBe(0);
    const record = await call(t.app, 'GET', '/api/microtrade/record', a);
    expect(record.message).toMatchObject({ orders: 1, open: 1, wins: 0 });
  });

  it('enforces the cool-off and the daily loss limit the user sets', async () => {
    const u = await makeBettor(t.app, '1000');
    tickAt(t.app, 'BNB/USDT', '300');
    let l = await call(t.app, 'POST', '/api/microtrade/limits', u, { daily_loss_limit: '150' });
    expect(l.message).toMatchObject({ daily_loss_limit: '150', pending_limit: null });
    const first = await call(t.app, 'POST', '/api/microtrade/submit', u, order('BNB/USDT', { number: '100' }));
    expect(first.type).toBe('ok');
    const second = await call(t.app, 'POST', '/api/microtrade/submit?lang=en', u, order('BNB/USDT', { number: '100' }));
    expect(second.message).toMatch(/daily loss limit of 150 USDT/);
    // A raise waits 24 h; a lower limit applies at once.
    l = await call(t.app, 'POST', '/api/microtrade/limits', u, { daily_loss_limit: '5000' });
    expect(l.message).toMatchObject({ daily_loss_limit: '150', pending_limit: '5000' });
    l = await call(t.app, 'POST', '/api/microtrade/limits', u, { daily_loss_limit: '120' });
    expect(l.message).toMatchObject({ daily_loss_limit: '120', pending_limit: null });
    l = await call(t.app, 'POST', '/api/microtrade/limits', u, { cool_off: '7d' });
    expect(l.message.cool_off_until).toBeTruthy();
    const shorter = await call(t.app, 'POST', '/api/microtrade/limits?lang=en', u, { cool_off: '24h' });
    expect(shorter.message).toMatch(/cannot be shortened/);
    const refused = await call(t.app, 'POST', '/api/microtrade/submit?lang=en', u, order('BNB/USDT', { number: '1' }));
    expect(refused.message).toMatch(/chose a break/);
  });

  it('a raised loss limit takes effect only once its 24 h have passed', async () => {
    const u = await makeBettor(t.app, '10');
    await call(t.app, 'POST', '/api/microtrade/limits', u, { daily_loss_limit: '5' });
    let l = await call(t.app, 'POST', '/api/microtrade/limits', u, { daily_loss_limit: 'none' });
    expect(l.message).toMatchObject({ daily_loss_limit: '5', pending_limit: 'none' });
    expect(Date.parse(`${l.message.pending_from}Z`) - Date.now()).toBeGreaterThan(23 * 3600_000);
    await t.app.database.db.execute(
      sql`update option_user_limits set pending_from = now() - interval '1 second' where user_id = ${u.id}`,
    );
    l = await call(t.app, 'GET', '/api/microtrade/limits', u);
    expect(l.message).toMatchObject({ daily_loss_limit: null, pending_limit: null });
  });
});
