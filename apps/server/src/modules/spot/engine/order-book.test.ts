import { describe, expect, it } from 'vitest';
import type { LimitCommand, MarketCommand, Side } from './engine.types';
import { SpotOrderBook } from './order-book';
import { copyResult } from './order-book.helpers';

let seq = 0;
const lim = (owner: string, side: Side, price: number, qty: number, orderId = `o${++seq}`): LimitCommand => ({
  orderId,
  owner,
  side,
  price,
  qty,
});
const mkt = (owner: string, side: Side, extra: Partial<MarketCommand>, orderId = `m${++seq}`): MarketCommand => ({
  orderId,
  owner,
  side,
  ...extra,
});

/** A book with asks 101×5 (a1), 101×3 (a2), 102×4 (a3) and bids 99×2 (b1), 98×6 (b2), owned by "mm". */
function sample() {
  const ob = new SpotOrderBook();
  ob.placeLimit(lim('mm', 'sell', 101, 5, 'a1'));
  ob.placeLimit(lim('mm', 'sell', 101, 3, 'a2'));
  ob.placeLimit(lim('mm', 'sell', 102, 4, 'a3'));
  ob.placeLimit(lim('mm', 'buy', 99, 2, 'b1'));
  ob.placeLimit(lim('mm', 'buy', 98, 6, 'b2'));
  return ob;
}

const fillsOf = (r: ReturnType<SpotOrderBook['placeLimit']>) => r.fills.map((f) => [f.makerOrderId, f.price, f.qty]);

describe('SpotOrderBook: priority', () => {
  it('fills the best price first (price priority), at the maker price', () => {
    const ob = sample();
    const r = ob.placeLimit(lim('u', 'buy', 105, 10, 't'));
    expect(fillsOf(r)).toEqual([
      ['a1', 101, 5],
      ['a2', 101, 3],
      ['a3', 102, 2],
    ]);
    expect(r.taker).toMatchObject({ status: 'filled', filledQty: 10, remainingQty: 0, filledQuote: 8 * 101 + 204 });
    expect(ob.get('a3')?.qty).toBe(2);
  });

  it('fills the oldest order first within a level (time priority)', () => {
    const ob = sample();
    const r = ob.placeLimit(lim('u', 'buy', 101, 6, 't'));
    expect(fillsOf(r)).toEqual([
      ['a1', 101, 5],
      ['a2', 101, 1],
    ]);
  });

  it('partially fills a maker, which keeps its place', () => {
    const ob = sample();
    const r = ob.placeLimit(lim('u', 'sell', 99, 1, 't'));
    expect(fillsOf(r)).toEqual([['b1', 99, 1]]);
    expect(r.fills[0]!.makerRemaining).toBe(1);
    expect([...ob.orders()].map((o) => o.orderId)).toEqual(['b1', 'b2', 'a1', 'a2', 'a3']);
  });

  it('rests the remainder of a partially filled limit taker at its own price', () => {
    const ob = sample();
    const r = ob.placeLimit(lim('u', 'buy', 101, 10, 't'));
    expect(r.taker).toMatchObject({ status: 'resting', filledQty: 8, remainingQty: 2 });
    expect(ob.bestBid()).toBe(101);
    expect(ob.bestAsk()).toBe(102);
    expect(ob.get('t')).toEqual({ orderId: 't', owner: 'u', side: 'buy', price: 101, qty: 2 });
  });

  it('a non-crossing limit order just rests', () => {
    const ob = sample();
    const r = ob.placeLimit(lim('u', 'sell', 100, 3, 't'));
    expect(r.fills).toHaveLength(0);
    expect(r.taker.status).toBe('resting');
    expect(ob.bestAsk()).toBe(100);
  });
});

