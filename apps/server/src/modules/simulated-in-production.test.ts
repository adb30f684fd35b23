/**
 * Simulated prices decide nothing in production (issue 30 item 3). A deployment started with NODE_ENV=production
 * whose instruments have no real price source (the default: every one simulated) refuses every entry that opens
 * exposure, with a translated reason: a contract's market and limit entries, a stock entry, a seconds option and a
 * spot order. What was opened before (here, by a demo run on the same database) can still be closed or cancelled.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../test/make-app';
import { restartableDatabase } from '../test/restartable-db';
import { call, checkInvariants, ETH, makeTrader, tick, type Who } from './contracts/contracts.test-kit';
import { marketModule } from './market';
import { makeBettor, matchId } from './options/options.test-kit';
import { spotModule } from './spot';
import { MAKER_OWNER_ID } from './spot/spot.exec';
import { checkInvariants as checkSpot, makeUser as makeSpotUser, call as spotCall } from './spot/spot.test-kit';

const ENV = { MARKET_SIM_SYMBOLS: 'none', MARKET_HISTORY_COUNT: '0' };
const REFUSED = (symbol: string) => ({
  type: 'error',
  message: `${symbol} has no real price source here: it cannot be traded`,
});
const lever = (over: object = {}) => ({ ...ETH, share: 1, multiple: 10, type: 1, status: 1, ...over });

let prod: TestApp;
let drop: () => Promise<void>;
const before = { position: 0, limit: 0, spotOrder: '' };
let trader: Who;
let spotUser: Who;

beforeAll(async () => {
  const db = await restartableDatabase();
  drop = db.drop;
  const demo = await makeTestApp({ env: ENV, database: db.database });
  try {
    trader = await makeTrader(demo.app, '1000', '1000');
    await tick(demo.app, 'ETH/USDT', '3000');
    const open = await call(demo.app, 'POST', '/api/lever/submit', trader, lever());
    const limit = await call(demo.app, 'POST', '/api/lever/submit', trader, lever({ status: 0, target_price: '2800' }));
    spotUser = await makeSpotUser(demo.app, { USDT: '1000' });
    const order = await call(demo.app, 'POST', '/api/coin/trade', spotUser, {
      ...ETH,
      type: 1,
      amount: '0.1',
      target_price: '100',
    });
    expect([open.type, limit.type, order.type], JSON.stringify([open, limit, order])).toEqual(['ok', 'ok', 'ok']);
    Object.assign(before, { position: open.message.id, limit: limit.message.id, spotOrder: order.message.id });
  } finally {
    await demo.close();
  }
  prod = await makeTestApp({
    env: { ...ENV, SPOT_MAKER: 'on' },
    database: db.database,
    nodeEnv: 'production',
    priceLogKey: 'ab'.repeat(32),
  });
}, 180_000);
afterAll(async () => {
  await prod?.close();
  await drop?.();
});

describe('a production start on simulated prices', () => {
  it('marks the quotes as simulated', async () => {
    await tick(prod.app, 'ETH/USDT', '3001');
    const { market } = prod.app.use(marketModule);
    expect(market.quote('ETH/USDT').simulated).toBe(true);
    expect((await call(prod.app, 'GET', '/api/market/detail?symbol=ETH/USDT')).message.simulated).toBe(true);
  });

  it('refuses contract market and limit entries and a stock entry, with a translated reason', async () => {
    expect(await call(prod.app, 'POST', '/api/lever/submit', trader, lever())).toEqual(REFUSED('ETH/USDT'));
    const limit = lever({ status: 0, target_price: '2900' });
    expect(await call(prod.app, 'POST', '/api/lever/submit', trader, limit)).toEqual(REFUSED('ETH/USDT'));
    const zh = await call(prod.app, 'POST', '/api/lever/submit?lang=zh', trader, lever());
    expect(zh.type).toBe('error');
    expect(zh.message).toContain('ETH/USDT');
    expect(zh.message).not.toBe(REFUSED('ETH/USDT').message);
    const pairs = (await call(prod.app, 'GET', '/api/lever/pairs?area=stock')).message;
    const aapl = pairs.find((p: { symbol: string }) => p.symbol === 'AAPL/USD');
    const stock = { currency_id: aapl.currency_id, legal_id: aapl.legal_id, share: 1, multiple: 1, type: 1, status: 1 };
    expect(await call(prod.app, 'POST', '/api/lever/submit', trader, stock)).toEqual(REFUSED('AAPL/USD'));
  });

  it('refuses a seconds option and a spot order', async () => {
    const bettor = await makeBettor(prod.app);
    const option = { match_id: matchId(prod.app, 'ETH/USDT'), currency_id: 3, type: 1, seconds: 30, number: '100' };
    expect(await call(prod.app, 'POST', '/api/microtrade/submit', bettor, option)).toEqual(REFUSED('ETH/USDT'));
    const order = { ...ETH, type: 1, amount: '0.1', target_price: '100' };
    expect(await call(prod.app, 'POST', '/api/coin/trade', spotUser, order)).toEqual(REFUSED('ETH/USDT'));
  });

  it('has the spot market maker quote nothing around a simulated price', async () => {
    await tick(prod.app, 'ETH/USDT', '3002');
    await prod.app.use(spotModule).maker.runOnce();
    const open = await prod.app.use(spotModule).reads.adminOrders({ user_id: MAKER_OWNER_ID, status: 'open', page: 1 });
    expect(open.total).toBe(0);
  });

  it('still closes the open position and cancels the waiting entry and the resting spot order', async () => {
    const closed = await call(prod.app, 'POST', '/api/lever/close', trader, { id: before.position });
    expect(closed.type, JSON.stringify(closed)).toBe('ok');
    const cancelled = await call(prod.app, 'POST', '/api/lever/cancel', trader, { id: before.limit });
    expect(cancelled.type, JSON.stringify(cancelled)).toBe('ok');
    const spot = await spotCall(prod.app, 'PUT', '/api/coin/trade', spotUser, { id: before.spotOrder });
    expect(spot.type, JSON.stringify(spot)).toBe('ok');
    await checkInvariants(prod.app);
    await checkSpot(prod.app);
  });
});
