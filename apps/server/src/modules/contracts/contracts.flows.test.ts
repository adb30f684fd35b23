import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/make-app';
import { BTC, call, checkInvariants, ETH, lever, makeContractsApp, makeTrader, tick } from './contracts.test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await makeContractsApp();
}, 60_000);
afterAll(async () => t.close());

// ETH/USDT: grid 0.01, spread 0.01, lot 0.01 ETH, multiples 5…100, fee 0.05 %.
const entry = (over: object = {}) => ({ ...ETH, share: 1, multiple: 10, type: 1, status: 1, ...over });

describe('limit entries', () => {
  it('a long limit waits below the last price, reserves at its limit and fills at the crossing tick, never worse', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const above = await call(t.app, 'POST', '/api/lever/submit', u, entry({ status: 0, target_price: '3000' }));
    expect(above.message).toBe('target_price: A long limit entry must be below the last price 3000.00');
    const placed = await call(t.app, 'POST', '/api/lever/submit', u, entry({ status: 0, target_price: '2900' }));
    expect(placed.message).toMatchObject({ status: 0, price: '2900', caution_money: '2.9145' });
    // margin 2.9 + fee 0.0145 reserved at the limit
    expect(await lever(t.app, u.id)).toEqual({ available: '997.0855', frozen: '2.9145' });
    await tick(t.app, 'ETH/USDT', '2900');
    // 2900 + spread 0.01 is above the limit: still waiting
    expect((await call(t.app, 'POST', '/api/lever/dealall', u, { status: 0 })).message.order.total).toBe(1);
    await tick(t.app, 'ETH/USDT', '2850');
    const open = (await call(t.app, 'POST', '/api/lever/dealall', u, { status: 1 })).message.order.data;
    expect(open[0]).toMatchObject({ id: placed.message.id, status: 1, origin_price: '2850', price: '2850.01' });
    // fills at 2850.01: margin 2.85001, fee 0.014251 (rounded up); the rest of the reservation is back
    expect(open[0].caution_money).toBe('2.85001');
    expect(await lever(t.app, u.id)).toEqual({ available: '997.135739', frozen: '2.85001' });
    await checkInvariants(t.app);
  });

  it('a cancelled entry gives the whole reservation back; an open one cannot be cancelled', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const placed = await call(
      t.app,
      'POST',
      '/api/lever/submit',
      u,
      entry({ type: 2, status: 0, target_price: '3100' }),
    );
    expect(placed.type, JSON.stringify(placed)).toBe('ok');
    const other = await makeTrader(t.app, '10');
    expect((await call(t.app, 'POST', '/api/lever/cancel', other, { id: placed.message.id })).type).toBe('error');
    const cancelled = await call(t.app, 'POST', '/api/lever/cancel', u, { id: placed.message.id });
    expect(cancelled.message).toMatchObject({ status: 4 });
    expect(await lever(t.app, u.id)).toEqual({ available: '1000', frozen: '0' });
    expect((await call(t.app, 'POST', '/api/lever/cancel', u, { id: placed.message.id })).message).toBe(
      'This entry is no longer waiting',
    );
    await tick(t.app, 'ETH/USDT', '3200');
    expect((await call(t.app, 'POST', '/api/lever/dealall', u, { status: 1 })).message.order.total).toBe(0);
  });
});

