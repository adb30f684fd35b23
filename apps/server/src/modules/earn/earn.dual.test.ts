/**
 * Dual investment over HTTP: purchase within the window and the limits, settlement by the sweeper from the first
 * recorded price at or after maturity (the four branches with exact balances), the estimate equal to the payout,
 * receipts that verify, the last shares under 40 parallel buyers, owner-only lists.
 */

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { makeAdmin } from '../../test/auth-kit';
import type { TestApp } from '../../test/make-app';
import { creditFromSystem, getOrCreateAccount, withTransaction } from '../ledger';
import { marketModule } from '../market';
import { makeUser } from '../market/market.test-kit';
import { receiptsModule } from '../receipts';
import { earnModule } from './earn.module';
import { dualProducts } from './earn.tables';
import { call, checkInvariants, DAY_MS, makeEarnApp, systemBalance } from './earn.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeEarnApp();
});
afterAll(async () => t.close());

async function funded(app: App, coins: Record<string, string>) {
  const u = await makeUser(app);
  await withTransaction(app.database.db, async (tx) => {
    for (const [currency, amount] of Object.entries(coins)) {
      const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency, kind: 2 });
      await creditFromSystem(tx, { to, systemKind: 'external', amount, refType: 'test' });
    }
  });
  return u;
}

async function spot(app: App, userId: number, currency: string) {
  return (await getOrCreateAccount(app.database.db, { ownerType: 'user', ownerId: userId, currency, kind: 2 }))
    .available;
}

/** A product maturing in 7 days (sales for 1), paid from a campaign in its paid coin. */
async function makeDual(
  app: App,
  o: { type?: 'call' | 'put'; total?: number; userLimit?: number; budget?: string; unit?: string } = {},
) {
  const type = o.type ?? 'call';
  const { campaigns } = app.use(earnModule);
  const c = await campaigns.create({ name: 'Dual', currency: type === 'call' ? 'BTC' : 'USDT', note: '' });
  if (o.budget !== '0') await campaigns.fund(c.id, o.budget ?? (type === 'call' ? '10' : '100000'));
  const now = app.clock.now();
  const [p] = await app.database.db
    .insert(dualProducts)
    .values({
      coin: 'BTC',
      quote: 'USDT',
      type,
      strike: '60000',
      apr: '0.365',
      unit: o.unit ?? (type === 'call' ? '0.1' : '6000'),
      totalShares: o.total ?? 10,
      userLimit: o.userLimit ?? 5,
      salesEnd: now + DAY_MS,
      settlesAt: now + 7 * DAY_MS,
      campaignId: c.id,
    })
    .returning();
  if (!p) throw new Error('no product');
  return { product: p, campaign: c };
}

function tick(app: App, price: string, ts: number) {
  app.use(marketModule).market.ingest([{ symbol: 'BTC/USDT', price, volume: '1', ts }]);
}

async function settle(app: App) {
  const s = app.sweepers.list().find((x) => x.name === 'earn.dual');
  if (!s) throw new Error('no earn.dual sweeper');
  return s.runOnce();
}

