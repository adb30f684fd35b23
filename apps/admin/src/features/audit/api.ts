import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/request';
import type { Paged } from '../../shared/api/types';

export type AuditEntry = {
  id: number;
  admin_email: string;
  action: string;
  target: string;
  before: unknown;
  after: unknown;
  ip: string;
  created_at: string;
};

export type AuditQuery = { page: number; limit: number; action?: string };

export const auditKeys = { all: ['audit'] as const, list: (q: AuditQuery) => ['audit', 'list', q] as const };

export function useAuditLog(q: AuditQuery) {
  return useQuery({
    queryKey: auditKeys.list(q),
    queryFn: () => api.get<Paged<AuditEntry>>('/audit', q),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
