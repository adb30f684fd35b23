import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['spot', 'receipts', 'accounts'];
/** The trade screen also shows the market's simulated-price mark in its ticker. */
const TRADE_TEXTS: readonly TextCapability[] = ['market', ...TEXTS];

const tradePage = () => import('./pages/trade-page');

/**
 * The spot trade routes of spec §2: the trade tab (`transaction/index`), its other spelling (`currency`) and the
 * orders page (`currency_order`, login required; `?id=` opens one order). `index2` is the stock area
 * (features/contracts).
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/pages/transaction/index',
    load: tradePage,
    tab: 'trade',
    texts: TRADE_TEXTS,
    tradeModes: [{ key: 'spot', order: 1 }],
  },
  { path: '/pages/transaction/currency', load: tradePage, tab: 'trade', texts: TRADE_TEXTS },
  { path: '/pages/transaction/currency_order', load: () => import('./pages/orders-page'), auth: true, texts: TEXTS },
];
