import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { renderApp } from '../../../test/render';
import type { Depth, Pair } from '../api/types';
import { OrderBook } from './order-book';

const pair = {
  symbol: 'BTC/USDT',
  currency_name: 'BTC',
  legal_name: 'USDT',
  tick_size: '0.01',
  lot_size: '0.0001',
  price_precision: 2,
  amount_precision: 4,
} as Pair;

// 30 bid levels a cent apart from 100.29 down, 30 ask levels from 100.31 up.
const depth: Depth = {
  symbol: 'BTC/USDT',
  seq: 1,
  bids: Array.from({ length: 30 }, (_, i) => [(100.29 - i / 100).toFixed(2), '1'] as [string, string]),
  asks: Array.from({ length: 30 }, (_, i) => [(100.31 + i / 100).toFixed(2), '1'] as [string, string]),
};

const rows = (c: HTMLElement, side: 'ask' | 'bid') =>
  [...c.querySelectorAll(`[data-testid^="book-${side}-"]`)].map((e) => e.getAttribute('data-price'));

function choose(select: HTMLSelectElement | null, value: string) {
  if (!select) throw new Error('no select');
  act(() => {
    select.value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

beforeAll(() => loadTexts('en', ['spot']));
let unmount = () => {};
afterEach(() => unmount());

describe('OrderBook', () => {
  it('shows 10 levels, then up to 20, and groups prices by the chosen step', () => {
    const onPrice = vi.fn();
    const r = renderApp(
      <OrderBook depth={depth} pair={pair} lastPrice="100.30" lastDirection="up" onPrice={onPrice} />,
    );
    unmount = r.unmount;
    expect(rows(r.container, 'bid')).toHaveLength(10);
    choose(r.container.querySelector('[data-testid="book-rows"]'), '20');
    expect(rows(r.container, 'bid')).toHaveLength(20);
    expect(rows(r.container, 'ask')).toHaveLength(20);
    choose(r.container.querySelector('[data-testid="book-group"]'), '0.1');
    // 100.29…100.00 → 100.2, 100.1, 100.0 (bids down); 100.31…100.60 → 100.4, 100.5, 100.6 (asks up).
    expect(rows(r.container, 'bid')).toEqual(['100.2', '100.1', '100']);
    // Asks are drawn above the last price, the best (book-ask-0) at the bottom.
    expect(rows(r.container, 'ask')).toEqual(['100.6', '100.5', '100.4']);
    expect(r.container.querySelector('[data-testid="book-ask-0"]')?.getAttribute('data-price')).toBe('100.4');
    expect(r.container.querySelector('[data-testid="book-bid-0"] .book-amount')?.textContent).toBe('10.0000');
    act(() => (r.container.querySelector('[data-testid="book-bid-0"]') as HTMLButtonElement).click());
    expect(onPrice).toHaveBeenCalledWith('100.2');
  });
  it('draws the depth chart when asked, and read-only rows without onPrice', () => {
    const r = renderApp(
      <OrderBook depth={depth} pair={pair} lastPrice="100.30" lastDirection="up" layout="split" chart />,
    );
    unmount = r.unmount;
    expect(r.container.querySelector('[data-testid="depth-chart"] svg')).not.toBeNull();
    expect(r.container.querySelector('[data-testid="book-bid-0"]')?.tagName).toBe('DIV');
  });
});
