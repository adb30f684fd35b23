import type { OrderScope } from './types';

/** Query keys of the trade feature; socket pushes (model/live.ts) write into these entries. */
export const tradeKeys = {
  all: ['trade'] as const,
  pairs: () => [...tradeKeys.all, 'pairs'] as const,
  depth: (symbol: string) => [...tradeKeys.all, 'depth', symbol] as const,
  trades: (symbol: string) => [...tradeKeys.all, 'trades', symbol] as const,
  /** Private data carries the token so a logout or another user never sees a cached answer. */
  balanceAll: () => [...tradeKeys.all, 'balance'] as const,
  balance: (token: string, symbol: string) => [...tradeKeys.balanceAll(), token, symbol] as const,
  ordersAll: () => [...tradeKeys.all, 'orders'] as const,
  orders: (token: string, scope: OrderScope, pairId: string) =>
    [...tradeKeys.ordersAll(), token, scope, pairId] as const,
  orderAll: () => [...tradeKeys.all, 'order'] as const,
  order: (token: string, id: string) => [...tradeKeys.orderAll(), token, id] as const,
};
