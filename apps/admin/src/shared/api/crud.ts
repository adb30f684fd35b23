import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from './request';
import type { Paged } from './types';

export type ListQuery = { page: number; limit: number } & Record<string, string | number | boolean | undefined>;

/** An `/api/admin/<path>` collection answering `{list,total,page,limit}` with `POST /`, `PUT /:id`, `DELETE /:id`. */
export type Resource = { path: string; label: string };

/** Query keys of a collection: everything under `[path]` is refreshed after a change. */
export const crudKeys = {
  all: (r: Resource) => [r.path] as const,
  list: (r: Resource, q: ListQuery) => [r.path, 'list', q] as const,
};

export function useCrudList<T>(r: Resource, q: ListQuery) {
  return useQuery({
    queryKey: crudKeys.list(r, q),
    queryFn: () => api.get<Paged<T>>(`/${r.path}`, q),
    placeholderData: keepPreviousData,
  });
}

export function useCrudSave<T, Input>(r: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: number; input: Input }) =>
      id ? api.put<T>(`/${r.path}/${id}`, input) : api.post<T>(`/${r.path}`, input),
    onSuccess: (_data, { id }) => {
      message.success(id ? `${r.label} updated` : `${r.label} created`);
      return qc.invalidateQueries({ queryKey: crudKeys.all(r) });
    },
  });
}

export function useCrudDelete(r: Resource) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del<null>(`/${r.path}/${id}`),
    onSuccess: () => {
      message.success(`${r.label} deleted`);
      return qc.invalidateQueries({ queryKey: crudKeys.all(r) });
    },
  });
}
