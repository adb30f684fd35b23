import type { RouteDef } from '../../lib/routes-registry';
import { WALLET_PATHS } from './wallet-paths';

const bills = () => import('./pages/bills-page');
const transfer = () => import('./pages/transfer-page');

/**
 * The wallet pages of spec §2 (fund, and setting/bill), all for a logged-in user except the assets tab, which
 * shows a log-in prompt to a visitor rather than leaving the tab bar.
 */
export const routes: readonly RouteDef[] = [
  { path: '/pages/fund/assets', load: () => import('./pages/assets-page'), tab: 'assets' },
  { path: WALLET_PATHS.select, load: () => import('./pages/select-page'), auth: true },
  { path: WALLET_PATHS.receive, load: () => import('./pages/receive-page'), auth: true },
  { path: WALLET_PATHS.records, load: () => import('./pages/records-page'), auth: true },
  { path: WALLET_PATHS.withdraw, load: () => import('./pages/withdraw-page'), auth: true },
  { path: WALLET_PATHS.transfer, load: transfer, auth: true },
  { path: WALLET_PATHS.fundTransfer, load: transfer, auth: true },
  { path: WALLET_PATHS.transferHistory, load: () => import('./pages/transfer-history-page'), auth: true },
  { path: WALLET_PATHS.exchange, load: () => import('./pages/exchange-page'), auth: true },
  { path: WALLET_PATHS.coinRecords, load: bills, auth: true },
  { path: WALLET_PATHS.allRecords, load: bills, auth: true },
  { path: WALLET_PATHS.settingBill, load: bills, auth: true },
  { path: WALLET_PATHS.statement, load: () => import('./pages/statement-page'), auth: true },
];
