import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import LoginPage from './login-page';

// The login screen signs in without react-query and fetches its Alert after the first drawing: these check the
// three answers still show as before.

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
  // antd's form grid asks for the screen size; jsdom has no media queries.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: false,
    media,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
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
});
