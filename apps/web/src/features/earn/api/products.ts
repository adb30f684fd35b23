import { useQuery } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import type { DualProduct, MiningConfigPage } from './types';

/**
 * The public product lists, apart from the other reads: the finance tab (one of the five tabs' first screens,
 * scripts/budgets.mjs) needs only these two.
 */
/** Their query keys (under `earnKeys.all`, so the actions' invalidation reaches them), kept here: no shared chunk. */
export const productKeys = {
  configs: () => ['earn', 'configs'] as const,
  duals: (type?: string) => ['earn', 'duals', type ?? 'all'] as const,
};

const quiet = (signal: AbortSignal) => ({ silent: true, signal, loading: false }) as const;
/** Every mining product in one page: a platform lists a handful, the list and the buy page read the same answer. */
const ALL_CONFIGS = 100;

/** GET /lh/deposit/config: the locked-mining, cloud-miner and DeFi products with their campaigns. */
export function useMiningConfigs() {
  return useQuery({
    queryKey: productKeys.configs(),
    queryFn: ({ signal }) =>
      get<MiningConfigPage>('/lh/deposit/config', { page: 1, limit: ALL_CONFIGS }, quiet(signal)).then((p) => p.list),
    staleTime: 15_000,
  });
}

/** GET /dual/index {type?}: the dual products on sale. */
export function useDualProducts(type?: string) {
  return useQuery({
    queryKey: productKeys.duals(type),
    queryFn: ({ signal }) =>
      get<{ dual_currencys: DualProduct[] }>('/dual/index', type ? { type } : undefined, quiet(signal)).then(
        (r) => r.dual_currencys,
      ),
    staleTime: 15_000,
  });
}
