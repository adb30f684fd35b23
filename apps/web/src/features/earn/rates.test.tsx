/**
 * Every percentage on the earn screens is one the server sent, in one kind of rate (APR, the daily figure beside
 * a daily-paying product's): the cards are fed the server's wire shape (parsed by the contract's own schemas), and
 * each `…%` on screen must be one of that object's fractions shown in percent. Issue 29 item 17: the early
 * redemption preview showed the per-day penalty rate (0.5 %) beside a penalty of 15 % of the amount, and mining
 * showed a daily rate where dual investment showed a yearly one.
 */

import {
  CouponOffer,
  DualOrderWire,
  DualProductWire,
  MiningConfig,
  MiningOrder,
  MiningQuote,
  UserCouponWire,
} from '@app/api/earn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfirmHost } from '../../components/confirm-host';
import { useSession } from '../../stores/session';
import { loadTexts } from '../../test/i18n';
import { memoryRouter } from '../../test/memory-router';
import { click, renderApp } from '../../test/render';
import { CouponCard } from './components/coupon-card';
import { CouponOfferCard } from './components/coupon-offer-card';
import { DualCard } from './components/dual-card';
import { DualOrderCard } from './components/dual-order-card';
import FinanceList from './components/finance-list';
import { MiningCard } from './components/mining-card';
import { MiningOrderCard } from './components/mining-order-card';
import { fmtCoin } from './model/format';
import { config, couponOffer, dual, dualOrder, miningOrder, userCoupon } from './model/test-products';

vi.mock('../../lib/feedback', () => ({ showToast: vi.fn(), showLoading: vi.fn(), hideLoading: vi.fn() }));

beforeAll(() => loadTexts('en', ['earn', 'coupon', 'receipts', 'accounts']));
let unmount = () => {};
afterEach(() => {
  unmount();
  vi.unstubAllGlobals();
});

function mount(node: React.ReactNode) {
  useSession.setState({ token: 'T', lang: 'en' });
  const element = (
    <>
      <ul>{node}</ul>
      <ConfirmHost />
    </>
  );
  const router = memoryRouter([{ path: '/', element }], ['/']);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const r = renderApp(<QueryClientProvider client={client}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => document.body.querySelector(`[data-testid="${id}"]`);
}

/** The percentages an element shows, as written ('109.5%'), read text node by text node. */
function percents(el: Element | null): string[] {
  const out: string[] = [];
  const walk = document.createTreeWalker(el ?? document.createElement('i'), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    for (const m of (n.textContent ?? '').matchAll(/\d[\d,.]*%/g)) out.push(m[0]);
  }
  return out;
}
/** A server fraction as a screen must show it: '1.095' → '109.5%'. */
const pct = (fraction: string) => `${Number((Number(fraction) * 100).toFixed(6))}%`;

describe('earn rates are the server’s, one kind everywhere', () => {
  it('mining products, the finance tab and dual products lead with the APR; mining shows its daily rate beside', () => {
    const m = MiningConfig.parse(config({ daily_rate: '0.004', apr: '1.46', penalty_rate: '0.005' }));
    const d = DualProductWire.parse(dual({ apr: '0.25', rate: '25', progress: '4' }));
    const q = mount(
      <>
        <MiningCard config={m} />
        <DualCard product={d} />
        <li>
          <FinanceList configs={[m]} duals={[d]} failed={false} onRefresh={async () => undefined} />
        </li>
      </>,
    );
    expect(q(`mining-config-rate-${m.id}`)?.textContent).toBe('146% APR0.4% a day');
    expect(new Set(percents(q(`mining-config-${m.id}`)))).toEqual(
      new Set([pct(m.apr), pct(m.daily_rate), pct(m.penalty_rate)]),
    );
    expect(q(`finance-rate-m${m.id}`)?.textContent).toBe('146% APR0.4% a day');
    expect(q(`finance-rate-d${d.id}`)?.textContent).toBe('25% APR');
    expect(new Set(percents(q(`dual-product-${d.id}`)))).toEqual(new Set([pct(d.apr), `${d.progress}%`]));
  });

  it('orders and vouchers show the server’s APR and daily rate, and nothing else in percent', () => {
    const o = MiningOrder.parse(miningOrder({ day_rate: '0.0035', apr: '1.2775' }));
    const dOrder = DualOrderWire.parse(dualOrder({ rate: '30', apr: '0.3' }));
    const offer = CouponOffer.parse(couponOffer());
    const held = UserCouponWire.parse(userCoupon());
    const q = mount(
      <>
        <MiningOrderCard order={o} />
        <DualOrderCard order={dOrder} />
        <CouponOfferCard offer={offer} />
        <CouponCard coupon={held} product="USDT 5 days" onUsed={() => undefined} />
      </>,
    );
    expect(q(`mining-order-${o.id}-rate`)?.textContent).toBe('127.75% APR · 0.35% a day');
    expect(percents(q(`mining-order-${o.id}`))).toEqual([pct(o.apr), pct(o.day_rate)]);
    expect(percents(q(`dual-order-${dOrder.id}`))).toEqual([pct(dOrder.apr)]);
    expect(percents(q(`coupon-offer-${offer.id}`))).toEqual([pct(offer.apr), pct(offer.daily_rate)]);
    expect(percents(q(`coupon-${held.id}`))).toEqual([pct(held.apr), pct(held.daily_rate)]);
  });

  it('the early-redemption preview gives the penalty as the server’s share of the amount, then its per-day rule', async () => {
    // 1000 USDT, 30 days left at 0.5 % a day: a penalty of 150, 15 % of the amount.
    const quote = MiningQuote.parse({
      id: 7,
      amount: '1000',
      earned_days: 0,
      remaining_days: 30,
      earned: '0',
      penalty: '150',
      penalty_rate: '0.005',
      penalty_share: '0.15',
      principal_back: '850',
      total_back: '850',
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ type: 'ok', message: quote }), { status: 200 })),
    );
    const q = mount(<MiningOrderCard order={MiningOrder.parse(miningOrder({ amount: '1000' }))} />);
    click(q('mining-order-redeem-7'));
    for (let i = 0; i < 200 && !q('redeem-penalty'); i += 1) await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(q('redeem-penalty')?.textContent).toBe(`${fmtCoin('150', 'USDT')} (15%)`);
    expect(q('redeem-penalty-how')?.textContent).toBe('0.5% of the amount for each of the 30 days left');
    expect(percents(q('redeem-confirm'))).toEqual([pct(quote.penalty_share), pct(quote.penalty_rate)]);
  });
});
