/**
 * Receipts of spot fills through the real routes: each user party of a trade gets one, it agrees with the money
 * that moved, anyone can re-check it, only its owner can read it, and tampering with the receipt or with the
 * recorded trade is detected.
 */

import { mul } from '@app/money';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { bal, call, makeUser, type SpotUser } from '../spot/spot.test-kit';
import { receiptsModule } from './receipts.module';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(async () => t.close());

const ETH = { currency_id: 2, legal_id: 3 };

async function tradeOnce(): Promise<{ buyer: SpotUser; seller: SpotUser; tradeId: string }> {
  const buyer = await makeUser(t.app, { USDT: '1000' });
  const seller = await makeUser(t.app, { ETH: '2' });
  const sell = await call(t.app, 'POST', '/api/coin/trade', seller, {
    ...ETH,
    type: 2,
    amount: '1',
    target_price: '200',
  });
  await call(t.app, 'POST', '/api/coin/trade', buyer, { ...ETH, type: 1, amount: '1', target_price: '210' });
  const detail = await call(t.app, 'GET', `/api/coin/order?id=${sell.message.id}`, seller);
  if (!detail.message.trades?.[0]) throw new Error(JSON.stringify({ sell, detail }));
  return { buyer, seller, tradeId: detail.message.trades[0].id };
}

const receiptsOf = async (u: SpotUser, tradeId: string) =>
  (await call(t.app, 'GET', `/api/receipt/list?ref_type=spot_trade&ref_id=${tradeId}`, u)).message;

