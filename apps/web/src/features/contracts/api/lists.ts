import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { contractKeys } from './keys';
import { type Area, type DealAll, type Detail, HISTORY_STATUS, type HistoryScope, type MyTrade, STATUS } from './types';

/**
 * Open positions and pending entries come in one page of the server's largest size: `lever_trade` pushes replace
 * the whole list each second, so it is never paged on screen.
 */
export const LIVE_LIMIT = 100;
export const HISTORY_PAGE = 10;

/** POST /lever/dealall {status, area}: the account's risk figures and its open positions (1) or entries (0). */
export function useLive(area: Area, status: 0 | 1) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: contractKeys.live(token, area, status),
    queryFn: ({ signal }) =>
      post<DealAll>(
        '/lever/dealall',
        { status, area, page: 1, limit: LIVE_LIMIT },
        { silent: true, signal, loading: false },
      ),
    enabled: token !== '',
    // The account's free balance is in it: read again whenever the screen opens.
    staleTime: 0,
  });
}

/** POST /lever/my_trade {status, area, page, limit}: closed positions or cancelled entries, newest first. */
export function useHistory(area: Area, scope: HistoryScope) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: contractKeys.history(token, area, scope),
    queryFn: ({ pageParam, signal }) =>
      post<MyTrade>(
        '/lever/my_trade',
        { status: HISTORY_STATUS[scope], area, page: pageParam, limit: HISTORY_PAGE },
        { silent: true, signal, loading: false },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.message.current_page < last.message.last_page ? last.message.current_page + 1 : undefined,
    enabled: token !== '',
  });
}

/** GET /lever/detail {id}: one of the user's positions (any status) with its receipts. */
export function usePositionDetail(id: string) {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: contractKeys.detail(token, id),
    queryFn: ({ signal }) => get<Detail>('/lever/detail', { id }, { silent: true, signal, loading: false }),
    enabled: token !== '' && /^\d+$/.test(id),
    // An open position's mark and P/L move: read again every few seconds while it is open.
    refetchInterval: (q) => (q.state.data?.order.status === STATUS.open ? 5_000 : false),
  });
}
