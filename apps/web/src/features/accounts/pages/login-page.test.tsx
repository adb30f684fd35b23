import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import { rememberReturnPath } from '../lib/return-path';
import LoginPage from './login-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
const webauthn = vi.hoisted(() => ({
  browserSupportsWebAuthn: vi.fn(() => true),
  startRegistration: vi.fn(),
  startAuthentication: vi.fn(),
}));
vi.mock('@simplewebauthn/browser', () => webauthn);

const USER = { id: 7, email: 'a@b.co', nickname: 'neo', has_pay_password: false, real_level: 0 };

function fill(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}
/** Waits (up to 2 s, the machine may be busy) until `done` holds. */
async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeEach(async () => {
  await loadTexts('en', ['accounts', 'security']);
  useSession.setState({ token: '', user: null });
  sessionStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('login page', () => {
  it('shows field errors and sends nothing for an empty form', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const router = memoryRouter([{ path: '/pages/common/login', element: <LoginPage /> }], ['/pages/common/login']);
    const { container, unmount } = renderApp(
      <QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>,
    );
    click(container.querySelector('[data-testid="login-submit"]'));
    await flush();
    expect(container.querySelectorAll('[role="alert"]')).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    unmount();
  });

  it('stores the token from message, loads /user/info, and returns to the wanted page', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const message = url.startsWith('/api/user/login') ? 'TOKEN-1' : USER;
      return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    rememberReturnPath('/pages/setting/security');
    const router = memoryRouter(
      [
        { path: '/pages/common/login', element: <LoginPage /> },
        { path: '/pages/setting/security', element: <p data-testid="security">security</p> },
      ],
      ['/pages/common/login'],
    );
    const { container, unmount } = renderApp(
      <QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>,
    );
    fill(container.querySelector('[data-testid="login-account"]'), 'a@b.co');
    fill(container.querySelector('[data-testid="login-password"]'), 'secret12');
    click(container.querySelector('[data-testid="login-submit"]'));
    await flush();

    const [loginUrl, loginInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(loginUrl).toBe('/api/user/login');
    expect(JSON.parse(String(loginInit.body))).toMatchObject({ user_string: 'a@b.co', password: 'secret12' });
    expect(useSession.getState().token).toBe('TOKEN-1');
    const [infoUrl, infoInit] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(infoUrl.startsWith('/api/user/info?')).toBe(true);
    expect((infoInit.headers as Record<string, string>).Authorization).toBe('TOKEN-1');
    expect(useSession.getState().user).toMatchObject({ nickname: 'neo' });
    expect(router.location().pathname).toBe('/pages/setting/security');
    unmount();
  });

  it('with two-step verification: no token from the password; the code step sends ticket and code, then logs in', async () => {
    const fetchMock = vi.fn(async (url: string) => {
      const message = url.startsWith('/api/user/login')
        ? { two_factor: true, ticket: 'TICKET-1', methods: ['totp', 'recovery'], expires_in: 300 }
        : url.startsWith('/api/security/login/verify')
          ? 'TOKEN-2'
          : USER;
      return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const router = memoryRouter(
      [
        { path: '/pages/common/login', element: <LoginPage /> },
        { path: '/', element: <p data-testid="home">home</p> },
      ],
      ['/pages/common/login'],
    );
    const { container, unmount } = renderApp(
      <QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>,
    );
    fill(container.querySelector('[data-testid="login-account"]'), 'a@b.co');
    fill(container.querySelector('[data-testid="login-password"]'), 'secret12');
    click(container.querySelector('[data-testid="login-submit"]'));
    await flush();
    expect(useSession.getState().token).toBe('');
    expect(container.querySelector('[data-testid="login-2fa-step"]')).not.toBeNull();

    // A malformed code is refused before any request.
    fill(container.querySelector('[data-testid="login-2fa-code"]'), '12');
    click(container.querySelector('[data-testid="login-2fa-submit"]'));
    await flush();
    expect(fetchMock.mock.calls.some(([u]) => String(u).startsWith('/api/security/login/verify'))).toBe(false);

    await act(() => new Promise((r) => setTimeout(r, 600))); // taps are debounced by 500 ms
    fill(container.querySelector('[data-testid="login-2fa-code"]'), 'ABCDE-FGH23');
    click(container.querySelector('[data-testid="login-2fa-submit"]'));
    await flush();
    const verify = fetchMock.mock.calls.find(([u]) =>
      String(u).startsWith('/api/security/login/verify'),
    ) as unknown as [string, RequestInit];
    expect(JSON.parse(String(verify[1].body))).toMatchObject({ ticket: 'TICKET-1', code: 'abcdefgh23' });
    expect(useSession.getState().token).toBe('TOKEN-2');
    expect(container.querySelector('[data-testid="home"]')).not.toBeNull();
    unmount();
  });

  describe('with a passkey', () => {
    const ASSERTION = { id: 'CRED', rawId: 'CRED', type: 'public-key', response: { signature: 's' } };
    const OPTIONS = { challenge: 'CH', allowCredentials: [{ id: 'CRED', type: 'public-key' }] };
    function passkeyServer() {
      const fetchMock = vi.fn(async (url: string) => {
        const message = url.startsWith('/api/user/login')
          ? { two_factor: true, ticket: 'TICKET-P', methods: ['passkey'], expires_in: 300 }
          : url.startsWith('/api/security/login/passkey/options')
            ? OPTIONS
            : url.startsWith('/api/security/login/passkey')
              ? 'TOKEN-P'
              : USER;
        return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
      });
      vi.stubGlobal('fetch', fetchMock);
      return fetchMock;
    }
    async function toSecondStep() {
      const router = memoryRouter(
        [
          { path: '/pages/common/login', element: <LoginPage /> },
          { path: '/', element: <p data-testid="home">home</p> },
        ],
        ['/pages/common/login'],
      );
      const view = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
      fill(view.container.querySelector('[data-testid="login-account"]'), 'a@b.co');
      fill(view.container.querySelector('[data-testid="login-password"]'), 'secret12');
      click(view.container.querySelector('[data-testid="login-submit"]'));
      await until(() => view.container.querySelector('[data-testid="login-passkey"]') !== null);
      return view;
    }
    beforeEach(() => {
      vi.clearAllMocks();
      webauthn.browserSupportsWebAuthn.mockReturnValue(true);
    });

    it('"Use a passkey" signs the server options and stores the token of /security/login/passkey', async () => {
      const fetchMock = passkeyServer();
      webauthn.startAuthentication.mockResolvedValue(ASSERTION);
      const { container, unmount } = await toSecondStep();
      // only passkeys: no code field
      expect(container.querySelector('[data-testid="login-2fa-code"]')).toBeNull();
      click(container.querySelector('[data-testid="login-passkey"]'));
      await until(() => container.querySelector('[data-testid="home"]') !== null);
      const options = fetchMock.mock.calls.find(([u]) =>
        String(u).startsWith('/api/security/login/passkey/options'),
      ) as unknown as [string, RequestInit];
      expect(JSON.parse(String(options[1].body))).toMatchObject({ ticket: 'TICKET-P' });
      expect(webauthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: OPTIONS });
      const verify = fetchMock.mock.calls.find(
        ([u]) => String(u).split('?')[0] === '/api/security/login/passkey',
      ) as unknown as [string, RequestInit];
      expect(JSON.parse(String(verify[1].body))).toMatchObject({ ticket: 'TICKET-P', response: ASSERTION });
      expect(useSession.getState().token).toBe('TOKEN-P');
      unmount();
    });

    it('a cancelled passkey dialog shows the translated message and logs nobody in', async () => {
      const fetchMock = passkeyServer();
      webauthn.startAuthentication.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
      const { container, unmount } = await toSecondStep();
      click(container.querySelector('[data-testid="login-passkey"]'));
      await until(() => vi.mocked(showToast).mock.calls.length > 0);
      await flush();
      expect(showToast).toHaveBeenCalledWith('The passkey request was cancelled');
      expect(fetchMock.mock.calls.some(([u]) => String(u).split('?')[0] === '/api/security/login/passkey')).toBe(false);
      expect(useSession.getState().token).toBe('');
      unmount();
    });
  });
});
