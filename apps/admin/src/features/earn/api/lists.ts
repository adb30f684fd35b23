import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { earnKeys } from './keys';
import type { Accruals, MiningOrder, OrdersQuery } from './types';

// `GET /admin/earn/orders` (section earn-orders: super, finance, support) and `GET /admin/earn/accruals`
// (earn-campaigns: super, finance). Nothing here writes: there is no call that changes an order or a yield.

export function useEarnOrders(q: OrdersQuery) {
  return useQuery({
    queryKey: earnKeys.orders(q),
    queryFn: () => api.get<Paged<MiningOrder>>('/earn/orders', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The latest 400 day × coin rows, newest day first, with the running subscriptions and the sweepers. */
export function useEarnAccruals() {
  return useQuery({
    queryKey: earnKeys.accruals,
    queryFn: () => api.get<Accruals>('/earn/accruals'),
    staleTime: 0,
  });
}
