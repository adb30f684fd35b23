import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useMe } from '../features/admin/api/auth';
import { useSession } from '../shared/session/session-store';
import { RequireAuth } from './guards';

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const ADMIN = { id: 1, email: 'root@example.com', name: 'Root', role: 'super' as const };
const fetchMock = vi.fn<typeof fetch>();

/** What the signed-in chunk does on start (signed-in.tsx): refresh the admin. */
function Users() {
  useMe(true);
  return <p data-testid="users">users</p>;
}
let cleanup: (() => void) | undefined;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p data-testid="login">login</p> },
      {
        path: '/users',
        element: (
          <RequireAuth>
            <Users />
          </RequireAuth>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  act(() =>
    root.render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    container.remove();
  };
  return { container, router };
}

async function flush() {
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}

beforeEach(() => {
  localStorage.clear();
  useSession.setState({ token: null, admin: null });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
});

describe('RequireAuth', () => {
  it('sends a visitor without a token to the login screen', async () => {
    const { container, router } = renderAt('/users');
    await flush();
    expect(container.querySelector('[data-testid="login"]')).not.toBeNull();
    expect(router.state.location).toMatchObject({ pathname: '/login', state: { from: '/users' } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the screen while the session is valid', async () => {
    useSession.getState().setSession('tok-1', ADMIN);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: 'ok', message: ADMIN })));
    const { container } = renderAt('/users');
    await flush();
    expect(container.querySelector('[data-testid="users"]')).not.toBeNull();
  });

  it("a '999' answer clears the session and lands on the login screen", async () => {
    useSession.getState().setSession('tok-old', ADMIN);
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ type: '999', message: 'Please sign in again' })));
    const { container, router } = renderAt('/users');
    await flush();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/admin/me?lang=en');
    expect(useSession.getState().token).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(container.querySelector('[data-testid="login"]')).not.toBeNull();
  });
});
