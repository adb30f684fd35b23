import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { optionKeys } from '../api/keys';
import type { Order } from '../api/types';
import { type LiveOrder, stampDeadline } from './countdown';
import { addResult, applyClosed, dismissResult } from './live';
import { makeOrder, settled } from './test-orders';

describe('closed_microorder into the cache', () => {
  it('keeps the newest results first, one per order, at most ten', () => {
    const list = Array.from({ length: 10 }, (_, i) => settled({ id: i + 1 }));
    const next = addResult(list, settled({ id: 5, payout: '0' }));
    expect(next.map((o) => o.id)).toEqual([5, 1, 2, 3, 4, 6, 7, 8, 9, 10]);
    expect(addResult(list, settled({ id: 99 }))).toHaveLength(10);
  });

  it('turns the open card into its result and marks what it changed stale, once', () => {
    const qc = new QueryClient();
    qc.setQueryData<LiveOrder[]>(optionKeys.open('tok'), [
      stampDeadline(makeOrder({ id: 7 }), 0),
      stampDeadline(makeOrder({ id: 8 }), 0),
    ]);
    qc.setQueryData(optionKeys.history('tok'), { pages: [], pageParams: [] });
    expect(applyClosed(qc, 'tok', settled({ id: 7 }))).toBe(true);
    expect(qc.getQueryData<LiveOrder[]>(optionKeys.open('tok'))?.map((o) => o.id)).toEqual([8]);
    expect(qc.getQueryData<Order[]>(optionKeys.results('tok'))?.map((o) => o.id)).toEqual([7]);
    expect(qc.getQueryState(optionKeys.history('tok'))?.isInvalidated).toBe(true);
    // The same order from a poll after the push: nothing new.
    expect(applyClosed(qc, 'tok', settled({ id: 7 }))).toBe(false);
    // An open order (a poll before settlement) is not a result.
    expect(applyClosed(qc, 'tok', makeOrder({ id: 8 }))).toBe(false);
    dismissResult(qc, 'tok', 7);
    expect(qc.getQueryData<Order[]>(optionKeys.results('tok'))).toEqual([]);
  });
});
