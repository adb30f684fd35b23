import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../../components/confirm-host';
import { showToast } from '../../../lib/feedback';
import { useSession } from '../../../stores/session';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import { config, couponOffer, userCoupon } from '../model/test-products';
import { CouponCard } from './coupon-card';
import { CouponOfferCard } from './coupon-offer-card';
import FinanceList from './finance-list';

vi.mock('../../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

const answer = (message: unknown) => new Response(JSON.stringify({ type: 'ok', message }), { status: 200 });

async function until(done: () => boolean) {
  for (let i = 0; i < 200 && !done(); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
}

beforeAll(() => loadTexts('en', ['earn', 'coupon']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
  vi.mocked(showToast).mockClear();
});

function mount(node: React.ReactNode, token = 'T') {
  useSession.setState({ token, lang: 'en' });
  const router = memoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            {node}
            <ConfirmHost />
          </>
        ),
      },
    ],
    ['/'],
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
}

describe('an offer of the coupon centre', () => {
  it('shows the product and kind, the notional amount, term, rate, value, left, claim date, and says what it is', () => {
    const q = mount(
      <ul>
        <CouponOfferCard offer={couponOffer()} />
      </ul>,
    );
    expect(q('coupon-offer-3')?.getAttribute('data-state')).toBe('open');
    expect(q('coupon-offer-3')?.textContent).toContain('Welcome voucher');
    expect(q('coupon-offer-3')?.textContent).toContain('Experience voucher');
    expect(q('coupon-offer-3-value')?.textContent).toBe('15.00 USDT');
    expect(q('coupon-offer-3-product')?.textContent).toBe('USDT 5 days · Locked mining');
    expect(q('coupon-offer-3-amount')?.textContent).toBe('1,000.00 USDT');
    expect(q('coupon-offer-3-days')?.textContent).toBe('5 days');
    expect(q('coupon-offer-3-rate')?.textContent).toBe('109.5% APR · 0.3% a day');
    expect(q('coupon-offer-3-daily')?.textContent).toBe('3.00 USDT');
    expect(q('coupon-offer-3-left')?.textContent).toBe('58 of 100');
    expect(q('coupon-offer-3-until')?.textContent).toMatch(/^20(26-12-31|27-01-01) \d\d:\d\d$/);
    expect(q('coupon-offer-3-valid')?.textContent).toBe('7 days of claiming');
    expect(q('coupon-offer-3-what')?.textContent).toBe(
      'You get the yield of 1,000.00 USDT for 5 days: 15.00 USDT in all. The 1,000.00 USDT is not yours, and you pay nothing.',
    );
    expect(q('earn-campaign')?.textContent).toContain('Paid by campaign “Launch yield”');
    expect(q('earn-remaining')?.textContent).toBe('Budget left 49,000.00 USDT');
    expect(q('coupon-offer-3')?.textContent).toContain('set aside from this campaign’s budget');
    expect(q('coupon-claim-3')?.textContent).toBe('Claim');
    expect((q('coupon-claim-3') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is disabled with "Claimed" when held and "All claimed" when none is left', () => {
    const q = mount(
      <ul>
        <CouponOfferCard offer={couponOffer({ id: 1, claimed: true })} />
        <CouponOfferCard offer={couponOffer({ id: 2, left: 0 })} />
      </ul>,
    );
    expect(q('coupon-claim-1')?.textContent).toBe('Claimed');
    expect((q('coupon-claim-1') as HTMLButtonElement).disabled).toBe(true);
    expect(q('coupon-offer-1')?.getAttribute('data-state')).toBe('claimed');
    expect(q('coupon-claim-2')?.textContent).toBe('All claimed');
    expect((q('coupon-claim-2') as HTMLButtonElement).disabled).toBe(true);
  });

  it('claims with an Idempotency-Key; signed out it asks for a login and sends nothing', async () => {
    const sent: { url: string; body: unknown; key: string | null }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push({
          url,
          body: JSON.parse(String(init?.body)),
          key: new Headers(init?.headers).get('Idempotency-Key'),
        });
        return answer(userCoupon());
      }),
    );
    const out = mount(
      <ul>
        <CouponOfferCard offer={couponOffer()} />
      </ul>,
      '',
    );
    click(out('coupon-claim-3'));
    expect(showToast).toHaveBeenCalledWith('Please log in first');
    expect(sent).toEqual([]);
    unmount();
    vi.mocked(showToast).mockClear();

    const q = mount(
      <ul>
        <CouponOfferCard offer={couponOffer()} />
      </ul>,
    );
    click(q('coupon-claim-3'));
    await until(() => vi.mocked(showToast).mock.calls.length > 0);
    expect(sent).toEqual([
      {
        url: '/api/coupon/claim',
        body: { id: 3, lang: 'en', timestamp: expect.any(Number) },
        key: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    ]);
    expect(showToast).toHaveBeenCalledWith('Claimed: it is in My coupons');
  });
});

