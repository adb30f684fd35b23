import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../../../lib/request';
import { useSession } from '../../../stores/session';
import type { CouponOffer, CouponPage, CouponStatus, UserCoupon } from './types';

/**
 * The coupon centre's calls (docs/api-earn.md "Coupons"), one hook each, with their query keys here (under
 * `earnKeys.all`, so every earn action's invalidation reaches them): the coupon screen shares no chunk with the
 * other earn screens beyond what they all use.
 */
export const couponKeys = {
  all: ['earn', 'coupon'] as const,
  /** The offers carry `claimed` for the caller: keyed by the token. */
  center: (token: string) => [...couponKeys.all, 'center', token] as const,
  mine: (token: string, status: CouponStatus) => [...couponKeys.all, 'mine', token, status] as const,
};

const quiet = (signal: AbortSignal) => ({ silent: true, signal, loading: false }) as const;
/** The spec's page size (§9). */
export const COUPON_PAGE = 10;

/** GET /coupon/center (login optional): the offers open now, each with `claimed` for a signed-in caller. */
export function useCouponCenter() {
  const token = useSession((s) => s.token);
  return useQuery({
    queryKey: couponKeys.center(token),
    queryFn: ({ signal }) =>
      get<{ list: CouponOffer[] }>('/coupon/center', undefined, quiet(signal)).then((r) => r.list),
    staleTime: 15_000,
  });
}

/** GET /coupon/mine {status, page, limit}: my vouchers of one status, paged. */
export function useMyCoupons(status: CouponStatus) {
  const token = useSession((s) => s.token);
  return useInfiniteQuery({
    queryKey: couponKeys.mine(token, status),
    queryFn: ({ pageParam, signal }) =>
      get<CouponPage>('/coupon/mine', { status, page: pageParam, limit: COUPON_PAGE }, quiet(signal)),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
    enabled: token !== '',
    // A usable voucher turns expired at its time, whether or not the screen is open.
    refetchInterval: 60_000,
  });
}

/**
 * Claiming reserves the voucher's value from the campaign and using it opens a mining order: both change what the
 * earn screens show (the campaign's budget, the orders), so both refresh every earn read.
 */
function useInvalidate() {
  const queryClient = useQueryClient();
  return () => {
    for (const key of [['earn'], ['wallet']]) void queryClient.invalidateQueries({ queryKey: key });
  };
}

/**
 * POST /coupon/claim {id} with one `Idempotency-Key` per tap. A refusal (not offered now, all claimed, already held,
 * budget exhausted) rejects with the server's translated message, which the request helper toasts.
 */
export function useClaimCoupon() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: ({ id, key }: { id: number; key: string }) =>
      post<UserCoupon>('/coupon/claim', { id }, { headers: { 'Idempotency-Key': key } }),
    onSettled,
  });
}

/** POST /coupon/use {id}: opens the voucher's mining order; answers the voucher (now used) and the order's id. */
export function useUseCoupon() {
  const onSettled = useInvalidate();
  return useMutation({
    mutationFn: (id: number) => post<{ coupon: UserCoupon; order_id: number }>('/coupon/use', { id }),
    onSettled,
  });
}
