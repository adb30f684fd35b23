import { ProfileOutlined, RobotOutlined, SwapOutlined, TransactionOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/spot/menu';
import type { AdminFeature } from '../../shared/feature';

/** Spot pairs, the market maker, orders and trades: the server's `spot` module. */
export const feature: AdminFeature = {
  name: 'spot',
  texts: 'spot',
  menuTexts,
  menu: [
    {
      group: 'spot',
      items: [
        { section: 'spot-pairs', label: 'spotPairs', path: 'spot-pairs', icon: <SwapOutlined /> },
        { section: 'spot-maker', label: 'spotMaker', path: 'spot-maker', icon: <RobotOutlined /> },
        { section: 'spot-orders', label: 'spotOrders', path: 'spot-orders', icon: <ProfileOutlined /> },
        { section: 'spot-trades', label: 'spotTrades', path: 'spot-trades', icon: <TransactionOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'spot-pairs', path: 'spot-pairs', load: () => import('./pages/pairs-page') },
    { section: 'spot-maker', path: 'spot-maker', load: () => import('./pages/maker-page') },
    { section: 'spot-orders', path: 'spot-orders', load: () => import('./pages/orders-page') },
    { section: 'spot-trades', path: 'spot-trades', load: () => import('./pages/trades-page') },
  ],
};
