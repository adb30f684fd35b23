import type { ClaimedCouponsQuery, DualOrdersQuery, IeoOrdersQuery, OrdersQuery } from './types';

/** Query keys of the earn back office: a change refreshes what it touches; lists are read fresh each time. */
export const earnKeys = {
  all: ['earn'] as const,
  coins: ['earn', 'coins'] as const,
  campaigns: ['earn', 'campaigns'] as const,
  products: ['earn', 'products'] as const,
  orders: (q: OrdersQuery) => ['earn', 'orders', q] as const,
  accruals: ['earn', 'accruals'] as const,
  dual: ['earn', 'dual'] as const,
  dualOrders: (q: DualOrdersQuery) => ['earn', 'dual-orders', q] as const,
  ieo: ['earn', 'ieo'] as const,
  ieoOrders: (q: IeoOrdersQuery) => ['earn', 'ieo-orders', q] as const,
  coupons: ['earn', 'coupons'] as const,
  couponClaims: (q: ClaimedCouponsQuery) => ['earn', 'coupon-claims', q] as const,
};
