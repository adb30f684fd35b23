import { lte, mul, sub } from '@app/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../../test/make-app';
import { spotModule } from './spot.module';
import { bal, call, checkInvariants, makeUser, refPrice } from './spot.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
}, 60_000);
afterAll(async () => t.close());

// ETH/USDT: tick 0.01, lot 0.0001, fees 0.1 %; BTC/USDT is the zero-fee pair.
const ETH = { currency_id: 2, legal_id: 3 };

describe('spot routes', () => {
  it('lists pairs with steps, fees and the zero-fee offer', async () => {
    const res = await call(t.app, 'GET', '/api/coin/pairs');
    expect(res.type).toBe('ok');
    const btc = res.message.find((p: { symbol: string }) => p.symbol === 'BTC/USDT');
    expect(btc).toMatchObject({ tick_size: '0.01', lot_size: '0.0001', zero_fee: true, maker_fee: '0', halted: false });
    const eth = res.message.find((p: { symbol: string }) => p.symbol === 'ETH/USDT');
    expect(eth).toMatchObject({ currency_id: 2, legal_id: 3, taker_fee: '0.001', min_notional: '5' });
  });

  it('refuses bad input with translated messages', async () => {
    const u = await makeUser(t.app, { USDT: '100' });
    const post = (body: object, lang = 'en') =>
      call(t.app, 'POST', `/api/coin/trade?lang=${lang}`, u, { ...ETH, ...body });
    expect((await post({ type: 1, amount: '0.01', target_price: '100.001' })).message).toBe(
      'Please enter a correct price',
    );
    expect((await post({ type: 1, amount: '0.00001', target_price: '100' })).message).toBe(
      'Please enter a correct amount',
    );
    expect((await post({ type: 1, amount: '-1', target_price: '100' })).message).toBe('Please enter a correct amount');
    expect((await post({ type: 1, amount: '0.01', target_price: '100' })).message).toBe(
      'The order value is below the minimum of 5 USDT',
    );
    expect((await post({ type: 1, amount: '2', target_price: '100' })).message).toBe('Insufficient balance');
    expect((await post({ type: 2, amount: '1', target_price: '100' })).message).toBe('Insufficient balance');
    expect((await post({ type: 1, amount: '2', target_price: '100' }, 'zh')).message).toBe('余额不足');
    expect((await call(t.app, 'POST', '/api/coin/trade', undefined, { ...ETH, type: 1 })).type).toBe('999');
    expect((await post({ type: 3, amount: '1', target_price: '100' })).type).toBe('error');
    expect(await bal(t.app, u.id, 'USDT')).toEqual({ available: '100', frozen: '0' });
  });

  it('a limit buy meets a limit sell at the maker price with exact balances and fees', async () => {
    const buyer = await makeUser(t.app, { USDT: '1000' });
    const seller = await makeUser(t.app, { ETH: '2' });
    const sell = await call(t.app, 'POST', '/api/coin/trade', seller, {
      ...ETH,
      type: 2,
      amount: '1.5',
      target_price: '200',
    });
    expect(sell.message).toMatchObject({ status: 'open', order_type: 'limit', price: '200', amount: '1.5', type: 2 });
    expect(await bal(t.app, seller.id, 'ETH')).toEqual({ available: '0.5', frozen: '1.5' });

    const buy = await call(t.app, 'POST', '/api/coin/trade', buyer, {
      ...ETH,
      type: 1,
      amount: '1',
      target_price: '210',
    });
    expect(buy.message).toMatchObject({
      status: 'filled',
      filled: '1',
      filled_total: '200',
      avg_price: '200',
      fee: '0.001',
      fee_currency: 'ETH',
    });
    // Buyer froze 210, paid 200, got the 10 back; receives 1 ETH − 0.1 % taker fee.
    expect(await bal(t.app, buyer.id, 'USDT')).toEqual({ available: '800', frozen: '0' });
    expect(await bal(t.app, buyer.id, 'ETH')).toEqual({ available: '0.999', frozen: '0' });
    // Seller (maker) receives 200 − 0.2 fee, 0.5 ETH still resting.
    expect(await bal(t.app, seller.id, 'USDT')).toEqual({ available: '199.8', frozen: '0' });
    expect(await bal(t.app, seller.id, 'ETH')).toEqual({ available: '0.5', frozen: '0.5' });

    const detail = await call(t.app, 'GET', `/api/coin/order?id=${sell.message.id}`, seller);
    expect(detail.message.order).toMatchObject({ status: 'partial', filled: '1', fee: '0.2', fee_currency: 'USDT' });
    expect(detail.message.trades).toMatchObject([{ price: '200', amount: '1', fee: '0.2', role: 'maker' }]);

    const depth = await call(t.app, 'GET', '/api/coin/depth?symbol=ETH/USDT');
    expect(depth.message.asks[0]).toEqual(['200', '0.5']);
    // Up to 200 levels a side (the trade screen groups prices over them), in the same envelope; more is refused.
    const deep = await call(t.app, 'GET', '/api/coin/depth?symbol=ETH/USDT&limit=200');
    expect(deep.type).toBe('ok');
    expect(deep.message).toMatchObject({ symbol: 'ETH/USDT', asks: expect.any(Array), bids: expect.any(Array) });
    expect(deep.message.asks[0]).toEqual(['200', '0.5']);
    expect((await call(t.app, 'GET', '/api/coin/depth?symbol=ETH/USDT&limit=201')).type).toBe('error');
    const trades = await call(t.app, 'GET', '/api/coin/trades?symbol=ETHUSDT');
    expect(trades.message[0]).toMatchObject({ price: '200', amount: '1', side: 'buy' });

    // A second user can neither read nor cancel it.
    const other = await makeUser(t.app);
    expect((await call(t.app, 'GET', `/api/coin/order?id=${sell.message.id}`, other)).message).toBe('Not found');
    expect((await call(t.app, 'PUT', '/api/coin/trade', other, { id: sell.message.id })).message).toBe('Not found');

    const cancel = await call(t.app, 'PUT', '/api/coin/trade', seller, { id: sell.message.id });
    expect(cancel.message).toMatchObject({ status: 'cancelled', filled: '1' });
    expect(await bal(t.app, seller.id, 'ETH')).toEqual({ available: '1', frozen: '0' });
    expect((await call(t.app, 'PUT', '/api/coin/trade', seller, { id: sell.message.id })).type).toBe('error');
    const history = await call(t.app, 'GET', '/api/coin/list?status=history', seller);
    expect(history.message.list.map((o: { id: string }) => o.id)).toContain(sell.message.id);
    await checkInvariants(t.app);
  });

  it('partial fills across several makers; the zero-fee pair charges nothing', async () => {
    const ref = refPrice(t.app, 'BTC/USDT');
    const s1 = await makeUser(t.app, { BTC: '1' });
    const s2 = await makeUser(t.app, { BTC: '1' });
    const buyer = await makeUser(t.app, { USDT: '1000000' });
    const B = { currency_id: 1, legal_id: 3 };
    await call(t.app, 'POST', '/api/coin/trade', s1, { ...B, type: 2, amount: '0.1', target_price: ref });
    await call(t.app, 'POST', '/api/coin/trade', s2, { ...B, type: 2, amount: '0.2', target_price: ref });
    const buy = await call(t.app, 'POST', '/api/coin/trade', buyer, {
      ...B,
      type: 1,
      amount: '0.5',
      target_price: ref,
    });
    expect(buy.message).toMatchObject({ status: 'partial', filled: '0.3', fee: '0' });
    expect(await bal(t.app, buyer.id, 'BTC')).toEqual({ available: '0.3', frozen: '0' });
    const list = await call(t.app, 'GET', '/api/coin/list?currency_id=1&legal_id=3', buyer);
    expect(list.message).toMatchObject({ total: 1, page: 1 });
    await call(t.app, 'PUT', '/api/coin/trade', buyer, { id: buy.message.id });
    // Exact decimals: float arithmetic here disagrees with the ledger for some reference prices.
    expect(await bal(t.app, buyer.id, 'USDT')).toEqual({ available: sub('1000000', mul('0.3', ref)), frozen: '0' });
    await checkInvariants(t.app);
  });

  it('market buy by amount and by total, market sell; no liquidity is refused', async () => {
    const ref = refPrice(t.app, 'ETH/USDT');
    const maker = await makeUser(t.app, { ETH: '10', USDT: '100000' });
    const taker = await makeUser(t.app, { USDT: '100000', ETH: '5' });
    const none = await call(t.app, 'POST', '/api/coin/trade', taker, { ...ETH, type: 1, amount: '1' });
    expect(none.message).toBe('The market order found no liquidity within the protection band');
    expect(await bal(t.app, taker.id, 'USDT')).toEqual({ available: '100000', frozen: '0' });

    await call(t.app, 'POST', '/api/coin/trade', maker, { ...ETH, type: 2, amount: '2', target_price: ref });
    const byAmount = await call(t.app, 'POST', '/api/coin/trade', taker, {
      ...ETH,
      type: 1,
      amount: '0.5',
      target_price: '',
    });
    expect(byAmount.message).toMatchObject({ order_type: 'market', price: '', status: 'filled', filled: '0.5' });
    expect(await bal(t.app, taker.id, 'USDT')).toEqual({ available: sub('100000', mul('0.5', ref)), frozen: '0' });

    const byTotal = await call(t.app, 'POST', '/api/coin/trade', taker, { ...ETH, type: 1, total: '100' });
    expect(byTotal.message).toMatchObject({ order_type: 'market', total: '100', status: 'filled' });
    expect(lte(byTotal.message.filled_total, '100')).toBe(true);
    expect((await bal(t.app, taker.id, 'USDT')).frozen).toBe('0');

    await call(t.app, 'POST', '/api/coin/trade', maker, { ...ETH, type: 1, amount: '1', target_price: ref });
    const sell = await call(t.app, 'POST', '/api/coin/trade', taker, { ...ETH, type: 2, amount: '3' });
    expect(sell.message).toMatchObject({ status: 'cancelled', filled: '1' });
    expect((await bal(t.app, taker.id, 'ETH')).frozen).toBe('0');
    await checkInvariants(t.app);
  });

  it('replays an Idempotency-Key and refuses orders on a halted pair', async () => {
    const u = await makeUser(t.app, { USDT: '1000' });
    const body = { ...ETH, type: 1, amount: '1', target_price: '50' };
    const a = await call(t.app, 'POST', '/api/coin/trade', u, body, { 'idempotency-key': 'k1' });
    const b = await call(t.app, 'POST', '/api/coin/trade', u, body, { 'idempotency-key': 'k1' });
    expect(b.message.id).toBe(a.message.id);
    expect(await bal(t.app, u.id, 'USDT')).toEqual({ available: '950', frozen: '50' });
    const balance = await call(t.app, 'GET', '/api/coin/balance?symbol=ETH/USDT', u);
    expect(balance.message.quote).toEqual({ currency: 'USDT', available: '950', frozen: '50' });

    await t.app.database.db.execute(`update spot_pairs set halted = true where id = 2` as never);
    await t.app.use(spotModule).spot.reloadPairs();
    expect((await call(t.app, 'POST', '/api/coin/trade', u, body)).message).toBe('Trading is halted for this pair');
    await t.app.database.db.execute(`update spot_pairs set halted = false where id = 2` as never);
    await t.app.use(spotModule).spot.reloadPairs();
    await call(t.app, 'PUT', '/api/coin/trade', u, { id: a.message.id });
    expect(await bal(t.app, u.id, 'USDT')).toEqual({ available: '1000', frozen: '0' });
  });
});
