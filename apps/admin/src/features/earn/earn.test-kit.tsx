import type { AdminRole } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import message from 'antd/es/message';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';

// The earn screens' test bench: the real route table (the signed-in layout, the section guard, the lazy page and its
// texts) against a mocked server. A test file mocks `antd/es/message` (hoisted, so it must be there), calls
// `mockServer` with the app's routes and its answers, then drives the screens with the helpers below. The routes are
// handed in by the test file: imports flow shared → features → app, and this file is a feature's source.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// A screen's first open compiles its chunk and antd's: seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

export type Answers = Record<string, (url: URL) => unknown>;

/** `/api/admin<path>` → its answer (reset before each test), and a refusal the server gives to the next write. */
export const server: { answers: Answers; refusal: string | undefined } = { answers: {}, refusal: undefined };

export const paged = <T,>(list: T[], page = 1, limit = 20) => ({ list, total: list.length, page, limit });

const fetchMock = vi.fn<typeof fetch>();
export const calls = () =>
  fetchMock.mock.calls.map(([url, init]) => ({ url: new URL(String(url), 'http://admin'), init }));
export const called = (path: string) => calls().filter((c) => c.url.pathname === `/api/admin${path}`);
export const writes = () =>
  calls()
    .filter((c) => c.init?.method === 'PUT' || c.init?.method === 'POST')
    .map((c) => ({
      method: c.init?.method,
      path: c.url.pathname.replace('/api/admin', ''),
      body: JSON.parse(String(c.init?.body)),
    }));

let cleanup: (() => void) | undefined;
let routes: () => RouteObject[] = () => [];

export function signIn(role: AdminRole) {
  useSession.setState({ token: 'tok', admin: { id: 1, email: 'a@example.com', name: 'A', role } });
}

export async function render(path: string) {
  const router = createMemoryRouter(routes(), { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  // Async: antd's menu registers its items in a microtask after the first render, which must land inside act.
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
  return { container, router };
}

/** By test id anywhere in the page (drawers and pop-ups are rendered outside the container). */
export const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
export const input = (id: string) => document.querySelector<HTMLInputElement>(`[data-testid="${id}"]`);
export const errors = () => [...document.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

/** Waits for `check` to hold (a page's first open compiles its chunk: seconds on a loaded machine). */
export async function until<T>(check: () => T, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  while (!check() && Date.now() < deadline) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  return check();
}

export function type(field: HTMLElement | null, value: string) {
  const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const set = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  act(() => {
    set?.call(field, value);
    field?.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export const click = (id: string) => act(() => byId(id)?.click());

/** Opens an antd select by its test id and picks the option whose text starts with `label`. */
export async function pick(id: string, label: string) {
  const select = byId(id)?.closest('.ant-select') ?? byId(id);
  const trigger = select?.querySelector('.ant-select-selector') ?? select;
  act(() => {
    trigger?.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  const option = await until(() =>
    [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((o) =>
      o.textContent?.startsWith(label),
    ),
  );
  act(() => option?.click());
}

/**
 * Installs the mocked server for the file's tests: `appRoutes` rendered by `render`, GETs answered from `answers`
 * (reset before each test), writes answered by `saved(path, body)` as the saved row, or refused with
 * `server.refusal` when one is set.
 */
export function mockServer(o: {
  appRoutes: () => RouteObject[];
  answers: Answers;
  saved: (path: string, body: Record<string, unknown>) => unknown;
}) {
  const { answers, saved } = o;
  routes = o.appRoutes;
  beforeAll(async () => {
    await initI18n('en');
    // antd measures the scroll bar through a pseudo-element's style, which jsdom does not implement (and says so).
    const style = window.getComputedStyle.bind(window);
    vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => style(element));
    // antd's responsive helpers ask the browser's media queries, which jsdom has not.
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
    server.answers = { ...answers };
    server.refusal = undefined;
    vi.mocked(message.error).mockClear();
    vi.mocked(message.success).mockClear();
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (request, init) => {
      const url = new URL(String(request), 'http://admin');
      const path = url.pathname.replace(/^\/api\/admin/, '');
      const reply = (body: unknown) => new Response(JSON.stringify(body));
      if (init?.method === 'PUT' || init?.method === 'POST') {
        if (server.refusal) return reply({ type: 'error', message: server.refusal });
        return reply({ type: 'ok', message: saved(path, JSON.parse(String(init.body)) as Record<string, unknown>) });
      }
      const answer = server.answers[path];
      return reply(answer ? { type: 'ok', message: answer(url) } : { type: 'error', message: `no ${path}` });
    });
    vi.stubGlobal('fetch', fetchMock);
  });

  afterEach(async () => {
    // antd's menu, tables and drawers measure themselves on timers: let those land inside act before unmounting.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    cleanup?.();
    cleanup = undefined;
    vi.unstubAllGlobals();
    useSession.setState({ token: null, admin: null });
  });
}
