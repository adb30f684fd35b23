import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import { makeQuote } from '../../market/model/test-quotes';
import type { Order } from '../api/types';
import { countdown, stampDeadline } from '../model/countdown';
import { makeOrder, settled } from '../model/test-orders';
import { OpenCard, ResultCard } from './order-card';

beforeAll(() => loadTexts('en', ['options']));
let unmount = () => {};
afterEach(() => unmount());

function mount(node: React.ReactNode) {
  const router = memoryRouter([{ path: '/', element: <ul>{node}</ul> }], ['/']);
  const r = renderApp(router.element);
  unmount = r.unmount;
  return (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
}

describe('OpenCard', () => {
  const order = makeOrder({ id: 7, type: 2, open_price: '65000.5' });
  const live = stampDeadline(order, 0);
  const quote = makeQuote({ id: 1, symbol: 'BTC/USDT', now_price: '64990' });

  it('counts down to expiry, with whether the order is ahead at the live price', () => {
    const q = mount(<OpenCard order={order} count={countdown(live, 11_100)} quote={quote} />);
    expect(q('sec-countdown-7')?.textContent).toBe('0:19');
    expect(q('sec-open-7')?.getAttribute('data-phase')).toBe('running');
    expect(q('sec-open-7')?.textContent).toContain('Down');
    expect(q('sec-open-7')?.textContent).toContain('65,000.50');
    // A "down" order with the price below its open price is ahead: the gain colour.
    expect(q('sec-open-7')?.querySelector('b.up')?.textContent).toBe('64,990.00');
  });

  it('waits for the end price once expired', () => {
    const q = mount(<OpenCard order={order} count={countdown(live, 30_500)} quote={undefined} />);
    expect(q('sec-countdown-7')?.textContent).toBe('Waiting for the end price…');
  });
});

describe('ResultCard', () => {
  it('shows the outcome, end price, what came back and the result after the fee, with its detail', () => {
    const onDismiss = vi.fn();
    const q = mount(<ResultCard order={settled({ id: 7 })} precision={2} onDismiss={onDismiss} />);
    expect(q('sec-result-7')?.getAttribute('data-result')).toBe('win');
    expect(q('sec-outcome-7')?.textContent).toBe('Won');
    expect(q('sec-end-7')?.textContent).toBe('65,010.00');
    expect(q('sec-payout-7')?.textContent).toBe('18.50 USDT');
    expect(q('sec-net-7')?.textContent).toBe('+8.49 USDT');
    expect(q('sec-detail-7')?.getAttribute('href')).toBe('/pages/transaction/seconds_detail?id=7');
    click(q('sec-dismiss-7'));
    expect(onDismiss).toHaveBeenCalledWith(7);
  });

  it('a loss and a tie', () => {
    const loss: Order = settled({ id: 8, profit_result: -1, payout: '0', end_price: '64000' });
    const q = mount(
      <>
        <ResultCard order={loss} precision={2} />
        <ResultCard order={settled({ id: 9, profit_result: 0, payout: '10', end_price: '65000.5' })} precision={2} />
      </>,
    );
    expect(q('sec-outcome-8')?.textContent).toBe('Lost');
    expect(q('sec-net-8')?.textContent).toBe('-10.01 USDT');
    expect(q('sec-outcome-9')?.textContent).toBe('Tie');
    expect(q('sec-net-9')?.textContent).toBe('-0.01 USDT');
    expect(q('sec-dismiss-8')).toBeNull();
  });
});
