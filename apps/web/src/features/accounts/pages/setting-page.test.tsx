import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import SettingPage from './setting-page';

const USER = { id: 7, email: 'a@b.co', nickname: 'neo', has_pay_password: false, real_level: 0 };
const REAL = { primary: { state: 'verified' }, advanced: { state: 'review' }, limits: {} };

async function flush() {
  for (let i = 0; i < 10; i += 1) await act(async () => undefined);
}

function mount() {
  const router = memoryRouter(
    [
      { path: '/pages/setting/setting', element: <SettingPage /> },
      { path: '*', element: <p data-testid="elsewhere" /> },
    ],
    ['/pages/setting/setting'],
  );
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  return { ...r, router, q: (id: string) => r.container.querySelector(`[data-testid="${id}"]`) };
}

beforeEach(async () => {
  await loadTexts('en', ['accounts']);
  // The page asks for the user and, signed in, the identity state; each gets its own shape (an answer of the wrong
  // shape broke the render whenever it arrived before the test ended).
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const message = String(input).includes('/real/state') ? REAL : USER;
      return new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  useSession.setState({ token: '', user: null });
});

describe('settings page', () => {
  it('opens the coupon centre from its Coupons item, signed out too', async () => {
    useSession.setState({ token: '', user: null });
    const { q, router, unmount } = mount();
    await flush();
    expect(q('setting-coupon')?.textContent).toContain('Coupons');
    // Account entries need a login; the coupon centre's offers do not.
    expect(q('setting-security')).toBeNull();
    click(q('setting-coupon'));
    await flush();
    expect(router.location().pathname).toBe('/pages/setting/coupon');
    unmount();
  });

  it('lists Coupons among the signed-in items', async () => {
    useSession.setState({ token: 'token-1', user: null });
    const { q, unmount } = mount();
    await flush();
    expect(q('setting-security')).not.toBeNull();
    // Waits for the identity state, so its answer always arrives while the page is mounted.
    for (let i = 0; i < 200 && !q('setting-real')?.textContent?.includes('review'); i += 1) {
      await act(() => new Promise((r) => setTimeout(r, 10)));
    }
    expect(q('setting-real')?.textContent?.toLowerCase()).toContain('review');
    expect(q('setting-coupon')?.textContent).toContain('Coupons');
    unmount();
  });
});
