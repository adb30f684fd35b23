/**
 * Issue 29 item 16: verification checks its preconditions when the page opens. Without a bound phone (or email)
 * the form is not offered (the server would refuse it at the end); the page says so and binds from here.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import RealPage from './real-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const NONE = { state: 'none', reason: null };
const LIMITS = { withdraw_btc_24h: '1', fiat_op_usdt: '1000' };
const STATE = { level: 0, primary: NONE, advanced: NONE, limits: { 1: LIMITS, 2: LIMITS } };
const USER = { id: 9, email: 'a@b.co', mobile: null, area_code: null, nickname: 'a', has_pay_password: false };

function serve(user: object) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const message = url.startsWith('/api/real/state') ? STATE : url.startsWith('/api/user/info') ? user : [];
      return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
    }),
  );
}
async function settle() {
  for (let i = 0; i < 10; i++) await act(() => new Promise((r) => setTimeout(r, 10)));
}
function mount() {
  const router = memoryRouter([{ path: '/pages/setting/real', element: <RealPage /> }], ['/pages/setting/real']);
  const view = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  return { ...view, q: (id: string) => document.querySelector(`[data-testid="${id}"]`) };
}

beforeEach(async () => {
  await loadTexts('en', ['accounts']);
  useSession.setState({ token: 'T', user: null });
});
afterEach(() => vi.unstubAllGlobals());

describe('identity verification page', () => {
  it('without a bound phone: no form, the reason, and the phone binding opened from here', async () => {
    serve(USER);
    const { q, unmount } = mount();
    await settle();
    expect(q('real-bind-first')?.textContent).toContain('Email and phone must be bound before verification.');
    expect(q('real-submit')).toBeNull();
    expect(q('real-bind-email')).toBeNull();
    click(q('real-bind-phone'));
    await settle();
    expect(q('phone-number')).not.toBeNull();
    unmount();
  });

  it('with both bound: the form', async () => {
    serve({ ...USER, mobile: '13800000000', area_code: '86' });
    const { q, unmount } = mount();
    await settle();
    expect(q('real-bind-first')).toBeNull();
    expect(q('real-submit')).not.toBeNull();
    unmount();
  });
});
