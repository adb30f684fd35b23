/**
 * Dual products read in words (issue 29 item 21): "BTC call, linked price …, Dec 5", not the code
 * `BTC-05DEC26-62000-C`, which stays under "how it is computed"; in Chinese too.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { loadTexts } from '../../../test/i18n';
import { memoryRouter } from '../../../test/memory-router';
import { renderApp } from '../../../test/render';
import { fmtMoney } from '../model/format';
import { dual, dualOrder } from '../model/test-products';
import { DualCard } from './dual-card';
import { DualOrderCard } from './dual-order-card';
import FinanceList from './finance-list';

// The strike as the shared formatter shows a USDT price (its digits are not what this test is about).
const strike = fmtMoney('62000', 'USDT');
let unmount = () => {};
afterEach(() => unmount());

function mount(node: React.ReactNode) {
  const router = memoryRouter([{ path: '/', element: <ul>{node}</ul> }], ['/']);
  const r = renderApp(<QueryClientProvider client={new QueryClient()}>{router.element}</QueryClientProvider>);
  unmount = r.unmount;
  const shown = r.container.cloneNode(true) as HTMLElement;
  for (const d of shown.querySelectorAll('details')) d.remove();
  return { shown: shown.textContent ?? '', q: (id: string) => r.container.querySelector(`[data-testid="${id}"]`) };
}

const cards = (
  <>
    <DualCard product={dual()} />
    <DualOrderCard order={dualOrder({ type: 'put', name: 'BTC-05DEC26-62000-P' })} />
    <li>
      <FinanceList configs={[]} duals={[dual({ id: 9 })]} failed={false} onRefresh={async () => undefined} />
    </li>
  </>
);

describe('dual products in words', () => {
  it('in English', async () => {
    await loadTexts('en', ['earn']);
    const { shown, q } = mount(cards);
    expect(q('dual-product-name-1')?.textContent).toBe(`BTC call, linked price ${strike}, Dec 5`);
    expect(q('dual-order-name-3')?.textContent).toBe(`BTC put, linked price ${strike}, Dec 5`);
    expect(q('finance-d9')?.textContent).toContain(`BTC call, linked price ${strike}, Dec 5`);
    expect(shown).not.toMatch(/BTC-05DEC26/);
    expect(q('dual-order-how-3')?.textContent).toContain('Product code BTC-05DEC26-62000-P');
  });

  it('in Chinese', async () => {
    await loadTexts('zh', ['earn']);
    const { shown, q } = mount(cards);
    expect(q('dual-product-name-1')?.textContent).toBe(`BTC 看涨，挂钩价 ${strike}，12月5日 到期`);
    expect(shown).not.toMatch(/BTC-05DEC26|call|put/);
    expect(q('dual-order-how-3')?.querySelector('summary')?.textContent).toBe('如何计算');
  });
});
