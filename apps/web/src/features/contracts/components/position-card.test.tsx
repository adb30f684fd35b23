import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { click, renderApp } from '../../../test/render';
import type { Position } from '../api/types';
import { makePair, makePosition } from '../model/test-positions';
import { PositionCard } from './position-card';

beforeAll(() => loadTexts('en', ['contracts']));
let unmount = () => {};
afterEach(() => unmount());

function mount(position: Position, handlers = { onClose: vi.fn(), onEditStops: vi.fn() }) {
  const router = memoryRouter(
    [{ path: '/', element: <PositionCard position={position} pair={makePair()} {...handlers} /> }],
    ['/'],
  );
  const r = renderApp(<ul>{router.element}</ul>);
  unmount = r.unmount;
  const q = (id: string) => r.container.querySelector(`[data-testid="${id}"]`);
  return { q, handlers };
}

describe('PositionCard', () => {
  it('shows a gain in the up colour with its return on margin, and the figures', () => {
    const { q } = mount(
      makePosition({
        id: 7,
        profits: '1.3',
        target_profit_price: '70000',
        liquidation_price: '58000.5',
        update_price: '65755.37',
      }),
    );
    expect(q('position-pnl-7')?.textContent).toBe('+1.30');
    expect(q('position-pnl-7')?.className).toBe('up');
    expect(q('position-7')?.textContent).toContain('Return 9.98%');
    expect(q('position-liq-7')?.textContent).toBe('58,000.50');
    expect(q('position-stops-7')?.textContent).toBe('70,000.00 / --');
    expect(q('position-detail-7')?.getAttribute('href')).toBe('/pages/transaction/contract_order?id=7');
  });

  it('a loss in the down colour; no liquidation price in reach is said so', () => {
    const { q } = mount(makePosition({ id: 8, profits: '-0.05304', type: 2 }));
    expect(q('position-pnl-8')?.textContent).toBe('-0.05304');
    expect(q('position-pnl-8')?.className).toBe('down');
    expect(q('position-liq-8')?.textContent).toBe('None in reach');
    expect(q('position-8')?.textContent).toContain('Short');
  });

  it('names its actions and hands the position to them', () => {
    const { q, handlers } = mount(makePosition({ id: 9 }));
    expect(q('position-close-9')?.getAttribute('aria-label')).toBe('Close: Long BTC/USDT');
    click(q('position-close-9'));
    click(q('position-edit-stops-9'));
    expect(handlers.onClose).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    expect(handlers.onEditStops).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
  });
});
