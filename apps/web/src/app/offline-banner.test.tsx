import { onlineManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startNetworkStatus, useNetworkStatus } from '../lib/network-status';
import { request } from '../lib/request';
import { useSession } from '../stores/session';
import { loadTexts } from '../test/i18n';
import { renderApp } from '../test/render';
import { OfflineBanner } from './offline-banner';
import { formatDataTime } from './shown-data-time';

vi.mock('../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

/** A screen that reads one cached answer, as the quotes and balances screens do. */
function Reads({ name }: { name: string }) {
  useQuery({ queryKey: [name], queryFn: () => new Promise<string>(() => undefined), enabled: false });
  return null;
}

const local = (h: number, m: number) => new Date(2026, 10, 27, h, m).getTime();
let onLine = true;
let stop: () => void = () => undefined;

function mount(qc: QueryClient, names: string[] = []) {
  return renderApp(
    <QueryClientProvider client={qc}>
      <OfflineBanner />
      {names.map((n) => (
        <Reads key={n} name={n} />
      ))}
    </QueryClientProvider>,
  );
}
const banner = (c: HTMLElement) => c.querySelector('[data-testid="offline-banner"]');
function goOffline(value: boolean) {
  onLine = !value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'offline' : 'online'));
  });
}

beforeEach(async () => {
  await loadTexts('en');
  useSession.setState({ lang: 'en' });
  onLine = true;
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => onLine);
  useNetworkStatus.setState({ online: true, unreachable: false });
  stop = startNetworkStatus(window);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  onlineManager.setOnline(true);
});

describe('offline banner', () => {
  it('is not in the page at all while online', () => {
    const { container, unmount } = mount(new QueryClient());
    expect(container.innerHTML).toBe('');
    unmount();
  });

  it('says offline with the time of the oldest data on screen, and leaves when the connection returns', () => {
    const qc = new QueryClient();
    qc.setQueryData(['quotes'], 'q', { updatedAt: local(10, 42) });
    qc.setQueryData(['balances'], 'b', { updatedAt: local(11, 5) });
    // Kept, but on no screen: not part of what is shown.
    qc.setQueryData(['elsewhere'], 'e', { updatedAt: local(8, 0) });
    vi.spyOn(Date, 'now').mockReturnValue(local(12, 0));
    const { container, unmount } = mount(qc, ['quotes', 'balances']);

    goOffline(true);
    expect(banner(container)?.textContent).toBe('You are offline. Showing data from 10:42');
    expect(onlineManager.isOnline()).toBe(false);

    goOffline(false);
    expect(banner(container)).toBeNull();
    expect(onlineManager.isOnline()).toBe(true);
    unmount();
  });

  it('shows when a call gets no answer though the browser says online, until an answer comes', async () => {
    const { container, unmount } = mount(new QueryClient());
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await act(() => request({ url: '/market/hot', method: 'GET', silent: true, loading: false }).catch(() => null));
    expect(banner(container)?.textContent).toBe('You are offline.');

    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ type: 'ok', message: [] }))),
    );
    await act(() => request({ url: '/market/hot', method: 'GET', silent: true, loading: false }));
    expect(banner(container)).toBeNull();
    unmount();
  });

  it('starts offline when the browser already is', () => {
    stop();
    onLine = false;
    stop = startNetworkStatus(window);
    const { container, unmount } = mount(new QueryClient());
    expect(banner(container)?.textContent).toBe('You are offline.');
    expect(onlineManager.isOnline()).toBe(false);
    unmount();
  });

  it('speaks the UI language', async () => {
    await loadTexts('zh');
    useSession.setState({ lang: 'zh' });
    const qc = new QueryClient();
    qc.setQueryData(['quotes'], 'q', { updatedAt: local(9, 7) });
    vi.spyOn(Date, 'now').mockReturnValue(local(12, 0));
    const { container, unmount } = mount(qc, ['quotes']);
    goOffline(true);
    expect(banner(container)?.textContent).toBe('您已离线，显示的是 09:07 的数据');
    unmount();
  });
});

describe('formatDataTime', () => {
  it('gives the hour and minute for today, and the day too before today', () => {
    const now = local(12, 0);
    expect(formatDataTime(local(10, 42), 'en', now)).toBe('10:42');
    expect(formatDataTime(new Date(2026, 10, 26, 23, 59).getTime(), 'en', now)).toBe('Nov 26, 23:59');
  });
});
