import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import RegisterPage from './register-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const USER = { id: 9, email: 'new@b.co', nickname: 'new', has_pay_password: false, real_level: 0 };

function fill(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

function mount() {
  const router = memoryRouter(
    [
      { path: '/', element: <p data-testid="home">home</p> },
      { path: '/pages/common/register', element: <RegisterPage /> },
      { path: '/pages/common/login', element: <p data-testid="login">login</p> },
    ],
    ['/pages/common/register'],
  );
  const view = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  const q = (id: string) => view.container.querySelector(`[data-testid="${id}"]`);
  fill(q('register-account'), 'new@b.co');
  fill(q('register-code'), '123456');
  fill(q('register-password'), 'Journey12345');
  fill(q('register-repassword'), 'Journey12345');
  click(q('register-submit'));
  return { ...view, router };
}

beforeEach(async () => {
  await loadTexts('en', ['accounts']);
  useSession.setState({ token: '', user: null });
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('register page', () => {
  it('logs the new account in with the chosen password and lands on home', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        const message = url.startsWith('/api/user/register')
          ? 'Registration success'
          : url.startsWith('/api/user/login')
            ? 'TOKEN-9'
            : USER;
        return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
      }),
    );
    const { router, unmount } = mount();
    await until(() => router.location().pathname === '/');
    expect(router.location().pathname).toBe('/');
    expect(useSession.getState().token).toBe('TOKEN-9');
    const urls = calls.map((c) => c.url.replace(/\?.*$/, '')).filter((u) => u !== '/api/getSiteConfig');
    expect(urls).toEqual(['/api/user/register', '/api/user/login', '/api/user/info']);
    expect(calls[1]?.body).toMatchObject({ user_string: 'new@b.co', password: 'Journey12345' });
    unmount();
  });

  it('falls back to the login page, prefilled, when the login is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const answer = url.startsWith('/api/user/register')
          ? { type: 'ok', message: 'Registration success' }
          : { type: 'error', message: 'Too many tries' };
        return new Response(JSON.stringify(answer), { status: 200 });
      }),
    );
    const { router, unmount } = mount();
    await until(() => router.location().pathname === '/pages/common/login');
    expect(router.location().pathname).toBe('/pages/common/login');
    expect(router.location().state).toEqual({ account: 'new@b.co' });
    expect(useSession.getState().token).toBe('');
    unmount();
  });
});
