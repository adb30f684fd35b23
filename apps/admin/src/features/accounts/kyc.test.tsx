import type { AdminReview } from '@app/api/accounts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedInRoutes } from '../../app/signed-in';
import { initI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { feature } from './routes';

// The identity review queue through the real route table against a mocked server: the document's country of each
// basic submission is shown to the reviewer (name and code), a basic one without a country is flagged.

vi.mock('antd/es/message', () => ({ default: { error: vi.fn(), warning: vi.fn(), success: vi.fn() } }));

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A screen's first open compiles its chunk and antd's: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

const review = (over: Partial<AdminReview>): AdminReview => ({
  id: 1,
  user_id: 7,
  email: 'u7@example.com',
  real_type: 1,
  id_type: 2,
  name: 'Test Person',
  card_id: 'E12345678',
  country: 'FR',
  front_pic: null,
  reverse_pic: null,
  state: 'review',
  reason: null,
  submitted_at: '2025-01-02 03:04:05',
  ...over,
});

const REVIEWS = [
  review({ id: 1 }),
  review({ id: 2, user_id: 8, country: null }),
  review({ id: 3, user_id: 9, real_type: 2, id_type: null, name: null, card_id: null, country: null }),
];

const fetchMock = vi.fn<typeof fetch>();
let cleanup: (() => void) | undefined;

async function render(path: string) {
  const router = createMemoryRouter(signedInRoutes([feature]), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  await act(async () =>
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
  return container;
}

const byId = (c: HTMLElement, id: string) => c.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function until<T>(check: () => T, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

beforeAll(async () => {
  await initI18n('en');
  const style = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
});

beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://admin').pathname.replace(/^\/api\/admin/, '');
    const message =
      path === '/kyc' ? { list: REVIEWS, total: REVIEWS.length, page: 1, limit: 20 } : path === '/me' ? null : [];
    return new Response(JSON.stringify({ type: 'ok', message }));
  });
  vi.stubGlobal('fetch', fetchMock);
  useSession.setState({ token: 'tok', admin: { id: 1, email: 'a@example.com', name: 'A', role: 'support' } });
});

afterEach(async () => {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  cleanup?.();
  cleanup = undefined;
  vi.unstubAllGlobals();
  useSession.setState({ token: null, admin: null });
});

describe('identity review queue', () => {
  it("shows each basic submission's country, and flags one sent without a country", async () => {
    const container = await render('/kyc');
    expect(await until(() => byId(container, 'kyc-country-1'))).toBeTruthy();
    expect(container.textContent).toContain('Name / country');
    expect(byId(container, 'kyc-country-1')?.textContent).toBe('France (FR)');
    expect(byId(container, 'kyc-country-2')?.textContent).toBe('Not given');
    expect(byId(container, 'kyc-country-3')?.textContent).toBe('—');
  });
});
