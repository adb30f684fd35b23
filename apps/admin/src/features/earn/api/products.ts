import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';
import { earnKeys } from './keys';
import type { Product, ProductInput } from './types';

// `GET/POST /admin/earn/products` and `PUT /admin/earn/products/:id` (section earn-products: read super, finance;
// write super; audited). A running subscription keeps the terms it copied: a change applies to new ones only.

export function useEarnProducts() {
  return useQuery({
    queryKey: earnKeys.products,
    queryFn: () => api.get<Product[]>('/earn/products'),
    staleTime: 0,
  });
}

/** Creates a product (`id` absent) or replaces every term of one. */
export function useSaveProduct() {
  const qc = useQueryClient();
  const { t } = useTranslation('earn');
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: ProductInput }) =>
      id === undefined ? api.post<Product>('/earn/products', input) : api.put<Product>(`/earn/products/${id}`, input),
    onSuccess: (saved, { id }) => {
      message.success(t(id === undefined ? 'products.createdDone' : 'products.savedDone', { name: saved.name }));
      return qc.invalidateQueries({ queryKey: earnKeys.products });
    },
  });
}
