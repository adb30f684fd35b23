import { ACCOUNT_ROUTES } from '../features/account/account-routes';
import { FUND_ROUTES } from '../features/fund/fund-routes';
import { TRADE_ROUTES, TRADE_TAB_LOADER } from '../features/trade/trade-routes';
import type { PageLoader } from '../lib/lazy-page';

export type TabKey = 'home' | 'market' | 'trade' | 'finance' | 'assets';

/** `auth`: a protected page (spec §6); a visitor is sent to login first. */
export type RouteDef = { path: string; load: PageLoader; tab?: TabKey; auth?: boolean };

const home: PageLoader = () => import('../features/home/home-page');

/**
 * The client route table: the spec's paths (spec §2), hash-routed under /h5/. Pages of later issues are added
 * here as they land; the home shortcut grid only shows menu entries whose route is in this table.
 */
export const ROUTES: readonly RouteDef[] = [
  // Home has three spellings in the spec: '/', its alias pages/index/index, and the back-to-home target.
  { path: '/', load: home, tab: 'home' },
  { path: '/pages/index/index', load: home, tab: 'home' },
  { path: '/pages/quotation/index', load: home, tab: 'home' },
  { path: '/pages/market/market', load: () => import('../features/market/pages/market-page'), tab: 'market' },
  { path: '/pages/market/search', load: () => import('../features/market/pages/search-page') },
  { path: '/pages/market/detail', load: () => import('../features/market/pages/detail-page') },
  { path: '/pages/transaction/index', load: TRADE_TAB_LOADER, tab: 'trade' },
  { path: '/pages/financial/index', load: () => import('../features/tabs/finance-tab'), tab: 'finance' },
  { path: '/pages/fund/assets', load: () => import('../features/fund/pages/assets-page'), tab: 'assets' },
  { path: '/pages/common/article', load: () => import('../features/content/pages/article-page') },
  { path: '/pages/common/faq', load: () => import('../features/content/pages/faq-page') },
  { path: '/pages/common/contactus', load: () => import('../features/content/pages/contactus-page') },
  { path: '/pages/common/aboutus', load: () => import('../features/content/pages/aboutus-page') },
  { path: '/pages/common/webView', load: () => import('../features/content/pages/webview-page') },
  {
    path: '/pages/setting/operational_compliance',
    load: () => import('../features/content/pages/compliance-page'),
  },
  { path: '/pages/setting/language', load: () => import('../features/settings/language-page') },
  { path: '/pages/setting/fiat', load: () => import('../features/settings/fiat-page') },
  ...ACCOUNT_ROUTES,
  ...TRADE_ROUTES,
  ...FUND_ROUTES,
];

/** The five tabs in the spec's order, each with the route it opens. */
export const TABS: ReadonlyArray<{ key: TabKey; path: string }> = [
  { key: 'home', path: '/' },
  { key: 'market', path: '/pages/market/market' },
  { key: 'trade', path: '/pages/transaction/index' },
  { key: 'finance', path: '/pages/financial/index' },
  { key: 'assets', path: '/pages/fund/assets' },
];

/** 'pages/common/faq', '/pages/common/faq.vue?x=1' and '#/pages/common/faq' all name the same route. */
export function normalizeRoute(route: string): string {
  const path = route
    .trim()
    .replace(/^#/, '')
    .split('?')[0]!
    .replace(/\.vue$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}

const KNOWN = new Set(ROUTES.map((r) => r.path));

export function hasRoute(route: string): boolean {
  return KNOWN.has(normalizeRoute(route));
}

export function tabOf(pathname: string): TabKey | undefined {
  return ROUTES.find((r) => r.path === pathname)?.tab;
}
