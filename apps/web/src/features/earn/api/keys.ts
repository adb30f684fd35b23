/**
 * Query keys of the earn feature. Private entries carry the token, so a logout or another user never sees a cached
 * answer. The public product lists' keys are in products.ts.
 */
export const earnKeys = {
  all: ['earn'] as const,
  estimate: (id: number, amount: string) => [...earnKeys.all, 'estimate', id, amount] as const,
  ordersAll: () => [...earnKeys.all, 'orders'] as const,
  orders: (token: string, status: number) => [...earnKeys.ordersAll(), token, status] as const,
  dual: (id: string) => [...earnKeys.all, 'dual', id] as const,
  dualEstimate: (id: string, num: string, price: string) => [...earnKeys.all, 'dual-estimate', id, num, price] as const,
  positionsAll: () => [...earnKeys.all, 'positions'] as const,
  positions: (token: string, status: number) => [...earnKeys.positionsAll(), token, status] as const,
};
