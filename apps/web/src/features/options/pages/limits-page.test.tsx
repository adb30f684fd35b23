import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { Limits, TradeRecord } from '../api/types';
import LimitsPage from './limits-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const RECORD: TradeRecord = {
  orders: 4,
  wins: 1,
  ties: 1,
  losses: 2,
  win_rate: '0.3333',
  net: [{ currency: 'USDT', net: '-11.54', fees: '0.04' }],
  open: 0,
};
const LIMITS: Limits = {
  daily_loss_limit: '50',
  pending_limit: '200',
  pending_from: '2030-01-02 10:00:00',
  cool_off_until: null,
  today_loss: '20.02',
};

/** The server, answering the page's calls and recording the limits it is sent. */
function stubServer() {
  const sent: unknown[] = [];
  let limits = LIMITS;
  const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = new URL(url, 'http://x').pathname;
      if (path === '/api/microtrade/record') return answer(RECORD);
      if (path === '/api/microtrade/limits' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { cool_off?: string };
        sent.push(body);
        limits = { ...limits, cool_off_until: body.cool_off ? '2030-01-09 10:00:00' : null };
        return answer(limits);
      }
      if (path === '/api/microtrade/limits') return answer(limits);
      return new Response('{}', { status: 404 });
    }),
  );
  return sent;
}

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['options']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function mount() {
  useSession.setState({ token: 'T', lang: 'en' });
  const page = (
    <>
      <LimitsPage />
      <ConfirmHost />
    </>
  );
  const router = memoryRouter([{ path: '/', element: page }], ['/']);
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
}

describe('LimitsPage', () => {
  it('shows the record, the limit in force, today’s loss and a pending raise with when it takes effect', async () => {
    stubServer();
    const q = mount();
    await until(() => q('sec-limit-current') !== null && q('sec-record-card') !== null);
    expect(q('sec-record-orders')?.textContent).toBe('4');
    expect(q('sec-record-split')?.textContent).toBe('1 / 1 / 2');
    expect(q('sec-record-win-rate')?.textContent).toBe('33.33%');
    expect(q('sec-record-net-USDT')?.textContent).toBe('-11.54');
    expect(q('sec-limit-current')?.textContent).toBe('50.00 USDT');
    expect(q('sec-limit-today')?.textContent).toBe('20.02 USDT');
    expect(q('sec-limit-pending')?.textContent).toMatch(/^Becomes 200\.00 USDT on 2030-01-0\d \d\d:\d\d:00$/);
  });

  it('takes a break only after a confirmation that says it cannot be shortened', async () => {
    const sent = stubServer();
    const q = mount();
    await until(() => q('sec-cool-7d') !== null);
    click(q('sec-cool-7d'));
    await until(() => q('sec-cool-ask') !== null);
    expect(q('sec-cool-ask')?.textContent).toContain('Take a break of 7 days?');
    expect(q('sec-cool-ask')?.textContent).toContain('This cannot be shortened or cancelled.');
    expect(sent).toEqual([]);
    click(q('confirm-ok'));
    await until(() => q('sec-cool-until') !== null);
    expect(sent).toEqual([{ cool_off: '7d', lang: 'en', timestamp: expect.any(Number) }]);
    expect(q('sec-cool-until')?.textContent).toMatch(/^On a break until 2030-01-/);
    expect(showToast).toHaveBeenCalledWith(expect.stringMatching(/^Break set until 2030-01-/));
  });
});
