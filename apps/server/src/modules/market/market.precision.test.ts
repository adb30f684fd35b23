/**
 * Issue 30 item 4: an instrument's precision is a display setting. Setting it to 0 in the back office must not
 * change what an option settles at, what fires a contract's triggers, or the price a position closes at: those
 * use the full recorded price.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAuth, makeTestApp, type TestApp } from '../../test/make-app';
import { contractsModule } from '../contracts/contracts.module';
import { call, lever, makeTrader, tick } from '../contracts/contracts.test-kit';
import { makeBettor, micro, orderRow, sweep, tickAt } from '../options/options.test-kit';
import { marketModule } from './market.module';

let t: TestApp;
let superAuth: { authorization: string };
beforeAll(async () => {
  t = await makeTestApp({ seed: true, env: { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' } });
  superAuth = await adminAuth(t.app, 'admin@example.com', 'Admin12345');
}, 60_000);
afterAll(async () => t.close());

const instrument = (symbol: string) => {
  const inst = t.app.use(marketModule).market.instrument(symbol);
  if (!inst) throw new Error(`no instrument ${symbol}`);
  return inst;
};

/** The back-office edit, then the contracts pairs read again as after a restart. */
async function setPrecision(symbol: string, precision: number) {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/market/instruments/${instrument(symbol).id}`,
    headers: superAuth,
    payload: { precision },
  });
  expect(res.json().type, res.body).toBe('ok');
  await t.app.use(contractsModule).contracts.reloadPairs();
}

describe('precision is display only', () => {
  it('an option settles at the full recorded end price after the precision is set to 0', async () => {
    const u = await makeBettor(t.app, '1000');
    tickAt(t.app, 'XRP/USDT', '0.5');
    const placed = await call(t.app, 'POST', '/api/microtrade/submit', u, {
      match_id: instrument('XRP/USDT').id,
      currency_id: 3,
      type: 1,
      seconds: 30,
      number: '100',
    });
    expect(placed.type, JSON.stringify(placed)).toBe('ok');
    await setPrecision('XRP/USDT', 0);
    const row = await orderRow(t.app, placed.message.id);
    tickAt(t.app, 'XRP/USDT', '0.51', row.expiresAt + 3);
    expect(await sweep(t.app)).toBe(1);
    expect(await orderRow(t.app, row.id)).toMatchObject({
      state: 'settled',
      result: 1,
      endPrice: '0.510000000000000000',
    });
    // the same win as at the original precision: stake 100 back + 85, fee 0.1 kept
    expect(await micro(t.app, u.id)).toBe('1084.9');
  });

  it('a 5× long keeps its triggers and closes at the full recorded price after the precision is set to 0', async () => {
    const doge = instrument('DOGE/USDT');
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'DOGE/USDT', '0.12');
    const body = { currency_id: doge.currencyId, legal_id: doge.legalId, share: 1, multiple: 5, type: 1, status: 1 };
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, body);
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const id = opened.message.id;
    expect(opened.message.price).toBe('0.12001');
    const stop = await call(t.app, 'POST', '/api/lever/setstop', u, { id, stop_loss_price: '0.11' });
    expect(stop.type, JSON.stringify(stop)).toBe('ok');
    await setPrecision('DOGE/USDT', 0);
    // 0.13 would show as "0": it must neither fire the stop-loss at 0.11 nor be the price the long closes at.
    await tick(t.app, 'DOGE/USDT', '0.13');
    const still = (await call(t.app, 'POST', '/api/lever/dealall', u, { status: 1 })).message.order.data;
    expect(still.map((o: { id: number }) => o.id)).toEqual([id]);
    const closed = await call(t.app, 'POST', '/api/lever/close', u, { id });
    expect(closed.type, JSON.stringify(closed)).toBe('ok');
    const [row] = (await call(t.app, 'POST', '/api/lever/my_trade', u, { status: 3 })).message.message.data;
    // As at 5 decimals: a long sells at the tick less the spread, 100 DOGE × (0.12999 − 0.12001) = 0.998.
    expect(row).toMatchObject({ id, close_reason: 'user', close_price: '0.12999', fact_profits: '0.998' });
    const detail = await call(t.app, 'GET', `/api/lever/detail?id=${id}`, u);
    const close = detail.message.receipts.find((r: { kind: string }) => r.kind === 'contracts.close');
    // verified at once: the leaf it cites may still be in the market's buffer, and must not read as missing
    const receipt = await call(t.app, 'GET', `/api/receipt/verify?id=${close.uid ?? close.id}`);
    expect(receipt.message, JSON.stringify(close)).toMatchObject({ match: true });
    expect(await lever(t.app, u.id)).toMatchObject({ frozen: '0' });
  });
});
