import type { AdminListItem, AdminRole } from '@app/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api/request';

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
  const { t } = useTranslation('admin');
  return useMutation({
    mutationFn: (input: AdminCreateInput) => api.post<AdminAccount>('/admins', input),
    onSuccess: (a) => {
      message.success(t('admins.createdDone', { email: a.email }));
      return qc.invalidateQueries({ queryKey: adminKeys.all });
    },
  });
}

/** `done` is the success message, worded by the caller for what it changed. */
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
