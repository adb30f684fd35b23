import { useMutation, useQueryClient } from '@tanstack/react-query';
import { post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import { optionKeys } from './keys';
import type { Limits, LimitsBody, Order, SubmitBody } from './types';

/**
 * The user's actions. A refusal rejects with the server's translated message, which the request helper also
 * toasts (spec §8: loss limit, cool-off, open-order cap, balance…); the screens show it inline as well.
 */

/** POST /microtrade/submit with one `Idempotency-Key` per confirmation; then the lists and the balance are stale. */
export function useSubmitOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: SubmitBody; key: string }) =>
      post<Order>('/microtrade/submit', body, { headers: { 'Idempotency-Key': key } }),
    onSettled: () => {
      for (const key of [
        optionKeys.openAll(),
        optionKeys.coinsAll(),
        [...optionKeys.all, 'record'],
        [...optionKeys.all, 'limits'],
        ['wallet'],
      ]) {
        void queryClient.invalidateQueries({ queryKey: key });
      }
    },
  });
}

/** POST /microtrade/limits: a daily loss limit (an amount or 'none') and/or a cool-off; answers the new limits. */
export function useSetLimits() {
  const queryClient = useQueryClient();
  const token = useSession((s) => s.token);
  return useMutation({
    mutationFn: (body: LimitsBody) => post<Limits>('/microtrade/limits', body),
    onSuccess: (limits) => queryClient.setQueryData(optionKeys.limits(token), limits),
  });
}
