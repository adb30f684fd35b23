import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { IeoDetail, IeoEstimate, IeoProject } from '../api/types';
import { ieoOrder, ieoProject } from '../model/test-products';
import IeoSubscribePage from './ieo-subscribe-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const ESTIMATE: IeoEstimate = {
  cost: '500',
  pay_currency: 'USDT',
  total_asked: '25100',
  allocated: '79.68',
  kept: '398.4',
  refund: '101.6',
};

type Sent = { body: unknown; key: string | null };

/** The server: the project, its estimate, the balance, and an application that shows up in `order_info`. */
function stubServer(project: IeoProject) {
  const sent: Sent[] = [];
  const asked: string[] = [];
  const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/api/project/detail') {
        const detail: IeoDetail = { info: project, order_info: sent.length > 0 ? [ieoOrder()] : [] };
        return answer(detail);
      }
      if (u.pathname === '/api/project/estimate') {
        asked.push(u.searchParams.get('amount') ?? '');
        return answer(ESTIMATE);
      }
      if (u.pathname === '/api/wallet/list') {
        return answer({ accounts: [{ field: 'change', coins: [{ currency: 'USDT', available: '1000' }] }] });
      }
      if (u.pathname === '/api/project/order' && init?.method === 'POST') {
        sent.push({ body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('Idempotency-Key') });
        return answer(ieoOrder());
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return { sent, asked };
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

function type(input: Element | null, value: string) {
  if (!(input instanceof HTMLInputElement)) throw new Error('no input');
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeAll(() => loadTexts('en', ['accounts', 'receipts', 'earn', 'ieo']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

function mount() {
  useSession.setState({ token: 'T', lang: 'en' });
  const page = (
    <>
      <IeoSubscribePage />
      <ConfirmHost />
    </>
  );
  const router = memoryRouter([{ path: '/', element: page }], ['/?id=1']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
}

describe('IeoSubscribePage', () => {
  it('shows every display field of the project and its pro rata rule', async () => {
    stubServer(ieoProject());
    const q = mount();
    await until(() => q('ieo-project') !== null);
    const text = (id: string) => q(id)?.textContent;
    expect(text('ieo-info-price')).toBe('1 DOT = 5.00 USDT');
    expect(text('ieo-info-total')).toBe('20,000.00 DOT');
    expect(text('ieo-info-remaining')).toBe('15,000.00 DOT');
    expect(text('ieo-info-subscribed')).toBe('5,000.00 DOT');
    expect(text('ieo-info-pay')).toBe('USDT');
    expect(text('ieo-info-lock')).toBe('3 days');
    expect(text('ieo-info-cycle')).toBe('7 days');
    expect(text('ieo-info-end')).toMatch(/^2026-12-0[34] \d\d:\d\d$/);
    expect(text('ieo-info-deliver')).toMatch(/^2026-12-0[67] \d\d:\d\d$/);
    expect(text('ieo-info-applied')).toBe('12');
    expect(text('ieo-info-passed')).toBe('At the end');
    expect(q('ieo-whitepaper')?.getAttribute('href')).toBe('https://example.org/whitepaper.pdf');
    expect(q('ieo-website')?.getAttribute('href')).toBe('https://example.org');
    expect(q('ieo-mode')?.getAttribute('data-mode')).toBe('pro_rata');
    expect(text('ieo-formula')).toBe('allocated = ⌊supply × asked ÷ total asked⌋, the rest refunded');
    expect(text('ieo-min')).toBe('Minimum 1.00 DOT');
    expect(text('ieo-limit')).toBe('Limit 2,000.00 DOT per user');
    expect(q('ieo-about')?.querySelectorAll('p')).toHaveLength(2);
  });

  it('checks the amount, shows the cost and the allocation if it ended now, and subscribes after a confirmation', async () => {
    const { sent, asked } = stubServer(ieoProject());
    const q = mount();
    await until(() => q('ieo-amount') !== null && q('ieo-balance')?.textContent === 'Available 1,000 USDT');
    type(q('ieo-amount'), '0.5');
    expect(q('ieo-problem')?.getAttribute('data-problem')).toBe('min');
    type(q('ieo-amount'), '300');
    expect(q('ieo-problem')?.textContent).toBe('Insufficient balance');
    type(q('ieo-amount'), '100');
    await until(() => q('ieo-estimate-cost') !== null);
    expect(asked).toContain('100');
    expect(q('ieo-problem')).toBeNull();
    expect(q('ieo-estimate-cost')?.textContent).toBe('500.00 USDT');
    expect(q('ieo-estimate-allocated')?.textContent).toBe('79.68 DOT');
    expect(q('ieo-estimate-refund')?.textContent).toBe('101.60 USDT');
    expect(q('ieo-mine')?.textContent).toContain('No subscriptions yet');

    click(q('ieo-submit'));
    await until(() => q('ieo-confirm') !== null);
    expect(q('ieo-confirm-amount')?.textContent).toBe('100.00 DOT');
    expect(q('ieo-confirm-cost')?.textContent).toBe('500.00 USDT');
    expect(q('ieo-confirm-allocated')?.textContent).toBe('79.68 DOT');
    expect(sent).toEqual([]);
    click(q('confirm-ok'));
    await until(() => q('ieo-order-5') !== null);
    expect(sent).toEqual([
      {
        body: {
          project_id: 1,
          amount: '100',
          pay_currency: 'USDT',
          price: '5',
          lang: 'en',
          timestamp: expect.any(Number),
        },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('Subscription received');
    expect(q('ieo-mine')?.contains(q('ieo-order-5'))).toBe(true);
    expect((q('ieo-amount') as HTMLInputElement).value).toBe('');
  });

  it('is disabled with the reason before the start and after the end', async () => {
    stubServer(ieoProject({ time_status: 1, status: 0 }));
    const q = mount();
    await until(() => q('ieo-closed') !== null);
    expect(q('ieo-closed')?.getAttribute('data-reason')).toBe('warmup');
    expect(q('ieo-closed')?.textContent).toMatch(/^Warm-up: subscription opens 2026-11-2\d \d\d:\d\d$/);
    expect((q('ieo-amount') as HTMLInputElement).disabled).toBe(true);
    expect((q('ieo-submit') as HTMLButtonElement).disabled).toBe(true);
    unmount();

    stubServer(ieoProject({ time_status: 3, status: 0, mode: 'fcfs' }));
    const q2 = mount();
    await until(() => q2('ieo-closed') !== null);
    expect(q2('ieo-closed')?.textContent).toBe('Subscription has ended');
    expect(q2('ieo-formula')).toBeNull();
  });
});
