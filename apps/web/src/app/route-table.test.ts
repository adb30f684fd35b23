import { describe, expect, it } from 'vitest';
import { hasRoute, normalizeRoute, ROUTES, TABS, tabOf } from './route-table';

describe('route table', () => {
  it('has the five tabs in the spec order', () => {
    expect(TABS.map((t) => t.key)).toEqual(['home', 'market', 'trade', 'finance', 'assets']);
    expect(TABS.map((t) => t.path)).toEqual([
      '/',
      '/pages/market/market',
      '/pages/transaction/index',
      '/pages/financial/index',
      '/pages/fund/assets',
    ]);
  });

  it('reads home as /, pages/index/index and pages/quotation/index', () => {
    expect(tabOf('/')).toBe('home');
    expect(tabOf('/pages/index/index')).toBe('home');
    expect(tabOf('/pages/quotation/index')).toBe('home');
  });

  it('normalizes menu routes before checking them', () => {
    expect(normalizeRoute('pages/common/faq')).toBe('/pages/common/faq');
    expect(normalizeRoute('/pages/quotation/index.vue')).toBe('/pages/quotation/index');
    expect(normalizeRoute('#/pages/common/article?id=3')).toBe('/pages/common/article');
    expect(hasRoute('pages/common/faq')).toBe(true);
    expect(hasRoute('/pages/nft/nft')).toBe(false);
  });

  it('has no duplicate paths', () => {
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });
});
