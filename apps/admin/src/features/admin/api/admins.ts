import type { AdminCreateBody, AdminListItem, AdminUpdateBody } from '@app/api/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { api } from '../../../shared/api/request';

/** The contract's minimum (only the constant enters the bundle: vite.config.ts treats the contract as pure). */
export { ADMIN_PASSWORD_MIN as MIN_ADMIN_PASSWORD } from '@app/api/admin';

export type AdminAccount = AdminListItem;
export type AdminCreateInput = z.input<typeof AdminCreateBody>;
export type AdminUpdateInput = z.input<typeof AdminUpdateBody>;

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
