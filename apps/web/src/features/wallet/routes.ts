import type { TextCapability } from '@app/i18n/web';
import type { RouteDef } from '../../lib/routes-registry';
import { WALLET_PATHS } from './wallet-paths';

/** The capabilities whose texts these pages show (checked by i18n/texts-needed.test.ts). */
const TEXTS: readonly TextCapability[] = ['wallet'];
const WITH_ACCOUNTS: readonly TextCapability[] = ['wallet', 'accounts'];
/** The withdrawal's pay-password sheet shows the two-step code field when that is on. */
const WITH_2FA: readonly TextCapability[] = ['wallet', 'security'];

const bills = () => import('./pages/bills-page');
const transfer = () => import('./pages/transfer-page');

/**
 * The wallet pages of spec §2 (fund, and setting/bill), all for a logged-in user except the assets tab, which
 * shows a log-in prompt to a visitor rather than leaving the tab bar.
 */
export const routes: readonly RouteDef[] = [
  { path: '/pages/fund/assets', load: () => import('./pages/assets-page'), tab: 'assets', texts: WITH_ACCOUNTS },
  { path: WALLET_PATHS.select, load: () => import('./pages/select-page'), auth: true, texts: TEXTS },
  { path: WALLET_PATHS.receive, load: () => import('./pages/receive-page'), auth: true, texts: WITH_ACCOUNTS },
  { path: WALLET_PATHS.records, load: () => import('./pages/records-page'), auth: true, texts: TEXTS },
  { path: WALLET_PATHS.withdraw, load: () => import('./pages/withdraw-page'), auth: true, texts: WITH_2FA },
  { path: WALLET_PATHS.transfer, load: transfer, auth: true, texts: TEXTS },
  { path: WALLET_PATHS.fundTransfer, load: transfer, auth: true, texts: TEXTS },
  { path: WALLET_PATHS.transferHistory, load: () => import('./pages/transfer-history-page'), auth: true, texts: TEXTS },
  { path: WALLET_PATHS.exchange, load: () => import('./pages/exchange-page'), auth: true, texts: TEXTS },
  { path: WALLET_PATHS.coin, load: () => import('./pages/coin-page'), auth: true, texts: TEXTS },
  { path: WALLET_PATHS.coinRecords, load: bills, auth: true, texts: TEXTS },
  { path: WALLET_PATHS.allRecords, load: bills, auth: true, texts: TEXTS },
  { path: WALLET_PATHS.settingBill, load: bills, auth: true, texts: TEXTS },
  { path: WALLET_PATHS.statement, load: () => import('./pages/statement-page'), auth: true, texts: TEXTS },
];
