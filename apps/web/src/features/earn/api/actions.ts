import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { earnKeys } from './keys';
import type { DualOrder, MiningOrder } from './types';

/**
 * The user's actions, each sent after a confirmation (spec §8). A refusal (balance, budget, limits, sold out)
 * rejects with the server's translated message, which the request helper toasts.
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [earnKeys.all, ['wallet']]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

/** POST /lh/deposit with one `Idempotency-Key` per confirmation. */
export function useSubscribe() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ id, amount, key }: { id: number; amount: string; key: string }) =>
      post<MiningOrder>('/lh/deposit', { config_id: id, amount }, { headers: { 'Idempotency-Key': key } }),
    onSettled,
  });
}

/** POST /lh/deposit/order/cancel: early redemption. */
export function useRedeem() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => post<MiningOrder>('/lh/deposit/order/cancel', { id }),
    onSettled,
  });
}

/** POST /dual/buyDual {id, num} with one `Idempotency-Key` per confirmation. */
export function useBuyDual() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ id, num, key }: { id: number; num: number; key: string }) =>
      post<DualOrder>('/dual/buyDual', { id, num }, { headers: { 'Idempotency-Key': key } }),
    onSettled,
  });
}
