/**
 * A dual settlement's receipt proves its price was the first at or after maturity (issue 30 item 6): it cites the
 * chosen leaf of the public price log and the leaf before it, and its bundle passes `checkBundle` with the published
 * key and formulas; a tampered leaf, or a later leaf claimed as the first, does not. A price without a seq (recorded
 * before the log) still gets the v1 receipt, which stays registered.
 */
import { checkBundle, type ReceiptBundle } from '@app/pricelog/bundle';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { publishedFormula } from '../../cli/published-formulas';
import type { TestApp } from '../../test/make-app';
import { creditFromSystem, getOrCreateAccount, withTransaction } from '../ledger';
import { marketModule } from '../market';
import { makeUser } from '../market/market.test-kit';
import type { DualOrder } from './dual.service';
import { earnModule } from './earn.module';
import { dualSettleReceipt } from './earn.receipts';
import { dualProducts } from './earn.tables';
import { call, checkInvariants, DAY_MS, makeEarnApp } from './earn.test-kit';
import { dualPayout } from './engine/dual';

const S = 'BTC/USDT';
let t: TestApp;
let key = '';
beforeAll(async () => {
  t = await makeEarnApp();
  key = t.app.use(marketModule).market.log.publicKey().public_key;
});
afterAll(async () => t.close());

const check = (b: ReceiptBundle) => checkBundle(b, { formulas: publishedFormula, publicKey: key });
const failedOf = (b: ReceiptBundle) =>
  check(b)
    .checks.filter((c) => !c.ok)
    .map((c) => c.name);

function tick(app: App, price: string, ts: number) {
  app.use(marketModule).market.ingest([{ symbol: S, price, volume: '1', ts }]);
}

async function settle(app: App) {
  const s = app.sweepers.list().find((x) => x.name === 'earn.dual');
  if (!s) throw new Error('no earn.dual sweeper');
  return s.runOnce();
}

/** A call product maturing in 7 days, one user holding two shares of it. */
async function boughtCall(app: App) {
  const { campaigns } = app.use(earnModule);
  const c = await campaigns.create({ name: 'Dual', currency: 'BTC', note: '' });
  await campaigns.fund(c.id, '10');
  const now = app.clock.now();
  const [p] = await app.database.db
    .insert(dualProducts)
    .values({
      coin: 'BTC',
      quote: 'USDT',
      type: 'call',
      strike: '60000',
      apr: '0.365',
      unit: '0.1',
      totalShares: 10,
      userLimit: 5,
      salesEnd: now + DAY_MS,
      settlesAt: now + 7 * DAY_MS,
      campaignId: c.id,
    })
    .returning();
  if (!p) throw new Error('no product');
  const u = await makeUser(app);
  await withTransaction(app.database.db, async (tx) => {
    const to = await getOrCreateAccount(tx, { ownerType: 'user', ownerId: u.id, currency: 'BTC', kind: 2 });
    await creditFromSystem(tx, { to, systemKind: 'external', amount: '1', refType: 'test' });
  });
  const bought = await call(app, 'POST', '/api/dual/buyDual', u, { id: p.id, num: 2, currency_id: 1, type: 'call' });
  expect(bought.type, JSON.stringify(bought)).toBe('ok');
  return { u, product: p, orderId: bought.message.id as number };
}

describe('a dual settlement cites the first leaf at or after maturity', () => {
  let bundle: ReceiptBundle;
  let seqs: number[] = [];

  it('settles on that leaf with the one before it; the bundle passes checkBundle', async () => {
    const { u, product, orderId } = await boughtCall(t.app);
    t.app.clock.advance(product.settlesAt - t.app.clock.now() + 10);
    tick(t.app, '59500', product.settlesAt - 100); // the leaf before maturity: proves nothing came earlier
    tick(t.app, '61000', product.settlesAt + 5); // the settlement price
    tick(t.app, '1', product.settlesAt + 50); // later: not the rule's choice
    t.app.clock.advance(2_000);
    expect(await settle(t.app)).toBe(1);
    const [r] = (await call(t.app, 'GET', `/api/receipt/list?ref_type=dual_order&ref_id=${orderId}`, u)).message;
    expect(r).toMatchObject({ kind: 'earn.dual.settle', formula_version: 2, price_source: 'price_log' });
    expect(r.inputs).toMatchObject({ symbol: S, settles_at: String(product.settlesAt) });
    expect(r.result).toMatchObject({ branch: 'call_quote' });
    expect(r.ticks.map((x: { price: string; ts: number }) => [x.price, x.ts])).toEqual([
      ['61000', product.settlesAt + 5],
      ['59500', product.settlesAt - 100],
    ]);
    seqs = r.ticks.map((x: { id: string }) => Number(x.id.split('#')[1]));
    expect(seqs[1]).toBe(seqs[0]! - 1);

    const { market } = t.app.use(marketModule);
    await market.flush();
    await market.signHeads();
    const got = await call(t.app, 'GET', `/api/receipt/bundle?id=${r.id}`);
    expect(got.type, JSON.stringify(got)).toBe('ok');
    bundle = got.message;
    const v = check(bundle);
    expect(v.checks.filter((c) => !c.ok)).toEqual([]);
    expect(v.ok).toBe(true);
    expect(v.checks.map((c) => c.name)).toContain(`rule first_at_or_after ${S}#${seqs[0]}`);
    const verified = (await call(t.app, 'GET', `/api/receipt/verify?id=${r.id}`)).message;
    expect(verified).toMatchObject({ match: true, checks: { proofs: 'ok' } });
    await checkInvariants(t.app);
  });

  it('a tampered leaf fails its inclusion; a maturity before the leaf before fails the rule', async () => {
    const priced = structuredClone(bundle);
    priced.logs[0]!.leaves.find((l) => l.seq === seqs[0])!.price = '59000';
    expect(failedOf(priced)).toContain(`inclusion ${S}#${seqs[0]}`);
    // Had maturity been earlier, the 59500 leaf would have been the first at or after it.
    const moved = structuredClone(bundle);
    moved.receipt.content.inputs.settles_at = String(Number(moved.receipt.content.inputs.settles_at) - 1000);
    expect(failedOf(moved)).toContain(`rule first_at_or_after ${S}#${seqs[0]}`);
  });
});

describe('a price without a seq', () => {
  it('gets the v1 receipt citing the mark, which the published formulas still verify', () => {
    const order = {
      id: 1,
      userId: 1,
      type: 'call',
      paid: '0.2',
      strike: '60000',
      days: 7,
      apr: '0.365',
      coin: 'BTC',
      quote: 'USDT',
      settlesAt: 1_000,
    } as DualOrder;
    const payout = dualPayout({
      type: 'call',
      paid: '0.2',
      strike: '60000',
      settle: '61000',
      days: 7,
      apr: '0.365',
      coinScale: 8,
      quoteScale: 8,
    });
    const d = dualSettleReceipt({
      order,
      mark: { id: 9, symbol: S, ts: 1_005, price: '61000' },
      leaves: null,
      payout,
    });
    expect(d).toMatchObject({ priceSource: 'market.mark', formula: { version: 1 } });
    expect(d.ticks).toEqual([{ source: 'market.mark', id: '9', symbol: S, ts: 1_005, price: '61000' }]);
    const v1 = publishedFormula('earn.dual.settle', 1);
    expect(v1?.compute(d.inputs, d.ticks)).toMatchObject({ payout: payout.amount });
    expect(publishedFormula('earn.dual.settle', 2)).toBeDefined();
  });
});