describe('a voucher I hold', () => {
  it('shows title, value, product, expiry and status; a usable one has Use', () => {
    const onUsed = vi.fn();
    const q = mount(
      <ul>
        <CouponCard coupon={userCoupon()} product="USDT 5 days" onUsed={onUsed} />
      </ul>,
    );
    expect(q('coupon-11')?.getAttribute('data-status')).toBe('usable');
    expect(q('coupon-11')?.textContent).toContain('Welcome voucher');
    expect(q('coupon-badge-11')?.textContent).toBe('Usable');
    expect(q('coupon-11-value')?.textContent).toBe('15.00 USDT');
    expect(q('coupon-11-product')?.textContent).toBe('USDT 5 days');
    expect(q('coupon-11-amount')?.textContent).toBe('1,000.00 USDT');
    expect(q('coupon-11-expires')?.textContent).toMatch(/^2026-12-0[45] \d\d:\d\d$/);
    expect(q('coupon-use-11')?.textContent).toBe('Use');
    expect(q('coupon-order-11')).toBeNull();
  });

  it('asks before using it, saying what happens, then opens its mining order', async () => {
    const sent: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        sent.push(url);
        return answer({ coupon: userCoupon({ status: 'used', order_id: 42 }), order_id: 42 });
      }),
    );
    const onUsed = vi.fn();
    const q = mount(
      <ul>
        <CouponCard coupon={userCoupon()} product="USDT 5 days" onUsed={onUsed} />
      </ul>,
    );
    click(q('coupon-use-11'));
    await until(() => q('coupon-confirm') !== null);
    expect(q('confirm-sheet')?.textContent).toContain('Use this voucher?');
    expect(q('coupon-confirm-product')?.textContent).toBe('USDT 5 days');
    expect(q('coupon-confirm-amount')?.textContent).toBe('1,000.00 USDT');
    expect(q('coupon-confirm-days')?.textContent).toBe('5 days');
    expect(q('coupon-confirm-daily')?.textContent).toBe('3.00 USDT');
    expect(q('coupon-confirm-value')?.textContent).toBe('15.00 USDT');
    expect(q('coupon-confirm-penalty')?.textContent).toBe('No penalty');
    const note = q('coupon-confirm')?.textContent ?? '';
    expect(note).toContain('It pays you 15.00 USDT, the yield of 1,000.00 USDT for 5 days');
    expect(note).toContain('into your mining account each day, then to your spot account at maturity');
    expect(note).toContain('The 1,000.00 USDT itself is not yours and is never paid to you');
    expect(note).toContain('Closing the order early costs no penalty');
    expect(sent).toEqual([]);

    click(q('confirm-ok'));
    await until(() => onUsed.mock.calls.length > 0);
    expect(sent).toEqual(['/api/coupon/use']);
    expect(onUsed).toHaveBeenCalledWith(42, expect.objectContaining({ status: 'used', order_id: 42 }));
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const q = mount(
      <ul>
        <CouponCard coupon={userCoupon()} product="USDT 5 days" onUsed={vi.fn()} />
      </ul>,
    );
    click(q('coupon-use-11'));
    await until(() => q('confirm-cancel') !== null);
    click(q('confirm-cancel'));
    await until(() => q('coupon-confirm') === null);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('links a used one to the mining orders, and shows an expired one without actions', () => {
    const q = mount(
      <ul>
        <CouponCard
          coupon={userCoupon({ id: 1, status: 'used', order_id: 42, closed_at: '2026-11-29 08:00:00' })}
          product="USDT 5 days"
          onUsed={vi.fn()}
        />
        <CouponCard coupon={userCoupon({ id: 2, status: 'expired' })} product="#9" onUsed={vi.fn()} />
      </ul>,
    );
    expect(q('coupon-badge-1')?.textContent).toBe('Used');
    expect(q('coupon-1-used')?.textContent).toMatch(/^2026-11-29 \d\d:\d\d$/);
    expect(q('coupon-1-expires')).toBeNull();
    expect(q('coupon-order-1')?.textContent).toBe('Mining order #42');
    expect(q('coupon-order-1')?.getAttribute('href')).toBe('/pages/lockming/order');
    expect(q('coupon-use-1')).toBeNull();
    expect(q('coupon-badge-2')?.textContent).toBe('Expired');
    expect(q('coupon-2-product')?.textContent).toBe('#9');
    expect(q('coupon-use-2')).toBeNull();
    expect(q('coupon-order-2')).toBeNull();
  });
});

describe('the finance list', () => {
  it('leads to the coupon centre', () => {
    const q = mount(<FinanceList configs={[config()]} duals={[]} failed={false} onRefresh={async () => undefined} />);
    expect(q('finance-coupons')?.getAttribute('href')).toBe('/pages/setting/coupon');
    expect(q('finance-group-coupon')?.textContent).toContain('Coupons');
    expect(q('finance-coupons')?.textContent).toContain('Claim one');
  });
});
