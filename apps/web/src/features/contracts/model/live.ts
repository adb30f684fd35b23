import { normalize, sum } from '@app/money';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { withRealtime } from '../../../lib/realtime-lazy';
import { useSession } from '../../../stores/session';
import { contractKeys } from '../api/keys';
import { LIVE_LIMIT } from '../api/lists';
import { type Area, type ClosedPush, type Deal, type DealAll, SOCKET_EVENTS, type TradePush } from '../api/types';

/**
 * The bridge from the contracts pushes to the query cache (STYLE habit 11): screens only read queries. Both
 * events arrive in the user's private room once the socket has logged in with the token.
 */

type Figures = Pick<
  DealAll,
  'balance' | 'hazard_rate' | 'caution_money_total' | 'origin_caution_money_total' | 'profits_total'
>;

/** An area with no live row in the push has no margin at stake (its free balance is kept as it was). */
const NO_RISK = { hazard_rate: '', caution_money_total: '0', origin_caution_money_total: '0', profits_total: '0' };

/**
 * `lever_trade` (about once a second while the user has live rows): every live row of the user and the risk figures
 * of each account that has some. Each cached live list is replaced by the push's rows of its area and status, the
 * figures and the deal's free balance by the push's.
 */
export function applyTradePush(queryClient: QueryClient, push: TradePush): void {
  if (!push || !Array.isArray(push.positions) || !Array.isArray(push.accounts)) return;
  const figuresOf = (area: Area): Partial<Figures> => {
    const a = push.accounts.find((x) => x.area === area);
    return a
      ? {
          balance: a.balance,
          hazard_rate: a.hazard_rate,
          caution_money_total: a.caution_money_total,
          origin_caution_money_total: a.origin_caution_money_total,
          profits_total: a.profits_total,
        }
      : NO_RISK;
  };
  for (const [key, data] of queryClient.getQueriesData<DealAll>({ queryKey: contractKeys.liveAll() })) {
    if (!data) continue;
    const area = key[3] as Area;
    const status = key[4] as number;
    const rows = push.positions.filter((p) => p.area === area && p.status === status).sort((a, b) => b.id - a.id);
    queryClient.setQueryData<DealAll>(key, {
      ...data,
      ...figuresOf(area),
      caution_money: normalize(sum(rows.map((r) => r.caution_money || '0'))),
      origin_caution_money: normalize(sum(rows.map((r) => r.origin_caution_money || '0'))),
      profits: status === 1 ? normalize(sum(rows.map((r) => r.profits || '0'))) : '0',
      order: { ...data.order, data: rows.slice(0, LIVE_LIMIT), total: rows.length, current_page: 1, last_page: 1 },
    });
  }
  queryClient.setQueriesData<Deal>({ queryKey: contractKeys.dealAll() }, (old) => {
    const account = old && push.accounts.find((a) => a.area === old.pair.area);
    return old && account ? { ...old, user_lever: account.balance } : old;
  });
}

/** `lever_closed`: a position closed (by its owner, a batch, TP, SL or liquidation), an entry filled or cancelled. */
export function applyClosedPush(queryClient: QueryClient, push: ClosedPush): void {
  if (!push?.order) return;
  for (const key of [
    contractKeys.liveAll(),
    contractKeys.historyAll(),
    contractKeys.dealAll(),
    contractKeys.detailAll(),
    // A close writes its receipt: the detail page's list is read again.
    ['receipts'],
    ['wallet'],
  ]) {
    void queryClient.invalidateQueries({ queryKey: key });
  }
}

/** Listens to the user's `lever_trade` and `lever_closed` while mounted and logged in. */
export function useContractPushes(onClosed?: (push: ClosedPush) => void): void {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  const handler = useRef(onClosed);
  handler.current = onClosed;
  useEffect(() => {
    if (!token) return;
    return withRealtime((client) => {
      const offTrade = client.on<TradePush>(SOCKET_EVENTS.trade, (push) => applyTradePush(queryClient, push));
      const offClosed = client.on<ClosedPush>(SOCKET_EVENTS.closed, (push) => {
        applyClosedPush(queryClient, push);
        handler.current?.(push);
      });
      return () => {
        offTrade();
        offClosed();
      };
    });
  }, [token, queryClient]);
}
