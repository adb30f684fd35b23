import { DollarOutlined, LineChartOutlined, StockOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/market/menu';
import type { AdminFeature } from '../../shared/feature';

/** Instruments, the price feed and fiat rates: the server's `market` module. */
export const feature: AdminFeature = {
  name: 'market',
  texts: 'market',
  menuTexts,
  menu: [
    {
      group: 'market',
      items: [
        { section: 'instruments', label: 'instruments', path: 'instruments', icon: <StockOutlined /> },
        { section: 'feed', label: 'feed', path: 'feed', icon: <LineChartOutlined /> },
        { section: 'fiats', label: 'fiats', path: 'fiats', icon: <DollarOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'instruments', path: 'instruments', load: () => import('./pages/instruments-page') },
    { section: 'feed', path: 'feed', load: () => import('./pages/feed-page') },
    { section: 'fiats', path: 'fiats', load: () => import('./pages/fiats-page') },
  ],
};
