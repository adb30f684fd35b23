import { AccountBookOutlined, ControlOutlined, DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/wallet/menu';
import type { AdminFeature } from '../../shared/feature';

/** Deposit and withdrawal queues, coin settings and the ledger summary: the server's `wallet` module. */
export const feature: AdminFeature = {
  name: 'wallet',
  texts: 'wallet',
  menuTexts,
  menu: [
    {
      group: 'finance',
      items: [
        { section: 'deposits', label: 'deposits', path: 'deposits', icon: <DownloadOutlined /> },
        { section: 'withdrawals', label: 'withdrawals', path: 'withdrawals', icon: <UploadOutlined /> },
        { section: 'wallet-coins', label: 'walletCoins', path: 'wallet-coins', icon: <ControlOutlined /> },
        { section: 'ledger', label: 'ledger', path: 'ledger', icon: <AccountBookOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'deposits', path: 'deposits', load: () => import('./pages/deposits-page') },
    { section: 'withdrawals', path: 'withdrawals', load: () => import('./pages/withdrawals-page') },
    { section: 'wallet-coins', path: 'wallet-coins', load: () => import('./pages/coins-page') },
    { section: 'ledger', path: 'ledger', load: () => import('./pages/ledger-page') },
  ],
};
