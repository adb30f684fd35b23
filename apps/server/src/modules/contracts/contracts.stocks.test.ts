import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { marketModule } from '../market';
import { call, checkInvariants, lever, makeContractsApp, makeTrader, settle, tick } from './contracts.test-kit';

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

describe('a fresh start outside the session (issue 29 item 11)', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    // No stock has ticked since the start (Saturday): only the generated history holds AAPL's recorded price.
    fresh = await makeContractsApp({
      MARKET_CLOCK_START: '2026-11-28T15:00:00Z',
      MARKET_SIM_SYMBOLS: 'AAPL/USD',
      MARKET_HISTORY_COUNT: '3',
    });
  }, 120_000);
  afterAll(async () => {
    await fresh?.close();
  });

  it('accepts a limit entry against the last recorded close and fills it on the first session tick that reaches it', async () => {
    const p = (await call(fresh.app, 'GET', '/api/lever/pairs?area=stock')).message.find(
      (x: { symbol: string }) => x.symbol === 'AAPL/USD',
    ) as { currency_id: number; legal_id: number; market_open: boolean; last_price: string };
    expect(p.market_open).toBe(false);
    const { market } = fresh.app.use(marketModule);
    // The price the entry is checked against is the newest recorded 1-minute close, not an invented one.
    const candles = await market.history({ symbol: 'AAPL/USD', period: '1min' });
    if (!candles.ok) throw new Error(candles.key);
    expect(p.last_price).toBe(candles.data.at(-1)?.close);
    const u = await makeTrader(fresh.app, '0', '100000');
    const limit = (Number(p.last_price) * 0.9).toFixed(2);
    const body = { currency_id: p.currency_id, legal_id: p.legal_id, share: 1, multiple: 1, type: 1 };
    const en = await call(fresh.app, 'POST', '/api/lever/submit', u, { ...body, status: 0, target_price: limit });
    expect(en.type, JSON.stringify(en)).toBe('ok');
    expect(en.message.status).toBe(0);
    expect(Number(en.message.price)).toBe(Number(limit));
    // Still no market entry: nothing fills outside the session.
    const market1 = await call(fresh.app, 'POST', '/api/lever/submit', u, { ...body, status: 1 });
    expect(market1.type).toBe('error');
    // A long limit above the recorded close is refused with that close named (the same rule as in session).
    const above = (Number(p.last_price) * 1.1).toFixed(2);
    const wrong = await call(fresh.app, 'POST', '/api/lever/submit', u, { ...body, status: 0, target_price: above });
    expect(wrong.type).toBe('error');
    expect(wrong.message).toContain(p.last_price);

    // Monday's session: a first tick above the limit leaves it waiting, one at the limit less the spread fills it.
    const open = Date.parse('2026-11-30T14:30:00Z');
    market.ingest([{ symbol: 'AAPL/USD', price: p.last_price, volume: '1', ts: open }]);
    await settle(fresh.app);
    const waiting = (await call(fresh.app, 'POST', '/api/lever/dealall', u, { area: 'stock' })).message;
    expect(waiting.order.total).toBe(0);
    const reached = (Number(limit) - 0.01).toFixed(2);
    market.ingest([{ symbol: 'AAPL/USD', price: reached, volume: '1', ts: open + 1000 }]);
    await settle(fresh.app);
    const filled = (await call(fresh.app, 'POST', '/api/lever/dealall', u, { area: 'stock' })).message;
    expect(filled.order.total).toBe(1);
    // Filled at that session tick plus the one-cent spread, within the limit.
    expect(Number(filled.order.data[0].price)).toBe(Number(limit));
    await checkInvariants(fresh.app);
  });
});
