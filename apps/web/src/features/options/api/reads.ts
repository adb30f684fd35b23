import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { get } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { stampDeadline } from '../model/countdown';
import { optionKeys } from './keys';
import { type Coin, type Expiry, type Limits, type Order, type OrderPage, STATUS, type TradeRecord } from './types';

/** Spec §9: the seconds trade list's default page size. */
export const HISTORY_PAGE = 5;
/** Open orders come in one page: at most the coin's open-order cap (20 by default), never paged on screen. */
export const OPEN_LIMIT = 100;

const quiet = (signal: AbortSignal) => ({ silent: true, signal, loading: false }) as const;

/** GET /microtrade/seconds: the offered expiries with payout, loss ratio and break-even (before the fee). */
export function useExpiries() {
  return useQuery({
    queryKey: optionKeys.expiries(),
    queryFn: ({ signal }) => get<Expiry[]>('/microtrade/seconds', undefined, quiet(signal)),
    staleTime: 60_000,
  });
}

/** GET /microtrade/payable_currencies: each coin's terms, presets, break-even with the fee and the micro balance. */
export function useCoins() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: optionKeys.coins(token),
    queryFn: ({ signal }) => get<Coin[]>('/microtrade/payable_currencies', undefined, quiet(signal)),
    // The balance is in it: read again whenever the screen opens (a transfer on the wallet's screen changes it).
    staleTime: 0,
  });
}

/**
 * GET /microtrade/lists {status 1}: the open orders, each stamped with its countdown's deadline on this device's
 * clock (`remain_milli_seconds` counts from the answer, not from the server's clock).
 */
export function useOpenOrders() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: optionKeys.open(token),
    queryFn: async ({ signal }) => {
      const page = await get<OrderPage>(
        '/microtrade/lists',
        { status: STATUS.open, page: 1, limit: OPEN_LIMIT },
        quiet(signal),
      );
      const now = Date.now();
      return page.list.map((o) => stampDeadline(o, now));
    },
    enabled: token !== '',
    staleTime: 0,
  });
}

/** GET /microtrade/lists {status 3, page, limit 5}: settled orders, newest first, paged as the end scrolls in. */
export function useHistory() {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: optionKeys.history(token),
    queryFn: ({ pageParam, signal }) =>
      get<OrderPage>(
        '/microtrade/lists',
        { status: STATUS.closed, page: pageParam, limit: HISTORY_PAGE },
        quiet(signal),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    enabled: token !== '',
  });
}

/**
 * GET /microtrade/get_result {id}: one of the user's orders. `poll`: asked again every second until it is settled
 * (an order past its countdown whose push has not come).
 */
export function useOrder(id: string, poll = false) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: optionKeys.order(token, id),
    queryFn: ({ signal }) => get<Order>('/microtrade/get_result', { id }, quiet(signal)),
    enabled: token !== '' && /^\d+$/.test(id),
    refetchInterval: (q) => (poll && q.state.data?.status !== STATUS.closed ? 1_000 : false),
  });
}

/** GET /microtrade/record: the user's orders, win rate and net result per coin. */
export function useRecord() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: optionKeys.record(token),
    queryFn: ({ signal }) => get<TradeRecord>('/microtrade/record', undefined, quiet(signal)),
    enabled: token !== '',
  });
}

/** GET /microtrade/limits: the daily loss limit, a pending raise, the cool-off and today's loss. */
export function useLimits() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: optionKeys.limits(token),
    queryFn: ({ signal }) => get<Limits>('/microtrade/limits', undefined, quiet(signal)),
    enabled: token !== '',
  });
}

/** The orders settled while the screen was open (model/live.ts writes them), newest first. */
export function useResults() {
  const token = useSession((s) => s.token);
  const queryClient = useQueryClient();
  const key = optionKeys.results(token);
  return useQuery({
    queryKey: key,
    // Never fetched: only pushes and polls write it.
    queryFn: () => queryClient.getQueryData<Order[]>(key) ?? [],
    initialData: [] as Order[],
    enabled: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
