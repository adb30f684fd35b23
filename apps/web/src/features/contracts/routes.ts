import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';

/**
 * The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts); the market's for the
 * simulated-price mark of the ticker.
 */
const TEXTS: readonly TextCapability[] = ['market', 'contracts'];
// The receipt card's copy button toasts with the accounts texts.
const WITH_RECEIPTS: readonly TextCapability[] = ['receipts', 'accounts', 'contracts'];

const contractPage = () => import('./pages/contract-page');

/**
 * The contract and stock routes of spec §2, inside the trade tab: crypto contracts (`contract`, and `futrues` as
 * the spec spells it; `?mode=margin` is the super-leverage view), the stock area (`index2`), and one position with
 * its receipts (`contract_order?id=`, login required). The paths are written out rather than imported from
 * model/paths.ts: this file is in the entry chunk, which should not carry the link helpers (route-paths.test.ts
 * holds the two together).
 */
export const routes: readonly RouteDef[] = [
  {
    path: '/pages/transaction/contract',
    load: contractPage,
    tab: 'trade',
    texts: TEXTS,
    tradeModes: [
      { key: 'contract', order: 2 },
      { key: 'lever', order: 3, search: '?mode=margin' },
    ],
  },
  { path: '/pages/transaction/futrues', load: contractPage, tab: 'trade', texts: TEXTS },
  {
    path: '/pages/transaction/index2',
    load: () => import('./pages/stock-page'),
    tab: 'trade',
    texts: TEXTS,
    tradeModes: [{ key: 'stock', order: 4 }],
  },
  {
    path: '/pages/transaction/contract_order',
    load: () => import('./pages/order-page'),
    auth: true,
    texts: WITH_RECEIPTS,
  },
];
