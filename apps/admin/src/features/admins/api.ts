import type { AdminListItem } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { api } from '../../shared/api/request';
import type { AdminRole } from '../../shared/session/session-store';

/** ADMIN_PASSWORD_MIN of @app/api (a value import would pull the zod schemas into the bundle). */
export const MIN_ADMIN_PASSWORD = 10;

export type AdminAccount = AdminListItem;
export type AdminCreateInput = { email: string; name: string; role: AdminRole; password: string };
export type AdminUpdateInput = { name?: string; role?: AdminRole; disabled?: boolean; password?: string };

export const adminKeys = { all: ['admins'] as const };

export function useAdmins() {
  return useQuery({ queryKey: adminKeys.all, queryFn: () => api.get<AdminAccount[]>('/admins') });
}

export function useCreateAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: AdminCreateInput) => api.post<AdminAccount>('/admins', input),
    onSuccess: (a) => {
      message.success(`Admin ${a.email} created`);
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

export function useUpdateAdmin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: AdminUpdateInput; done: string }) =>
      api.put<AdminAccount>(`/admins/${id}`, input),
    onSuccess: (_a, { done }) => {
      message.success(done);
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}
