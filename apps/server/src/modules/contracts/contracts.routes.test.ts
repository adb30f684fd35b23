import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import {
  BTC,
  call,
  checkInvariants,
  ETH,
  lever,
  makeContractsApp,
  makeTrader,
  systemBalance,
  tick,
} from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp({ LOG_LEVEL: 'error' });
}, 60_000);
afterAll(async () => t.close());

// BTC/USDT: price grid 0.01, spread 0.01 (one step: no price was recorded when the pair was seeded), lot 0.001 BTC,
// multiples 5…100, fee 0.05 %, liquidation at a risk rate of 10 %.
const long = (over: object = {}) => ({ ...BTC, share: 1, multiple: 10, type: 1, status: 1, ...over });

describe('contract pairs', () => {
  it('lists crypto contracts and stocks with their published terms', async () => {
    await tick(t.app, 'BTC/USDT', '50000');
    const res = await call(t.app, 'GET', '/api/lever/pairs');
    expect(res.type).toBe('ok');
    const btc = res.message.find((p: { symbol: string }) => p.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({
      area: 'contract',
      account: 'lever',
      lot_size: '0.001',
      multiples: [5, 10, 20, 50, 100],
      spread: '0.01',
      fee_rate: '0.0005',
      liquidation_threshold: '10',
      high_leverage: true,
      market_open: true,
      last_price: '50000.00',
    });
    const stocks = (await call(t.app, 'GET', '/api/lever/pairs?area=stock')).message;
    expect(stocks.length).toBeGreaterThan(3);
    expect(stocks[0]).toMatchObject({ area: 'stock', account: 'stock', legal_name: 'USD', settle_currency: 'USDT' });
  });
});

describe('a market long with take-profit', () => {
  it('opens at the recorded price plus the spread, books margin and fee, and closes at its TP tick', async () => {
    const u = await makeTrader(t.app);
    await tick(t.app, 'BTC/USDT', '50000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', u, long({ target_profit_price: '51000' }));
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    expect(opened.message).toMatchObject({
      status: 1,
      origin_price: '50000',
      price: '50000.01',
      number: '0.001',
      caution_money: '5.000001',
      trade_fee: '0.025001',
      target_profit_price: '51000',
    });
    expect(await lever(t.app, u.id)).toEqual({ available: '9994.974998', frozen: '5.000001' });
    await checkInvariants(t.app);

    await tick(t.app, 'BTC/USDT', '50990');
    expect((await call(t.app, 'POST', '/api/lever/dealall', u, { ...BTC })).message.order.total).toBe(1);
    await tick(t.app, 'BTC/USDT', '51000');
    const history = (await call(t.app, 'POST', '/api/lever/my_trade', u, { status: 3 })).message.message.data;
    expect(history[0]).toMatchObject({ id: opened.message.id, status: 3, close_reason: 'tp', close_price: '50999.99' });
    expect(history[0].fact_profits).toBe('0.99998');
    expect(await lever(t.app, u.id)).toEqual({ available: '10000.974979', frozen: '0' });

    const detail = await call(t.app, 'GET', `/api/lever/detail?id=${opened.message.id}`, u);
    expect(detail.message.receipts.map((r: { kind: string }) => r.kind).sort()).toEqual([
      'contracts.close',
      'contracts.open',
    ]);
    // The receipts cite price-log leaves: verify reloads them once the market's flush (1 s) has stored them.
    await t.app.use(marketModule).market.flush();
    for (const r of detail.message.receipts) {
      const check = await call(t.app, 'GET', `/api/receipt/verify?id=${r.id}`);
      expect(check.message.match, JSON.stringify(check.message)).toBe(true);
    }
    await checkInvariants(t.app);
  });
});

describe('owner checks and races', () => {
  it('refuses another user and closes a position once under 40 parallel closes', async () => {
    const a = await makeTrader(t.app);
    const b = await makeTrader(t.app);
    await tick(t.app, 'ETH/USDT', '3000');
    const opened = await call(t.app, 'POST', '/api/lever/submit', a, {
      ...ETH,
      share: 2,
      multiple: 5,
      type: 2,
      status: 1,
    });
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const id = opened.message.id;
    expect((await call(t.app, 'POST', '/api/lever/close', b, { id })).type).toBe('error');
    expect((await call(t.app, 'POST', '/api/lever/setstop', b, { id, stop_loss_price: '3100' })).type).toBe('error');
    expect((await call(t.app, 'GET', `/api/lever/detail?id=${id}`, b)).type).toBe('error');
    const results = await Promise.all(
      Array.from({ length: 40 }, () => call(t.app, 'POST', '/api/lever/close', a, { id })),
    );
    expect(results.filter((r) => r.type === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r.type === 'error' && r.message === 'This position is no longer open')).toHaveLength(
      39,
    );
    expect((await lever(t.app, a.id)).frozen).toBe('0');
    await checkInvariants(t.app);
  });
});

describe('liquidation', () => {
  it('closes an isolated position at the crossing tick and the insurance fund pays what the margin cannot', async () => {
    const u = await makeTrader(t.app, '100');
    await tick(t.app, 'BTC/USDT', '50000');
    const opened = await call(
      t.app,
      'POST',
      '/api/lever/submit',
      u,
      long({ multiple: 100, margin_mode: 'isolated', share: 2 }),
    );
    expect(opened.type, JSON.stringify(opened)).toBe('ok');
    const liq = opened.message.liquidation_price;
    expect(Number(liq)).toBeGreaterThan(49500);
    const insuranceBefore = await systemBalance(t.app, 'insurance_contracts');
    await tick(t.app, 'BTC/USDT', '49000');
    const [row] = (await call(t.app, 'POST', '/api/lever/my_trade', u, { status: 3 })).message.message.data;
    expect(row).toMatchObject({ id: opened.message.id, close_reason: 'liquidation', close_price: '48999.99' });
    const { available, frozen } = await lever(t.app, u.id);
    expect(frozen).toBe('0');
    // margin 1.000001 (fee 0.050001) against a loss of 2.00004: what was left after the entry stays untouched.
    expect(available).toBe('98.949998');
    const insuranceAfter = await systemBalance(t.app, 'insurance_contracts');
    expect(Number(insuranceAfter)).toBeLessThan(Number(insuranceBefore));
    await checkInvariants(t.app);
  });
});
