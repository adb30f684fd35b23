import type { RouteDef } from '../../app/route-table';

const tradePage = () => import('./pages/trade-page');

/**
 * The spot trade routes of spec §2: the trade tab (`transaction/index`), its two other spellings (`currency`,
 * `index2`) and the orders page (`currency_order`, login required; `?id=` opens one order).
 */
export const TRADE_ROUTES: readonly RouteDef[] = [
  { path: '/pages/transaction/currency', load: tradePage, tab: 'trade' },
  { path: '/pages/transaction/index2', load: tradePage, tab: 'trade' },
  { path: '/pages/transaction/currency_order', load: () => import('./pages/orders-page'), auth: true },
];

export const TRADE_TAB_LOADER = tradePage;
