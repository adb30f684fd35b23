import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { earnKeys } from './keys';
import type { DualCreateInput, DualEditInput, DualOrder, DualOrdersQuery, DualProduct } from './types';

// `GET/POST /admin/earn/dual` and `PUT /admin/earn/dual/:id` (section earn-products: read super, finance; write super;
// audited), `GET /admin/earn/dual/orders` (earn-orders: super, finance, support; read-only). The terms purchases were
// made on never change once a share is sold; the switch, the shares on offer and the limits can.

export function useDualProducts() {
  return useQuery({ queryKey: earnKeys.dual, queryFn: () => api.get<DualProduct[]>('/earn/dual'), staleTime: 0 });
}

export type DualSave = { id: number; input: DualEditInput } | { id?: undefined; input: DualCreateInput };

/** Creates a product (`id` absent) or changes one; a product touches its campaign's figures too. */
export function useSaveDual() {
  const qc = useQueryClient();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: (s: DualSave) =>
      s.id === undefined
        ? api.post<DualProduct>('/earn/dual', s.input)
        : api.put<DualProduct>(`/earn/dual/${s.id}`, s.input),
    onSuccess: (saved, { id }) => {
      message.success(t(id === undefined ? 'dual.createdDone' : 'dual.savedDone', { name: saved.name }));
      return Promise.all([
        qc.invalidateQueries({ queryKey: earnKeys.dual }),
        qc.invalidateQueries({ queryKey: earnKeys.campaigns }),
      ]);
    },
  });
}

export function useDualOrders(q: DualOrdersQuery) {
  return useQuery({
    queryKey: earnKeys.dualOrders(q),
    queryFn: () => api.get<Paged<DualOrder>>('/earn/dual/orders', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
