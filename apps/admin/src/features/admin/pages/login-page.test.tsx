import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import LoginPage from './login-page';

// The login screen signs in without react-query and draws without antd: these check its own field checks and the
// three answers of the server.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADMIN = { id: 1, email: 'root@example.com', name: 'Root', role: 'super' as const };
const fetchMock = vi.fn<typeof fetch>();
let cleanup: (() => void) | undefined;

function render() {
  const router = createMemoryRouter(
    [
      {
        path: '/login',
        element: (
          <Suspense>
            <LoginPage />
          </Suspense>
        ),
      },
      { path: '/', element: <p data-testid="home">home</p> },
    ],
    { initialEntries: ['/login'] },
  );
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() => root.render(<RouterProvider router={router} />));
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, router };
}

const byId = (c: HTMLElement, id: string) => c.querySelector<HTMLElement>(`[data-testid="${id}"]`);

function type(input: HTMLElement | null, value: string) {
  const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    set?.call(input, value);
    input?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function until(check: () => unknown) {
  for (let i = 0; i < 50 && !check(); i += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

async function submit(container: HTMLElement) {
  await until(() => byId(container, 'admin-email'));
  type(byId(container, 'admin-email'), 'root@example.com');
  type(byId(container, 'admin-password'), 'secret-pass');
  act(() => byId(container, 'admin-login-submit')?.click());
  await until(() => fetchMock.mock.calls.length > 0);
}

const answer = (body: unknown) => new Response(JSON.stringify(body));

beforeAll(() => initI18n('en'));

beforeEach(() => {
  useSession.setState({ token: null, admin: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

describe('login screen', () => {
  it("shows the server's refusal", async () => {
    fetchMock.mockResolvedValue(answer({ type: 'error', message: 'Wrong email or password' }));
    const { container } = render();
    await submit(container);
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toEqual({
      email: 'root@example.com',
      password: 'secret-pass',
    });
    expect(await until(() => byId(container, 'admin-login-error'))).toBeTruthy();
    expect(byId(container, 'admin-login-error')?.textContent).toContain('Wrong email or password');
    expect(useSession.getState().token).toBeNull();
  });

  it('asks for the authenticator code when the server does', async () => {
    fetchMock.mockResolvedValue(answer({ type: 'ok', message: { need_2fa: true, message: 'Enter your code' } }));
    const { container } = render();
    await submit(container);
    expect(await until(() => byId(container, 'admin-totp-note'))).toBeTruthy();
    expect(byId(container, 'admin-totp-note')?.textContent).toContain('Enter your code');
    expect(byId(container, 'admin-totp')).not.toBeNull();
  });

  it('keeps the session and leaves for the landing screen', async () => {
    fetchMock.mockResolvedValue(answer({ type: 'ok', message: { token: 'tok-1', admin: ADMIN } }));
    const { container, router } = render();
    await submit(container);
    expect(await until(() => byId(container, 'home'))).toBeTruthy();
    expect(useSession.getState()).toMatchObject({ token: 'tok-1', admin: ADMIN });
    expect(router.state.location.pathname).toBe('/');
  });

  it('checks the fields before sending anything, and again as they are corrected', async () => {
    const { container } = render();
    await until(() => byId(container, 'admin-email'));
    type(byId(container, 'admin-email'), 'not-an-email');
    act(() => byId(container, 'admin-login-submit')?.click());
    const email = byId(container, 'admin-email');
    expect(email?.getAttribute('aria-invalid')).toBe('true');
    expect(container.querySelector('#admin-email-error')?.textContent).toBeTruthy();
    expect(container.querySelector('#admin-password-error')?.textContent).toBeTruthy();
    expect(email?.getAttribute('aria-describedby')).toBe('admin-email-error');
    type(email, 'root@example.com');
    expect(container.querySelector('#admin-email-error')).toBeNull();
    expect(container.querySelector('#admin-password-error')).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the authenticator code once asked for it, and checks its form', async () => {
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: { need_2fa: true, message: 'Enter your code' } }));
    const { container } = render();
    await submit(container);
    await until(() => byId(container, 'admin-totp'));
    type(byId(container, 'admin-totp'), '12');
    act(() => byId(container, 'admin-login-submit')?.click());
    expect(container.querySelector('#admin-code-error')).not.toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockResolvedValueOnce(answer({ type: 'ok', message: { token: 'tok-2', admin: ADMIN } }));
    type(byId(container, 'admin-totp'), '123456');
    act(() => byId(container, 'admin-login-submit')?.click());
    await until(() => fetchMock.mock.calls.length > 1);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      email: 'root@example.com',
      password: 'secret-pass',
      code: '123456',
    });
    expect(await until(() => useSession.getState().token === 'tok-2')).toBe(true);
  });
});
