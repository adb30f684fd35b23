import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import type { Paged } from '../../../shared/api/types';
import { earnKeys } from './keys';
import type { IeoCreateInput, IeoEditInput, IeoOrder, IeoOrdersQuery, IeoProject } from './types';

// `GET/POST /admin/earn/ieo` and `PUT /admin/earn/ieo/:id` (section earn-products: read super, finance; write super;
// audited), `GET /admin/earn/ieo/orders` (earn-orders: super, finance, support; read-only). Creating a project issues
// its supply into its account; an edit changes only what is shown.

export function useIeoProjects() {
  return useQuery({ queryKey: earnKeys.ieo, queryFn: () => api.get<IeoProject[]>('/earn/ieo'), staleTime: 0 });
}

export type IeoSave = { id: number; input: IeoEditInput } | { id?: undefined; input: IeoCreateInput };

/** Creates a project (`id` absent) or edits what one shows. */
export function useSaveIeo() {
  const qc = useQueryClient();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: (s: IeoSave) =>
      s.id === undefined
        ? api.post<IeoProject>('/earn/ieo', s.input)
        : api.put<IeoProject>(`/earn/ieo/${s.id}`, s.input),
    onSuccess: (saved, { id }) => {
      message.success(t(id === undefined ? 'ieo.createdDone' : 'ieo.savedDone', { name: saved.title }));
      return qc.invalidateQueries({ queryKey: earnKeys.ieo });
    },
  });
}

export function useIeoOrders(q: IeoOrdersQuery) {
  return useQuery({
    queryKey: earnKeys.ieoOrders(q),
    queryFn: () => api.get<Paged<IeoOrder>>('/earn/ieo/orders', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
