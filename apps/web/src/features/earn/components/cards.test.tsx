import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { config, dual, dualOrder, miningOrder } from '../model/test-products';
import { DualOrderCard } from './dual-order-card';
import FinanceList from './finance-list';
import { MiningOrderCard } from './mining-order-card';

beforeAll(() => loadTexts('en', ['earn', 'receipts', 'accounts']));
let unmount = () => {};
afterEach(() => unmount());

function mount(node: React.ReactNode) {
  const router = memoryRouter([{ path: '/', element: node }], ['/']);
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  return (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
}

describe('the finance list', () => {
  it('shows each product with its yield, term and campaign, linking to it', () => {
    const q = mount(
      <FinanceList
        configs={[config(), config({ id: 5, kind: 'cloud', name: 'Cloud miner 30 days', day: 30 })]}
        duals={[dual()]}
        failed={false}
        onRefresh={async () => undefined}
      />,
    );
    expect(q('finance-m1')?.textContent).toContain('0.3% a day');
    expect(q('finance-m1')?.textContent).toContain('5 days');
    expect(q('finance-m1')?.textContent).toContain('Paid by campaign “Launch yield”');
    expect(q('finance-m1')?.textContent).toContain('Budget left 49,000.00 USDT');
    expect(q('finance-m1')?.getAttribute('href')).toContain('/pages/lockming/buy?id=1');
    expect(q('finance-d1')?.textContent).toContain('25% APR');
    expect(q('finance-d1')?.getAttribute('href')).toContain('/pages/invest/purchase?id=1');
    expect(q('finance-group-defi')).toBeNull();
  });

  it('says when nothing is offered', () => {
    const q = mount(<FinanceList configs={[]} duals={[]} failed={false} onRefresh={async () => undefined} />);
    expect(q('empty-state')?.textContent).toContain('No product is offered right now');
  });
});

describe('order cards', () => {
  it('show a mining order in progress with its earned days, yield and the redemption button', () => {
    const q = mount(
      <ul>
        <MiningOrderCard order={miningOrder()} />
      </ul>,
    );
    expect(q('mining-order-7-days')?.textContent).toBe('Earned 1 / 5 days');
    expect(q('mining-order-7-yield')?.textContent).toBe('0.90 USDT');
    expect(q('mining-order-redeem-7')).not.toBeNull();
  });

  it('tag an order an experience voucher opened and say its amount is notional', () => {
    const q = mount(
      <ul>
        <MiningOrderCard order={miningOrder({ voucher_id: 4, amount: '1000' })} />
        <MiningOrderCard order={miningOrder({ id: 8 })} />
      </ul>,
    );
    expect(q('mining-order-voucher-7')?.textContent).toBe('Experience voucher');
    expect(q('mining-order-voucher-note-7')?.textContent).toContain('the 1,000.00 USDT is notional');
    expect(q('mining-order-voucher-note-7')?.textContent).toContain('closing early costs no penalty');
    expect(q('mining-order-7')?.textContent).toContain('Yield to spot on');
    expect(q('mining-order-7')?.textContent).not.toContain('Principal back on');
    // An order the user paid for: no tag, no note, its principal comes back.
    expect(q('mining-order-voucher-8')).toBeNull();
    expect(q('mining-order-voucher-note-8')).toBeNull();
    expect(q('mining-order-8')?.textContent).toContain('Principal back on');
  });

  it('show an early redemption with its penalty, and no redemption button', () => {
    const q = mount(
      <ul>
        <MiningOrderCard order={miningOrder({ status: 2, is_cancel: 1, cancel_fee: '4.8' })} />
      </ul>,
    );
    expect(q('mining-order-state-7')?.textContent).toBe('Redeemed early, penalty 4.80 USDT');
    expect(q('mining-order-redeem-7')).toBeNull();
  });

  it('show a settled dual position with its price and payout', () => {
    const q = mount(
      <ul>
        <DualOrderCard
          order={dualOrder({ status: 2, settle_price: '63000', payout: '1242.5', payout_currency: 'USDT' })}
        />
      </ul>,
    );
    expect(q('dual-order-3')?.getAttribute('data-status')).toBe('success');
    expect(q('dual-order-status-3')?.textContent).toBe('Success');
    expect(q('dual-order-3-payout')?.textContent).toBe('1,242.50 USDT');
    expect(q('dual-order-3-apr')?.textContent).toBe('25%');
  });
});
