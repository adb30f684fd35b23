import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { optionKeys } from './keys';
import type { HouseDay, OptionOrder, OrdersQuery } from './types';

// `GET /admin/options/orders` (section option-orders: super, finance, support) and `GET /admin/options/house`
// (option-house: super, finance). Nothing here writes: there is no call that sets a price or a result.

export function useOptionOrders(q: OrdersQuery) {
  return useQuery({
    queryKey: optionKeys.orders(q),
    queryFn: () => api.get<Paged<OptionOrder>>('/options/orders', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The server answers the latest 400 day × coin rows, newest day first; no paging. */
export function useOptionHouse() {
  return useQuery({
    queryKey: optionKeys.house,
    queryFn: () => api.get<HouseDay[]>('/options/house'),
    staleTime: 0,
  });
}
