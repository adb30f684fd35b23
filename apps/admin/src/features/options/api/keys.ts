import type { OrdersQuery } from './types';

/** Query keys of the options back office: a settings change refreshes its list; the lists are read fresh each time. */
export const optionKeys = {
  all: ['options'] as const,
  expiries: ['options', 'expiries'] as const,
  coins: ['options', 'coins'] as const,
  pairs: ['options', 'pairs'] as const,
  countries: ['options', 'countries'] as const,
  orders: (q: OrdersQuery) => ['options', 'orders', q] as const,
  house: ['options', 'house'] as const,
};