describe('SpotOrderBook: market orders', () => {
  it('never rest: the unfilled rest is cancelled', () => {
    const ob = sample();
    const r = copyResult(ob.placeMarket(mkt('u', 'sell', { qty: 10, protectionBps: 10_000 }, 'm')));
    expect(fillsOf(r)).toEqual([
      ['b1', 99, 2],
      ['b2', 98, 6],
    ]);
    expect(r.taker).toMatchObject({ status: 'cancelled', filledQty: 8, remainingQty: 2 });
    expect(r.cancelled).toEqual([
      { orderId: 'm', owner: 'u', side: 'sell', price: 0, qty: 2, reason: 'market_remainder' },
    ]);
    expect(ob.has('m')).toBe(false);
    expect(ob.bestBid()).toBeUndefined();
  });

  it('stop at the protection band around the reference price', () => {
    const ob = sample();
    // ref 100, 150 bps → a buy may pay at most floor(101.5) = 101: a3 at 102 is out of the band.
    const r = ob.placeMarket(mkt('u', 'buy', { qty: 10, referencePrice: 100, protectionBps: 150 }));
    expect(fillsOf(r)).toEqual([
      ['a1', 101, 5],
      ['a2', 101, 3],
    ]);
    expect(r.taker).toMatchObject({ status: 'cancelled', remainingQty: 2 });
    expect(ob.bestAsk()).toBe(102);
    // A sell with ref 100 and 150 bps never fills below ceil(98.5) = 99.
    const s = ob.placeMarket(mkt('u', 'sell', { qty: 5, referencePrice: 100, protectionBps: 150 }));
    expect(fillsOf(s)).toEqual([['b1', 99, 2]]);
  });

  it('default the reference to the touch and the band to the book option', () => {
    const ob = new SpotOrderBook({ defaultProtectionBps: 100 });
    ob.placeLimit(lim('mm', 'sell', 1000, 1, 'x1'));
    ob.placeLimit(lim('mm', 'sell', 1010, 1, 'x2'));
    ob.placeLimit(lim('mm', 'sell', 1011, 1, 'x3'));
    const r = ob.placeMarket(mkt('u', 'buy', { qty: 3 }));
    expect(fillsOf(r)).toEqual([
      ['x1', 1000, 1],
      ['x2', 1010, 1],
    ]);
  });

  it('buy by quote budget: spends at most the budget, whole lots only', () => {
    const ob = sample();
    // 5×101 + 3×101 = 808, then 102 per lot: 1000 − 808 = 192 buys one more lot → 910 spent, 90 left.
    const r = ob.placeMarket(mkt('u', 'buy', { quoteAmount: 1000, protectionBps: 10_000 }));
    expect(r.taker).toMatchObject({ status: 'filled', filledQty: 9, filledQuote: 910, quoteRemaining: 90 });
    expect(r.cancelled).toHaveLength(0);
  });

  it('buy by quote budget larger than the book: the rest is cancelled and reported', () => {
    const ob = sample();
    const r = ob.placeMarket(mkt('u', 'buy', { quoteAmount: 10_000, protectionBps: 10_000 }));
    expect(r.taker).toMatchObject({ status: 'cancelled', filledQty: 12, filledQuote: 1216, quoteRemaining: 8784 });
    expect(r.cancelled.map((c) => c.reason)).toEqual(['market_remainder']);
  });

  it('on an empty book: accepted, nothing filled, cancelled', () => {
    const r = new SpotOrderBook().placeMarket(mkt('u', 'buy', { qty: 1 }));
    expect(r.accepted).toBe(true);
    expect(r.taker.status).toBe('cancelled');
  });
});

describe('SpotOrderBook: self-trade prevention (cancel resting)', () => {
  it('cancels the same owner resting orders and keeps matching others', () => {
    const ob = new SpotOrderBook();
    ob.placeLimit(lim('alice', 'sell', 100, 2, 's1'));
    ob.placeLimit(lim('bob', 'sell', 100, 2, 's2'));
    ob.placeLimit(lim('alice', 'sell', 101, 2, 's3'));
    const r = copyResult(ob.placeLimit(lim('alice', 'buy', 101, 3, 't')));
    expect(fillsOf(r)).toEqual([['s2', 100, 2]]);
    expect(r.cancelled).toEqual([
      { orderId: 's1', owner: 'alice', side: 'sell', price: 100, qty: 2, reason: 'self_trade' },
      { orderId: 's3', owner: 'alice', side: 'sell', price: 101, qty: 2, reason: 'self_trade' },
    ]);
    expect(r.taker).toMatchObject({ status: 'resting', remainingQty: 1 });
    expect([...ob.orders()].map((o) => o.orderId)).toEqual(['t']);
  });

  it('does not touch own orders the taker would not have reached', () => {
    const ob = new SpotOrderBook();
    ob.placeLimit(lim('bob', 'sell', 100, 2, 's1'));
    ob.placeLimit(lim('alice', 'sell', 105, 2, 's2'));
    const r = ob.placeLimit(lim('alice', 'buy', 101, 5, 't'));
    expect(r.cancelled).toHaveLength(0);
    expect(ob.has('s2')).toBe(true);
  });
});

