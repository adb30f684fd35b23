import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { marketKeys } from '../features/market/api/keys';
import { walletKeys } from '../features/wallet/api/keys';
import { useSession } from '../stores/session';
import { makeUser } from '../test/wire';
import {
  PUBLIC_STORE_KEY,
  privateStoreKey,
  restoreLastData,
  SAVE_DELAY_MS,
  type SavedEntry,
  saveLastData,
  startLastData,
} from './last-data';

const QUOTES = [{ symbol: 'BTC/USDT', price: '65000' }];
const BALANCES = { fiat: 'USD', total_fiat: '10000', accounts: [] };
const OVERVIEW = walletKeys.overview('USD', 'en');

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? 'null') as SavedEntry[] | null;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T10:42:00Z'));
  localStorage.clear();
  useSession.setState({ token: 'TOKEN', user: makeUser({ id: 7 }) });
});
afterEach(() => {
  vi.useRealTimers();
  useSession.setState({ token: '', user: null });
});

describe('last data', () => {
  it('keeps the quotes for everyone and the balances under the user, with the time they arrived', () => {
    const qc = client();
    qc.setQueryData(marketKeys.quotation(), QUOTES);
    qc.setQueryData(OVERVIEW, BALANCES);
    // Neither favourites (per user, not asked for) nor the profile are kept.
    qc.setQueryData(marketKeys.favourites('TOKEN'), QUOTES);
    qc.setQueryData(['accounts', 'info'], { id: 7 });
    saveLastData(qc, localStorage);

    expect(stored(PUBLIC_STORE_KEY)).toEqual([
      { key: [...marketKeys.quotation()], data: QUOTES, at: Date.parse('2026-11-27T10:42:00Z') },
    ]);
    expect(stored(privateStoreKey(7))).toEqual([{ key: [...OVERVIEW], data: BALANCES, at: Date.now() }]);
    expect(`${localStorage.getItem(PUBLIC_STORE_KEY)}${localStorage.getItem(privateStoreKey(7))}`).not.toContain(
      'TOKEN',
    );
  });

  it('keeps no balances without a signed-in user', () => {
    useSession.setState({ token: '', user: null });
    const qc = client();
    qc.setQueryData(OVERVIEW, BALANCES);
    saveLastData(qc, localStorage);
    expect(Object.keys(localStorage).filter((k) => k.startsWith('last-data'))).toEqual([]);
  });

  it('puts them back with their own time, and the balances only for the same user', () => {
    const before = client();
    before.setQueryData(marketKeys.quotation(), QUOTES);
    before.setQueryData(OVERVIEW, BALANCES);
    saveLastData(before, localStorage);
    vi.setSystemTime(new Date('2026-11-27T12:00:00Z'));

    const same = client();
    restoreLastData(same, localStorage, 7);
    expect(same.getQueryData(marketKeys.quotation())).toEqual(QUOTES);
    expect(same.getQueryState(marketKeys.quotation())?.dataUpdatedAt).toBe(Date.parse('2026-11-27T10:42:00Z'));
    expect(same.getQueryData(OVERVIEW)).toEqual(BALANCES);
    expect(same.getQueryState(OVERVIEW)?.isInvalidated).toBe(true);

    const other = client();
    restoreLastData(other, localStorage, 8);
    expect(other.getQueryData(marketKeys.quotation())).toEqual(QUOTES);
    expect(other.getQueryData(OVERVIEW)).toBeUndefined();

    useSession.setState({ token: '', user: null });
    const signedOut = client();
    restoreLastData(signedOut, localStorage);
    expect(signedOut.getQueryData(OVERVIEW)).toBeUndefined();
  });

  it('asks the server again for a kept copy even when it is only seconds old', async () => {
    const before = client();
    before.setQueryData(OVERVIEW, BALANCES);
    saveLastData(before, localStorage);
    vi.advanceTimersByTime(5_000);
    const qc = client();
    restoreLastData(qc, localStorage, 7);
    const fresh = { ...BALANCES, total_fiat: '10100' };
    const queryFn = vi.fn(async () => fresh);
    // A screen mounting with the default 30 s staleTime, as the assets tab does.
    const observer = new QueryObserver(qc, { queryKey: OVERVIEW, queryFn, staleTime: 30_000 });
    const off = observer.subscribe(() => undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(queryFn).toHaveBeenCalledTimes(1);
    expect(qc.getQueryData(OVERVIEW)).toEqual(fresh);
    off();
  });

  it('never replaces newer data in the cache, and ignores a damaged copy', () => {
    const old = client();
    old.setQueryData(marketKeys.quotation(), QUOTES);
    saveLastData(old, localStorage);
    vi.setSystemTime(new Date('2026-11-27T11:00:00Z'));
    const qc = client();
    const fresh = [{ symbol: 'BTC/USDT', price: '66000' }];
    qc.setQueryData(marketKeys.quotation(), fresh);
    restoreLastData(qc, localStorage, 7);
    expect(qc.getQueryData(marketKeys.quotation())).toEqual(fresh);

    localStorage.setItem(PUBLIC_STORE_KEY, '{not json');
    expect(() => restoreLastData(client(), localStorage, 7)).not.toThrow();
  });

  it('writes once a while after new answers, and at once when the page is left', () => {
    const qc = client();
    const stop = startLastData(qc, localStorage, window);
    qc.setQueryData(marketKeys.quotation(), QUOTES);
    qc.setQueryData(marketKeys.quotation(), [{ symbol: 'BTC/USDT', price: '65001' }]);
    expect(stored(PUBLIC_STORE_KEY)).toBeNull();
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(stored(PUBLIC_STORE_KEY)?.[0]?.data).toEqual([{ symbol: 'BTC/USDT', price: '65001' }]);

    qc.setQueryData(OVERVIEW, BALANCES);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored(privateStoreKey(7))?.[0]?.data).toEqual(BALANCES);
    stop();
  });

  it('drops the balances from storage and memory at logout, and keeps the quotes', () => {
    const qc = client();
    const stop = startLastData(qc, localStorage, window);
    qc.setQueryData(marketKeys.quotation(), QUOTES);
    qc.setQueryData(OVERVIEW, BALANCES);
    vi.advanceTimersByTime(SAVE_DELAY_MS);
    expect(stored(privateStoreKey(7))).not.toBeNull();

    useSession.getState().clearSession();
    expect(localStorage.getItem(privateStoreKey(7))).toBeNull();
    expect(qc.getQueryData(OVERVIEW)).toBeUndefined();
    expect(stored(PUBLIC_STORE_KEY)).not.toBeNull();
    stop();
  });
});
