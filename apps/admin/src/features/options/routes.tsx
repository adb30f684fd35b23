import { ControlOutlined, FieldTimeOutlined, FundOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/options/menu';
import type { AdminFeature } from '../../shared/feature';

/**
 * Seconds options: the server's `options` module. Settings (super): expiries with their ratios, then coins, pairs and
 * countries as tabs of the one menu entry of their section `option-settings`; orders (super, finance, support;
 * read-only) and the house's result per day (super, finance). No screen sets a price or a result: the server has no
 * such call.
 */
export const feature: AdminFeature = {
  name: 'options',
  texts: 'options',
  menuTexts,
  menu: [
    {
      group: 'options',
      items: [
        { section: 'option-settings', label: 'optionSettings', path: 'option-settings', icon: <ControlOutlined /> },
        { section: 'option-orders', label: 'optionOrders', path: 'option-orders', icon: <FieldTimeOutlined /> },
        { section: 'option-house', label: 'optionHouse', path: 'option-house', icon: <FundOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'option-settings', path: 'option-settings', load: () => import('./pages/expiries-page') },
    { section: 'option-settings', path: 'option-settings/coins', load: () => import('./pages/coins-page') },
    { section: 'option-settings', path: 'option-settings/pairs', load: () => import('./pages/pairs-page') },
    { section: 'option-settings', path: 'option-settings/countries', load: () => import('./pages/countries-page') },
    { section: 'option-orders', path: 'option-orders', load: () => import('./pages/orders-page') },
    { section: 'option-house', path: 'option-house', load: () => import('./pages/house-page') },
  ],
};
