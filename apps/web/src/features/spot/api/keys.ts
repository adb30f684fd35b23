import type { OrderScope } from './types';

/** Query keys of the trade feature; socket pushes (model/live.ts) write into these entries. */
export const spotKeys = {
  all: ['spot'] as const,
  pairs: () => [...spotKeys.all, 'pairs'] as const,
  depth: (symbol: string) => [...spotKeys.all, 'depth', symbol] as const,
  trades: (symbol: string) => [...spotKeys.all, 'trades', symbol] as const,
  /** Private data carries the token so a logout or another user never sees a cached answer. */
  balanceAll: () => [...spotKeys.all, 'balance'] as const,
  balance: (token: string, symbol: string) => [...spotKeys.balanceAll(), token, symbol] as const,
  ordersAll: () => [...spotKeys.all, 'orders'] as const,
  orders: (token: string, scope: OrderScope, pairId: string) =>
    [...spotKeys.ordersAll(), token, scope, pairId] as const,
  orderAll: () => [...spotKeys.all, 'order'] as const,
  order: (token: string, id: string) => [...spotKeys.orderAll(), token, id] as const,
};
