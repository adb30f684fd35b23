import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { contractKeys } from './keys';
import type { Insurance, Liquidation, OvernightRun, PageQuery, Position, PositionsQuery, RiskRow } from './types';

// `GET /admin/contracts/positions` (super, finance, support); `risk`, `liquidations`, `insurance` and `overnight`
// (super, finance: the section `contract-risk`). Nothing here writes: there is no call that changes a position.

/** The risk desk follows the prices without a socket: the accounts are read again every 10 s while it is open. */
export const RISK_REFRESH_MS = 10_000;

export function useContractPositions(q: PositionsQuery) {
  return useQuery({
    queryKey: contractKeys.positions(q),
    queryFn: () => api.get<Paged<Position>>('/contracts/positions', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useContractRisk() {
  return useQuery({
    queryKey: contractKeys.risk,
    queryFn: () => api.get<RiskRow[]>('/contracts/risk'),
    refetchInterval: RISK_REFRESH_MS,
    staleTime: 0,
  });
}

export function useContractLiquidations(q: PageQuery) {
  return useQuery({
    queryKey: contractKeys.liquidations(q),
    queryFn: () => api.get<Paged<Liquidation>>('/contracts/liquidations', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useContractInsurance() {
  return useQuery({
    queryKey: contractKeys.insurance,
    queryFn: () => api.get<Insurance>('/contracts/insurance'),
    staleTime: 0,
  });
}

export function useOvernightRuns(q: PageQuery) {
  return useQuery({
    queryKey: contractKeys.overnight(q),
    queryFn: () => api.get<Paged<OvernightRun>>('/contracts/overnight', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
