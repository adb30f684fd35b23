import { useMutation, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { crudKeys, type Resource } from '../../../shared/api/crud';
import { api } from '../../../shared/api/request';

/** The catalogue section (`content` namespace) that words a collection's success messages. */
export type ContentKind = 'news' | 'banners' | 'faq';

/**
 * Create (`POST /`) or update (`PUT /:id`) an item of a content collection, as `useCrudSave` does, with the success
 * message in the operator's language (`<kind>.created` / `<kind>.updated`).
 */
export function useContentSave<T, Input>(r: Resource, kind: ContentKind) {
  const qc = useQueryClient();
  const { t } = useTranslation('content');
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) =>
      id ? api.put<T>(`/${r.path}/${id}`, input) : api.post<T>(`/${r.path}`, input),
    onSuccess: (_data, { id }) => {
      message.success(t(id ? `${kind}.updated` : `${kind}.created`));
      return qc.invalidateQueries({ queryKey: crudKeys.all(r) });
    },
  });
}

/** Delete (`DELETE /:id`) an item of a content collection; the success message is `<kind>.deleted`. */
export function useContentDelete(r: Resource, kind: ContentKind) {
  const qc = useQueryClient();
  const { t } = useTranslation('content');
  return useMutation({
    mutationFn: (id: number) => api.del<null>(`/${r.path}/${id}`),
    onSuccess: () => {
      message.success(t(`${kind}.deleted`));
      return qc.invalidateQueries({ queryKey: crudKeys.all(r) });
    },
  });
}
