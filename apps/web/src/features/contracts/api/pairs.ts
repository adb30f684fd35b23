import { useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contractKeys } from './keys';
import type { Area, Deal, Pair } from './types';

/** GET /lever/pairs {area}: the pairs of one area with their published terms and whether their market is open. */
export function usePairs(area: Area) {
  return useQuery({
    queryKey: contractKeys.pairs(area),
    queryFn: ({ signal }) => get<Pair[]>('/lever/pairs', { area }, { silent: true, signal, loading: false }),
    // `market_open` follows the stock session: asked again every minute while the screen is open.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
}

/**
 * POST /lever/deal {currency_id, legal_id}: the pair and `user_lever`, the free balance of the pair's account
 * ('0' for a visitor). `lever_trade` pushes keep the balance current.
 */
export function useDeal(pair: Pick<Pair, 'id' | 'currency_id' | 'legal_id'>) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: contractKeys.deal(token, pair.id),
    queryFn: ({ signal }) =>
      post<Deal>(
        '/lever/deal',
        { currency_id: pair.currency_id, legal_id: pair.legal_id },
        { silent: true, signal, loading: false },
      ),
    enabled: token !== '',
    // Read again whenever the screen opens: a transfer on the wallet's screen changes it.
    staleTime: 0,
  });
}
