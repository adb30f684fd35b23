import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { spotKeys } from './keys';
import type { OrdersQuery, SpotOrder, SpotTrade, TradesQuery } from './types';

// `GET /admin/spot/orders` and `GET /admin/spot/trades` (super, finance, support). The contract takes `page` only:
// the server decides the page size and answers it as `limit`.

export function useSpotOrders(q: OrdersQuery) {
  return useQuery({
    queryKey: spotKeys.orders(q),
    queryFn: () => api.get<Paged<SpotOrder>>('/spot/orders', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSpotTrades(q: TradesQuery) {
  return useQuery({
    queryKey: spotKeys.trades(q),
    queryFn: () => api.get<Paged<SpotTrade>>('/spot/trades', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
