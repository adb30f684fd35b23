import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/**
 * Seconds options (spec §2 `transaction/seconds_order`, in the trade tab; the chart shows the market's texts), one
 * order's detail with its receipt (login) and the user's record and limits (login). Paths written out rather than
 * imported from model/paths.ts: this file is in the entry chunk (route-paths.test.ts holds the two together).
 */
const RECEIPT: readonly TextCapability[] = ['accounts', 'receipts', 'options'];
export const routes: readonly RouteDef[] = [
  {
    path: '/pages/transaction/seconds_order',
    load: () => import('./pages/seconds-page'),
    tab: 'trade',
    texts: ['market', 'options'],
    tradeModes: [{ key: 'seconds', order: 5 }],
  },
  { path: '/pages/transaction/seconds_detail', load: () => import('./pages/detail-page'), auth: true, texts: RECEIPT },
  {
    path: '/pages/transaction/seconds_limits',
    load: () => import('./pages/limits-page'),
    auth: true,
    texts: ['options'],
  },
];
