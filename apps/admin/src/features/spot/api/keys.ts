import type { OrdersQuery, TradesQuery } from './types';

/** Query keys of the spot back office: a pair or maker change refreshes everything under `['spot']`. */
export const spotKeys = {
  all: ['spot'] as const,
  pairs: ['spot', 'pairs'] as const,
  maker: ['spot', 'maker'] as const,
  makerStatus: ['spot', 'maker', 'status'] as const,
  orders: (q: OrdersQuery) => ['spot', 'orders', q] as const,
  trades: (q: TradesQuery) => ['spot', 'trades', q] as const,
};
