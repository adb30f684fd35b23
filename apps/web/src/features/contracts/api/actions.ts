import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { contractKeys } from './keys';
import type { Area, Estimate, EstimateBody, Position, SubmitBody } from './types';

/**
 * The user's actions on positions. Each failure toasts the server's translated message (spec §8: "insufficient
 * balance", "the market is closed", a field's "take-profit must be above…"); each success refetches the lists,
 * the balance and the wallet, which pushes may already have patched.
 */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: contractKeys.liveAll() });
    void queryClient.invalidateQueries({ queryKey: contractKeys.historyAll() });
    void queryClient.invalidateQueries({ queryKey: contractKeys.dealAll() });
    void queryClient.invalidateQueries({ queryKey: contractKeys.detailAll() });
    void queryClient.invalidateQueries({ queryKey: ['receipts'] });
    void queryClient.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** POST /lever/estimate: what confirming would do at the recorded price now (shown in the confirmation). */
export const fetchEstimate = (body: EstimateBody) => post<Estimate>('/lever/estimate', body);

/** POST /lever/submit with one `Idempotency-Key` per confirmation. */
export function useSubmitEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ body, key }: { body: SubmitBody; key: string }) =>
      post<Position>('/lever/submit', body, { headers: { 'Idempotency-Key': key } }),
    onSuccess: refresh,
  });
}

export function useClosePosition() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => post<Position>('/lever/close', { id }), onSuccess: refresh });
}

export function useCancelEntry() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => post<Position>('/lever/cancel', { id }), onSuccess: refresh });
}

/** POST /lever/setstop: '' clears one of the two (the server needs at least one). */
export function useSetStops() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (b: { id: number; target_profit_price: string; stop_loss_price: string }) =>
      post<Position>('/lever/setstop', b),
    onSuccess: refresh,
  });
}

/** POST /lever/batch_close {type 0 all | 1 longs | 2 shorts, area}. */
export function useBatchClose() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (b: { type: 0 | 1 | 2; area: Area }) =>
      post<{ closed: number; ids: number[] }>('/lever/batch_close', b),
    onSuccess: refresh,
  });
}
