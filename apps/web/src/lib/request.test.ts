import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../stores/session';
import { makeUser } from '../test/wire';
import { ApiError } from './api-error';
import { hideLoading, showLoading, showToast } from './feedback';
import { apiUrl, get, post, request } from './request';

vi.mock('./feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

type Answer = { status?: number; body: unknown; delay?: number };

function mockFetch(answer: Answer) {
  const fn = vi.fn((_url: string, init?: RequestInit) => {
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          resolve(
            new Response(JSON.stringify(answer.body), {
              status: answer.status ?? 200,
              headers: { 'Content-Type': 'application/json' },
            }),
          ),
        answer.delay ?? 0,
      );
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('aborted', 'AbortError'));
      });
    });
  });
  vi.stubGlobal('fetch', fn);
  return fn;
}

async function settle<T>(promise: Promise<T>, ms = 0): Promise<{ value?: T; error?: unknown }> {
  const outcome = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
  await vi.advanceTimersByTimeAsync(ms);
  return outcome;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-01-02T03:04:05Z'));
  localStorage.clear();
  window.location.hash = '#/';
  useSession.setState({ token: 'tok-123', user: makeUser({ id: 7 }), lang: 'zh' });
  vi.mocked(showToast).mockClear();
  vi.mocked(showLoading).mockClear();
  vi.mocked(hideLoading).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('request conventions', () => {
  it('prefixes /api and adds a leading slash', () => {
    expect(apiUrl('news/list')).toBe('/api/news/list');
    expect(apiUrl('/news/list')).toBe('/api/news/list');
    expect(apiUrl('/api/menu')).toBe('/api/menu');
    expect(apiUrl('https://example.com/x')).toBe('https://example.com/x');
  });

  it('sends GET params, lang and timestamp in the query, with the Authorization header', async () => {
    const fetchMock = mockFetch({ body: { type: 'ok', message: [1] } });
    const { value } = await settle(get('/getSetting', { keyword: 'site_name' }));
    expect(value).toEqual([1]);
    const [url, init] = fetchMock.mock.calls[0]!;
    const query = new URL(url, 'http://x').searchParams;
    expect(url.startsWith('/api/getSetting?')).toBe(true);
    expect(query.get('keyword')).toBe('site_name');
    expect(query.get('lang')).toBe('zh');
    expect(query.get('timestamp')).toBe(String(Date.parse('2026-01-02T03:04:05Z')));
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('tok-123');
  });

  it('POSTs JSON by default with lang and timestamp in the body', async () => {
    const fetchMock = mockFetch({ body: { type: 'ok', message: { id: 3 } } });
    const { value } = await settle(request({ url: 'news/detail', data: { id: 3 } }));
    expect(value).toEqual({ id: 3 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/news/detail');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string> | undefined)?.['Content-Type']).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ id: 3, lang: 'zh', timestamp: Date.now() });
  });

  it('defaults lang to en and omits Authorization when no token is stored', async () => {
    useSession.setState({ token: '', lang: 'en' });
    const fetchMock = mockFetch({ body: { type: 'ok', message: null } });
    await settle(post('/banner/list', { c_id: 5 }));
    const init = fetchMock.mock.calls[0]![1];
    expect(JSON.parse(String(init?.body)).lang).toBe('en');
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBeUndefined();
  });
  it('sends extra headers (an Idempotency-Key) beside its own', async () => {
    const fetchMock = mockFetch({ body: { type: 'ok', message: null } });
    await settle(post('/lever/submit', { share: 1 }, { headers: { 'Idempotency-Key': 'k-1' } }));
    const headers = fetchMock.mock.calls[0]![1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe('k-1');
    expect(headers.Authorization).toBe('tok-123');
    expect(headers['Content-Type']).toBe('application/json');
  });
});

describe('envelope handling', () => {
  it("resolves type 'ok' with the message", async () => {
    mockFetch({ body: { type: 'ok', message: 'token-abc' } });
    expect((await settle(post('/user/login', {}))).value).toBe('token-abc');
    expect(showToast).not.toHaveBeenCalled();
  });

  it('resolves code 1 answers (kline) with the payload', async () => {
    mockFetch({ body: { code: 1, msg: 'ok', data: [[1, 2]] } });
    expect((await settle(get('/currency/new_timeshar'))).value).toEqual([[1, 2]]);
  });

  it("rejects type 'error' with a typed ApiError and toasts the message", async () => {
    mockFetch({ body: { type: 'error', message: 'insufficient balance' } });
    const { error } = await settle(post('/x'));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', message: 'insufficient balance' });
    expect(showToast).toHaveBeenCalledWith('insufficient balance');
  });

  it('a silent call rejects without a toast', async () => {
    mockFetch({ body: { type: 'error', message: 'nope' } });
    const { error } = await settle(post('/x', {}, { silent: true }));
    expect(error).toMatchObject({ kind: 'business' });
    expect(showToast).not.toHaveBeenCalled();
  });

  it('type 999 toasts, clears the session and goes to login after 1.2 s', async () => {
    localStorage.setItem('session', JSON.stringify({ state: { token: 'tok-123' }, version: 1 }));
    mockFetch({ body: { type: '999', message: 'please log in' } });
    const { error } = await settle(get('/user/info'));
    expect(error).toMatchObject({ kind: 'need_login', message: 'please log in' });
    expect(showToast).toHaveBeenCalledWith('please log in');
    expect(useSession.getState().token).toBe('');
    expect(useSession.getState().user).toBeNull();
    expect(JSON.parse(localStorage.getItem('session') ?? '{}').state.token).toBe('');
    await vi.advanceTimersByTimeAsync(1199);
    expect(window.location.hash).toBe('#/');
    await vi.advanceTimersByTimeAsync(1);
    expect(window.location.hash).toBe('#/pages/common/login');
  });

  it('a 999 to a request sent before a new login leaves the new session alone (no logout, no trip to login)', async () => {
    useSession.setState({ token: 'old' });
    mockFetch({ body: { type: '999', message: 'please log in' }, delay: 500 });
    const pending = settle(get('/user/info'));
    useSession.setState({ token: 'new' });
    await vi.advanceTimersByTimeAsync(500);
    expect((await pending).error).toMatchObject({ kind: 'need_login' });
    expect(useSession.getState().token).toBe('new');
    await vi.advanceTimersByTimeAsync(1200);
    expect(window.location.hash).toBe('#/');
  });

  it('a login redirect is dropped when the user has logged in again before it is due', async () => {
    useSession.setState({ token: 'tok' });
    mockFetch({ body: { type: '999', message: 'please log in' } });
    await settle(get('/user/info'));
    expect(useSession.getState().token).toBe('');
    useSession.setState({ token: 'again' });
    await vi.advanceTimersByTimeAsync(1200);
    expect(window.location.hash).toBe('#/');
  });

  it('type 998 toasts and goes to identity verification after 1.2 s, keeping the session', async () => {
    mockFetch({ body: { type: '998', message: 'verify first' } });
    const { error } = await settle(post('/wallet/out'));
    expect(error).toMatchObject({ kind: 'need_kyc' });
    expect(showToast).toHaveBeenCalledWith('verify first');
    expect(useSession.getState().token).toBe('tok-123');
    await vi.advanceTimersByTimeAsync(1200);
    expect(window.location.hash).toBe('#/pages/setting/real_mark');
  });

  it('rejects any status other than 200, even with an ok body', async () => {
    mockFetch({ status: 201, body: { type: 'ok', message: 'x' } });
    expect((await settle(get('/menu'))).error).toMatchObject({ kind: 'http', status: 201 });
    mockFetch({ status: 404, body: { type: 'error', message: 'Not found' } });
    const { error } = await settle(get('/nope'));
    expect(error).toMatchObject({ kind: 'http', status: 404, message: 'Not found' });
    expect(showToast).toHaveBeenLastCalledWith('Not found');
  });

  it('times out after 60 s', async () => {
    mockFetch({ body: { type: 'ok', message: 1 }, delay: 120_000 });
    const { error } = await settle(get('/slow'), 60_000);
    expect(error).toMatchObject({ kind: 'timeout' });
  });
});

describe('cancellation', () => {
  it('a caller abort rejects without a toast and clears the loading indicator', async () => {
    mockFetch({ body: { type: 'ok', message: 1 }, delay: 5000 });
    const controller = new AbortController();
    const pending = settle(get('/faq', undefined, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(1000);
    expect(showLoading).toHaveBeenCalledTimes(1);
    controller.abort();
    const { error } = await pending;
    expect(error).toBeInstanceOf(DOMException);
    expect(showToast).not.toHaveBeenCalled();
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });
});

describe('loading indicator', () => {
  it('does not appear for a call shorter than 800 ms', async () => {
    mockFetch({ body: { type: 'ok', message: 1 }, delay: 799 });
    await settle(get('/fast'), 799);
    await vi.advanceTimersByTimeAsync(1000);
    expect(showLoading).not.toHaveBeenCalled();
  });

  it('appears once a call passes 800 ms and hides when it ends', async () => {
    mockFetch({ body: { type: 'ok', message: 1 }, delay: 2000 });
    const pending = settle(get('/slow'));
    await vi.advanceTimersByTimeAsync(799);
    expect(showLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(showLoading).toHaveBeenCalledTimes(1);
    expect(hideLoading).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1200);
    expect((await pending).value).toBe(1);
    expect(hideLoading).toHaveBeenCalledTimes(1);
  });
});
