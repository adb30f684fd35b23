import { beforeEach, describe, expect, it } from 'vitest';
import { RECENT_LIMIT, RECENT_STORAGE_KEY, useRecentStore, withVisit } from './recent-store';

describe('recently viewed', () => {
  beforeEach(() => {
    localStorage.clear();
    useRecentStore.setState({ symbols: [] });
  });

  it('puts the newest first without duplicates, up to the limit', () => {
    expect(withVisit(['ETH/USDT', 'BTC/USDT'], 'BTC/USDT')).toEqual(['BTC/USDT', 'ETH/USDT']);
    expect(withVisit([], '  ')).toEqual([]);
    let list: string[] = [];
    for (let i = 0; i < RECENT_LIMIT + 5; i += 1) list = withVisit(list, `C${i}/USDT`);
    expect(list).toHaveLength(RECENT_LIMIT);
    expect(list[0]).toBe(`C${RECENT_LIMIT + 4}/USDT`);
  });

  it('persists visits locally and clears them', () => {
    useRecentStore.getState().add('BTC/USDT');
    useRecentStore.getState().add('AAPL/USD');
    expect(useRecentStore.getState().symbols).toEqual(['AAPL/USD', 'BTC/USDT']);
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY) ?? '{}').state.symbols).toEqual([
      'AAPL/USD',
      'BTC/USDT',
    ]);
    useRecentStore.getState().clear();
    expect(useRecentStore.getState().symbols).toEqual([]);
    expect(JSON.parse(localStorage.getItem(RECENT_STORAGE_KEY) ?? '{}').state.symbols).toEqual([]);
  });

  it('reads back a stored list and ignores junk', async () => {
    localStorage.setItem(RECENT_STORAGE_KEY, JSON.stringify({ state: { symbols: ['ETH/USDT', 3, null] }, version: 1 }));
    await useRecentStore.persist.rehydrate();
    expect(useRecentStore.getState().symbols).toEqual(['ETH/USDT']);
  });
});