describe('dual investment', () => {
  it('lists products with the original fields and estimates with the payout function', async () => {
    const { product } = await makeDual(t.app);
    const r = await call(t.app, 'GET', '/api/dual/index?type=call');
    const p = r.message.dual_currencys.find((x: { id: number }) => x.id === product.id);
    expect(p).toMatchObject({
      type: 'call',
      rate: '36.5',
      exercise_price: '60000',
      unit_price: '0.1',
      pay_currency: 'BTC',
      day: 7,
      total_number: 10,
      remaining_number: 10,
      progress: '0',
      status: 1,
    });
    expect(p.name).toMatch(/^BTC-\d\d[A-Z]{3}\d\d-60000-C$/);
    const low = await call(t.app, 'GET', `/api/dual/estimate?id=${product.id}&num=2&price=59000`);
    expect(low.message).toMatchObject({ paid: '0.2', growth: '1.007', branch: 'call_coin', payout: '0.2014' });
    const high = await call(t.app, 'GET', `/api/dual/estimate?id=${product.id}&num=2&price=61000`);
    expect(high.message).toMatchObject({ branch: 'call_quote', payout: '12084', payout_currency: 'USDT' });
  });

  it.each([
    ['call', '59000', { BTC: '1.0014' }, 'call_coin'],
    ['call', '61000', { BTC: '0.8', USDT: '12084' }, 'call_quote'],
    ['put', '59000', { USDT: '0', BTC: '0.2014' }, 'put_coin'],
    ['put', '61000', { USDT: '12084' }, 'put_quote'],
  ] as const)('a %s settled at %s pays exactly its branch', async (type, price, after, branch) => {
    const { product } = await makeDual(t.app, { type });
    const u = await funded(t.app, type === 'call' ? { BTC: '1' } : { USDT: '12000' });
    const bought = await call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 2, currency_id: 1, type });
    expect(bought.message).toMatchObject({
      num: 2,
      status: 0,
      paid: type === 'call' ? '0.2' : '12000',
      currency_name: 'BTC',
      rate: '36.5',
      apr: '0.365',
    });
    // Matured, no price yet: settling, and the sweeper waits.
    t.app.clock.advance(product.settlesAt - t.app.clock.now() + 10);
    expect(await settle(t.app)).toBe(0);
    const waiting = await call(t.app, 'POST', '/api/dual/dual_list', u, {});
    expect(waiting.message.list[0]).toMatchObject({ status: 1, payout: null });
    tick(t.app, price, product.settlesAt + 5);
    tick(t.app, '1', product.settlesAt + 50);
    // The sweeper looks again a second later.
    t.app.clock.advance(2_000);
    expect(await settle(t.app)).toBe(1);
    for (const [currency, amount] of Object.entries(after)) expect(await spot(t.app, u.id, currency)).toBe(amount);
    const list = await call(t.app, 'POST', '/api/dual/dual_list', u, { status: 2 });
    const row = list.message.list[0];
    expect(row).toMatchObject({ status: 2, settle_price: price });
    // the receipt cites price-log leaves, stored by the market's next flush
    await t.app.use(marketModule).market.flush();
    const v = await call(t.app, 'GET', `/api/receipt/verify?id=${row.receipt_id}`);
    expect(v.message).toMatchObject({ kind: 'earn.dual.settle', formula_version: 2, match: true });
    const [receipt] = await t.app.use(receiptsModule).forRefs(u.id, 'dual_order', [String(bought.message.id)]);
    expect(receipt?.result).toMatchObject({ branch });
    await checkInvariants(t.app);
  });

  it('counts in the back office campaign totals: reserved while purchased, the yield kept once settled', async () => {
    const { product, campaign } = await makeDual(t.app, { type: 'put' });
    const finance = await makeAdmin(t.app, 'finance');
    const totals = async () =>
      (
        await call(t.app, 'GET', '/api/admin/earn/campaigns', undefined, undefined, {
          authorization: finance.authorization,
        })
      ).message.find((c: { id: number }) => c.id === campaign.id);
    const u = await funded(t.app, { USDT: '12000' });
    const bought = await call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 2, type: 'put' });
    expect(bought.type).toBe('ok');
    // 12000 × 0.365 × 7 ÷ 365 = 84 reserved from the campaign.
    expect(await totals()).toMatchObject({ reserved: '84', paid: '0', active_orders: 1, remaining: '99916' });
    t.app.clock.advance(product.settlesAt - t.app.clock.now() + 10);
    tick(t.app, '61000', product.settlesAt + 5);
    t.app.clock.advance(2_000);
    expect(await settle(t.app)).toBe(1);
    // Paid back in USDT: 12084, of which 84 is the yield the campaign paid.
    expect(await totals()).toMatchObject({ reserved: '0', paid: '84', active_orders: 0, remaining: '99916' });
  });

  it('refuses past the user limit, past the total, after the sales end, and beyond the budget', async () => {
    const { product } = await makeDual(t.app, { total: 6, userLimit: 3 });
    const u = await funded(t.app, { BTC: '10' });
    expect((await call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 4 })).message).toBe(
      'You may hold at most 3 shares of this product (you hold 0)',
    );
    expect((await call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 3 })).type).toBe('ok');
    expect((await call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 1 })).message).toBe(
      'You may hold at most 3 shares of this product (you hold 3)',
    );
    const v = await funded(t.app, { BTC: '10' });
    expect((await call(t.app, 'POST', '/api/dual/buyDual', v, { id: product.id, num: 4 })).message).toMatch(
      /at most 3 shares|Only 3 shares are left/,
    );
    for (const bad of [0, -1, 1.5, '1'.repeat(40), 'x\u0000']) {
      const r = await call(t.app, 'POST', '/api/dual/buyDual', v, { id: product.id, num: bad });
      expect(r.type).toBe('error');
    }
    const poor = await makeDual(t.app, { budget: '0.0001' });
    const w = await funded(t.app, { BTC: '10' });
    expect((await call(t.app, 'POST', '/api/dual/buyDual', w, { id: poor.product.id, num: 1 })).message).toMatch(
      /yield budget/,
    );
    t.app.clock.advance(DAY_MS + 1000);
    expect((await call(t.app, 'POST', '/api/dual/buyDual', v, { id: product.id, num: 1 })).message).toBe(
      'This product is no longer on sale',
    );
    expect(await spot(t.app, w.id, 'BTC')).toBe('10');
    await checkInvariants(t.app);
  });

  it('sells exactly the last shares to 40 parallel buyers, and lists only the caller', async () => {
    const { product, campaign } = await makeDual(t.app, { total: 7, userLimit: 5 });
    const users = await Promise.all(Array.from({ length: 40 }, () => funded(t.app, { BTC: '1' })));
    const answers = await Promise.all(
      users.map((u) => call(t.app, 'POST', '/api/dual/buyDual', u, { id: product.id, num: 1 })),
    );
    expect(answers.filter((a) => a.type === 'ok')).toHaveLength(7);
    const [p] = await t.app.database.db.select().from(dualProducts).where(eq(dualProducts.id, product.id));
    expect(p?.soldShares).toBe(7);
    expect(Number(await systemBalance(t.app, `campaign_${campaign.id}`, 'BTC'))).toBeCloseTo(10 - 7 * 0.0007, 10);
    const winner = users[answers.findIndex((a) => a.type === 'ok')]!;
    const loser = users[answers.findIndex((a) => a.type !== 'ok')]!;
    expect((await call(t.app, 'POST', '/api/dual/dual_list', winner, {})).message.total).toBe(1);
    expect((await call(t.app, 'POST', '/api/dual/dual_list', loser, {})).message.total).toBe(0);
    await checkInvariants(t.app);
  });
});
