import type { RouteDef } from '../../lib/routes-registry';

/** The market tab, search and the pair detail (spec §2). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/market/market', load: () => import('./pages/market-page'), tab: 'market' },
  { path: '/pages/market/search', load: () => import('./pages/search-page') },
  { path: '/pages/market/detail', load: () => import('./pages/detail-page') },
];
