import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { earnKeys } from './keys';
import type { ClaimedCoupon, ClaimedCouponsQuery, CouponCreateInput, CouponEditInput, CouponTemplate } from './types';

// `GET/POST /admin/earn/coupons` and `PUT /admin/earn/coupons/:id` (section earn-products: read super, finance; write
// super; audited), `GET /admin/earn/coupons/claimed` (earn-orders: super, finance, support; read-only). A template's
// product and amount never change once created; its value is reserved from the campaign when a user claims one.

export function useCoupons() {
  return useQuery({
    queryKey: earnKeys.coupons,
    queryFn: () => api.get<CouponTemplate[]>('/earn/coupons'),
    staleTime: 0,
  });
}

export type CouponSave = { id: number; input: CouponEditInput } | { id?: undefined; input: CouponCreateInput };

/** Creates a template (`id` absent) or edits one. */
export function useSaveCoupon() {
  const qc = useQueryClient();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: (s: CouponSave) =>
      s.id === undefined
        ? api.post<CouponTemplate>('/earn/coupons', s.input)
        : api.put<CouponTemplate>(`/earn/coupons/${s.id}`, s.input),
    onSuccess: (saved, { id }) => {
      message.success(t(id === undefined ? 'coupons.createdDone' : 'coupons.savedDone', { name: saved.title }));
      return qc.invalidateQueries({ queryKey: earnKeys.coupons });
    },
  });
}

export function useClaimedCoupons(q: ClaimedCouponsQuery) {
  return useQuery({
    queryKey: earnKeys.couponClaims(q),
    queryFn: () => api.get<Paged<ClaimedCoupon>>('/earn/coupons/claimed', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
