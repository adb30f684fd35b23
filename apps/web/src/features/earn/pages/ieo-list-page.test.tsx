import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import { ieoOrder, ieoProject } from '../model/test-products';
import IeoListPage from './ieo-list-page';
import IeoOrdersPage from './ieo-orders-page';

const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['accounts', 'receipts', 'earn', 'ieo']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function mount(node: React.ReactNode, at = '/') {
  useSession.setState({ token: 'T', lang: 'en' });
  const router = memoryRouter([{ path: '/', element: node }], [at]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
}

describe('IeoListPage', () => {
  it('lists the projects of GET /project, first page of 10', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return answer({
          list: [ieoProject(), ieoProject({ id: 2, time_status: 1, status: 0 })],
          total: 2,
          page: 1,
          limit: 10,
        });
      }),
    );
    const q = mount(<IeoListPage />);
    await until(() => q('ieo-list') !== null);
    expect(q('ieo-list')?.querySelectorAll('li')).toHaveLength(2);
    expect(q('ieo-phase-2')?.textContent).toBe('Warm-up');
    expect(calls[0]).toMatch(/^\/api\/project\?page=1&limit=10&/);
    expect(q('ieo-orders-link')?.getAttribute('href')).toContain('/pages/ieo/order');
  });

  it('says when there is none, and offers a retry when the call fails', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        fail ? new Response('{}', { status: 500 }) : answer({ list: [], total: 0, page: 1, limit: 10 }),
      ),
    );
    const q = mount(<IeoListPage />);
    await until(() => q('error-state') !== null);
    fail = false;
    click(q('retry-button'));
    await until(() => q('empty-state') !== null);
    expect(q('empty-state')?.textContent).toContain('No project is offered right now');
  });
});

describe('IeoOrdersPage', () => {
  it('lists my subscriptions of GET /user/project/order, one project’s with ?id=', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        const list = [ieoOrder(), ieoOrder({ id: 6, status: 4, coin_amount: '0', kept: '0', refund: '500' })];
        return answer({ list, data: list, total: 2, page: 1, limit: 10, pages: 1 });
      }),
    );
    const q = mount(<IeoOrdersPage />, '/?id=1');
    await until(() => q('ieo-orders') !== null);
    expect(calls[0]).toMatch(/^\/api\/user\/project\/order\?page=1&limit=10&project_id=1&/);
    expect(q('ieo-order-status-5')?.textContent).toBe('Applied');
    expect(q('ieo-order-status-6')?.textContent).toBe('Refunded');
    expect(q('ieo-order-6-refund')?.textContent).toBe('500.00 USDT');
    expect(q('ieo-orders-all')?.getAttribute('href')).toContain('/pages/ieo/order');
  });
});
