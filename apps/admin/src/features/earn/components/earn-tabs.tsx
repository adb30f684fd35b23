import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

/**
 * Mining, dual investment, IEO and coupons share a menu entry per section: the products entry (earn-products) opens
 * the mining and dual products, the IEO projects and the coupons, the subscriptions entry (earn-orders) the mining
 * subscriptions, the dual purchases, the IEO subscriptions and the claimed coupons. Each is its own route (and
 * chunk); this bar moves between the screens of one section.
 */
type Screen = {
  key: string;
  path: string;
  label:
    | 'products.title'
    | 'dual.title'
    | 'ieo.title'
    | 'coupons.title'
    | 'orders.title'
    | 'dualOrders.title'
    | 'ieoOrders.title'
    | 'couponClaims.title';
};

export const PRODUCT_SCREENS: readonly Screen[] = [
  { key: 'mining', path: '/earn-products', label: 'products.title' },
  { key: 'dual', path: '/earn-products/dual', label: 'dual.title' },
  { key: 'ieo', path: '/earn-products/ieo', label: 'ieo.title' },
  { key: 'coupons', path: '/earn-products/coupons', label: 'coupons.title' },
];
export const ORDER_SCREENS: readonly Screen[] = [
  { key: 'mining', path: '/earn-orders', label: 'orders.title' },
  { key: 'dual', path: '/earn-orders/dual', label: 'dualOrders.title' },
  { key: 'ieo', path: '/earn-orders/ieo', label: 'ieoOrders.title' },
  { key: 'coupons', path: '/earn-orders/coupons', label: 'couponClaims.title' },
];

export function EarnTabs({ screens }: { screens: readonly Screen[] }) {
  const { t } = useTranslation('earn');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = screens.find((s) => s.path === pathname.replace(/\/$/, ''))?.path ?? screens[0]?.path;
  const section = screens[0]?.path.slice(1) ?? '';
  return (
    <Tabs
      activeKey={active}
      onChange={(path) => navigate(path)}
      style={{ marginBottom: 8 }}
      items={screens.map((s) => ({
        key: s.path,
        label: <span data-testid={`${section}-tab-${s.key}`}>{t(s.label)}</span>,
      }))}
    />
  );
}
