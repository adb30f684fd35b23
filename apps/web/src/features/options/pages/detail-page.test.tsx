import type { ReceiptView } from '@app/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import type { Order } from '../api/types';
import { makeOrder, settled } from '../model/test-orders';
import DetailPage from './detail-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const RECEIPT: ReceiptView = {
  id: 'r'.repeat(32),
  kind: 'options.settle',
  ref_type: 'option_order',
  ref_id: '7',
  price_source: 'market.mark',
  ticks: [
    { source: 'market.mark', id: '11', symbol: 'BTC/USDT', ts: 1_795_100_000_000, price: '65000.5', amount: '' },
    { source: 'market.mark', id: '12', symbol: 'BTC/USDT', ts: 1_795_100_030_000, price: '65010', amount: '' },
  ],
  formula: 'options.settle',
  formula_version: 1,
  formula_text: 'ticks[0] = open price …',
  inputs: { type: '1', stake: '10', payout_ratio: '0.85', loss_ratio: '1', scale: '6' },
  result: { result: '1', payout: '18.5', fact_profits: '8.5' },
  hash: 'h'.repeat(64),
  canonical: '{}',
  created_at: '2026-11-24 15:00:31',
};

/** The server: the order (as `order`), its receipts, and nothing for the market's quote. */
function stubServer(order: Order) {
  const asked: string[] = [];
  const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const u = new URL(url, 'http://x');
      asked.push(u.pathname);
      if (u.pathname === '/api/microtrade/get_result') return answer(order);
      if (u.pathname === '/api/receipt/list')
        return answer(u.searchParams.get('ref_type') === 'option_order' ? [RECEIPT] : []);
      return new Response(JSON.stringify({ type: 'error', message: 'no' }), { status: 200 });
    }),
  );
  return asked;
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['options', 'receipts', 'accounts']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function mount() {
  useSession.setState({ token: 'T', lang: 'en' });
  const router = memoryRouter([{ path: '/d', element: <DetailPage /> }], ['/d?id=7']);
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
}

describe('DetailPage', () => {
  it('shows a settled order’s open and end marks, its result and its receipt', async () => {
    stubServer(settled({ id: 7 }));
    const q = mount();
    await until(() => q(`receipt-${RECEIPT.id}`) !== null);
    expect(q('sec-order')?.getAttribute('data-result')).toBe('win');
    expect(q('sec-order-outcome')?.textContent).toBe('Won');
    expect(q('sec-order-net')?.textContent).toBe('+8.49 USDT');
    expect(q('sec-order-number')?.textContent).toBe('10007');
    expect(q('sec-order-open')?.textContent).toBe('65,000.50');
    expect(q('sec-order-end')?.textContent).toBe('65,010.00');
    expect(q('sec-order-payout')?.textContent).toBe('18.50 USDT');
    expect(q('sec-order-fee')?.textContent).toBe('0.01 USDT');
    const card = q(`receipt-${RECEIPT.id}`)?.textContent ?? '';
    expect(card).toContain('Seconds option result');
    expect(card).toContain('Paid back');
    expect(document.body.querySelectorAll('[data-testid="receipt-tick"]')).toHaveLength(2);
  });

  it('counts an open order down and asks for no receipt before it settles', async () => {
    const asked = stubServer(makeOrder({ id: 7, remain_milli_seconds: 20_000 }));
    const q = mount();
    await until(() => q('sec-order-countdown') !== null);
    expect(q('sec-order-countdown')?.textContent).toMatch(/^0:1[89]$/);
    expect(q('sec-order-status')?.textContent).toBe('Open');
    expect(q('sec-order-end')?.textContent).toBe('--');
    expect(asked).not.toContain('/api/receipt/list');
  });
});