describe('stops', () => {
  it('applies the setstop rules on both sides and fires the stop-loss at its tick', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const short = await call(t.app, 'POST', '/api/lever/submit', u, entry({ type: 2 }));
    const id = short.message.id;
    const set = (body: object) => call(t.app, 'POST', '/api/lever/setstop', u, { id, ...body });
    expect((await set({})).message).toBe('Enter a take-profit or a stop-loss price');
    expect((await set({ target_profit_price: '3010' })).message).toBe(
      'target_profit_price: A short take-profit must be below the entry price and the current price',
    );
    expect((await set({ stop_loss_price: '2990' })).message).toBe(
      'stop_loss_price: A short stop-loss must be above the entry price and the current price',
    );
    expect((await set({ stop_loss_price: '3000.001' })).message).toBe(
      'stop_loss_price: The price may have at most 2 decimals',
    );
    expect((await set({ target_profit_price: '2900', stop_loss_price: '3050' })).message).toMatchObject({
      target_profit_price: '2900',
      stop_loss_price: '3050',
    });
    await tick(t.app, 'ETH/USDT', '3049.99');
    expect((await call(t.app, 'POST', '/api/lever/dealall', u, {})).message.order.total).toBe(1);
    await tick(t.app, 'ETH/USDT', '3050');
    const [closed] = (await call(t.app, 'POST', '/api/lever/my_trade', u, { status: 3 })).message.message.data;
    // a short closes at the tick plus the spread: (2999.99 − 3050.01) × 0.01
    expect(closed).toMatchObject({ id, close_reason: 'sl', close_price: '3050.01', fact_profits: '-0.5002' });
    await checkInvariants(t.app);
  });

  it('refuses a long take-profit below the entry at submit', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const res = await call(t.app, 'POST', '/api/lever/submit', u, entry({ target_profit_price: '2990' }));
    expect(res.message).toBe(
      'target_profit_price: A long take-profit must be above the entry price and the current price',
    );
    expect(await lever(t.app, u.id)).toEqual({ available: '1000', frozen: '0' });
  });
});

describe('batch close and holds', () => {
  it('closes longs only, then everything; moving funds out waits until nothing is open', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    await tick(t.app, 'BTC/USDT', '60000');
    for (const body of [entry(), entry({ type: 2 }), { ...BTC, share: 1, multiple: 20, type: 1, status: 1 }]) {
      expect((await call(t.app, 'POST', '/api/lever/submit', u, body)).type).toBe('ok');
    }
    const out = await call(t.app, 'POST', '/api/wallet/change', u, {
      currency_id: 3,
      number: '1',
      from_field: 'lever',
      to_field: 'change',
    });
    expect(out.message).toBe(
      'Close your positions and cancel your pending entries in this account before moving funds out of it',
    );
    const longs = await call(t.app, 'POST', '/api/lever/batch_close', u, { type: 1 });
    expect(longs.message.closed).toBe(2);
    const left = (await call(t.app, 'POST', '/api/lever/dealall', u, {})).message.order.data;
    expect(left.map((o: { type: number }) => o.type)).toEqual([2]);
    expect((await call(t.app, 'POST', '/api/lever/batch_close', u, { type: 1 })).message).toBe(
      'No open position matches',
    );
    expect((await call(t.app, 'POST', '/api/lever/batch_close', u, { type: 0 })).message.closed).toBe(1);
    const again = await call(t.app, 'POST', '/api/wallet/change', u, {
      currency_id: 3,
      number: '1',
      from_field: 'lever',
      to_field: 'change',
    });
    expect(again.type, JSON.stringify(again)).toBe('ok');
    await checkInvariants(t.app);
  });
});

describe('bad input', () => {
  it('answers translated errors naming the field and writes nothing', async () => {
    const u = await makeTrader(t.app, '1000');
    await tick(t.app, 'ETH/USDT', '3000');
    const post = (body: object, lang = 'en') => call(t.app, 'POST', `/api/lever/submit?lang=${lang}`, u, body);
    expect((await post(entry({ multiple: 7 }))).message).toBe('multiple: Choose one of the offered leverage multiples');
    expect((await post(entry({ share: 0 }))).type).toBe('error');
    expect((await post(entry({ share: '1'.repeat(40) }))).type).toBe('error');
    expect((await post(entry({ status: 0, target_price: '\u0000' }))).message).toMatch(/^target_price: /);
    expect((await post(entry({ status: 0, target_price: '9'.repeat(40) }))).type).toBe('error');
    expect((await post(entry({ share: 1000 }))).message).toBe('Insufficient balance');
    expect((await post(entry({ share: 1000 }), 'zh')).message).toBe('余额不足');
    expect((await post({ ...entry(), currency_id: 999 })).message).toBe('This pair is not open for contract trading');
    expect((await call(t.app, 'POST', '/api/lever/submit', undefined, entry())).type).toBe('999');
    expect(await lever(t.app, u.id)).toEqual({ available: '1000', frozen: '0' });
  });
});
