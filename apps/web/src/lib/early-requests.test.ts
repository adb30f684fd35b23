/**
 * The boot script (apps/web/boot/boot.js) and the request helper agree on which call an early answer is for: run
 * the script itself on a small table, then make the same calls through the helper and count the fetches. The
 * script sends a screen's calls as one request (POST /api/first-screen) and hands each answer out on its own.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import script from '../../boot/boot.js?raw';
import { useSession } from '../stores/session';
import { EARLY_MAX_AGE_MS, takeEarly } from './early-requests';
import { get, post } from './request';

const table = {
  base: '/h5/',
  api: '/api',
  version: 1,
  langs: ['en', 'zh'],
  files: ['assets/page-a.js', 'assets/texts-x-en-b.js', 'assets/texts-x-zh-c.js'],
  texts: { en: [], zh: [] },
  routes: { '/pages/x': 0 },
  screens: [
    {
      files: [0],
      texts: { en: [1], zh: [2] },
      requests: [
        { method: 'GET', path: '/coin/depth', data: { symbol: '$symbol', limit: 50 } },
        { method: 'POST', path: '/wallet/list', data: { fiat: '$fiat' }, auth: true },
      ],
    },
  ],
  requests: [{ method: 'GET', path: '/getSiteConfig' }],
};

function runBoot(hash: string, state: Record<string, unknown> | null) {
  localStorage.clear();
  if (state) {
    localStorage.setItem('web_version', '1');
    localStorage.setItem('session', JSON.stringify({ state, version: 1 }));
  }
  window.location.hash = hash;
  new Function(script.replace('__FIRST_SCREENS__', JSON.stringify(table)))();
}

const ok = (message: unknown) =>
  new Response(JSON.stringify({ type: 'ok', message }), { headers: { 'Content-Type': 'application/json' } });

let fetchMock: ReturnType<typeof vi.fn>;

type Call = { method: string; path: string; data: Record<string, unknown> };
const bodyOf = (init: unknown) => JSON.parse(String((init as RequestInit).body)) as { calls: Call[] };

/** The server: each call of a batch answers `answer <path>`; a call on its own answers `answer`. */
async function server(url: unknown, init?: unknown) {
  if (String(url) !== '/api/first-screen') return ok('answer');
  const { calls } = bodyOf(init);
  return ok(calls.map((c) => ({ status: 200, body: { type: 'ok', message: `answer ${c.path}` } })));
}

beforeEach(() => {
  fetchMock = vi.fn(server);
  vi.stubGlobal('fetch', fetchMock);
  document.head.innerHTML = '';
  delete window.__early;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('early requests', () => {
  it('a logged-in visit: one request for every call, each answer taken by the helper, nothing fetched again', async () => {
    runBoot('#/pages/x?symbol=BTC/USDT', { token: 'tok', lang: 'zh', fiat: { currency_code: 'EUR' } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));
    expect(links).toEqual(['/h5/assets/page-a.js', '/h5/assets/texts-x-zh-c.js']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/first-screen');
    expect((init as RequestInit).headers).toMatchObject({ Authorization: 'tok' });
    const calls = bodyOf(init).calls.map(({ method, path, data: { timestamp: _, ...data } }) => ({
      method,
      path,
      data,
    }));
    expect(calls).toEqual([
      { method: 'GET', path: '/getSiteConfig', data: { lang: 'zh' } },
      { method: 'GET', path: '/coin/depth', data: { symbol: 'BTC/USDT', limit: 50, lang: 'zh' } },
      { method: 'POST', path: '/wallet/list', data: { fiat: 'EUR', lang: 'zh' } },
    ]);

    useSession.setState({ token: 'tok', lang: 'zh' });
    expect(await get('/getSiteConfig')).toBe('answer /getSiteConfig');
    expect(await get('/coin/depth', { symbol: 'BTC/USDT', limit: 50 })).toBe('answer /coin/depth');
    expect(await post('/wallet/list', { fiat: 'EUR' })).toBe('answer /wallet/list');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(window.__early).toEqual({});
  });

  it('when the joint request fails, each call goes out on its own and the helper still takes it', async () => {
    fetchMock.mockImplementation(async (url: unknown, init?: unknown) =>
      String(url) === '/api/first-screen' ? new Response('not found', { status: 404 }) : server(url, init),
    );
    runBoot('#/pages/x?symbol=BTC/USDT', { token: 'tok', lang: 'en', fiat: { currency_code: 'USD' } });
    useSession.setState({ token: 'tok', lang: 'en' });
    expect(await get('/coin/depth', { symbol: 'BTC/USDT', limit: 50 })).toBe('answer');
    await get('/getSiteConfig');
    await post('/wallet/list', { fiat: 'USD' });
    const urls = fetchMock.mock.calls.map(([u]) => String(u).split('?')[0]);
    expect(urls.sort()).toEqual(['/api/coin/depth', '/api/first-screen', '/api/getSiteConfig', '/api/wallet/list']);
    expect(window.__early).toEqual({});
  });

  it('a visitor: no private call, none without its symbol, and the default language', async () => {
    runBoot('#/pages/x', null);
    expect(fetchMock.mock.calls.map(([url]) => String(url).split('?')[0])).toEqual(['/api/getSiteConfig']);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('lang=en');
  });

  it('a different call, another token or an old answer goes to the server', async () => {
    runBoot('#/pages/x?symbol=BTC/USDT', { token: 'tok', lang: 'en', fiat: { currency_code: 'USD' } });
    fetchMock.mockClear();
    useSession.setState({ token: 'other', lang: 'en' });
    await get('/getSiteConfig');
    useSession.setState({ token: 'tok', lang: 'en' });
    await get('/coin/depth', { symbol: 'BTC/USDT', limit: 20 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const key = Object.keys(window.__early ?? {}).find((k) => k.startsWith('POST /wallet/list'));
    expect(takeEarly(key ?? '', Date.now() + EARLY_MAX_AGE_MS + 1)).toBeUndefined();
  });

  it('a failed early call is the helper’s network error, not an unhandled rejection', async () => {
    fetchMock.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    runBoot('#/pages/x', null);
    useSession.setState({ token: '', lang: 'en' });
    await expect(get('/getSiteConfig', undefined, { silent: true })).rejects.toMatchObject({ kind: 'network' });
  });
});