describe('SpotOrderBook: cancel', () => {
  it('removes the order from the middle of a level and drops emptied levels', () => {
    const ob = sample();
    const r = copyResult(ob.cancel('a1'));
    expect(r.taker).toMatchObject({ orderId: 'a1', status: 'cancelled', remainingQty: 5 });
    expect(r.cancelled[0]).toMatchObject({ orderId: 'a1', reason: 'user', qty: 5 });
    expect(ob.depth(5).asks).toEqual([
      { price: 101, qty: 3, orders: 1 },
      { price: 102, qty: 4, orders: 1 },
    ]);
    ob.cancel('a2');
    expect(ob.bestAsk()).toBe(102);
    ob.cancel('b2'); // a non-best level
    expect(ob.depth(5).bids).toEqual([{ price: 99, qty: 2, orders: 1 }]);
    expect(ob.size).toBe(2);
  });

  it('rejects an unknown id, and a second cancel of the same order', () => {
    const ob = sample();
    expect(ob.cancel('nope')).toMatchObject({ accepted: false, reason: 'unknown_order' });
    ob.cancel('a1');
    expect(ob.cancel('a1')).toMatchObject({ accepted: false, reason: 'unknown_order' });
  });
});

describe('SpotOrderBook: validation', () => {
  it.each([
    [{ price: 0 }, 'invalid_price'],
    [{ price: -5 }, 'invalid_price'],
    [{ price: 1.5 }, 'invalid_price'],
    [{ price: Number.NaN }, 'invalid_price'],
    [{ qty: 0 }, 'invalid_quantity'],
    [{ qty: 2.5 }, 'invalid_quantity'],
    [{ qty: Number.MAX_SAFE_INTEGER }, 'invalid_quantity'],
    [{ side: 'hold' as Side }, 'invalid_side'],
    [{ orderId: '' }, 'invalid_order_id'],
    [{ owner: '' }, 'invalid_owner'],
    [{ orderId: 'a1' }, 'duplicate_order_id'],
  ])('limit %o → %s', (patch, reason) => {
    const ob = sample();
    const before = [...ob.orders()];
    const r = ob.placeLimit({ ...lim('u', 'buy', 100, 1), ...patch });
    expect(r).toMatchObject({ accepted: false, reason });
    expect(r.fills).toHaveLength(0);
    expect([...ob.orders()]).toEqual(before);
  });

  it.each([
    [{}, 'invalid_quantity'],
    [{ qty: 1, quoteAmount: 100 }, 'invalid_quote_amount'],
    [{ quoteAmount: 0 }, 'invalid_quote_amount'],
    [{ qty: -1 }, 'invalid_quantity'],
    [{ qty: 1, referencePrice: 0 }, 'invalid_reference_price'],
    [{ qty: 1, protectionBps: 10_001 }, 'invalid_protection'],
    [{ qty: 1, protectionBps: 1.5 }, 'invalid_protection'],
  ])('market %o → %s', (extra, reason) => {
    const r = sample().placeMarket(mkt('u', 'buy', extra));
    expect(r).toMatchObject({ accepted: false, reason });
  });
});

describe('SpotOrderBook: snapshots', () => {
  it('aggregates depth per level, best first, top n', () => {
    const ob = sample();
    ob.placeLimit(lim('x', 'buy', 99, 3));
    expect(ob.depth(1)).toEqual({
      bids: [{ price: 99, qty: 5, orders: 2 }],
      asks: [{ price: 101, qty: 8, orders: 2 }],
    });
    expect(ob.depth(10).bids).toHaveLength(2);
  });

  it('restore(orders()) gives the same book, with time priority kept', () => {
    const ob = sample();
    ob.placeLimit(lim('u', 'buy', 101, 6, 't')); // partial fill of a2
    const copy = new SpotOrderBook();
    copy.restore(ob.orders());
    expect([...copy.orders()]).toEqual([...ob.orders()]);
    expect(copy.depth(10)).toEqual(ob.depth(10));
    // Both books answer the next command the same way.
    expect(copyResult(copy.placeLimit(lim('v', 'buy', 102, 4, 'n')))).toEqual(
      copyResult(ob.placeLimit(lim('v', 'buy', 102, 4, 'n'))),
    );
  });

  it('restore refuses duplicates and a crossed book', () => {
    const ob = new SpotOrderBook();
    const o = { orderId: 'x', owner: 'u', side: 'buy' as const, price: 10, qty: 1 };
    expect(() => ob.restore([o, o])).toThrow(/duplicate/);
    expect(() => ob.restore([o, { ...o, orderId: 'y', side: 'sell' }])).toThrow(/crossed/);
    expect(ob.size).toBe(0);
  });
});
