import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { CouponOffer, CouponStatus, UserCoupon } from '../api/types';
import { config, couponOffer, userCoupon } from '../model/test-products';
import CouponPage from './coupon-page';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });

type Call = { method: string; path: string; query: Record<string, string>; body: unknown; auth: string | null };

/**
 * The server: the centre's offers (claimed once the claim came), my vouchers by status (using one moves it to used),
 * the mining products (for the voucher's product name).
 */
function stubServer(opts: { offers?: CouponOffer[]; mine?: UserCoupon[]; failCenter?: () => boolean } = {}) {
  const calls: Call[] = [];
  let offers = opts.offers ?? [couponOffer()];
  let mine = opts.mine ?? [userCoupon(), userCoupon({ id: 12, status: 'expired', title: 'Old voucher' })];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const u = new URL(url, 'http://x');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({
        method,
        path: u.pathname,
        query: Object.fromEntries(u.searchParams),
        body,
        auth: new Headers(init?.headers).get('Authorization'),
      });
      if (u.pathname === '/api/coupon/center') {
        if (opts.failCenter?.()) return new Response('{}', { status: 500 });
        return answer({ list: offers });
      }
      if (u.pathname === '/api/coupon/claim') {
        offers = offers.map((o) => (o.id === body.id ? { ...o, claimed: true, left: o.left - 1 } : o));
        return answer(userCoupon());
      }
      if (u.pathname === '/api/coupon/mine') {
        const status = u.searchParams.get('status') as CouponStatus;
        const page = Number(u.searchParams.get('page'));
        const limit = Number(u.searchParams.get('limit'));
        const all = mine.filter((c) => c.status === status);
        return answer({ list: all.slice((page - 1) * limit, page * limit), total: all.length, page, limit });
      }
      if (u.pathname === '/api/coupon/use') {
        const used = { ...userCoupon(), status: 'used' as const, order_id: 42, closed_at: '2026-11-29 08:00:00' };
        mine = mine.map((c) => (c.id === body.id ? used : c));
        return answer({ coupon: used, order_id: 42 });
      }
      if (u.pathname === '/api/lh/deposit/config') {
        return answer({ list: [config()], data: [config()], total: 1, page: 1, limit: 100 });
      }
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

async function until(done: () => boolean) {
  for (let i = 0; i < 300 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['earn', 'coupon']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

function mount(at = '/', token = 'T') {
  useSession.setState({ token, lang: 'en' });
  const page = (
    <>
      <CouponPage />
      <ConfirmHost />
    </>
  );
  const router = memoryRouter([{ path: '/', element: page }], [at]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return {
    q: (id: string) => document.body.querySelector(`[data-testid="${id}"]`),
    location: () => router.location(),
  };
}

describe('CouponPage, the coupon centre', () => {
  it('explains the voucher, lists the offers of GET /coupon/center and claims one, which then reads Claimed', async () => {
    const calls = stubServer();
    const { q } = mount();
    await until(() => q('coupon-offers') !== null);
    expect(q('coupon-tab-center')?.getAttribute('aria-selected')).toBe('true');
    const intro = q('coupon-intro')?.textContent ?? '';
    expect(intro).toContain('without paying anything');
    expect(intro).toContain('That amount is never yours and never leaves the campaign');
    expect(intro).toContain('into your mining account each day and on to your spot account at maturity');
    expect(intro).toContain('Closing early costs no penalty');
    expect(q('coupon-offer-3-left')?.textContent).toBe('58 of 100');
    expect(calls.filter((c) => c.path === '/api/coupon/center')[0]?.auth).toBe('T');

    click(q('coupon-claim-3'));
    await until(() => q('coupon-claim-3')?.textContent === 'Claimed');
    expect(calls.filter((c) => c.path === '/api/coupon/claim').map((c) => c.body)).toEqual([
      { id: 3, lang: 'en', timestamp: expect.any(Number) },
    ]);
    expect(showToast).toHaveBeenCalledWith('Claimed: it is in My coupons');
    expect(q('coupon-offer-3-left')?.textContent).toBe('57 of 100');
    expect((q('coupon-claim-3') as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers a retry when the call fails, and says when nothing is offered', async () => {
    let fail = true;
    stubServer({ offers: [], failCenter: () => fail });
    const { q } = mount();
    await until(() => q('error-state') !== null);
    fail = false;
    click(q('retry-button'));
    await until(() => q('empty-state') !== null);
    expect(q('empty-state')?.textContent).toContain('No coupon is offered right now');
  });

  it('is open signed out (no token sent); my coupons then ask for a login', async () => {
    const calls = stubServer();
    const { q } = mount('/', '');
    await until(() => q('coupon-offers') !== null);
    expect(calls[0]?.auth).toBeNull();
    click(q('coupon-tab-mine'));
    await until(() => q('coupon-login') !== null);
    expect(q('coupon-login')?.textContent).toContain('Log in to see your coupons');
    expect(calls.some((c) => c.path === '/api/coupon/mine')).toBe(false);
    click(q('coupon-login')?.querySelector('button') ?? null);
    expect(showToast).toHaveBeenCalledWith('Please log in first');
  });
});

describe('CouponPage, my coupons', () => {
  it('lists my usable vouchers of GET /coupon/mine, paged, with the product’s name; the segments ask by status', async () => {
    const calls = stubServer();
    const { q, location } = mount();
    await until(() => q('coupon-offers') !== null);
    click(q('coupon-tab-mine'));
    await until(() => q('coupon-mine') !== null);
    expect(location().search).toBe('?tab=mine&status=usable');
    expect(calls.find((c) => c.path === '/api/coupon/mine')?.query).toMatchObject({
      status: 'usable',
      page: '1',
      limit: '10',
    });
    expect(q('coupon-status-usable')?.getAttribute('aria-selected')).toBe('true');
    expect(q('coupon-11-product')?.textContent).toBe('USDT 5 days');
    expect(q('coupon-12')).toBeNull();

    click(q('coupon-status-expired'));
    await until(() => q('coupon-12') !== null);
    expect(location().search).toBe('?tab=mine&status=expired');
    expect(q('coupon-badge-12')?.textContent).toBe('Expired');
    expect(q('coupon-use-12')).toBeNull();

    click(q('coupon-status-used'));
    await until(() => q('empty-state') !== null);
    expect(q('empty-state')?.textContent).toContain('No used coupons');
  });

  it('uses a voucher after the confirmation: a toast, a link to the mining orders, and it moves to used', async () => {
    const calls = stubServer();
    const { q } = mount('/?tab=mine');
    await until(() => q('coupon-use-11') !== null);
    click(q('coupon-use-11'));
    await until(() => q('coupon-confirm') !== null);
    expect(q('coupon-confirm-value')?.textContent).toBe('15.00 USDT');
    expect(calls.some((c) => c.path === '/api/coupon/use')).toBe(false);
    click(q('confirm-ok'));
    await until(() => q('coupon-opened') !== null);
    expect(calls.filter((c) => c.path === '/api/coupon/use').map((c) => c.body)).toEqual([
      { id: 11, lang: 'en', timestamp: expect.any(Number) },
    ]);
    expect(showToast).toHaveBeenCalledWith('Voucher used: mining order #42 opened');
    expect(q('coupon-opened')?.textContent).toContain('Mining order #42 runs on your voucher and pays you 15.00 USDT.');
    expect(q('coupon-opened-orders')?.getAttribute('href')).toBe('/pages/lockming/order');
    await until(() => q('coupon-11') === null);
    expect(q('empty-state')?.textContent).toContain('No usable coupons');

    click(q('coupon-status-used'));
    await until(() => q('coupon-order-11') !== null);
    expect(q('coupon-badge-11')?.textContent).toBe('Used');
    expect(q('coupon-order-11')?.getAttribute('href')).toBe('/pages/lockming/order');
  });

  it('asks a page of 10 and knows when more are left (the next loads as the list’s end scrolls in)', async () => {
    const many = Array.from({ length: 13 }, (_, i) => userCoupon({ id: 100 + i }));
    stubServer({ mine: many });
    const { q } = mount('/?tab=mine');
    await until(() => q('coupon-109') !== null);
    expect(q('coupon-mine')?.querySelectorAll(':scope > li')).toHaveLength(10);
    expect(q('coupon-110')).toBeNull();
    expect(document.body.textContent).toContain('Loading…');
    expect(document.body.textContent).not.toContain('No more data');
    unmount();

    stubServer();
    const few = mount('/?tab=mine');
    await until(() => few.q('coupon-11') !== null);
    expect(document.body.textContent).toContain('No more data');
  });

  it('opens on the status the address names', async () => {
    stubServer();
    const { q } = mount('/?tab=mine&status=expired');
    await until(() => q('coupon-12') !== null);
    expect(q('coupon-tab-mine')?.getAttribute('aria-selected')).toBe('true');
    expect(q('coupon-status-expired')?.getAttribute('aria-selected')).toBe('true');
  });
});