describe('spot fill receipts', () => {
  it('give each party the formula, the recorded trade and a result equal to what moved', async () => {
    const { buyer, seller, tradeId } = await tradeOnce();
    const [b] = await receiptsOf(buyer, tradeId);
    const [s] = await receiptsOf(seller, tradeId);
    expect(b).toMatchObject({
      kind: 'spot.fill',
      formula: 'spot.fill',
      formula_version: 1,
      ref_type: 'spot_trade',
      ref_id: tradeId,
      price_source: 'spot.trade',
      ticks: [{ source: 'spot.trade', id: tradeId, symbol: 'ETH/USDT', price: '200', amount: '1' }],
      inputs: { side: 'buy', role: 'taker', fee_rate: '0.001', base: 'ETH', quote: 'USDT' },
      result: { pays: '200', pays_currency: 'USDT', receives_gross: '1', fee: '0.001', receives_net: '0.999' },
    });
    expect(s).toMatchObject({
      inputs: { side: 'sell', role: 'maker' },
      result: { pays: '1', pays_currency: 'ETH', receives_gross: '200', fee: '0.2', receives_net: '199.8' },
    });
    // What the receipts say arrived is exactly what the balances show.
    expect((await bal(t.app, buyer.id, 'ETH')).available).toBe(b.result.receives_net);
    expect((await bal(t.app, seller.id, 'USDT')).available).toBe(s.result.receives_net);
    // The hash is sha256 over the canonical text shown with the receipt.
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(b.canonical).digest('hex')).toBe(b.hash);
    expect(JSON.parse(b.canonical)).toMatchObject({ ref_id: tradeId, formula: 'spot.fill', result: b.result });
  });

  it('verify is public and says match; the detail is the owner’s only', async () => {
    const { buyer, seller, tradeId } = await tradeOnce();
    const [b] = await receiptsOf(buyer, tradeId);
    const verified = await call(t.app, 'GET', `/api/receipt/verify?id=${b.id}`);
    expect(verified).toEqual({
      type: 'ok',
      message: {
        id: b.id,
        kind: 'spot.fill',
        formula: 'spot.fill',
        formula_version: 1,
        hash: b.hash,
        checks: { hash: true, ticks: 'ok', result: true, formula_known: true, proofs: 'none' },
        proofs: [],
        match: true,
      },
    });
    expect((await call(t.app, 'GET', `/api/receipt/detail?id=${b.id}`, buyer)).message.id).toBe(b.id);
    expect((await call(t.app, 'GET', `/api/receipt/detail?id=${b.id}`, seller)).message).toBe('Not found');
    expect((await call(t.app, 'GET', `/api/receipt/detail?id=${b.id}`)).type).toBe('999');
    expect(await receiptsOf(await makeUser(t.app), tradeId)).toEqual([]);
    expect((await call(t.app, 'GET', '/api/receipt/verify?id=nothex')).type).toBe('error');
    expect((await call(t.app, 'GET', `/api/receipt/verify?id=${'0'.repeat(32)}`)).message).toBe('Not found');
  });

  it('detects a changed receipt and a changed recorded trade', async () => {
    const { buyer, tradeId } = await tradeOnce();
    const [b] = await receiptsOf(buyer, tradeId);
    const db = t.app.database.db;
    const verify = async () => (await call(t.app, 'GET', `/api/receipt/verify?id=${b.id}`)).message;

    await db.execute(sql`update receipts set result = jsonb_set(result, '{receives_net}', '"1"') where uid = ${b.id}`);
    expect(await verify()).toMatchObject({ match: false, checks: { hash: false, result: false } });
    await db.execute(sql`update receipts set result = ${JSON.stringify(b.result)}::jsonb where uid = ${b.id}`);
    expect((await verify()).match).toBe(true);

    await db.execute(sql`update spot_trades set price = '199' where id = ${Number(tradeId)}`);
    expect(await verify()).toMatchObject({ match: false, checks: { hash: true, ticks: 'changed', result: true } });
    await db.execute(sql`delete from spot_trades where id = ${Number(tradeId)}`);
    expect(await verify()).toMatchObject({ match: false, checks: { ticks: 'missing' } });
  });

  it('refuses to issue a receipt the formula does not reproduce (the settlement fails with it)', async () => {
    const { buyer, tradeId } = await tradeOnce();
    const [b] = await receiptsOf(buyer, tradeId);
    const receipts = t.app.use(receiptsModule);
    const formula = {
      name: 'test.double',
      version: 1,
      describe: 'result = 2 × x',
      compute: (inputs: Readonly<Record<string, string>>) => ({ y: String(2 * Number(inputs.x)) }),
    };
    receipts.addFormula(formula);
    const draft = {
      kind: 'test',
      userId: buyer.id,
      refType: 'test',
      refId: '1',
      priceSource: 'none',
      ticks: [],
      formula,
      inputs: { x: '2' },
    };
    await expect(receipts.issue(t.app.database.db, [{ ...draft, result: { y: '5' } }])).rejects.toThrow(/booked/);
    const [uid] = await receipts.issue(t.app.database.db, [{ ...draft, result: { y: '4' } }]);
    expect((await receipts.verify(uid as string)).match).toBe(true);
    expect(b.id).not.toBe(uid);
  });

  it('verify re-loads market price marks (kept forever) and notices a changed one', async () => {
    const user = await makeUser(t.app);
    const { market } = t.app.use(marketModule);
    const receipts = t.app.use(receiptsModule);
    const db = t.app.database.db;
    const mark = await market.markPrice({ symbol: 'BTC/USDT', ts: Date.now(), reason: 'test', ref: 'r1' });
    const formula = {
      name: 'test.settle',
      version: 1,
      describe: 'payout = stake × price',
      compute: (inputs: Readonly<Record<string, string>>, ticks: readonly { price: string }[]) => ({
        payout: mul(inputs.stake ?? '0', ticks[0]?.price ?? '0'),
      }),
    };
    receipts.addFormula(formula);
    const tick = { source: 'market.mark', id: String(mark.id), symbol: 'BTC/USDT', ts: mark.ts, price: mark.price };
    const [uid] = await receipts.issue(db, [
      {
        kind: 'test.settle',
        userId: user.id,
        refType: 'test',
        refId: 'r1',
        priceSource: 'market.mark',
        ticks: [tick],
        formula,
        inputs: { stake: '2' },
        result: { payout: mul('2', mark.price) },
      },
    ]);
    const verify = async () => (await call(t.app, 'GET', `/api/receipt/verify?id=${uid}`)).message;
    expect(await verify()).toMatchObject({ match: true, checks: { ticks: 'ok' } });
    await db.execute(sql`update price_marks set price = price + 1 where id = ${mark.id}`);
    expect(await verify()).toMatchObject({ match: false, checks: { ticks: 'changed', hash: true, result: true } });
  });
});
