import { describe, expect, it } from 'vitest';
import type { Depth, Order, PublicTrade } from '../api/types';
import { applyOrderToList, mergeDepth, mergeTrades, newerDepth } from './depth';

const book = (seq: number, bid = '100'): Depth => ({
  symbol: 'BTC/USDT',
  seq,
  bids: [[bid, '1']],
  asks: [['101', '1']],
});

describe('mergeDepth (seq gap detection)', () => {
  it('takes the next snapshot', () =>
    expect(mergeDepth(book(5), book(6, '99'))).toEqual({ depth: book(6, '99'), gap: false }));
  it('ignores a stale or repeated snapshot', () => {
    expect(mergeDepth(book(5), book(5, '1'))).toEqual({ depth: book(5), gap: false });
    expect(mergeDepth(book(5), book(3, '1'))).toEqual({ depth: book(5), gap: false });
  });
  it('takes a snapshot after a skip and asks for a refetch', () =>
    expect(mergeDepth(book(5), book(8, '98'))).toEqual({ depth: book(8, '98'), gap: true }));
  it('takes the first push before the fetch answers', () =>
    expect(mergeDepth(undefined, book(9))).toEqual({ depth: book(9), gap: false }));
  it('ignores another symbol', () =>
    expect(mergeDepth(book(5), { ...book(6), symbol: 'ETH/USDT' })).toEqual({ depth: book(5), gap: false }));
  it('a refetch never rolls back a newer pushed book', () => {
    expect(newerDepth(book(10), book(8))).toEqual(book(10));
    expect(newerDepth(book(7), book(8))).toEqual(book(8));
  });
});

describe('mergeTrades', () => {
  const t = (id: string, time: number): PublicTrade => ({ id, price: '1', amount: '1', side: 'buy', time });
  it('puts new trades first without duplicates and keeps the limit', () => {
    const merged = mergeTrades([t('2', 2), t('1', 1)], [t('3', 3), t('2', 2), t('4', 4)], 3);
    expect(merged.map((x) => x.id)).toEqual(['4', '3', '2']);
  });
});

describe('applyOrderToList', () => {
  const o = (id: string, status: Order['status']) => ({ id, status }) as Order;
  it('removes a finished order from current entrusts', () =>
    expect(applyOrderToList([o('1', 'open'), o('2', 'open')], o('1', 'filled'), 'current')).toEqual([o('2', 'open')]));
  it('updates a partial fill in place', () =>
    expect(applyOrderToList([o('1', 'open')], o('1', 'partial'), 'current')).toEqual([o('1', 'partial')]));
  it('leaves an unknown order to the refetch', () =>
    expect(applyOrderToList([o('1', 'open')], o('9', 'open'), 'history')).toEqual([o('1', 'open')]));
});
