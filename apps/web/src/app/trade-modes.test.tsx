import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadTexts } from '../test/i18n';
import { memoryRouter } from '../test/memory-router';
import { renderApp } from '../test/render';
import { ROUTES, tabOf } from './route-table';
import { activeTradeMode, TradeModes, tradeModeLinks } from './trade-modes';

const links = tradeModeLinks(ROUTES);

let unmount = () => {};
afterEach(() => unmount());

describe('the trade tab’s market switch', () => {
  beforeAll(() => loadTexts('en'));

  it('leads to spot, futures, super leverage, stocks and seconds, each a trade-tab route of its feature', () => {
    expect(links.map((l) => [l.key, l.to])).toEqual([
      ['spot', '/pages/transaction/index'],
      ['contract', '/pages/transaction/contract'],
      ['lever', '/pages/transaction/contract?mode=margin'],
      ['stock', '/pages/transaction/index2'],
      ['seconds', '/pages/transaction/seconds_order'],
    ]);
    for (const l of links) expect(tabOf(l.path), l.to).toBe('trade');
  });

  it.each([
    ['/pages/transaction/index', '?symbol=BTC%2FUSDT', 'spot'],
    ['/pages/transaction/contract', '', 'contract'],
    ['/pages/transaction/contract', '?symbol=BTC%2FUSDT&mode=margin', 'lever'],
    ['/pages/transaction/index2', '', 'stock'],
    ['/pages/transaction/seconds_order', '', 'seconds'],
    ['/pages/transaction/currency_order', '', null],
  ])('marks %s%s as %s', (path, search, key) => {
    expect(activeTradeMode(links, path, search)).toBe(key);
  });

  it('shows every market by its name, the current one marked', () => {
    const router = memoryRouter(
      [{ path: '*', element: <TradeModes links={links} /> }],
      ['/pages/transaction/contract?mode=margin'],
    );
    const r = renderApp(router.element);
    unmount = r.unmount;
    const items = [...r.container.querySelectorAll('.trade-mode')];
    expect(items.map((a) => a.textContent)).toEqual(['Spot', 'Futures', 'Super leverage', 'Stocks', 'Seconds']);
    expect(r.container.querySelector('[aria-current="page"]')?.getAttribute('data-testid')).toBe('trade-mode-lever');
    expect(r.container.querySelector('[data-testid="trade-mode-seconds"]')?.getAttribute('href')).toBe(
      '/pages/transaction/seconds_order',
    );
  });
});
