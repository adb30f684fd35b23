import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['market'];

/** The market tab, search and the pair detail (spec §2). */
export const routes: readonly RouteDef[] = [
  { path: '/pages/market/market', load: () => import('./pages/market-page'), tab: 'market', texts: TEXTS },
  { path: '/pages/market/search', load: () => import('./pages/search-page'), texts: TEXTS },
  // The detail shows a spot pair's book and trades with the trade screen's components and texts.
  { path: '/pages/market/detail', load: () => import('./pages/detail-page'), texts: [...TEXTS, 'spot'] },
];
