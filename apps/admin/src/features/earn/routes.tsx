import { FieldTimeOutlined, GoldOutlined, WalletOutlined } from '@ant-design/icons';
import { menuTexts } from '@app/i18n/admin/earn/menu';
import type { AdminFeature } from '../../shared/feature';

/**
 * Earn: the server's `earn` module. Campaigns (super, finance: the budgets every yield is paid from, funded and
 * taken back) with the accruals they pay as a tab of the same entry; mining products (read super, finance; changed
 * by super; edits apply to new subscriptions); the subscriptions with their receipts (super, finance, support;
 * read-only); IEO projects (earn-products: created by super, their supply issued at once; only what they show is
 * edited afterwards; a tab of the products entry) and their subscriptions (earn-orders; a tab of the subscriptions
 * entry); coupon templates (earn-products: created by super for a mining product, whose amount and product stay; a
 * tab of the products entry) and the claimed vouchers (earn-orders; a tab of the subscriptions entry). No screen
 * changes a user's subscription, balance or yield: the server has no such call. Dual products (earn-products: created
 * and changed by super, their terms fixed once a share is sold; a tab of the products entry) and their purchases with
 * the settlement and its receipt (earn-orders; a tab of the subscriptions entry).
 */
export const feature: AdminFeature = {
  name: 'earn',
  texts: 'earn',
  menuTexts,
  menu: [
    {
      group: 'earn',
      items: [
        { section: 'earn-campaigns', label: 'earnCampaigns', path: 'earn-campaigns', icon: <WalletOutlined /> },
        { section: 'earn-products', label: 'earnProducts', path: 'earn-products', icon: <GoldOutlined /> },
        { section: 'earn-orders', label: 'earnOrders', path: 'earn-orders', icon: <FieldTimeOutlined /> },
      ],
    },
  ],
  routes: [
    { section: 'earn-campaigns', path: 'earn-campaigns', load: () => import('./pages/campaigns-page') },
    { section: 'earn-campaigns', path: 'earn-campaigns/accruals', load: () => import('./pages/accruals-page') },
    { section: 'earn-products', path: 'earn-products', load: () => import('./pages/products-page') },
    { section: 'earn-orders', path: 'earn-orders', load: () => import('./pages/orders-page') },
    { section: 'earn-products', path: 'earn-products/dual', load: () => import('./pages/dual-page') },
    { section: 'earn-orders', path: 'earn-orders/dual', load: () => import('./pages/dual-orders-page') },
    { section: 'earn-products', path: 'earn-products/ieo', load: () => import('./pages/ieo-page') },
    { section: 'earn-orders', path: 'earn-orders/ieo', load: () => import('./pages/ieo-orders-page') },
    { section: 'earn-products', path: 'earn-products/coupons', load: () => import('./pages/coupons-page') },
    { section: 'earn-orders', path: 'earn-orders/coupons', load: () => import('./pages/coupon-claims-page') },
  ],
};
