import { ACCOUNT_KIND_FIELDS } from '@app/api/wallet';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import AssetsPage from './assets-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

/** Every declared kind, each named "Spot account" by the server, as a five-name list once did for mining and deposit. */
const OVERVIEW = {
  total_usdt: '1234.5',
  total_fiat: '1234.5',
  fiat: 'USD',
  rate: '1',
  accounts: ACCOUNT_KIND_FIELDS.map((field, i) => ({
    kind: i + 1,
    field,
    name: 'Spot account',
    total_usdt: '0',
    total_fiat: '0',
    coins: [
      {
        currency_id: 1,
        currency: 'USDT',
        image: '',
        available: field === 'change' ? '1234.5' : '0',
        frozen: '0',
        total: field === 'change' ? '1234.5' : '0',
        usdt_value: '0',
        fiat_value: '0',
      },
    ],
  })),
};

function stubServer() {
  const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/wallet/list') return answer(OVERVIEW);
      return answer([]);
    }),
  );
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('AssetsPage', () => {
  beforeAll(() => loadTexts('en', ['wallet', 'accounts']));

  it('names each account tab by its own kind, whatever name the server sends', async () => {
    stubServer();
    useSession.setState({ token: 'T', lang: 'en' });
    const router = memoryRouter([{ path: '/', element: <AssetsPage /> }], ['/']);
    const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
    unmount = r.unmount;
    const tab = (field: string) => document.body.querySelector(`[data-testid="assets-tab-${field}"]`);
    await until(() => tab('mining') !== null);
    expect(tab('mining')?.textContent).toBe('Mining');
    expect(tab('deposit')?.textContent).toBe('Deposit');
    expect(tab('change')?.textContent).toBe('Spot');
  });
});
