import message from 'antd/es/message';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { ApiError, adminRequest, api } from './request';

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

/** The request helper fetches antd's message with the first one: wait for that import before looking. */
const shown = () => import('antd/es/message').then(() => new Promise((resolve) => setTimeout(resolve, 0)));

const ADMIN = { id: 1, email: 'root@example.com', name: 'Root', role: 'super' as const };

const fetchMock = vi.fn<typeof fetch>();

function answer(body: unknown, status = 200): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function lastCall(): { url: string; init: RequestInit; headers: Record<string, string> } {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return { url: String(url), init: init!, headers: (init?.headers ?? {}) as Record<string, string> };
}

beforeAll(() => initI18n('en'));

beforeEach(async () => {
  await i18n.changeLanguage('en');
  localStorage.clear();
  useSession.setState({ token: null, admin: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.mocked(message.error).mockClear();
  vi.mocked(message.warning).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adminRequest envelope', () => {
  it("resolves with the message of an 'ok' envelope", async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: { list: [1, 2], total: 2 } }));
    await expect(api.get('/users')).resolves.toEqual({ list: [1, 2], total: 2 });
    await shown();
    expect(message.error).not.toHaveBeenCalled();
  });

  it("rejects an 'error' envelope with the server's message and shows it", async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'error', message: 'Email already taken' }));
    const err = await api.post('/admins', { email: 'x' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ message: 'Email already taken', type: 'error' });
    await shown();
    expect(message.error).toHaveBeenCalledWith('Email already taken');
  });

  it('keeps a silent call quiet but still rejects', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'error', message: 'Wrong password' }));
    await expect(adminRequest('POST', '/login', { body: {}, silent: true })).rejects.toMatchObject({
      message: 'Wrong password',
      type: 'error',
    });
    await shown();
    expect(message.error).not.toHaveBeenCalled();
  });

  it('falls back to a generic text when the error has no message', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'error', message: '' }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Request failed' });
  });

  it("'999' clears the admin session (the guards then send the operator to login) and rejects", async () => {
    useSession.getState().setSession('tok-1', ADMIN);
    fetchMock.mockResolvedValueOnce(answer({ type: '999', message: 'Please sign in again' }));
    await expect(api.get('/me')).rejects.toMatchObject({ type: '999', message: 'Please sign in again' });
    expect(useSession.getState()).toMatchObject({ token: null, admin: null });
    await shown();
    expect(message.warning).toHaveBeenCalledWith('Please sign in again');
    expect(message.error).not.toHaveBeenCalled();
  });

  it("'999' without a session warns nobody (several calls failing at once warn once)", async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: '999', message: 'Please sign in again' }));
    await expect(api.get('/me')).rejects.toBeInstanceOf(ApiError);
    await shown();
    expect(message.warning).not.toHaveBeenCalled();
  });

  it('turns a non-200 answer without a JSON envelope into an error carrying the status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/users')).rejects.toMatchObject({ type: 'error', message: 'Server error (HTTP 502)' });
    await shown();
    expect(message.error).toHaveBeenCalledWith('Server error (HTTP 502)');
  });

  it('reads the envelope of a non-200 answer when the server sent one', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'error', message: 'forbidden' }, 403));
    await expect(api.get('/admins')).rejects.toMatchObject({ type: 'error', message: 'forbidden' });
  });

  it("tells the server the operator's language and words its own messages in it", async () => {
    await i18n.changeLanguage('zh');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/users', { page: 1 })).rejects.toMatchObject({ message: '网络错误，请重试' });
    expect(lastCall().url).toBe('/api/admin/users?page=1&lang=zh');
  });

  it('reports a network failure as an error', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(api.get('/users')).rejects.toMatchObject({
      type: 'error',
      message: 'Network error, please try again',
    });
  });
});

describe('adminRequest wire', () => {
  it('sends the stored token as the Authorization header', async () => {
    useSession.getState().setSession('tok-abc', ADMIN);
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: null }));
    await api.get('/me');
    expect(lastCall().headers.Authorization).toBe('tok-abc');
    expect(lastCall().headers.Accept).toBe('application/json');
  });

  it('sends no Authorization header without a token', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: null }));
    await api.get('/me');
    expect(lastCall().headers).not.toHaveProperty('Authorization');
  });

  it('prefixes /api/admin and drops empty query values', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: null }));
    await api.get('/users', { page: 2, limit: 10, email: '', uid: undefined, tag: null, locked: false });
    expect(lastCall().url).toBe('/api/admin/users?page=2&limit=10&locked=false&lang=en');
    expect(lastCall().init.method).toBe('GET');
    expect(lastCall().init.body).toBeUndefined();
    expect(lastCall().headers).not.toHaveProperty('Content-Type');
  });

  it('posts JSON bodies (an empty object when none is given)', async () => {
    fetchMock.mockResolvedValue(answer({ type: 'ok', message: null }));
    await api.post('/logout');
    expect(lastCall().init).toMatchObject({ method: 'POST', body: '{}' });
    expect(lastCall().headers['Content-Type']).toBe('application/json');
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: null }));
    await api.put('/settings', { site_name: 'X' });
    expect(lastCall().init).toMatchObject({ method: 'PUT', body: '{"site_name":"X"}' });
  });

  it('sends DELETE without a body', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: null }));
    await api.del('/news/3');
    expect(lastCall()).toMatchObject({ url: '/api/admin/news/3?lang=en', init: { method: 'DELETE', body: undefined } });
  });
});
