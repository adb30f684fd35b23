import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { call, checkInvariants, lever, makeContractsApp, makeTrader, tick } from './contracts.test-kit';

// The market clock starts inside the NYSE session (Tuesday 24 Nov 2026, 10:00 New York) or on a Saturday.
let open: TestApp;
let closed: TestApp;
beforeAll(async () => {
  open = await makeContractsApp({ MARKET_CLOCK_START: '2026-11-24T15:00:00Z' });
  closed = await makeContractsApp({ MARKET_CLOCK_START: '2026-11-28T15:00:00Z' });
}, 120_000);
afterAll(async () => {
  await open?.close();
  await closed?.close();
});

async function aapl(app: TestApp['app']) {
  const pairs = (await call(app, 'GET', '/api/lever/pairs?area=stock')).message;
  return pairs.find((p: { symbol: string }) => p.symbol === 'AAPL/USD') as {
    currency_id: number;
    legal_id: number;
    market_open: boolean;
    lot_size: string;
    multiples: number[];
  };
}

describe('the stock area', () => {
  it('opens a stock position in market hours, settled in USDT in the stock account', async () => {
    const p = await aapl(open.app);
    expect(p).toMatchObject({ market_open: true, lot_size: '1', multiples: [1, 2, 5, 10] });
    const u = await makeTrader(open.app, '0', '1000');
    await tick(open.app, 'AAPL/USD', '200');
    const res = await call(open.app, 'POST', '/api/lever/submit', u, {
      currency_id: p.currency_id,
      legal_id: p.legal_id,
      share: 2,
      multiple: 2,
      type: 1,
      status: 1,
    });
    expect(res.type, JSON.stringify(res)).toBe('ok');
    // fill 200.01 (spread one cent) × 2 shares = 400.02: margin 200.01, fee 0.1 % = 0.40002
    expect(res.message).toMatchObject({
      area: 'stock',
      price: '200.01',
      caution_money: '200.01',
      trade_fee: '0.40002',
    });
    expect(await lever(open.app, u.id, 5)).toEqual({ available: '799.58998', frozen: '200.01' });
    expect(await lever(open.app, u.id, 3)).toEqual({ available: '0', frozen: '0' });
    const risk = (await call(open.app, 'POST', '/api/lever/dealall', u, { area: 'stock' })).message;
    expect(risk.order.total).toBe(1);
    await checkInvariants(open.app);
  });

  it('refuses market entries outside the session with a reason; limit entries wait', async () => {
    const p = await aapl(closed.app);
    expect(p.market_open).toBe(false);
    const u = await makeTrader(closed.app, '0', '1000');
    await tick(closed.app, 'AAPL/USD', '200');
    const body = { currency_id: p.currency_id, legal_id: p.legal_id, share: 1, multiple: 1, type: 1 };
    const market = await call(closed.app, 'POST', '/api/lever/submit', u, { ...body, status: 1 });
    expect(market.message).toBe(
      'The AAPL/USD market is closed now: place a limit entry, which waits for the session to open',
    );
    const zh = await call(closed.app, 'POST', '/api/lever/submit?lang=zh', u, { ...body, status: 1 });
    expect(zh.type).toBe('error');
    expect(zh.message).not.toBe(market.message);
    const limit = await call(closed.app, 'POST', '/api/lever/submit', u, { ...body, status: 0, target_price: '190' });
    expect(limit.message).toMatchObject({ status: 0, price: '190' });
    expect((await lever(closed.app, u.id, 5)).frozen).toBe('190.19');
    await checkInvariants(closed.app);
  });
});
