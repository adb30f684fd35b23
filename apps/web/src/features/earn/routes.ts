import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/**
 * Earn (spec §2 `financial/index` the finance tab, `lockming/*` locked mining with its cloud-miner and DeFi entries,
 * `invest/*` dual investment, `ieo/*` token subscriptions, `setting/coupon` the coupon centre). Paths written out rather than imported from model/paths.ts: this file is in the
 * entry chunk (route-paths.test.ts holds the two together).
 */
const EARN: readonly TextCapability[] = ['earn'];
const RECEIPTS: readonly TextCapability[] = ['accounts', 'receipts', 'earn'];
/** The IEO texts are their own catalogue (not in the finance tab's `earn` chunk); its order cards show receipts. */
const IEO: readonly TextCapability[] = ['ieo'];
const IEO_ORDERS: readonly TextCapability[] = ['accounts', 'receipts', 'earn', 'ieo'];
export const routes: readonly RouteDef[] = [
  { path: '/pages/financial/index', load: () => import('./pages/finance-page'), tab: 'finance', texts: EARN },
  { path: '/pages/lockming/lockming', load: () => import('./pages/mining-list-page'), texts: EARN },
  { path: '/pages/lockming/buy', load: () => import('./pages/mining-buy-page'), texts: EARN },
  { path: '/pages/lockming/order', load: () => import('./pages/mining-orders-page'), auth: true, texts: RECEIPTS },
  { path: '/pages/lockming/welcome', load: () => import('./pages/mining-welcome-page'), texts: EARN },
  { path: '/pages/invest/invest', load: () => import('./pages/invest-page'), texts: EARN },
  { path: '/pages/invest/purchase', load: () => import('./pages/invest-purchase-page'), texts: EARN },
  { path: '/pages/invest/mine', load: () => import('./pages/invest-mine-page'), auth: true, texts: RECEIPTS },
  { path: '/pages/invest/help', load: () => import('./pages/invest-help-page'), texts: EARN },
  { path: '/pages/ieo/ieo', load: () => import('./pages/ieo-list-page'), texts: IEO },
  { path: '/pages/ieo/subscribe', load: () => import('./pages/ieo-subscribe-page'), texts: IEO_ORDERS },
  { path: '/pages/ieo/order', load: () => import('./pages/ieo-orders-page'), auth: true, texts: IEO_ORDERS },
  // The coupon texts are their own catalogue too; its cards name the product's kind and campaign with earn's.
  { path: '/pages/setting/coupon', load: () => import('./pages/coupon-page'), texts: ['earn', 'coupon'] },
];
