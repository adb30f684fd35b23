import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { config, ieoOrder, ieoProject } from '../model/test-products';
import FinanceList from './finance-list';
import { IeoCard } from './ieo-card';
import { IeoOrderCard } from './ieo-order-card';

beforeAll(() => loadTexts('en', ['earn', 'ieo', 'receipts', 'accounts']));
let unmount = () => {};
afterEach(() => unmount());

function mount(node: React.ReactNode) {
  const router = memoryRouter([{ path: '/', element: node }], ['/']);
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
}

describe('an IEO project card', () => {
  it('shows the token, the price in the pay coin, the time status, the share left, cycle and end; links to it', () => {
    const q = mount(
      <ul>
        <IeoCard project={ieoProject()} />
      </ul>,
    );
    const card = q('ieo-project-1');
    expect(card?.getAttribute('href')).toContain('/pages/ieo/subscribe?id=1');
    expect(card?.getAttribute('data-phase')).toBe('selling');
    expect(card?.textContent).toContain('DOT community round');
    expect(q('ieo-price-1')?.textContent).toBe('1 DOT = 5.00 USDT');
    expect(q('ieo-phase-1')?.textContent).toBe('In progress');
    expect(q('ieo-left-1')?.textContent).toBe('Left 75%');
    expect(q('ieo-progress-1')?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')).toBe('25');
    expect(card?.textContent).toContain('Cycle 7 days');
    expect(q('ieo-end-1')?.textContent).toMatch(/^Ends 2026-12-0[34] \d\d:\d\d$/);
    expect(card?.textContent).toContain('Pro rata');
  });

  it('marks a warm-up and a finished project, and an oversubscribed one', () => {
    const q = mount(
      <ul>
        <IeoCard project={ieoProject({ id: 2, time_status: 1, status: 0 })} />
        <IeoCard project={ieoProject({ id: 3, time_status: 3, status: 0, total_sell: '30000', percentage: '0' })} />
      </ul>,
    );
    expect(q('ieo-phase-2')?.textContent).toBe('Warm-up');
    expect(q('ieo-phase-3')?.textContent).toBe('Done');
    expect(q('ieo-times-3')?.textContent).toBe('Oversubscribed ×1.5');
    expect(q('ieo-times-2')).toBeNull();
  });
});

describe('an IEO subscription card', () => {
  it('shows an application waiting for the end', () => {
    const q = mount(
      <ul>
        <IeoOrderCard order={ieoOrder()} />
      </ul>,
    );
    expect(q('ieo-order-5')?.getAttribute('data-status')).toBe('applied');
    expect(q('ieo-order-status-5')?.textContent).toBe('Applied');
    expect(q('ieo-order-5-amount')?.textContent).toBe('100.00 DOT');
    expect(q('ieo-order-5-paid')?.textContent).toBe('500.00 USDT');
    expect(q('ieo-order-5-allocated')?.textContent).toBe('At the end');
    expect(q('ieo-order-5-refund')).toBeNull();
    expect(q('ieo-order-5-deliver')?.textContent).toMatch(/^2026-12-0[67] \d\d:\d\d$/);
    expect(q('ieo-order-receipts-5')).toBeNull();
  });

  it('shows the allocation, the refund and the receipt after the end', () => {
    const q = mount(
      <ul>
        <IeoOrderCard
          order={ieoOrder({
            status: 3,
            coin_amount: '40',
            kept: '200',
            refund: '300',
            give_amount: '40',
            delivered_at: '2026-12-07 04:00:10',
            receipt_id: 'r1',
          })}
        />
      </ul>,
    );
    expect(q('ieo-order-status-5')?.textContent).toBe('Delivered');
    expect(q('ieo-order-5-allocated')?.textContent).toBe('40.00 DOT');
    expect(q('ieo-order-5-refund')?.textContent).toBe('300.00 USDT');
    expect(q('ieo-order-5')?.textContent).toContain('Delivered');
    expect(q('ieo-order-receipts-5')?.textContent).toBe('Receipts');
  });

  it('names every status', () => {
    const q = mount(
      <ul>
        <IeoOrderCard order={ieoOrder({ id: 1, status: 2, coin_amount: '40', kept: '200', refund: '300' })} />
        <IeoOrderCard order={ieoOrder({ id: 2, status: 4, coin_amount: '0', kept: '0', refund: '500' })} />
      </ul>,
    );
    expect(q('ieo-order-status-1')?.textContent).toBe('Allocated');
    expect(q('ieo-order-status-2')?.textContent).toBe('Refunded');
  });
});

describe('the finance list', () => {
  it('leads to the IEO projects', () => {
    const q = mount(<FinanceList configs={[config()]} duals={[]} failed={false} onRefresh={async () => undefined} />);
    expect(q('finance-ieo')?.getAttribute('href')).toContain('/pages/ieo/ieo');
    expect(q('finance-group-ieo')?.textContent).toContain('IEO');
    expect(q('finance-ieo')?.textContent).toContain('See the projects');
  });
});
