import type { ReceiptView } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { makePosition } from '../model/test-positions';
import OrderPage from './order-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));
vi.mock('../model/live', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useContractPushes: () => {},
}));

const receipt = (kind: string, n: number, over: Partial<ReceiptView> = {}): ReceiptView => ({
  id: String(n).repeat(32),
  kind,
  ref_type: 'contract_position',
  ref_id: '7',
  price_source: '',
  ticks: [],
  formula: kind,
  formula_version: 1,
  formula_text: '',
  inputs: {},
  result: {},
  hash: 'h'.repeat(64),
  canonical: '{}',
  created_at: '2026-12-07 10:00:00',
  ...over,
});

// Newest first, as the server answers: the close, two nights, the fill.
const RECEIPTS = [
  receipt('contracts.close', 4),
  receipt('contracts.overnight', 3, { ref_type: 'contract_overnight', ref_id: '7:2026-12-07' }),
  receipt('contracts.overnight', 2, { ref_type: 'contract_overnight', ref_id: '7:2026-12-06' }),
  receipt('contracts.open', 1),
];

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['contracts', 'receipts', 'accounts']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

describe('OrderPage', () => {
  it('shows every receipt the detail carries, the nights’ overnight fees included, oldest first', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const u = new URL(url, 'http://x');
        asked.push(u.pathname);
        const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
        if (u.pathname === '/api/lever/detail')
          return answer({ order: makePosition({ id: 7, status: 3 }), receipts: RECEIPTS });
        return new Response(JSON.stringify({ type: 'error', message: 'no' }), { status: 200 });
      }),
    );
    useSession.setState({ token: 'T', lang: 'en' });
    const router = memoryRouter([{ path: '/o', element: <OrderPage /> }], ['/o?id=7']);
    const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
    unmount = r.unmount;
    await until(() => r.container.querySelector(`[data-testid="receipt-${'1'.repeat(32)}"]`) !== null);
    const cards = [...r.container.querySelectorAll('.lever-receipts [data-testid^="receipt-"]')]
      .map((e) => e.getAttribute('data-testid') ?? '')
      .filter((id) => /^receipt-\d{32}$/.test(id));
    expect(cards).toEqual([1, 2, 3, 4].map((n) => `receipt-${String(n).repeat(32)}`));
    expect(asked).not.toContain('/api/receipt/list');
  });
});
